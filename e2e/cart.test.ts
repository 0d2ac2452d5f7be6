/**
 * The cart (spec 2.6, 2.11, 4, 8): a visitor fills it from two shops, changes it, meets a shop's
 * rule and fixes it, then signs in and still has it; a professional sees HT prices. Every step is
 * a plain form without JavaScript (360 px phone) and a fetcher with it (desktop).
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { login, openDetails } from './utils'

const SOURCE = '/domaine-de-la-source'
const MARTIN = '/maison-martin'
const COGNAC = 'Cognac VSOP Grande Champagne'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isOver18', value: 'true', url: baseURL! }])
})

const orderBlock = (page: Page, seller: string) =>
  page
    .getByTestId('cart-order')
    .filter({ has: page.getByRole('heading', { name: seller, level: 2 }) })

const snackbar = (page: Page, text: string | RegExp) =>
  page.locator('[data-snackbar]').filter({ hasText: text }).first()

/** 'Vider le panier' and its 'Attention !!' confirmation: a dialog with JavaScript, a page without. */
async function emptyCart(page: Page) {
  await page.goto('/cart')
  await page
    .getByRole('button', { name: 'Vider le panier' })
    .or(page.getByRole('link', { name: 'Vider le panier' }))
    .first()
    .click()
  const confirm = page
    .getByRole('dialog', { name: 'Attention !!' })
    .or(page.getByRole('alertdialog', { name: 'Attention !!' }))
  await expect(confirm).toContainText('Vous êtes sur le point de vider votre panier')
  await confirm.getByRole('button', { name: 'Vider le panier' }).click()
  await expect(snackbar(page, 'Votre panier a été vidé.')).toBeVisible()
}

test('a visitor fills the cart from two shops, adjusts it and keeps it at sign-in', async ({
  page,
}, testInfo) => {
  // Two wines from the listing's quick add.
  await page.goto(SOURCE)
  for (const wine of ['Sancerre Les Caillottes', 'Sancerre Côte des Monts']) {
    await page.getByRole('button', { name: `Ajouter au panier : ${wine}` }).click()
    await expect(snackbar(page, new RegExp(`${wine}.*a été ajouté au panier`))).toBeVisible()
  }
  await expect(page.getByLabel('Panier (2 articles)')).toBeAttached()
  await page.screenshot({ path: testInfo.outputPath('listing.png') })

  // A spirit from its product page.
  await page.goto(`${MARTIN}/cognac-vsop-grande-champagne`)
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click()
  await expect(snackbar(page, new RegExp(`${COGNAC}.*a été ajouté au panier`))).toBeVisible()

  // The drawer (spec 2.6) sums the cart up per seller.
  const drawer = page.getByRole('dialog', { name: 'Panier' })
  await openDetails(page.getByLabel('Panier (3 articles)'), drawer)
  await expect(drawer.getByTestId('drawer-order')).toHaveCount(2)
  await expect(drawer.getByTestId('drawer-order').first()).toContainText('Domaine de la Source')
  await expect(drawer.getByTestId('drawer-order').last()).toContainText(`${COGNAC} · 70 cl× 1`)
  await expect(drawer).toContainText('Total TTC')
  await page.screenshot({ path: testInfo.outputPath('drawer.png') })

  await page.goto('/cart')
  await expect(page.getByRole('heading', { name: 'Panier', level: 1 })).toBeVisible()
  const source = orderBlock(page, 'Domaine de la Source')
  const martin = orderBlock(page, 'Maison Martin')
  await expect(page.getByTestId('cart-order')).toHaveCount(2)
  await expect(source.getByTestId('cart-line')).toHaveCount(2)
  await expect(source.getByTestId('order-totals')).toContainText('Total TTC')
  await expect(martin.getByTestId('order-totals')).toContainText('Total TTC')
  await expect(source.getByText(/TTC l’unité/).first()).toBeVisible()
  // Maison Martin sells full cartons of 6: the error stands beside its order only.
  await expect(martin.getByTestId('order-errors')).toContainText(
    'La boutique impose un nombre de produits multiple de 6',
  )
  await expect(source.getByText('multiple de 6')).toHaveCount(0)

  // One more Sancerre Les Caillottes.
  const caillottes = source.getByTestId('cart-line').filter({ hasText: 'Sancerre Les Caillottes' })
  const before = await caillottes.getByTestId('line-total').textContent()
  await caillottes.getByRole('button', { name: /Augmenter la quantité/ }).click()
  await expect(caillottes.getByRole('spinbutton')).toHaveValue('2')
  await expect(caillottes.getByTestId('line-total')).not.toHaveText(before!, { timeout: 10_000 })

  // The welcome code.
  await source.getByLabel('Code promo').fill('bienvenue10')
  await source.getByRole('button', { name: 'Appliquer' }).click()
  await expect(source.getByTestId('promo-code')).toContainText('Code BIENVENUE10 : appliqué')
  await expect(source.getByTestId('order-totals')).toContainText('Remise−')

  // A delivery mode: pick-up at the estate (collection points come with their address).
  await expect(source.getByLabel('Mode de livraison')).toContainText(
    '27 rue de Bourgogne, 45000 Orléans',
  )
  await source.getByLabel('Mode de livraison').selectOption({ label: 'Retrait au domaine' })
  const choose = source.getByRole('button', { name: 'Choisir' })
  if (await choose.isVisible()) await choose.click()
  await expect(source.getByTestId('delivery-mode')).toContainText('Retrait : Retrait au domaine')

  // A full carton of cognac: the error goes.
  const quantity = martin.getByRole('spinbutton', { name: `Quantité de ${COGNAC}` })
  await quantity.fill('6')
  await quantity.press('Enter')
  await expect(quantity).toHaveValue('6')
  await expect(martin.getByText('multiple de 6')).toHaveCount(0, { timeout: 10_000 })
  await expect(page.getByTestId('cart-total')).toBeVisible()

  await page.screenshot({ path: testInfo.outputPath('cart.png'), fullPage: true })

  // Signing in keeps the cart.
  await login(page, 'buyer@caveau.test', { from: '/auth/login?redirectLink=%2Fcart' })
  await expect(page).toHaveURL('/cart')
  await expect(orderBlock(page, 'Domaine de la Source')).toBeVisible()
  await expect(
    orderBlock(page, 'Maison Martin').getByRole('spinbutton', { name: `Quantité de ${COGNAC}` }),
  ).toHaveValue('6')
  await expect(
    orderBlock(page, 'Domaine de la Source').getByTestId('cart-line').filter({
      hasText: 'Sancerre Les Caillottes',
    }),
  ).toBeVisible()

  await emptyCart(page)
  await expect(page).toHaveURL(/\/shops\/1$/)
})

