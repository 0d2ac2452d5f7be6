/**
 * Checkout (spec 2.11, 4): a buyer adds a wine from its page, orders it with a transfer, reads the
 * confirmation and finds the order in the dashboard; the producer validates it. The checkout's
 * three steps (Vous, Livraison, Paiement) each post to the server. Run with JavaScript on
 * (desktop) and off (phone).
 */
import { expect, test, type Page } from '@playwright/test'
import { demoCatalogue } from '#app/modules/catalogue/api/seed/seed-catalogue-data'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery-data'
import { fillCheckoutContact, fillDeliveryAddress, login, newProjectContext } from './utils'

const wine = demoCatalogue.source.products.find((p) => p.slug === demoCatalogue.source.redSlug)!

/** Whatever earlier journeys left in the buyer's cart goes, so that only this order is placed. */
async function emptyCart(page: Page) {
  const res = await page.request.post('/resources/cart', {
    form: { intent: 'empty', redirectTo: '/cart' },
    maxRedirects: 0,
  })
  expect(res.status()).toBeLessThan(400)
}

/** Submits with a button and waits for the action's answer (a fetch with JS, a page without). */
async function submit(page: Page, name: string) {
  await Promise.all([
    page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname.startsWith('/cart/checkout') && r.request().method() === 'POST',
    ),
    page.getByRole('button', { name, exact: true }).click(),
  ])
}

