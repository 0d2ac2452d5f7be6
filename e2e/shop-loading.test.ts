/**
 * How the public shop pages load on a slow phone (issue 12): the text and the stylesheet come
 * first, Remix's scripts only once the page has painted (app/ui/shell/deferred-scripts.tsx),
 * and the page still hydrates and navigates on the client. And /help, the other page every visitor
 * opens, without the forms' validation library.
 */
import { expect, test } from '@playwright/test'
import { hydrated } from './utils'

const SHOP = '/domaine-de-la-source'
const PRODUCT = `${SHOP}/sancerre-les-caillottes`

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isOver18', value: 'true', url: baseURL! }])
})

test('the shop pages name no script the browser would fetch before painting', async ({
  request,
}) => {
  for (const path of [SHOP, PRODUCT]) {
    const html = await (await request.get(path)).text()
    const outside = html.replace(/<noscript\b[\s\S]*?<\/noscript>/g, '')
    expect(outside, path).not.toMatch(/rel="modulepreload"/)
    expect(outside, path).not.toMatch(/<script[^>]*type="module"/)
    expect(html, path).toMatch(/<noscript id="remix-scripts">[\s\S]*type="module"/)
    // The forms' validation library (zod, ~18 KB gzipped) stays on the server: a shop page's
    // components import only zod-free modules (a path helper beside its rules, not the rules).
    const modules = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])
    expect(modules.length, path).toBeGreaterThan(0)
    for (const href of modules)
      expect(await (await request.get(href)).text(), `${path}: ${href}`).not.toContain('"_zod"')
  }
})

test('/help, open to every visitor, carries no validator (the signed-in chat needs none)', async ({
  request,
}) => {
  const html = await (await request.get('/help')).text()
  const modules = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])
  expect(modules.length).toBeGreaterThan(0)
  for (const href of modules)
    expect(await (await request.get(href)).text(), href).not.toContain('"_zod"')
})

test('@js the product page paints, then loads its scripts, hydrates and navigates', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(PRODUCT)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sancerre Les Caillottes')
  await hydrated(page)
  const firstScriptAt = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity
    const first = performance
      .getEntriesByType('resource')
      .filter((e) => /\/build\/.*\.js$/.test(e.name))
      .map((e) => e.startTime)
    return { fcp, first: Math.min(...first) }
  })
  expect(scripts.length).toBeGreaterThan(0)
  expect(firstScriptAt.first).toBeGreaterThanOrEqual(firstScriptAt.fcp)
  expect(errors).toEqual([])

  // A client-side navigation: the document stays, Remix fetches the data.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  await page.getByRole('link', { name: 'Domaine de la Source' }).first().click()
  await expect(page).toHaveURL(SHOP)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Domaine de la Source')
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
})
