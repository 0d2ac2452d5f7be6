import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:3917'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu', '--no-first-run'] })
const page = await browser.newPage()
const errors = []
page.on('pageerror', (e) => errors.push(`pageerror ${page.url()}: ${e.message}`))
page.on('console', (m) => { if (m.type() === 'error') errors.push(`console ${page.url()}: ${m.text()}`) })
await page.goto(base + '/auth/login')
await page.getByLabel('Mail ou identifiant', { exact: true }).fill('owner@caveau.test')
await page.getByLabel('Mot de passe', { exact: true }).fill('Demo1234')
await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
await page.waitForURL((u) => u.pathname !== '/auth/login')
for (const path of ['/dashboard/orders/quotes', '/dashboard/orders/12', '/dashboard/orders/add?subType=bill', '/dashboard/settings?link=account', '/dashboard/salespoints/2/new-order', '/dashboard/crm/models/3/standard', '/help', '/roi-simulator', '/gs1/01/3760000000000/22/2020', '/disable-tracking-notif', '/get-api-key']) {
  await page.goto(base + path)
  await page.waitForLoadState('networkidle')
  const h1 = await page.locator('h1').first().textContent()
  console.log(path, '→', h1, '|', await page.title())
}
// client-side navigation between settings tabs
await page.goto(base + '/dashboard/settings')
await page.waitForLoadState('networkidle')
await page.getByRole('link', { name: 'Facturation' }).click()
await page.waitForURL(/link=billing/)
console.log('aria-current:', await page.locator('[aria-current="page"]').allTextContents())
// client-side navigation to an area page from the sidebar
await page.getByRole('link', { name: 'Devis' }).first().click()
await page.waitForURL(/orders\/quotes/)
console.log('client nav h1:', await page.locator('h1').first().textContent())
await page.goto(base + '/disable-tracking-notif')
await page.getByRole('button', { name: 'Ne plus recevoir ces notifications' }).click()
await page.getByRole('status').waitFor()
console.log('tracking:', await page.getByRole('status').textContent(), (await page.context().cookies()).find((c) => c.name === 'trackingNotif'))
console.log('errors:', errors)
await browser.close()
