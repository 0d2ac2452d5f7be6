/**
 * Taxes by destination (issue 15 §1), without JavaScript: a private buyer is offered only France
 * and told so before typing an address; once the producer opens Switzerland to private buyers in
 * the settings' 'Livraison' tab, a Swiss address is quoted as an export (no VAT, the mention of
 * CGI art. 262 I). The settings are put back at the end, for the tests that follow.
 */
import { expect, test, type Page } from '@playwright/test'
import { demoCatalogue } from '#app/modules/catalogue/api/seed/seed-catalogue-data'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery-data'
import { fillCheckoutContact, login, newProjectContext } from './utils'

const wine = demoCatalogue.source.products.find((p) => p.slug === demoCatalogue.source.redSlug)!

/** The owner ticks or unticks Switzerland among the export countries for private buyers. */
async function openSwitzerland(owner: Page, open: boolean) {
  await owner.goto('/dashboard/settings?link=delivery')
  const group = owner.getByRole('group', { name: /où vous livrez les particuliers/ })
  await group.getByLabel('Suisse').setChecked(open)
  await owner.getByRole('button', { name: 'Enregistrer les pays livrés' }).click()
  await expect(owner.getByText('Les ventes à l’étranger sont enregistrées.')).toBeVisible()
}

test('a Swiss address: not offered by default, quoted as an export once the shop opens it', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'no-js',
    'a journey of plain forms: proven without JavaScript',
  )
  await login(page, 'buyer@caveau.test')
  await page.request.post('/resources/cart', {
    form: { intent: 'empty', redirectTo: '/cart' },
    maxRedirects: 0,
  })
  await page.goto(`/shops/1/${wine.slug}`)
  await page.getByRole('button', { name: 'Ajouter au panier' }).first().click()
  await page.goto('/cart/checkout')
  await fillCheckoutContact(page, { lastname: 'Muller', firstname: 'Anna' })
  await page.getByRole('button', { name: 'Continuer', exact: true }).click()

  // Before any address: France only, and why.
  await expect(page).toHaveURL(/step=livraison$/)
  const delivery = page.getByRole('region', { name: 'Adresse de livraison' })
  const notices = page.getByTestId('delivery-countries')
  await expect(notices).toContainText(
    'Domaine de la Source livre les particuliers en : France. Ce domaine ne livre pas les particuliers dans les autres pays.',
  )
  await expect(notices).toContainText('La Corse et l’outre-mer ne sont pas livrés')
  await expect(delivery.getByLabel('Pays').locator('option[value="CH"]')).toHaveCount(0)

  const ownerContext = await newProjectContext(browser, testInfo)
  const owner = await ownerContext.newPage()
  await login(owner, 'owner@caveau.test')
  await openSwitzerland(owner, true)
  try {
    await page.reload()
    await expect(notices).toContainText('livre les particuliers en : France, Suisse.')
    const mode = page.getByTestId('checkout-order').getByLabel('Mode de livraison')
    const pickup = await mode
      .locator('option', { hasText: demoDelivery.source.pickupName })
      .getAttribute('value')
    await mode.selectOption(pickup!)
    await delivery.getByLabel('Nom du destinataire').fill('Anna Muller')
    await delivery.getByLabel('Adresse', { exact: true }).fill('3 rue du Rhône')
    await delivery.getByLabel('Code postal').fill('1204')
    await delivery.getByLabel('Ville').fill('Genève')
    await delivery.getByLabel('Pays').selectOption('CH')
    await page.getByRole('button', { name: 'Continuer', exact: true }).click()

    await expect(page).toHaveURL(/step=paiement$/)
    const order = page.getByTestId('checkout-order')
    await expect(order.getByTestId('tax-mention')).toHaveText(
      'Exonération de TVA — art. 262 I du CGI',
    )
    await expect(order.locator('dl div', { hasText: /^TVA/ })).toContainText(/0,00\s€/)
  } finally {
    await openSwitzerland(owner, false)
    await ownerContext.close()
  }
})
