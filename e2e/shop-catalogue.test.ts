/**
 * The public catalogue (spec 2.9, 2.11, 6): the listing and its filters, prices by viewer, the
 * product page with what distance selling must show, query parameters kept, SEO data, and who
 * may frame which page. Run with JavaScript on (desktop) and off (phone).
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { demoCatalogue } from '#app/modules/catalogue/api/seed/seed-catalogue-data'
import { DEMO_PASSWORD, hydrated, login } from './utils'

const { source } = demoCatalogue
const SHOP = `/${source.urlShop}`
const product = (slug: string) => source.products.find((p) => p.slug === slug)!
const white = product(source.elabel.slug)
const red = product(source.redSlug)
const paused = product(source.pausedSlug)

/** The alcohol notice is tested in shop.test.ts: here the visitor has answered it. */
async function overEighteen(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'isOver18', value: 'true', url: baseURL! }])
}

const listing = (page: Page) => page.getByRole('list', { name: 'Produits' })
const card = (page: Page, name: string) =>
  listing(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) })

test.describe('a visitor', () => {
  test.beforeEach(({ context, baseURL }) => overEighteen(context, baseURL))

  test('sees the catalogue at the public TTC prices, with SEO data', async ({ page }) => {
    await page.goto(SHOP)
    await expect(
      page.getByRole('heading', { name: 'Domaine de la Source', level: 1 }),
    ).toBeVisible()
    await expect(card(page, white.name)).toContainText(/\d+,\d{2}\s€\sTTC/)
    await expect(card(page, paused.name)).toHaveCount(0)
    expect(await listing(page).getByRole('listitem').count()).toBeGreaterThanOrEqual(12)
    await expect(page.locator('main')).not.toContainText(/€\sHT/)
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      new RegExp(`${SHOP}$`),
    )
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /Domaine de la Source/,
    )
  })

  test('narrows the list with the filters, with or without JavaScript', async ({
    page,
  }, testInfo) => {
    await page.goto(SHOP)
    await hydrated(page)
    await page.getByLabel('Couleur').selectOption('Rouge')
    if (!testInfo.project.use.javaScriptEnabled)
      await page.getByRole('button', { name: 'Filtrer' }).click()
    await expect(page).toHaveURL(/color=Rouge/)
    await expect(card(page, red.name)).toBeVisible()
    await expect(card(page, white.name)).toHaveCount(0)
    await page.getByRole('link', { name: 'Effacer les filtres' }).click()
    await expect(card(page, white.name)).toBeVisible()
    // The shop's labels: the demo's white is its « Coup de cœur ».
    await page.getByRole('combobox', { name: 'Sélection' }).selectOption({ label: 'Coup de cœur' })
    if (!testInfo.project.use.javaScriptEnabled)
      await page.getByRole('button', { name: 'Filtrer' }).click()
    await expect(page).toHaveURL(/label=\d+/)
    await expect(card(page, white.name)).toBeVisible()
    await expect(card(page, red.name)).toHaveCount(0)
  })

  test('reads a product: formats, allergens in bold, nutrition, e-label link', async ({ page }) => {
    await page.goto(`${SHOP}?refId=42`)
    await listing(page).getByRole('link', { name: white.name }).click()
    await expect(page).toHaveURL(`${SHOP}/${white.slug}?refId=42`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(white.name)
    await expect(page.getByRole('region', { name: 'Formats et prix' })).toContainText(/€\sTTC/)
    await expect(page.getByRole('region', { name: 'Formats et prix' })).toContainText(/Dès \d+ :/)
    const legal = page.getByRole('region', { name: 'Ingrédients et valeurs nutritionnelles' })
    await expect(legal.locator('strong', { hasText: 'sulfites' }).first()).toBeVisible()
    await expect(legal.getByRole('rowheader', { name: 'Énergie' })).toBeVisible()
    await expect(
      legal.getByRole('link', { name: 'Voir l’étiquette électronique' }),
    ).toHaveAttribute(
      'href',
      new RegExp(`^${SHOP}/nutritiveValues\\?product=${white.slug}&vintage=\\d+$`),
    )
    // The vintage switcher keeps the query too.
    const other = page.getByRole('navigation', { name: 'Millésimes' }).getByRole('link').last()
    await other.click()
    await expect(page).toHaveURL(/refId=42&vintage=\d+|vintage=\d+.*refId=42/)
    await expect(other).toHaveAttribute('aria-current', 'page')
    // refId hides sign-in and account creation (spec 2.1).
    await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Créer un compte' })).toHaveCount(0)
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
    expect(ld['@type']).toBe('Product')
    expect(ld.offers[0]).toMatchObject({ priceCurrency: 'EUR' })
    expect(ld.offers[0].price).toMatch(/^\d+\.\d{2}$/)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product')
  })

  test('opens the tabs of the header, child tabs included', async ({ page }) => {
    await page.goto(`${SHOP}?refId=42`)
    const tabs = page.getByRole('navigation', { name: 'Pages de la boutique' })
    // Under 600 px the tabs live in a drawer; wider, child tabs open from their parent.
    const drawer = page.locator('summary[aria-label="Pages de la boutique"]')
    if (await drawer.isVisible()) await drawer.click()
    else await tabs.locator('summary', { hasText: 'Nos vins' }).click()
    await tabs.filter({ visible: true }).getByRole('link', { name: 'Rouges' }).click()
    await expect(page).toHaveURL(`${SHOP}?refId=42&page=rouges`)
    await expect(page.getByRole('heading', { name: 'Rouges', level: 2 })).toBeVisible()
    await expect(card(page, red.name)).toBeVisible()
    await expect(card(page, white.name)).toHaveCount(0)
    await page.goto(`${SHOP}?page=le-domaine`)
    await expect(page.getByRole('main')).toContainText('caillottes')
    await expect(listing(page)).toHaveCount(0)
  })

  test('gets 404 “Produit inexistant” for an unknown or paused product', async ({ page }) => {
    for (const slug of ['vin-inconnu', paused.slug]) {
      const response = await page.goto(`${SHOP}/${slug}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: 'Produit inexistant' })).toBeVisible()
    }
  })

  test('opening /shops/1 lands on the public address', async ({ page }) => {
    await page.goto(`/shops/1/${white.slug}?refId=5`)
    await expect(page).toHaveURL(`${SHOP}/${white.slug}?refId=5`)
  })
})

test.describe('signed in', () => {
  test('a private buyer sees the public TTC prices', async ({ page }) => {
    await login(page, 'buyer@caveau.test')
    await page.goto('/shops/1')
    await expect(card(page, white.name)).toContainText(/€\sTTC/)
    await expect(
      page.getByRole('button', { name: 'Demander mon tarif professionnel' }),
    ).toHaveCount(0)
  })

  test('pro@ sees the Restaurateur grid, HT', async ({ page }) => {
    await login(page, 'pro@caveau.test')
    await page.goto(`${SHOP}/${white.slug}`)
    await expect(page).toHaveURL(`/shops/1/${white.slug}`)
    const formats = page.getByRole('region', { name: 'Formats et prix' })
    await expect(formats).toContainText(/€\sHT/)
    await expect(formats).not.toContainText(/€\sTTC/)
    // Already on a negotiated grid: nothing to ask for.
    await expect(
      page.getByRole('button', { name: 'Demander mon tarif professionnel' }),
    ).toHaveCount(0)
  })

  test('the owner sees every product with its status and previews a typology', async ({
    page,
  }, testInfo) => {
    await login(page, 'owner@caveau.test')
    await page.goto('/shops/1')
    await expect(card(page, paused.name)).toContainText('En pause')
    await hydrated(page)
    await page.getByLabel('Voir les prix de la typologie').selectOption({ label: 'Caviste' })
    if (!testInfo.project.use.javaScriptEnabled)
      await page.getByRole('button', { name: 'Afficher' }).click()
    await expect(page).toHaveURL(/typology=caviste/)
    await expect(card(page, white.name)).toContainText(/€\sHT/)
  })
})

test.describe('framing', () => {
  test('/iframes/{id} may be framed by its origins only, and ships no script', async ({
    request,
  }) => {
    const auth = await request.post('/v1/auth/login', {
      data: { username: 'owner@caveau.test', password: DEMO_PASSWORD },
    })
    const { jwt } = await auth.json()
    const list = await request.get('/v1/iframes', { headers: { authorization: `Bearer ${jwt}` } })
    const { iframes } = (await list.json()) as {
      iframes: { id: number; name: string; origins: string[] }[]
    }
    const frame = iframes.find((f) => f.name === source.iframeName)!
    const response = await request.get(`/iframes/${frame.id}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-security-policy']).toBe(
      `frame-ancestors ${frame.origins.join(' ')}`,
    )
    expect(response.headers()['x-frame-options']).toBeUndefined()
    const html = await response.text()
    expect(html).not.toMatch(/<script/i)
    expect(html).toContain(white.name)
    // Products open the shop in a new tab, never inside the producer's page.
    const links = html.match(/<a [^>]*href="\/domaine-de-la-source\/[^"]+"[^>]*>/g) ?? []
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link).toMatch(/(?=.*target="_blank")(?=.*rel="noopener")/)
  })

  test('every other page refuses to be framed', async ({ request }) => {
    for (const path of [SHOP, `${SHOP}/${white.slug}`, '/auth/login']) {
      const response = await request.get(path)
      expect(response.headers()['x-frame-options']).toBe('DENY')
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    }
  })
})
