/**
 * The public shop pages (spec 2.1, 2.9, 2.12, 4): the alcohol notice, the e-label page without
 * the notice, the legal notice, an unknown shop, signed-in visitors sent to /shops/{id}, and the
 * anonymous cart (an unknown product's 404: e2e/shop-catalogue.test.ts).
 */
import { expect, test } from '@playwright/test'
import { login } from './utils'

const SHOP = '/domaine-de-la-source'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
/** A desktop browser's user agent: the default one of the tests, 'HeadlessChrome', counts as a bot. */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

test.describe('adult gate', () => {
  test('an anonymous visitor is asked; “Non” leads to /auth', async ({ page }) => {
    await page.goto(SHOP)
    const gate = page.getByRole('dialog', { name: 'Avez-vous plus de 18 ans ?' })
    await expect(gate).toBeVisible()
    await expect(gate).toHaveAttribute('aria-modal', 'true')
    await expect(
      page.getByRole('heading', { name: 'Domaine de la Source', level: 1 }),
    ).toBeAttached()
    await gate.getByRole('button', { name: 'Non', exact: true }).click()
    await expect(page).toHaveURL('/auth')
    expect((await page.context().cookies()).find((c) => c.name === 'isOver18')).toBeUndefined()
  })

  test('“Oui, j’ai plus de 18 ans” sets isOver18=true and the gate stays away', async ({
    page,
    context,
  }) => {
    await page.goto(SHOP)
    const gate = page.getByRole('dialog', { name: 'Avez-vous plus de 18 ans ?' })
    await gate.getByRole('button', { name: 'Oui, j’ai plus de 18 ans' }).click()
    await expect(page).toHaveURL(SHOP)
    await expect(gate).toHaveCount(0)
    const cookie = (await context.cookies()).find((c) => c.name === 'isOver18')
    expect(cookie, 'the isOver18 cookie is set').toBeDefined()
    // Spec 4: the cookie reads isOver18=true (soft, so that the rest is still checked).
    expect.soft(cookie?.value).toBe('true')

    await page.reload()
    await expect(
      page.getByRole('heading', { name: 'Domaine de la Source', level: 1 }),
    ).toBeVisible()
    await expect(gate).toHaveCount(0)
    // The whole site remembers the answer.
    await page.goto(`${SHOP}/legal-notice`)
    await expect(gate).toHaveCount(0)
  })
})

test.describe('e-label page /nutritiveValues', () => {
  // Its content, language and absence of cookies are tested in e2e/elabel.test.ts.
  for (const [who, userAgent] of [
    ['a browser', BROWSER],
    ['a crawler (Googlebot)', GOOGLEBOT],
  ])
    test(`${who} reads it without the alcohol notice and without any <script>`, async ({
      request,
    }) => {
      const response = await request.get(`${SHOP}/nutritiveValues`, {
        headers: { 'user-agent': userAgent },
      })
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain('Domaine de la Source')
      expect(html).not.toContain('Avez-vous plus de 18 ans ?')
      expect(html).not.toMatch(/<script/i)
    })

  test('the shop home still asks crawlers (only the e-label page is crawlable)', async ({
    request,
  }) => {
    const html = await (await request.get(SHOP, { headers: { 'user-agent': GOOGLEBOT } })).text()
    expect(html).toContain('Avez-vous plus de 18 ans ?')
  })
})

test('the legal notice names the shop', async ({ page }) => {
  await page.goto(SHOP)
  // The footer links to it (behind the gate for now).
  await expect(page.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
    'href',
    `${SHOP}/legal-notice`,
  )
  await page.goto(`${SHOP}/legal-notice`)
  await expect(page.getByRole('heading', { name: 'Mentions légales', level: 1 })).toBeVisible()
  await expect(page.locator('main dl')).toContainText('Domaine de la Source')
  await expect(page).toHaveTitle('Mentions légales — Domaine de la Source')
})

test('an unknown shop answers 404', async ({ page }) => {
  const response = await page.goto('/domaine-qui-n-existe-pas')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
})

test('a signed-in buyer opening the public shop is sent to /shops/1, without the gate', async ({
  page,
}) => {
  await login(page, 'buyer@caveau.test')
  await page.goto(SHOP)
  await expect(page).toHaveURL('/shops/1')
  await expect(page.getByRole('heading', { name: 'Domaine de la Source', level: 1 })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Avez-vous plus de 18 ans ?' })).toHaveCount(0)
})

test('an anonymous cart is empty', async ({ page }) => {
  const response = await page.goto('/cart')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Panier', level: 1 })).toBeVisible()
  await expect(page.getByText('Votre panier est vide')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Vider le panier' })).toHaveCount(0)
})
