/**
 * The owner's shop settings that change what buyers see: members-only prices
 * (/dashboard/customize) and a promo code (/dashboard/settings?link=promotions). Both projects:
 * JavaScript on (1280 px) and off (360 px). The database is shared, so each test restores what it
 * changed and names its promotion after the project.
 */
import { expect, test, type Browser, type TestInfo } from '@playwright/test'
import { login } from './utils'

const SHOP = '/domaine-de-la-source'

/** The public listing as a visitor who is not signed in (and said they are over 18) sees it. */
async function visitorListing(browser: Browser, testInfo: TestInfo) {
  const { baseURL, viewport, javaScriptEnabled, locale } = testInfo.project.use
  const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled, locale })
  await context.addCookies([{ name: 'isOver18', value: 'true', url: baseURL! }])
  const page = await context.newPage()
  await page.goto(SHOP)
  const text = (await page.locator('main').textContent()) ?? ''
  await context.close()
  return text
}

test('the owner reserves prices to members, and visitors no longer see them', async ({
  page,
  browser,
}, testInfo) => {
  await login(page, 'owner@caveau.test')
  const setMembersOnly = async (on: boolean) => {
    await page.goto('/dashboard/customize')
    const section = page.locator('#prix')
    const box = section.getByLabel('Prix réservés aux membres')
    if (on) await box.check()
    else await box.uncheck()
    await section.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.locator('#prix').getByLabel('Prix réservés aux membres')).toBeChecked({
      checked: on,
    })
  }
  await setMembersOnly(true)
  try {
    const hidden = await visitorListing(browser, testInfo)
    expect(hidden).toContain('Prix réservés aux membres')
    expect(hidden).not.toMatch(/\d+,\d{2}\s€\sTTC/)
  } finally {
    await setMembersOnly(false)
  }
  const shown = await visitorListing(browser, testInfo)
  expect(shown).not.toContain('Prix réservés aux membres')
  expect(shown).toMatch(/\d+,\d{2}\s€\sTTC/)
})

test('the owner creates a promo code, sees it listed, then deletes it', async ({
  page,
}, testInfo) => {
  const name = `Code e2e ${testInfo.project.name}`
  const code = `E2E${testInfo.project.name.replace(/\W/g, '').toUpperCase()}`
  await login(page, 'owner@caveau.test')
  await page.goto('/dashboard/settings?link=promotions')
  const opener = page.locator('summary', { hasText: /^Nouvelle promotion$/ })
  const panel = page.locator('#add-promotion')
  if (!(await panel.isVisible())) await opener.click()
  await panel.getByLabel('Nom', { exact: true }).fill(name)
  await panel.getByLabel('Code promo (facultatif)').fill(code)
  await panel.getByLabel('Type de remise').selectOption('%')
  await panel.getByLabel('Remise (% ou €)').fill('5')
  await panel.getByRole('button', { name: 'Créer la promotion' }).click()

  const item = page.getByRole('listitem').filter({ hasText: name })
  await expect(item).toBeVisible()
  await expect(item).toContainText(code)
  await expect(item).toContainText('Active')

  await item.locator('summary', { hasText: 'Modifier' }).click()
  await item.locator('summary', { hasText: 'Supprimer la promotion' }).click()
  await item.getByRole('button', { name: 'Oui, supprimer' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0)
})
