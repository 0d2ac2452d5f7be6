/**
 * The screenshot tour of issue 14: the buyer's and the producer's main pages, each on a 360 px
 * phone and on a 1280 px desktop, saved as full-page screenshots (attached to the test, and as
 * files under test-results/tour/, named `<account>-<width>-<page>.png`), with axe-core finding no
 * violation on each.
 *
 * Tagged @js: it runs in the `js` project only (it sets its own viewports), and signs in once per
 * account for the whole file (the session cookies are reused by every test of that account).
 */
import fs from 'node:fs'
import path from 'node:path'
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { demoCatalogue } from '#app/modules/catalogue/api/seed/seed-catalogue-data'
import fr from '#app/locales/fr'
import { expectNoSeriousViolations } from './axe'
import {
  fillCheckoutContact,
  fillDeliveryAddress,
  hydrated,
  login,
  newProjectContext,
} from './utils'

const TOUR_DIR = path.join('test-results', 'tour')
/** A key of the translations (`sessions.title`) shown instead of its text. */
const translationKey = new RegExp(`\\b(${Object.keys(fr).join('|')})\\.[a-zA-Z]+`)
const wine = demoCatalogue.source.products.find((p) => p.slug === demoCatalogue.source.redSlug)!

const viewports = [
  { name: 'phone', width: 360, height: 760 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>
const signedIn = new Map<string, Cookies>()

/** The account's session cookies: signed in through the login form once for the whole file. */
async function cookiesOf(browser: Browser, testInfo: TestInfo, email: string) {
  let cookies = signedIn.get(email)
  if (!cookies) {
    const context = await newProjectContext(browser, testInfo)
    await login(await context.newPage(), email)
    cookies = await context.cookies()
    await context.close()
    signedIn.set(email, cookies)
  }
  return cookies
}

/**
 * Where axe runs: every stop on the phone; on the desktop only the homes, where the shell's
 * desktop layout (sidebar, header search) differs. A page's own content is the same markup at
 * both widths, and axe was two thirds of the desktop tours' time.
 */
const checkedWithAxe = (page: Page, name: string) =>
  page.viewportSize()!.width < 1280 || name === 'home'

/**
 * One stop of the tour: the page answered (no error page), once hydrated it is screenshot whole
 * and (see `checkedWithAxe`) axe finds nothing. On a phone, the page itself never scrolls
 * sideways (wide tables scroll inside their own frame).
 */
async function stop(page: Page, testInfo: TestInfo, prefix: string, name: string) {
  await test.step(name, async () => {
    await expect(page.locator('h1').first()).toBeVisible()
    await hydrated(page)
    // Once JavaScript has taken over, every text is still a sentence, never a translation key.
    await expect(page.locator('body')).not.toContainText(translationKey)
    const t0 = Date.now()
    const file = path.join(TOUR_DIR, `${prefix}-${name}.png`)
    await page.screenshot({ path: file, fullPage: true })
    await testInfo.attach(`${prefix}-${name}`, { path: file, contentType: 'image/png' })
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, `${name} scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()!.width)
    const t1 = Date.now()
    if (checkedWithAxe(page, name))
      await expectNoSeriousViolations(page, ['minor', 'moderate', 'serious', 'critical'])
    testInfo.annotations.push({
      type: name,
      description: `shot ${t1 - t0} ms, axe ${Date.now() - t1} ms`,
    })
  })
}

/** Opens a URL and stops there (a 200, not an error page). */
async function visit(page: Page, testInfo: TestInfo, prefix: string, name: string, url: string) {
  const response = await page.goto(url)
  expect(response?.status(), url).toBe(200)
  await stop(page, testInfo, prefix, name)
}

/** Follows a link of the page and stops at its target. */
async function follow(
  page: Page,
  testInfo: TestInfo,
  prefix: string,
  name: string,
  link: ReturnType<Page['locator']>,
) {
  const href = await link.getAttribute('href')
  expect(href).toBeTruthy()
  await visit(page, testInfo, prefix, name, href!)
}

test.beforeAll(() => fs.mkdirSync(TOUR_DIR, { recursive: true }))

test.describe('screenshot tour @js', () => {
  for (const viewport of viewports) {
    test(`the buyer's pages on a ${viewport.width} px ${viewport.name}`, async ({
      page,
      context,
      browser,
    }, testInfo) => {
      await context.addCookies(await cookiesOf(browser, testInfo, 'buyer@caveau.test'))
      await page.setViewportSize(viewport)
      const prefix = `buyer-${viewport.width}`
      // What earlier journeys left in the cart goes; this one's goes at the end.
      // (Its 'Votre panier a été vidé' message is dropped, not to show on the next screenshot.)
      const emptyCart = async () => {
        await page.request.post('/resources/cart', {
          form: { intent: 'empty', redirectTo: '/cart' },
          maxRedirects: 0,
        })
        await context.clearCookies({ name: 'toast' })
      }
      await emptyCart()

      await visit(page, testInfo, prefix, 'home', '/dashboard')
      await visit(page, testInfo, prefix, 'shop', '/shops/1')
      await visit(page, testInfo, prefix, 'product', `/shops/1/${wine.slug}`)
      await page.getByRole('button', { name: 'Ajouter au panier' }).first().click()
      await expect(page.getByText(/a été ajouté au panier/).first()).toBeVisible()
      await visit(page, testInfo, prefix, 'cart', '/cart')

      // The checkout's three steps, as a private buyer (no order is placed).
      await visit(page, testInfo, prefix, 'checkout-1-vous', '/cart/checkout')
      await fillCheckoutContact(page, { lastname: 'Martin', firstname: 'Claire' })
      await page.getByRole('button', { name: 'Continuer' }).click()
      await expect(page).toHaveURL(/step=livraison$/)
      await stop(page, testInfo, prefix, 'checkout-2-livraison')
      await fillDeliveryAddress(page, { name: 'Claire Martin', street: '3 place du Marché' })
      await page.getByRole('button', { name: 'Continuer' }).click()
      await expect(page).toHaveURL(/step=paiement$/)
      await stop(page, testInfo, prefix, 'checkout-3-paiement')
      await emptyCart()

      await visit(page, testInfo, prefix, 'orders', '/dashboard/orders')
      // An order that has an invoice: the first of 'Mes factures'.
      const invoices = page.getByRole('region', { name: 'Mes factures' })
      await follow(
        page,
        testInfo,
        prefix,
        'order',
        invoices.getByRole('link', { name: /^n° / }).first(),
      )
    })

    test(`the producer's pages on a ${viewport.width} px ${viewport.name}`, async ({
      page,
      context,
      browser,
    }, testInfo) => {
      await context.addCookies(await cookiesOf(browser, testInfo, 'owner@caveau.test'))
      await page.setViewportSize(viewport)
      const prefix = `owner-${viewport.width}`

      await visit(page, testInfo, prefix, 'home', '/dashboard')
      await visit(page, testInfo, prefix, 'orders', '/dashboard/orders')
      const orders = page.getByTestId('orders-table')
      await follow(page, testInfo, prefix, 'order', orders.getByRole('link').first())
      await visit(page, testInfo, prefix, 'invoices', '/dashboard/orders/bills')
      await visit(page, testInfo, prefix, 'products', '/dashboard/products')
      await follow(
        page,
        testInfo,
        prefix,
        'product',
        page.locator('main a[href^="/dashboard/products/"]:not([href$="/add"])').first(),
      )
      await visit(page, testInfo, prefix, 'settings-account', '/dashboard/settings?link=account')
      await visit(page, testInfo, prefix, 'customize', '/dashboard/customize')
    })
  }
})
