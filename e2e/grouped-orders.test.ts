/**
 * Grouped orders (spec 4): a buyer opens one from the cart, a second buyer joins through the
 * shared link and adds a wine, the organiser places it and finds ONE order in the dashboard.
 * Run with JavaScript on (desktop) and off (phone).
 */
import { expect, test, type Page } from '@playwright/test'
import { demoCatalogue } from '#app/modules/catalogue/api/seed/seed-catalogue-data'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery-data'
import { login, newProjectContext } from './utils'

// A wine whose stock is not counted: the journey runs once per project on the same database.
const wine = demoCatalogue.source.products.find((p) => p.slug === demoCatalogue.source.redSlug)!

async function emptyCart(page: Page) {
  const res = await page.request.post('/resources/cart', {
    form: { intent: 'empty', redirectTo: '/cart' },
    maxRedirects: 0,
  })
  expect(res.status()).toBeLessThan(400)
}

test('a buyer opens a grouped order from the cart, another joins, the organiser places it', async ({
  page,
  browser,
}, testInfo) => {
  const name = `Apéro du vendredi ${testInfo.project.name}`
  await login(page, 'buyer@caveau.test')
  await emptyCart(page)
  await page.goto(`/shops/1/${wine.slug}`)
  await page.getByLabel('Quantité').first().fill('6')
  await page.getByRole('button', { name: 'Ajouter au panier' }).first().click()
  await expect(page.getByText(/a été ajouté au panier/).first()).toBeVisible()

  await page.goto('/cart')
  const form = page.getByTestId('open-group')
  await form.getByText('Commander à plusieurs').click()
  await form.getByLabel('Nom de la commande groupée').fill(name)
  await expect(form.getByLabel('Date limite')).toHaveValue(/^\d{4}-\d{2}-\d{2}T18:00$/)
  const mode = form.getByLabel('Livraison de la commande groupée')
  const pickup = await mode
    .locator('option', { hasText: demoDelivery.source.pickupName })
    .getAttribute('value')
  await mode.selectOption(pickup!)
  await form.getByLabel('Paiement').selectOption('transfer')
  await form.getByLabel('Nom du destinataire').fill('Alice Martin')
  await form.getByLabel('Adresse', { exact: true }).fill('12 rue des Vignes')
  await form.getByLabel('Code postal').fill('18300')
  await form.getByLabel('Ville').fill('Sancerre')
  await form.getByRole('button', { name: 'Ouvrir la commande groupée' }).click()

  await expect(page).toHaveURL(/\/groups\/[A-Za-z0-9_-]{32}$/)
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(page.locator('main [data-status="open"]')).toHaveText('Ouverte')
  await expect(page.getByTestId('group-deadline')).toHaveText(
    /^Date limite : \d{2}\/\d{2}\/\d{4} 18:00$/,
  )
  await expect(page.getByTestId('group-line')).toHaveCount(1)
  await expect(page.getByTestId('group-line')).toContainText(wine.name)
  const link = await page.getByLabel('Lien à partager').inputValue()
  expect(link).toBe(page.url())
  // The lines moved from the cart into the group.
  await page.goto('/cart')
  await expect(page.getByText('Votre panier est vide')).toBeVisible()

  // A second buyer joins through the link and adds two bottles.
  const other = await newProjectContext(browser, testInfo)
  const pro = await other.newPage()
  await login(pro, 'pro@caveau.test')
  await pro.goto(link)
  await expect(pro.getByRole('heading', { name, level: 1 })).toBeVisible()
  await pro.getByRole('button', { name: 'Rejoindre la commande groupée' }).click()
  await expect(pro.getByText('Vous avez rejoint la commande groupée.')).toBeVisible()
  const item = pro.getByLabel('Article', { exact: true })
  const choice = await item.locator('option', { hasText: wine.name }).first().getAttribute('value')
  await item.selectOption(choice!)
  await pro.getByLabel('Quantité à ajouter').fill('2')
  await pro.getByRole('button', { name: 'Ajouter', exact: true }).click()
  await expect(pro.getByText('Vos articles ont été enregistrés.')).toBeVisible()
  await expect(pro.getByTestId('group-line')).toHaveCount(1)
  await expect(pro.getByTestId('group-line').getByLabel('Quantité')).toHaveValue('2')
  await expect(pro.getByTestId('group-totals')).toContainText(/\d+,\d{2}\s€/)
  await other.close()

  // The organiser sees both members and places the group now.
  await page.goto(link)
  await expect(page.getByTestId('group-member')).toHaveCount(2)
  await expect(page.getByTestId('group-member').nth(1)).toContainText('2 articles')
  await page.getByRole('button', { name: 'Commander maintenant' }).click()
  await expect(page.getByText('La commande groupée a été passée.').first()).toBeVisible()
  const outcome = page.getByTestId('group-outcome')
  await expect(outcome).toContainText(/commande n° \d+/)
  const id = /commande n° (\d+)/.exec((await outcome.textContent()) ?? '')![1]
  await expect(page.locator('main [data-status="placed"]')).toHaveText('Commandée')

  await page.goto('/dashboard/orders')
  const row = page.getByRole('row').filter({ hasText: `Commande n° ${id}` })
  await expect(row).toContainText('Domaine de la Source')
  await expect(row).toContainText('En attente')
  await page.getByRole('link', { name: `Commande n° ${id}`, exact: true }).click()
  // One line of eight bottles: the organiser's six and the member's two.
  await expect(page.getByText(/^.*\b8 × /).first()).toBeVisible()

  await page.goto('/dashboard/groups')
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Commandée')
})
