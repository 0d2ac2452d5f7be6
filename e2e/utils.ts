import {
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import {
  DEMO_TOTP_SECRET,
  demoTwoFactorEmails,
} from '#app/modules/accounts/api/seed/demo-two-factor'

/**
 * Waits until JavaScript has taken over the page (the root marks `<html data-hydrated>`): Remix's
 * scripts start after the first paint (app/ui/shell/deferred-scripts.tsx), so `goto` (the
 * load event) may return while the page still works as it does without JavaScript. Returns at once
 * in the no-js project.
 */
export async function hydrated(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 })
}

/** The password of every seeded demo account. */
export const DEMO_PASSWORD = 'Demo1234'

/** The French labels of the login form (app/locales/fr.ts). */
export const loginLabels = {
  username: 'Mail ou identifiant',
  password: 'Mot de passe',
  submit: 'Se connecter',
} as const

/** Fills and submits the login form of the current page (the page must already show it). */
export async function submitLogin(
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
  labels: { username: string; password: string; submit: string } = loginLabels,
) {
  await page.getByLabel(labels.username, { exact: true }).fill(email)
  await page.getByLabel(labels.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: labels.submit, exact: true }).click()
}

/**
 * Signs in through the login form and waits until the app has left /auth/login.
 * `from` is the login URL to open; pass `null` when the page already shows the form
 * (after a redirect to /auth/login?redirectLink=…).
 */
export async function login(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, from = '/auth/login' as string | null } = {},
) {
  if (from !== null) await page.goto(from)
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible()
  await submitLogin(page, email, password)
  if (demoTwoFactorEmails.includes(email)) await submitDemoCode(page)
  await page.waitForURL((url) => url.pathname !== '/auth/login')
}

/** The step (30 s) of the last code this worker sent for each secret: a code is sent once. */
const lastTotpStep = new Map<string, number>()

/**
 * The next code of `secret` (otpauth) for a form: the server accepts a code once and within a
 * step of the present (±1), so this takes the present step or, when it was used, the next one,
 * waiting for the clock when that is two steps ahead (a wait on the clock, not a guess).
 */
export async function nextTotpCode(page: Page, secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 30_000)
  const step = Math.max(now, (lastTotpStep.get(secret) ?? -Infinity) + 1)
  const wait = (step - 1) * 30_000 - Date.now()
  if (wait > 0) {
    // The clock's wait is not the test's slowness: it does not count against its time limit.
    test.info().setTimeout(test.info().timeout + wait + 100)
    await page.waitForTimeout(wait + 100)
  }
  lastTotpStep.set(secret, step)
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * 30_000 })
}

/**
 * The sign-in's second step of the demo admin and master account (seeded with the second factor
 * on, README): a code of their fixed secret. A code refused because an earlier worker process
 * used its step is followed by the next one.
 */
export async function submitDemoCode(page: Page) {
  const field = page.getByLabel('Code de vérification', { exact: true })
  const refused = page.getByText('Le code est incorrect ou a expiré.')
  for (let attempt = 0; attempt < 3; attempt++) {
    await expect(field).toBeVisible()
    await field.fill(await nextTotpCode(page, DEMO_TOTP_SECRET))
    await page.getByRole('button', { name: 'Valider', exact: true }).click()
    // Signed in (the page left /auth/login), or refused.
    await expect(async () => {
      const left = new URL(page.url()).pathname !== '/auth/login'
      if (!left && !(await refused.isVisible())) throw new Error('no answer yet')
    }).toPass()
    if (!(await refused.isVisible())) return
  }
}

/**
 * The visible control of that role and name: the dashboard shell may render several (header,
 * sidebar, page), some of them hidden on a phone.
 */
export function visible(page: Page, role: 'button' | 'link', name: string) {
  return page.getByRole(role, { name }).filter({ visible: true }).first()
}

/**
 * Clicks a control of the dashboard that may live on the page itself or only in the shell's
 * account menu ('Mon compte', a <details> element that opens with or without JavaScript).
 * Retried as a whole: with JavaScript the menu closes itself once the page hydrates, so an early
 * opening may be undone.
 */
export async function clickAccountControl(page: Page, role: 'button' | 'link', name: string) {
  const control = visible(page, role, name)
  const accountMenu = page
    .getByLabel('Mon compte', { exact: true })
    .filter({ visible: true })
    .first()
  await expect(control.or(accountMenu).first()).toBeVisible()
  await expect(async () => {
    if (!(await control.isVisible())) await accountMenu.click()
    await control.click({ timeout: 2_000 })
  }).toPass({ timeout: 10_000 })
}

/** Clicks 'Se déconnecter' and waits for the login page. */
export async function logout(page: Page) {
  await clickAccountControl(page, 'button', 'Se déconnecter')
  await expect(page).toHaveURL(/\/auth\/login$/)
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible()
}

