import { expect, test, type Page } from '@playwright/test'
import {
  dashboardRole,
  login,
  logout,
  openAccountMenu,
  roleSentence,
  submitLogin,
  uniqueEmail,
} from './utils'

/** After signing out, the dashboard is closed again and sends back to the login form. */
async function expectSignedOut(page: Page) {
  await page.goto('/dashboard')
  await expect(page).toHaveURL('/auth/login?redirectLink=%2Fdashboard')
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible()
}

test.describe('sign in and sign out', () => {
  test('an owner signs in, sees their shop, and signs out', async ({ page }) => {
    await login(page, 'owner@caveau.test')
    await expect(page).toHaveURL('/dashboard')
    await expect(dashboardRole(page)).toHaveText(roleSentence('Producteur', 'Domaine de la Source'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')

    await logout(page)
    await expectSignedOut(page)
  })

  test('a buyer signs in and signs out', async ({ page }) => {
    await login(page, 'buyer@caveau.test')
    await expect(page).toHaveURL('/dashboard')
    await expect(dashboardRole(page)).toContainText('Vous êtes connecté en tant que Acheteur')
    // Not a master session: no account switch.
    await expect(page.getByRole('link', { name: 'Changer de compte' })).toHaveCount(0)

    await logout(page)
    await expectSignedOut(page)
  })

  test('a master account chooses a sub-account, switches to another, and signs out', async ({
    page,
  }) => {
    await login(page, 'master@caveau.test')
    await expect(page).toHaveURL('/auth/accounts')
    await expect(page.getByRole('heading', { name: 'Choisissez un compte' })).toBeVisible()
    const source = page.getByRole('button', { name: /Domaine de la Source/ })
    const martin = page.getByRole('button', { name: /Maison Martin/ })
    await expect(source).toContainText('owner@caveau.test')
    await expect(martin).toContainText('owner2@caveau.test')

    await martin.click()
    await expect(page).toHaveURL('/dashboard')
    await expect(dashboardRole(page)).toHaveText(roleSentence('Producteur', 'Maison Martin'))

    // The account menu names the sub-account, keeps its shop and offers the switch (spec 2.7).
    const menu = await openAccountMenu(page)
    await expect(menu.getByText('owner2@caveau.test', { exact: true })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Boutique', exact: true })).toBeVisible()
    await menu.getByRole('link', { name: 'Changer de compte' }).click()
    await expect(page).toHaveURL('/auth/accounts')
    await expect(page.getByRole('heading', { name: 'Choisissez un compte' })).toBeVisible()

    await page.getByRole('button', { name: /Domaine de la Source/ }).click()
    await expect(page).toHaveURL('/dashboard')
    await expect(dashboardRole(page)).toHaveText(roleSentence('Producteur', 'Domaine de la Source'))

    await logout(page)
    await expectSignedOut(page)
    // The chooser is closed too once the master session is gone.
    await page.goto('/auth/accounts')
    await expect(page).toHaveURL('/auth/login?redirectLink=%2Fauth%2Faccounts')
  })
})

test.describe('login errors', () => {
  test('a wrong password shows the French error and stays on the login page', async ({ page }) => {
    await page.goto('/auth/login')
    await submitLogin(page, 'owner@caveau.test', 'Mauvais1234')
    await expect(page.getByText('Le mail et/ou le mot de passe sont incorrects.')).toBeVisible()
    await expect(page).toHaveURL(/\/auth\/login$/)
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible()

    // Still signed out.
    await page.goto('/dashboard')
    await expect(page).toHaveURL('/auth/login?redirectLink=%2Fdashboard')
  })

  test('empty fields say that they cannot be empty', async ({ page }) => {
    await page.goto('/auth/login')
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
    const username = page.getByLabel('Mail ou identifiant', { exact: true })
    const password = page.getByLabel('Mot de passe', { exact: true })
    await expect(username).toHaveAccessibleDescription('Ce champ ne peut pas être vide')
    await expect(password).toHaveAccessibleDescription('Ce champ ne peut pas être vide')
    await expect(username).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/auth\/login$/)
    await expect(page.getByText('Le mail et/ou le mot de passe sont incorrects.')).toHaveCount(0)
  })
})

test.describe('signed-in users on guest pages', () => {
  test('a signed-in owner opening the login page is sent to the dashboard', async ({ page }) => {
    await login(page, 'owner@caveau.test')
    await expect(page).toHaveURL('/dashboard')

    await page.goto('/auth/login')
    await expect(page).toHaveURL('/dashboard')
    await expect(dashboardRole(page)).toContainText('Producteur')

    await page.goto('/auth/register/buyer?id=SOURCE')
    await expect(page).toHaveURL('/dashboard')
  })

  test('a signed-in admin opening the login page is sent to /admin', async ({ page }) => {
    await login(page, 'admin@caveau.test')
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin')

    await page.goto('/auth/login')
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin')
  })
})

test('forgot password: asking for a link goes back to the login page with a snackbar', async ({
  page,
}, testInfo) => {
  await page.goto('/auth/login')
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click()
  await expect(page).toHaveURL('/auth/resetpwd')
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible()

  await page.getByLabel('Mail', { exact: true }).fill(uniqueEmail('reset', testInfo))
  await page.getByRole('button', { name: 'Envoyer le lien' }).click()

  await expect(page).toHaveURL('/auth/login')
  await expect(
    page.getByRole('status').filter({
      hasText: 'Si un compte correspond à cette adresse, un mail vient de vous être envoyé.',
    }),
  ).toBeVisible()
})
