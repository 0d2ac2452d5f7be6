import { expect, test } from '@playwright/test'
import { dashboardRole, login, roleSentence, submitLogin } from './utils'

test.describe('redirectLink round trip', () => {
  test('a signed-out visit to /dashboard comes back to /dashboard after sign-in', async ({
    page,
  }) => {
    await page.goto('/dashboard')
    await expect(page).toHaveURL('/auth/login?redirectLink=%2Fdashboard')

    await login(page, 'owner@caveau.test', { from: null })
    await expect(page).toHaveURL('/dashboard')
    await expect(dashboardRole(page)).toHaveText(roleSentence('Producteur', 'Domaine de la Source'))
  })

  test('the query string survives the round trip', async ({ page }) => {
    await page.goto('/dashboard?x=1')
    await expect(page).toHaveURL('/auth/login?redirectLink=%2Fdashboard%3Fx%3D1')

    await login(page, 'buyer@caveau.test', { from: null })
    await expect(page).toHaveURL('/dashboard?x=1')
    await expect(dashboardRole(page)).toContainText('Acheteur')
  })

  test('a failed attempt keeps the redirectLink for the next one', async ({ page }) => {
    await page.goto('/dashboard?x=1')
    await submitLogin(page, 'owner@caveau.test', 'Mauvais1234')
    await expect(page.getByText('Le mail et/ou le mot de passe sont incorrects.')).toBeVisible()

    await login(page, 'owner@caveau.test', { from: null })
    await expect(page).toHaveURL('/dashboard?x=1')
  })

  test('a master account goes through the chooser and then to the requested page', async ({
    page,
  }) => {
    await page.goto('/dashboard?x=1')
    await login(page, 'master@caveau.test', { from: null })
    await expect(page).toHaveURL('/auth/accounts?redirectLink=%2Fdashboard%3Fx%3D1')

    await page.getByRole('button', { name: /Maison Martin/ }).click()
    await expect(page).toHaveURL('/dashboard?x=1')
    await expect(dashboardRole(page)).toHaveText(roleSentence('Producteur', 'Maison Martin'))
  })
})

// @server: the server sanitises the redirectLink; with JavaScript or without, the browser follows
// the redirect it answers. The round trips above, where the login form posts through Remix's fetch
// with JavaScript, run in both projects.
test.describe('open redirects are ignored @server', () => {
  const attempts = [
    { name: 'protocol-relative //evil.example', query: '//evil.example', value: '//evil.example' },
    {
      name: 'absolute https://evil.example',
      query: 'https://evil.example',
      value: 'https://evil.example',
    },
    { name: 'backslash /\\evil.example', query: '/%5Cevil.example', value: '/\\evil.example' },
  ]
  for (const attempt of attempts) {
    test(`redirectLink=${attempt.name} lands on this site's dashboard`, async ({
      page,
      baseURL,
    }) => {
      const foreign: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).hostname.includes('evil')) foreign.push(request.url())
      })

      await page.goto(`/auth/login?redirectLink=${attempt.query}`)
      // The attack really reaches the server: the form posts it back with the credentials.
      await expect(page.locator('input[type="hidden"][name="redirectLink"]')).toHaveValue(
        attempt.value,
      )
      await login(page, 'owner@caveau.test', { from: null })

      // http://127.0.0.1:3100/dashboard with the default port: never another host.
      const home = new URL('/dashboard', baseURL).href
      await expect(page).toHaveURL(home)
      expect(page.url()).toBe(home)
      await expect(dashboardRole(page)).toContainText('Producteur')
      expect(foreign).toEqual([])
    })
  }
})

test('an unknown URL shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
  await expect(page).toHaveURL('/this/does/not/exist')
})
