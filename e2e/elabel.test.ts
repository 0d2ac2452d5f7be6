/**
 * The e-label (DOMAIN.md 1) as a browser sees it: one request, no script, no cookie, every
 * language a plain link away; and a GS1 Digital Link (DOMAIN.md 2) printed on a bottle landing
 * on its vintage's e-label.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { demoCatalogue } from '#app/modules/catalogue/api/seed/seed-catalogue-data'

const SHOP = `/${demoCatalogue.source.urlShop}`
const demo = demoCatalogue.source.elabel
const [olderVintage, newerVintage] = demo.vintages

// The e-label ships no JavaScript: what the server answers is the whole page, so the tests tagged
// @server run in no-js only. The first test runs in js too, where it proves that a browser with
// JavaScript loads nothing else and gets no cookie.
test.describe('e-label page', () => {
  test('loads nothing but its document and leaves no cookie', async ({ page, context }) => {
    const requests: string[] = []
    page.on('request', (r) => {
      if (!r.url().endsWith('/favicon.ico')) requests.push(r.url())
    })
    const response = await page.goto(`${SHOP}/nutritiveValues?product=${demo.slug}`)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['set-cookie']).toBeUndefined()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${demo.name} ${newerVintage}`)
    await expect(page.getByRole('row', { name: /Énergie/ })).toContainText(/\d+ kJ \/ \d+ kcal/)
    await expect(page.locator('strong', { hasText: 'sulfites' }).first()).toBeVisible()
    await expect(page.locator('script')).toHaveCount(0)
    expect(requests).toHaveLength(1)
    expect(await context.cookies()).toEqual([])

    // The language switch is a plain link: English, and still no cookie.
    await page.getByRole('link', { name: 'English', exact: true }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('row', { name: /Energy/ })).toContainText('kcal')
    await expect(page.locator('script')).toHaveCount(0)
    expect(await context.cookies()).toEqual([])
  })

  test('is not behind the adult gate and lists every vintage @server', async ({
    page,
    context,
  }) => {
    await page.goto(`${SHOP}/nutritiveValues`)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('link', { name: `${demo.name} ${olderVintage}`, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${demo.name} ${olderVintage}`)
    expect(await context.cookies()).toEqual([])
  })

  test('answers an unknown product with its 404 page @server', async ({ page }) => {
    const response = await page.goto(`${SHOP}/nutritiveValues?product=inconnu`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Étiquette introuvable' })).toBeVisible()
    await expect(page.locator('script')).toHaveCount(0)
  })
})

test.describe('GS1 Digital Link @server', () => {
  test('a vintage and lot on the bottle open that vintage’s e-label', async ({ page }) => {
    const lot = demo.lots[olderVintage][0]
    await page.goto(`/gs1/01/${demo.gtin14}/22/${olderVintage}/10/${lot}`)
    await expect(page).toHaveURL(
      new RegExp(
        `${SHOP}/nutritiveValues\\?product=${demo.slug}&vintage=\\d+&format=\\d+&lot=${lot}$`,
      ),
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${demo.name} ${olderVintage}`)
    await expect(page.getByText(lot, { exact: true })).toBeVisible()
  })

  test('a bare GTIN opens the latest vintage', async ({ page }) => {
    await page.goto(`/gs1/01/${demo.gtin13}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${demo.name} ${newerVintage}`)
  })

  test('an unknown vintage falls back to the e-label; an unknown code is the 404 page', async ({
    page,
  }) => {
    const fallback = await page.goto(`/gs1/01/${demo.gtin14}/22/1999`)
    expect(fallback?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${demo.name} ${newerVintage}`)
    // A well-formed GTIN-14 (check digit 1) that no product carries.
    const response = await page.goto('/gs1/01/12345678901231')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
  })
})

test.describe('e-label accessibility', () => {
  // axe runs inside the page; the page itself has no script whichever the project.
  test.use({ javaScriptEnabled: true })

  test('has no serious or critical axe violation', async ({ page }) => {
    for (const path of [
      `${SHOP}/nutritiveValues`,
      `${SHOP}/nutritiveValues?product=${demo.slug}&lang=en`,
    ]) {
      await page.goto(path)
      const { violations } = await new AxeBuilder({ page }).analyze()
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      expect(serious, path).toEqual([])
    }
  })
})