test('a professional sees HT prices in the cart', async ({ page }) => {
  await login(page, 'pro@caveau.test')
  await page.goto('/shops/1/sancerre-les-caillottes')
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click()
  await expect(snackbar(page, /a été ajouté au panier/)).toBeVisible()
  await page.goto('/cart')
  const source = orderBlock(page, 'Domaine de la Source')
  await expect(source).toContainText('prix HT')
  await expect(source.getByText(/HT l’unité/)).toBeVisible()
  await expect(source.getByText(/TTC l’unité/)).toHaveCount(0)
  await emptyCart(page)
})

test('with JavaScript, quantity changes are sent once, 1 s after the last one (spec 9) @js', async ({
  page,
}) => {
  await page.goto(SOURCE)
  await page.getByRole('button', { name: 'Ajouter au panier : Sancerre Cuvée Silex' }).click()
  await expect(snackbar(page, /Sancerre Cuvée Silex.*a été ajouté au panier/)).toBeVisible()
  // The page's timers run on a clock the test holds: however slowly this machine clicks, the
  // debounce sees no time pass between the clicks, and exactly one second after the last one.
  await page.clock.install()
  await page.goto('/cart')
  const line = page.getByTestId('cart-line').filter({ hasText: 'Sancerre Cuvée Silex' })
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/resources/cart'))
      sent.push(request.postData() ?? '')
  })
  // Hydrated: the forms now carry `via=fetcher` (before that, + would be a plain POST).
  await expect(line.locator('input[name="via"]').first()).toBeAttached()
  const plus = line.getByRole('button', { name: /Augmenter la quantité/ })
  await page.clock.pauseAt(Date.now() + 1_000)
  for (let i = 0; i < 3; i += 1) await plus.click()
  await expect(line.getByRole('spinbutton')).toHaveValue('4')
  await page.clock.runFor(999)
  expect(sent, 'nothing is sent while the buyer is still clicking').toEqual([])
  await page.clock.runFor(1)
  await page.clock.resume()
  await expect.poll(() => sent.length).toBe(1)
  await expect(snackbar(page, 'Quantité mise à jour.')).toBeVisible()
  expect(sent).toHaveLength(1)
  expect(new URLSearchParams(sent[0]).get('quantity')).toBe('4')
  await expect(page).toHaveURL('/cart')
  await page.reload()
  await expect(line.getByRole('spinbutton')).toHaveValue('4')
})

test.describe('accessibility of the cart', () => {
  // axe runs inside the page: JavaScript stays on for the browser, and the phone project blocks
  // the app's scripts instead, so it checks the server's HTML at 360 px (as e2e/a11y.test.ts).
  test.use({ javaScriptEnabled: true })
  test.beforeEach(async ({ context }, testInfo) => {
    if (testInfo.project.use.javaScriptEnabled === false)
      await context.route(/\.m?js(\?.*)?$/, (route) => route.abort())
  })

  test('no serious or critical axe violation on the cart page and the drawer', async ({ page }) => {
    await page.goto(SOURCE)
    await page.getByRole('button', { name: 'Ajouter au panier : Sancerre Les Caillottes' }).click()
    await expect(snackbar(page, /a été ajouté au panier/)).toBeVisible()
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)))
    await expectNoSeriousViolations(page)
    await page.goto('/cart')
    await expect(page.getByTestId('cart-order')).toHaveCount(1)
    await expectNoSeriousViolations(page)
  })
})

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious, `axe violations on ${page.url()}`).toEqual([])
}
