import { expect, test } from '@playwright/test'
import { logout, nextTotpCode, submitLogin, uniqueEmail } from './utils'

const ACCOUNT = '/dashboard/settings?link=account'
const PASSWORD = 'Vendange2024'

/** The sign-in's second step with `code`, and where it leads. */
async function signIn(page: import('@playwright/test').Page, email: string, code: string) {
  await page.goto('/auth/login')
  await submitLogin(page, email, PASSWORD)
  await page.getByLabel('Code de vérification', { exact: true }).fill(code)
  await page.getByRole('button', { name: 'Valider', exact: true }).click()
}

// Plain forms: the no-js project proves them (JavaScript adds nothing to these pages).
test('a buyer turns on two-factor sign-in, then signs in with a code and once with a recovery code', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'no-js', 'plain forms, proved without JavaScript')
  const email = uniqueEmail('totp', testInfo)
  await page.goto('/auth/register/buyer?id=SOURCE')
  await page.getByLabel('Prénom', { exact: true }).fill('Camille')
  await page.getByLabel('Nom', { exact: true }).fill('Durand')
  await page.getByLabel('Mail', { exact: true }).fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD)
  await page.getByLabel("Je certifie avoir l'âge légal pour acheter de l'alcool").check()
  await page.getByLabel("J'accepte les conditions générales d'utilisation").check()
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(page).toHaveURL('/dashboard')

  await page.goto(ACCOUNT)
  await page.getByRole('button', { name: 'Activer la double authentification' }).click()
  await expect(page.getByRole('img', { name: 'Code QR' })).toBeVisible()
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim()
  await page.getByLabel('Code de vérification').fill(await nextTotpCode(page, secret))
  await page.getByRole('button', { name: 'Confirmer', exact: true }).click()
  const codes = await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents()
  expect(codes).toHaveLength(10)
  await page.getByRole('link', { name: "J'ai noté mes codes" }).click()
  await expect(page.getByTestId('two-factor-status')).toHaveText('Activée')
  await logout(page)

  // The password alone no longer signs in: a code is asked (tests/web/two-factor.test.ts has the refusals).
  await signIn(page, email, await nextTotpCode(page, secret))
  await expect(page).toHaveURL('/dashboard')
  await logout(page)

  await signIn(page, email, codes[0])
  await expect(page).toHaveURL('/dashboard')
  await logout(page)
  await signIn(page, email, codes[0])
  await expect(page.getByText('Le code est incorrect ou a expiré.')).toBeVisible()
})
