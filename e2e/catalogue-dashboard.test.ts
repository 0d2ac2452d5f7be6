/**
 * The producer's catalogue (spec 2.9, 3, 6): the owner creates a product with its vintage and
 * format, adds a second format, sets a Restaurateur price in the price grid, and finds the
 * product in the shop. With JavaScript (desktop) and without (phone).
 */
import { expect, test, type Page } from '@playwright/test'
import { hydrated, login } from './utils'

/** The <details> whose summary reads `summary`, opened (it works without JavaScript too). */
async function openSection(page: Page, summary: string) {
  const details = page.locator('details').filter({
    has: page.locator(':scope > summary', { hasText: summary }),
  })
  await expect(async () => {
    if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
      await details.locator(':scope > summary').click({ timeout: 2_000 })
    await expect(details.locator(':scope > div')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 10_000 })
  return details
}

test('the owner builds a product, prices it for restaurants and sees it in the shop', async ({
  page,
}, testInfo) => {
  const name = `Cuvée E2E ${testInfo.project.name} ${Date.now().toString(36)}`
  await login(page, 'owner@caveau.test')

  await page.goto('/dashboard/products')
  await page.getByRole('link', { name: 'Ajouter un produit' }).click()
  await expect(page).toHaveURL('/dashboard/products/add')
  await expect(page.getByRole('heading', { name: 'Nouvel article', level: 1 })).toBeVisible()
  await hydrated(page)
  await page.getByLabel('Nom', { exact: true }).fill(name)
  await page.getByLabel('Couleur', { exact: true }).selectOption('Rouge')
  await page.getByLabel('Millésime', { exact: true }).fill('2023')
  await page.getByLabel('Degré d’alcool (% vol.)').fill('13,5')
  const price = page.getByLabel('Prix public TTC (€)')
  // A price that is not one stays on the form with its message, and nothing is created.
  await price.fill('14,5x')
  await page.getByRole('button', { name: 'Créer l’article' }).click()
  await expect(page.getByText('Le prix n’est pas valide (par exemple 12,50)')).toBeVisible()
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue(name)
  await price.fill('14,50')
  await page.getByRole('button', { name: 'Créer l’article' }).click()

  await expect(page).toHaveURL(/\/dashboard\/products\/\d+$/)
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'créé' }).first()).toBeVisible()

  const add = await openSection(page, 'Ajouter un format')
  await add.getByLabel('Unité', { exact: true }).selectOption('Litre(s)')
  await add.getByLabel('Contenance', { exact: true }).fill('1,5')
  await add.getByLabel('Contenant', { exact: true }).selectOption('magnum')
  await add.getByLabel('Prix public TTC (€)').fill('29')
  await add.getByRole('button', { name: 'Ajouter le format' }).click()
  await expect(page.locator('summary', { hasText: 'Magnum 1,5 L — 29,00 € TTC' })).toBeVisible()
  await expect(page.locator('summary', { hasText: '75 cl — 14,50 € TTC' })).toBeVisible()

  // Excise and label facts (issue 15 §2, §5): a VDN names its fiscal category, and the vintage's
  // ingredients are ticked from the terms the e-label translates.
  const fiscal = page.getByLabel('Catégorie fiscale (accises)')
  await fiscal.selectOption('Produit intermédiaire AOP (VDN, VDL)')
  await page.locator('#product-form').getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page).toHaveURL(/#product$/)
  await expect(fiscal).toHaveValue('intermediateAop')
  // The save's reload must land before the vintage's box is ticked: a form it re-renders after
  // the tick would post the box unticked (seen once on CI's busy machine).
  await page.waitForLoadState('networkidle')
  const vintage = page.locator('details[id^="vintage-"]')
  await vintage.getByLabel('Raisins', { exact: true }).check()
  await vintage.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page).toHaveURL(/#vintage-\d+$/)
  await expect(vintage.getByLabel('Raisins', { exact: true })).toBeChecked()

  // The catalogue lists it with its two formats.
  await page.goto(`/dashboard/products?q=${encodeURIComponent(name)}`)
  const row = page.getByRole('link', { name }).filter({ visible: true })
  await expect(row).toHaveCount(1)

  await page.goto('/dashboard/tarifs')
  await hydrated(page)
  const cell = page.getByLabel(`Prix Restaurateur de ${name} 75 cl (€)`)
  await cell.fill('9,80')
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Les tarifs ont été enregistrés.' }),
  ).toBeVisible()
  await expect(page.getByLabel(`Prix Restaurateur de ${name} 75 cl (€)`)).toHaveValue('9,80')

  await page.goto('/shops/1')
  await expect(page.getByText(name).first()).toBeVisible()
})

test('a gift box lists the bottles it holds, which carry its excise', async ({ page }) => {
  await login(page, 'owner@caveau.test')
  await page.goto('/dashboard/products?q=Coffret')
  await page.getByRole('link', { name: 'Coffret découverte' }).filter({ visible: true }).click()
  const contents = page.getByRole('group', { name: 'Contenu du coffret' })
  await expect(contents.getByLabel('Bouteille 1')).not.toHaveValue('')
  await expect(contents.getByLabel('Quantité').first()).toHaveValue('1')
  await expect(contents.getByLabel('Bouteille 4')).toHaveValue('')
})
