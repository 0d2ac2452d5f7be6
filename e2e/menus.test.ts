import { expect, test, type Page } from '@playwright/test'
import { login } from './utils'

/**
 * On a 360 px phone without JavaScript, the back office's main lists, the homes and /admin fit
 * the screen (wide tables scroll inside their ScrollTable, the document never sideways), and a
 * page still to come never says 'Aucun …' (tests/web/coming-soon.test.ts checks every menu entry).
 */
/** The back office's main lists, with the year of demo sales in them, and the homes. */
const pages: [string, string[]][] = [
  [
    'owner@caveau.test',
    [
      '/dashboard',
      '/dashboard/orders',
      '/dashboard/orders/bills',
      '/dashboard/delivery',
      '/dashboard/payments',
      '/dashboard/payments/unpaids',
      '/dashboard/products',
      '/dashboard/tarifs',
      '/dashboard/clients',
    ],
  ],
  ['buyer@caveau.test', ['/dashboard', '/dashboard/orders']],
]

/** How wide the document is: more than the screen means the page scrolls sideways. */
const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

test.describe('menus on a phone', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'the 360 px no-js project')

  for (const [email, paths] of pages) {
    test(`${email}: the main pages fit 360 px; a page to come never says 'Aucun'`, async ({
      page,
    }) => {
      await login(page, email)
      for (const to of paths) {
        await page.goto(to)
        expect(await documentWidth(page), to).toBeLessThanOrEqual(360)
        if (await page.getByTestId('coming-soon').count())
          await expect(page.locator('main'), to).not.toContainText(/aucun/i)
      }
    })
  }

  test('/admin/users fits 360 px, its users table scrolls inside its frame', async ({ page }) => {
    await login(page, 'admin@caveau.test')
    await page.goto('/admin/users')
    const table = page.getByRole('region', { name: 'Liste des utilisateurs' })
    await expect(table).toBeVisible()
    expect(await documentWidth(page)).toBeLessThanOrEqual(360)
    expect(await table.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true)
  })
})

test('/favicon.ico is an icon', async ({ request }) => {
  const res = await request.get('/favicon.ico')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/icon/)
})