test('a buyer orders a wine by transfer and the producer validates it', async ({
  page,
  browser,
}, testInfo) => {
  await login(page, 'buyer@caveau.test')
  await emptyCart(page)

  await page.goto(`/shops/1/${wine.slug}`)
  await expect(page.getByRole('heading', { name: wine.name, level: 1 })).toBeVisible()
  await page.getByLabel('Quantité').first().fill('6')
  await page.getByRole('button', { name: 'Ajouter au panier' }).first().click()
  await expect(page.getByText(/a été ajouté au panier/).first()).toBeVisible()

  await page.goto('/cart')
  await page.getByRole('link', { name: 'Commander', exact: true }).click()
  await expect(page).toHaveURL(/\/cart\/checkout$/)
  await expect(page.getByRole('heading', { name: 'Finaliser ma commande' })).toBeVisible()

  // Step 1, 'Vous': private buyer, contact.
  const contact = page.getByRole('region', { name: 'Vos coordonnées' })
  await expect(contact.getByLabel('Mail')).toHaveValue('buyer@caveau.test')
  await fillCheckoutContact(page, { lastname: 'Martin', firstname: 'Alice' })
  await submit(page, 'Continuer')

  // Step 2, 'Livraison': the estate's pick-up and the address.
  await expect(page).toHaveURL(/\/cart\/checkout\?step=livraison$/)
  const order = page.getByTestId('checkout-order')
  await expect(order).toHaveCount(1)
  const mode = order.getByLabel('Mode de livraison')
  const pickup = await mode
    .locator('option', { hasText: demoDelivery.source.pickupName })
    .getAttribute('value')
  await mode.selectOption(pickup!)
  await fillDeliveryAddress(page, { name: 'Alice Martin', street: '12 rue des Vignes' })
  await submit(page, 'Continuer')

  // Step 3, 'Paiement': the order priced with the pick-up, the steps done and the payment.
  await expect(page).toHaveURL(/\/cart\/checkout\?step=paiement$/)
  await expect(order).toContainText(wine.name)
  await expect(order).toContainText(`Livraison : ${demoDelivery.source.pickupName}`)
  await expect(page.getByTestId('checkout-total')).toContainText(/\d+,\d{2}\s€/)
  await expect(page.getByText('12 rue des Vignes')).toBeVisible()
  // 'Modifier' goes back to a step done, as the buyer left it; the browser's back button too.
  await page.getByRole('link', { name: 'Modifier l’étape Vous' }).click()
  await expect(
    page.getByRole('region', { name: 'Vos coordonnées' }).getByLabel('Prénom'),
  ).toHaveValue('Alice')
  await page.goBack()
  await expect(page).toHaveURL(/\/cart\/checkout\?step=paiement$/)
  await order.getByRole('radio', { name: 'Virement' }).check()

  // Before the button, what the consumer code asks (issue 15 §4): the total with taxes and
  // delivery, the delivery delay, the 14-day right of withdrawal with the shop's model form.
  await expect(page.getByTestId('minors-banner')).toHaveText(
    'La vente d’alcool aux mineurs est interdite',
  )
  await expect(page.getByTestId('checkout-total')).toContainText('taxes et livraison comprises')
  await expect(page.getByTestId('delivery-delay')).toContainText('30 jours')
  const withdrawal = page.getByTestId('withdrawal')
  await expect(withdrawal).toContainText('14 jours')
  await expect(
    withdrawal.getByRole('link', { name: 'Formulaire type de rétractation' }),
  ).toHaveAttribute('href', '/shops/1/retractation')
  const place = page.getByRole('button', { name: 'Commande avec obligation de paiement' })

  // Without the conditions accepted nothing is placed (checked in the browser with JavaScript).
  await place.click()
  await expect(
    page.getByText("Veuillez accepter les conditions générales d'utilisation"),
  ).toBeVisible()
  await expect(page.getByText('Veuillez accepter les conditions générales de vente')).toBeVisible()
  await expect(page).toHaveURL(/\/cart\/checkout\?step=paiement$/)

  await page.getByLabel(/J’accepte les conditions générales d’utilisation/).check()
  await page.getByLabel(/J’accepte les conditions générales de vente/).check()
  await page.getByLabel('Je certifie avoir 18 ans révolus').check()
  await place.click()

  await expect(page).toHaveURL(/\/cart\/confirmation\?orders=\d+$/)
  const id = new URL(page.url()).searchParams.get('orders')!
  await expect(
    page.getByRole('heading', { name: 'Merci, votre commande est enregistrée' }),
  ).toBeVisible()
  const placed = page.getByTestId('placed-order')
  await expect(placed).toContainText(`Commande n° ${id} — Domaine de la Source`)
  await expect(placed).toContainText('Paiement : Virement')
  // Paid by transfer: the shop's bank details and the order's reference (issue 14).
  const transfer = placed.getByTestId('transfer-details')
  await expect(transfer).toContainText('IBAN')
  await expect(transfer).toContainText(/FR76[\d ]+/)
  await expect(transfer).toContainText(`CMD-${id}`)

  await page.getByRole('link', { name: 'Suivre mes commandes' }).click()
  await expect(page).toHaveURL(/\/dashboard\/orders$/)
  const row = page.getByRole('row').filter({ hasText: `Commande n° ${id}` })
  await expect(row).toContainText('Domaine de la Source')
  await expect(row).toContainText('En attente')

  const producer = await newProjectContext(browser, testInfo)
  const owner = await producer.newPage()
  await login(owner, 'owner@caveau.test')
  await owner.goto('/dashboard/orders')
  await owner.getByRole('link', { name: `Commande n° ${id}`, exact: true }).click()
  await expect(owner.getByRole('heading', { name: `Commande n° ${id}` })).toBeVisible()
  await expect(owner.getByText('12 rue des Vignes').first()).toBeVisible()
  // The order keeps the version of the terms of sale its buyer accepted, readable as it was.
  const accepted = owner.getByTestId('accepted-terms').getByRole('link')
  await expect(accepted).toHaveText(/^version \d+$/)
  await expect(accepted).toHaveAttribute('href', /^\/shops\/1\/cgv\?version=\d+$/)
  await owner.getByRole('button', { name: 'Valider la commande' }).click()
  await expect(owner.getByText('La commande a été validée.')).toBeVisible()
  await expect(owner.locator('main [data-status="validated"]').first()).toHaveText('Validée')
  await expect(owner.getByRole('button', { name: 'Valider la commande' })).toHaveCount(0)
  await producer.close()
})
