import { expect, test, type Page } from '@playwright/test'
import { dashboardRole, logout, roleSentence, uniqueEmail } from './utils'

const REGISTER_URL = '/auth/register/buyer?id=SOURCE'

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const firstname = (page: Page) => field(page, 'Prénom')
const lastname = (page: Page) => field(page, 'Nom')
const email = (page: Page) => field(page, 'Mail')
const password = (page: Page) => field(page, 'Mot de passe')
const isAdult = (page: Page) =>
  field(page, "Je certifie avoir l'âge légal pour acheter de l'alcool")
const acceptTerms = (page: Page) => field(page, "J'accepte les conditions générales d'utilisation")
const submit = (page: Page) => page.getByRole('button', { name: 'Créer mon compte' }).click()

async function fillValid(page: Page, address: string) {
  await firstname(page).fill('Camille')
  await lastname(page).fill('Durand')
  await email(page).fill(address)
  await password(page).fill('Vendange2024')
  await isAdult(page).check()
  await acceptTerms(page).check()
}

test('the buyer form names the shop and explains every mistake in French', async ({ page }) => {
  await page.goto(REGISTER_URL)
  await expect(page.getByRole('heading', { name: 'Acheteur' })).toBeVisible()
  await expect(page.getByText('Vous vous inscrivez auprès de Domaine de la Source')).toBeVisible()

  // Empty form.
  await submit(page)
  await expect(firstname(page)).toHaveAccessibleDescription('Veuillez renseigner votre prénom')
  await expect(lastname(page)).toHaveAccessibleDescription('Veuillez renseigner votre nom')
  await expect(email(page)).toHaveAccessibleDescription('Ce champ ne peut pas être vide')
  await expect(password(page)).toHaveAccessibleDescription(/Ce champ ne peut pas être vide/)
  await expect(acceptTerms(page)).toHaveAccessibleDescription(
    "Veuillez accepter les conditions générales d'utilisation",
  )
  await expect(isAdult(page)).toHaveAccessibleDescription('Veuillez certifier être majeur')
  await expect(page).toHaveURL(REGISTER_URL)

  // A malformed mail.
  await fillValid(page, 'pas-un-mail')
  await submit(page)
  await expect(email(page)).toHaveAccessibleDescription('Le mail est incorrect')
  await expect(page).toHaveURL(REGISTER_URL)

  // A weak password.
  await fillValid(page, 'camille.durand@example.test')
  await password(page).fill('abc')
  await submit(page)
  await expect(password(page)).toHaveAccessibleDescription(
    /Doit contenir une majuscule et plus de 5 caractères/,
  )
  await expect(email(page)).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(REGISTER_URL)
})

test('a buyer registers with Domaine de la Source, and the same mail cannot register twice', async ({
  page,
}, testInfo) => {
  const address = uniqueEmail('buyer', testInfo)

  await page.goto(REGISTER_URL)
  await fillValid(page, address)
  await submit(page)

  await expect(page).toHaveURL('/dashboard')
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre compte a été créé' }),
  ).toBeVisible()
  await expect(dashboardRole(page)).toHaveText(roleSentence('Acheteur', 'Domaine de la Source'))

  await logout(page)

  await page.goto(REGISTER_URL)
  await fillValid(page, address)
  await submit(page)
  await expect(email(page)).toHaveAccessibleDescription(
    'Un compte existe déjà avec cette adresse mail.',
  )
  await expect(page).toHaveURL(REGISTER_URL)
})
