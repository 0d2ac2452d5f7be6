import { expect, type Page, type TestInfo } from '@playwright/test'

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
  await page.waitForURL((url) => url.pathname !== '/auth/login')
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
