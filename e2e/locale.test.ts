import { expect, test } from '@playwright/test'
import { accountMenu, dashboardRole, openAccountMenu, roleSentence, submitLogin } from './utils'

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' })

  test('sees the login page in English and can switch it to French', async ({ page, context }) => {
    await page.goto('/auth/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(page.getByLabel('Email or username', { exact: true })).toBeVisible()
    expect((await context.cookies()).find((c) => c.name === 'locale')).toBeUndefined()

    await page.getByRole('button', { name: 'Français' }).click()

    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page).toHaveURL('/auth/login')
    const cookie = (await context.cookies()).find((c) => c.name === 'locale')
    expect(cookie).toBeDefined()
    // Stored as is, as spec 1 names it.
    expect(cookie!.value).toBe('fr')

    // The choice outlives the page: a new visit stays French.
    await page.goto('/auth/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible()
  })

  test('still gets a French dashboard', async ({ page }) => {
    await page.goto('/auth/login')
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await submitLogin(page, 'owner@caveau.test', undefined, {
      username: 'Email or username',
      password: 'Password',
      submit: 'Sign in',
    })

    await expect(page).toHaveURL('/dashboard')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(dashboardRole(page)).toHaveText(roleSentence('Producteur', 'Domaine de la Source'))
    // The French shell: its account menu offers 'Se déconnecter'.
    await openAccountMenu(page)
    await expect(accountMenu(page).getByRole('button', { name: 'Se déconnecter' })).toBeVisible()
  })
})
