/**
 * The buyer's side of issue 14: a private buyer's checkout on a phone shows no business field and
 * each of its steps fits in about two screens; a buyer downloads their invoice as a PDF. Run with JavaScript on and off.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { demoCatalogue } from '#app/modules/catalogue/api/seed/seed-catalogue-data'
import { fillCheckoutContact, fillDeliveryAddress, login } from './utils'

const wine = demoCatalogue.source.products.find((p) => p.slug === demoCatalogue.source.redSlug)!

/**
 * The page's whole height: each checkout step fits in about two 760 px phone screens (`screens`),
 * the payment step in two and a half, since the consumer code puts its information before the
 * order button there (L221-5: withdrawal, terms of sale, the age declaration).
 */
async function expectTwoScreens(page: Page, step: string, testInfo: TestInfo, screens = 2) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  testInfo.annotations.push({
    type: `checkout step ${step} at 360 px`,
    description: `${height} px`,
  })
  expect(height, `step ${step}`).toBeLessThanOrEqual(screens * 760)
}

test('a private buyer’s checkout on a 360 px phone shows no business field, two screens a step', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 760 })
  await login(page, 'buyer@caveau.test')
  await page.goto(`/shops/1/${wine.slug}`)
  await page.getByRole('button', { name: 'Ajouter au panier' }).first().click()
  await expect(page.getByText(/a été ajouté au panier/).first()).toBeVisible()
  await page.goto('/cart/checkout')
  await expect(page.getByRole('radio', { name: 'Particulier' })).toBeChecked()
  for (const label of [/Raison sociale/, /SIRET/]) await expect(page.getByLabel(label)).toBeHidden()
  await expectTwoScreens(page, 'Vous', testInfo)
  await page.getByRole('radio', { name: 'Professionnel' }).check()
  await expect(page.getByLabel(/Numéro SIRET/)).toBeVisible()
  await page.getByRole('radio', { name: 'Particulier' }).check()
  await fillCheckoutContact(page, { lastname: 'Martin', firstname: 'Claire' })
  await page.getByRole('button', { name: 'Continuer' }).click()

  await expect(page).toHaveURL(/step=livraison$/)
  await expect(page.getByLabel(/Numéro d’accise/)).toHaveCount(0)
  // The billing address shows only once asked for (CSS, without JavaScript too).
  await expect(page.getByRole('group', { name: 'Adresse de facturation' })).toBeHidden()
  await expectTwoScreens(page, 'Livraison', testInfo)
  await fillDeliveryAddress(page, { name: 'Claire Martin', street: '3 place du Marché' })
  await page.getByRole('button', { name: 'Continuer' }).click()

  await expect(page).toHaveURL(/step=paiement$/)
  await expect(page.getByTestId('checkout-total')).toBeVisible()
  await expectTwoScreens(page, 'Paiement', testInfo, 2.5)
})

test('a buyer downloads their invoice as a PDF', async ({ page }) => {
  await login(page, 'buyer@caveau.test')
  await page.goto('/dashboard/orders')
  await expect(page.getByRole('heading', { name: 'Mes factures' })).toBeVisible()
  const link = page.getByRole('link', { name: /Télécharger/ }).first()
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/resources\/invoices\/\d+$/)
  const res = await page.request.get(href!)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('application/pdf')
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-')
})
