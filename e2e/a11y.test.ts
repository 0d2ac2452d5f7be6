/**
 * Accessibility of the shell pages: axe-core finds no 'serious' or 'critical' violation, in both
 * projects (desktop with JavaScript, phone without), and the header and sidebar work with the
 * keyboard.
 *
 * axe runs inside the page, which a context without JavaScript cannot do (its evaluations never
 * return). So this file turns JavaScript on for the browser, and in the `no-js` project blocks
 * the application's scripts instead: the page is then exactly the server's HTML, as a phone
 * without JavaScript gets it (the app has no <noscript> content), at 360 px.
 */
import type { Page } from '@playwright/test'
import { expectNoSeriousViolations } from './axe'
import { expect, test } from './fixtures'
import { accountMenu, isPhone } from './utils'

test.use({ javaScriptEnabled: true })

test.beforeEach(async ({ context }, testInfo) => {
  if (testInfo.project.use.javaScriptEnabled === false) {
    await context.route(/\.m?js(\?.*)?$/, (route) => route.abort())
  }
})

test.describe('no serious or critical axe violation', () => {
  /**
   * With JavaScript at 1280 px, the owner's and the buyer's homes are checked by the screenshot
   * tour (e2e/tour.test.ts, 'the producer's pages on a 1280 px desktop' and 'the buyer's pages on a
   * 1280 px desktop', js project), whose axe finds no violation of any impact there, hydrated.
   */
  const inTour = ['owner@caveau.test', 'buyer@caveau.test']

  for (const email of ['owner@caveau.test', 'buyer@caveau.test', 'agent@caveau.test']) {
    test(`dashboard home as ${email}`, async ({ page, signIn }, testInfo) => {
      test.skip(
        testInfo.project.use.javaScriptEnabled !== false && inTour.includes(email),
        'checked by the screenshot tour (e2e/tour.test.ts) in the js project',
      )
      await signIn(email)
      await expect(page).toHaveURL('/dashboard')
      await expect(page.getByTestId('dashboard-role')).toBeVisible()
      await expectNoSeriousViolations(page)
    })
  }

  test('dashboard home with the menus open (drawer on a phone, account menu)', async ({
    page,
    signIn,
  }) => {
    await signIn('owner@caveau.test')
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)))
    await expectNoSeriousViolations(page)
  })

  test('/dashboard/notifications', async ({ page, signIn }) => {
    await signIn('owner@caveau.test', '/dashboard/notifications')
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()
    await expectNoSeriousViolations(page)
  })

  test('/auth/login', async ({ page }) => {
    await page.goto('/auth/login')
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible()
    await expectNoSeriousViolations(page)
  })

  test('/auth/register/buyer', async ({ page }) => {
    await page.goto('/auth/register/buyer?id=SOURCE')
    await expect(page.locator('form#register-buyer')).toBeVisible()
    await expectNoSeriousViolations(page)
  })

  test('the public shop with the adult gate', async ({ page }) => {
    await page.goto('/domaine-de-la-source')
    await expect(page.getByRole('dialog', { name: 'Avez-vous plus de 18 ans ?' })).toBeVisible()
    await expectNoSeriousViolations(page)
  })

  test('/admin and every page of the console', async ({ page, signIn }) => {
    await signIn('admin@caveau.test')
    await expect(page).toHaveURL('/admin')
    await expectNoSeriousViolations(page)
    for (const path of ['/admin/shops', '/admin/users', '/admin/audit']) {
      await page.goto(path)
      await expectNoSeriousViolations(page)
    }
  })

  test('a 404 page', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist')
    expect(response?.status()).toBe(404)
    await expectNoSeriousViolations(page)
  })
})

/** Presses Tab until `done` holds for the focused element; returns how many presses it took. */
async function tabUntil(page: Page, done: () => Promise<boolean>, { max = 100, key = 'Tab' } = {}) {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press(key)
    if (await done()) return i
  }
  throw new Error('not reached with the Tab key')
}

const focused = (page: Page, selector: string) => () =>
  page
    .locator(selector)
    .evaluate((el) => el === document.activeElement)
    .catch(() => false)

test('keyboard: Tab reaches the search, the account menu and the sidebar; Enter opens the menus', async ({
  page,
  signIn,
}) => {
  await signIn('owner@caveau.test')
  await expect(page).toHaveURL('/dashboard')
  // Start from the top of the document.
  await page.locator('body').evaluate((body) => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    body.focus()
  })

  if (!isPhone(page)) {
    const search = await tabUntil(page, focused(page, '#goto-q'))
    await expect(page.getByRole('search').getByLabel('Aller à', { exact: true })).toBeFocused()
    const account = await tabUntil(page, focused(page, 'summary[aria-label="Mon compte"]'))
    // The first entry of the menu (after the 'Créer' summary, whose links are closed).
    const firstLink = await tabUntil(page, focused(page, 'aside nav > div a >> nth=0'))
    await expect(
      page.locator('aside').getByRole('link', { name: 'Tableau de bord', exact: true }),
    ).toBeFocused()
    expect(search).toBeGreaterThan(0)
    expect(account).toBeGreaterThan(0)
    expect(firstLink).toBeGreaterThan(0)
    // Back to the account menu.
    await tabUntil(page, focused(page, 'summary[aria-label="Mon compte"]'), { key: 'Shift+Tab' })
  } else {
    // On a phone: the 'Menu' summary comes first; Enter opens the drawer and Tab enters it.
    await tabUntil(page, focused(page, 'summary[aria-label="Menu"]'))
    await page.keyboard.press('Enter')
    const drawer = page.locator('details:has(> summary[aria-label="Menu"])')
    await expect(drawer).toHaveAttribute('open', '')
    await tabUntil(
      page,
      focused(page, 'details:has(> summary[aria-label="Menu"]) nav > div a >> nth=0'),
    )
    await expect(drawer.getByRole('link', { name: 'Tableau de bord', exact: true })).toBeFocused()
    await tabUntil(page, focused(page, 'summary[aria-label="Mon compte"]'))
  }

  // Enter on the focused 'Mon compte' opens it; Tab goes on into its links.
  await expect(page.getByLabel('Mon compte', { exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  const menu = accountMenu(page)
  await expect(menu).toHaveAttribute('open', '')
  await expect(menu.getByRole('button', { name: 'Se déconnecter' })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(menu.getByRole('link', { name: 'Tableau de bord', exact: true })).toBeFocused()
})