/** The sentence of the dashboard home that names the role and the shop. */
export function dashboardRole(page: Page) {
  return page.getByTestId('dashboard-role')
}

export const roleSentence = (role: string, shop?: string) =>
  `Vous êtes connecté en tant que ${role}${shop ? ` — ${shop}` : ''}.`

/** An address no other test, project or run uses. */
export function uniqueEmail(prefix: string, testInfo: TestInfo) {
  const random = Math.random().toString(36).slice(2, 8)
  return `${prefix}-${testInfo.project.name}-${Date.now()}-${random}@example.test`
}

// ---------------------------------------------------------------- shell helpers (shell, notifications, shop, admin, a11y tests)

/** True at the phone width of the `no-js` project (the desktop layout starts at 1280 px, Tailwind's `lg`). */
export function isPhone(page: Page) {
  return (page.viewportSize()?.width ?? 0) < 1280
}

/**
 * Opens a <details> menu through its summary and waits for `content`. Retried as a whole: with
 * JavaScript an opening made while the page hydrates may be undone.
 */
export async function openDetails(summary: Locator, content: Locator) {
  await expect(summary).toBeVisible()
  await expect(async () => {
    if (!(await content.isVisible())) await summary.click({ timeout: 2_000 })
    await expect(content).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 10_000 })
}

/** The dashboard header's account menu (<details>, summary 'Mon compte'). */
export function accountMenu(page: Page) {
  return page.locator('details:has(> summary[aria-label="Mon compte"])')
}

/** Opens the account menu and returns it. */
export async function openAccountMenu(page: Page) {
  const menu = accountMenu(page)
  await openDetails(
    menu.locator(':scope > summary'),
    menu.getByRole('button', { name: 'Se déconnecter' }),
  )
  return menu
}

/**
 * The sidebar menu 'Menu principal' as the viewer sees it: the visible `aside` on a desktop, the
 * 'Menu' drawer (opened here) on a phone.
 */
export async function openMainMenu(page: Page) {
  if (!isPhone(page)) {
    const nav = page.locator('aside').getByRole('navigation', { name: 'Menu principal' })
    await expect(nav).toBeVisible()
    return nav
  }
  const drawer = page.locator('details:has(> summary[aria-label="Menu"])')
  const nav = drawer.getByRole('navigation', { name: 'Menu principal' })
  await openDetails(drawer.locator(':scope > summary'), nav)
  return nav
}

/** The labels of the menu's entries, in order (the 'Créer' quick-create links excluded). */
export function menuEntries(nav: Locator) {
  return nav.locator(':scope > div li > a')
}

/** The labels of the menu's sections (as written, before the CSS upper-casing). */
export function menuSections(nav: Locator) {
  return nav.locator(':scope > div > p')
}

/** A datetime-local value ('2025-03-01T09:05') of that instant on Paris wall clocks. */
export function parisLocal(date: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

/**
 * A second browser context with the options of the running project (base URL, viewport,
 * JavaScript on or off, locale), for another visitor in the same test (or, given the worker's
 * info, for a worker fixture: e2e/fixtures.ts); `options` adds to them (another `userAgent`, say).
 */
export async function newProjectContext(
  browser: Browser,
  testInfo: Pick<TestInfo, 'project'>,
  options: Parameters<Browser['newContext']>[0] = {},
) {
  const use = testInfo.project.use
  return browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    javaScriptEnabled: use.javaScriptEnabled,
    locale: use.locale,
    ...options,
  })
}

// ---------------------------------------------------------------- checkout helpers (checkout, buyer, tour tests)

/** Fills the contact of the checkout's 'Vous' step (a private buyer's name and mobile). */
export async function fillCheckoutContact(
  page: Page,
  { lastname, firstname }: { lastname: string; firstname: string },
) {
  const contact = page.getByRole('region', { name: 'Vos coordonnées' })
  await contact.getByLabel('Nom', { exact: true }).fill(lastname)
  await contact.getByLabel('Prénom').fill(firstname)
  await contact.getByLabel('Téléphone mobile').fill('06 12 34 56 78')
}

/** Fills the checkout's 'Adresse de livraison' with an address in Sancerre. */
export async function fillDeliveryAddress(
  page: Page,
  { name, street }: { name: string; street: string },
) {
  const delivery = page.getByRole('region', { name: 'Adresse de livraison' })
  await delivery.getByLabel('Nom du destinataire').fill(name)
  await delivery.getByLabel('Adresse', { exact: true }).fill(street)
  await delivery.getByLabel('Code postal').fill('18300')
  await delivery.getByLabel('Ville').fill('Sancerre')
  await delivery.getByLabel('Pays').selectOption('FR')
}
