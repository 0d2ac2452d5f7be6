/**
 * Sessions and password (issue 14 §2, ASVS 7.4.3, 7.5.2), without JavaScript: a signed-in user
 * sees their active sessions in the settings' 'Compte' tab, ends another one (whose next request
 * is signed out), and changes their password, which ends every other session. A fresh account,
 * so that no other test's sessions or password are touched; each other device is a browser
 * context with its own User-Agent, so that its row is told apart by its name.
 */
import { expect, test, type Page } from '@playwright/test'
import { login, newProjectContext, uniqueEmail } from './utils'

const ACCOUNT = '/dashboard/settings?link=account'
const PASSWORD = 'Vendange2024'
const userAgents = {
  phone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  laptop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
}

test.skip(
  ({ javaScriptEnabled }) => javaScriptEnabled !== false,
  'the forms are proved without JavaScript (no-js project)',
)

/** The next request of that device lands on the login page. */
async function expectSignedOut(page: Page) {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth\/login/)
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible()
}

test('a user sees their sessions, ends another one, and a new password ends the rest', async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail('sessions', testInfo)
  const registered = await page.request.post('/v1/auth/register/buyer', {
    data: {
      firstname: 'Camille',
      lastname: 'Durand',
      email,
      password: PASSWORD,
      acceptTerms: true,
      isAdult: true,
      shop: 'SOURCE',
    },
  })
  expect(registered.status()).toBe(201)

  await login(page, email, { password: PASSWORD })
  const devices = await Promise.all(
    Object.values(userAgents).map(async (userAgent) => {
      const context = await newProjectContext(browser, testInfo, { userAgent })
      const device = await context.newPage()
      await login(device, email, { password: PASSWORD })
      return device
    }),
  )
  const [phone, laptop] = devices

  await page.goto(ACCOUNT)
  const sessions = page.getByTestId('sessions').getByRole('listitem')
  // This one, the phone, the laptop, and the one the registration opened.
  await expect(sessions).toHaveCount(4)
  const current = sessions.filter({ has: page.getByText('Cette session', { exact: true }) })
  await expect(current).toHaveCount(1)
  const phoneRow = sessions.filter({ hasText: 'Chrome sur Android' })
  await expect(phoneRow).toContainText('127.0.0.1')
  await expect(phoneRow).toContainText(/Dernière activité\s*\d{2}\/\d{2}\/\d{4}/)
  await expect(sessions.filter({ hasText: 'Firefox sur Windows' })).toHaveCount(1)

  // End the phone's session: gone from the list, and the phone is signed out.
  await phoneRow.getByRole('button', { name: 'Fermer cette session' }).click()
  await expect(page.getByText('La session a été fermée.')).toBeVisible()
  await expect(sessions).toHaveCount(3)
  await expect(sessions.filter({ hasText: 'Chrome sur Android' })).toHaveCount(0)
  await expectSignedOut(phone)
  // The laptop's session still works.
  await laptop.goto(ACCOUNT)
  await expect(laptop.getByRole('heading', { name: 'Compte', level: 2 })).toBeVisible()

  // A new password: the laptop is signed out, this session goes on.
  // The password form's own field: the account deletion below asks for it too.
  const change = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Changer le mot de passe' }) })
  await change.getByLabel('Mot de passe actuel').fill(PASSWORD)
  await change.getByLabel('Nouveau mot de passe').fill('Vendange2025')
  await change.getByRole('button', { name: 'Changer le mot de passe' }).click()
  await expect(
    page.getByText('Votre mot de passe a été changé. Vos autres sessions ont été fermées.'),
  ).toBeVisible()
  await expect(sessions).toHaveCount(1)
  await expect(current).toHaveCount(1)
  await expectSignedOut(laptop)

  await Promise.all(devices.map((device) => device.context().close()))
})
