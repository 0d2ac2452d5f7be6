/**
 * The professional registrations (spec 2.1, 5): a producer ('Producteur', who gets a shop) and a
 * sales agent ('Agent commercial'), with the French messages of their forms and the SIRET/SIREN
 * pair.
 */
import { expect, test, type Page } from '@playwright/test'
import { dashboardRole, hydrated, openAccountMenu, roleSentence, uniqueEmail } from './utils'

const CHOICE_URL = '/auth/register-wineriz'
const SELLER_URL = '/auth/register-wineriz/seller'
const AGENT_URL = '/auth/register-wineriz/agent'

/** A SIRET whose Luhn checksum holds, and the same with its last digit changed. */
const GOOD_SIRET = '73282932000074'
const BAD_SIRET = '73282932000075'

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const firstname = (page: Page) => field(page, 'Prénom')
const lastname = (page: Page) => field(page, 'Nom')
const email = (page: Page) => field(page, 'Mail')
const phone = (page: Page) => field(page, 'Téléphone mobile')
const password = (page: Page) => field(page, 'Mot de passe')
const shopName = (page: Page) => field(page, 'Nom du domaine ou de la boutique')
const businessName = (page: Page) => field(page, 'Raison sociale')
const businessNameOptional = (page: Page) => field(page, 'Raison sociale (facultatif)')
const siret = (page: Page) => field(page, 'SIRET')
const siren = (page: Page) => field(page, 'SIREN')
const acceptTerms = (page: Page) => field(page, "J'accepte les conditions générales d'utilisation")
const submit = (page: Page) => page.getByRole('button', { name: 'Créer mon compte' }).click()
const createdSnackbar = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Votre compte a été créé' })

/** Every field of the producer form, valid. */
async function fillSeller(page: Page, values: { email: string; shop: string; siret: string }) {
  await firstname(page).fill('Hélène')
  await lastname(page).fill('Moreau')
  await email(page).fill(values.email)
  await phone(page).fill('06 12 34 56 78')
  await password(page).fill('Vendange2024')
  await shopName(page).fill(values.shop)
  await businessName(page).fill('SCEA Moreau')
  await siret(page).fill(values.siret)
  await acceptTerms(page).check()
}

test('the producer form explains every mistake in French', async ({ page }) => {
  await page.goto(CHOICE_URL)
  await expect(page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible()
  await page.getByRole('link', { name: /^Producteur/ }).click()
  await expect(page).toHaveURL(SELLER_URL)
  await expect(page.getByRole('heading', { name: 'Producteur', level: 1 })).toBeVisible()

  // Empty form.
  await submit(page)
  await expect(firstname(page)).toHaveAccessibleDescription('Veuillez renseigner votre prénom')
  await expect(lastname(page)).toHaveAccessibleDescription('Veuillez renseigner votre nom')
  await expect(email(page)).toHaveAccessibleDescription('Ce champ ne peut pas être vide')
  await expect(phone(page)).toHaveAccessibleDescription('Ce champ ne peut pas être vide')
  await expect(password(page)).toHaveAccessibleDescription(/Ce champ ne peut pas être vide/)
  await expect(shopName(page)).toHaveAccessibleDescription('Ce champ ne peut pas être vide')
  await expect(businessName(page)).toHaveAccessibleDescription('Ce champ ne peut pas être vide')
  await expect(acceptTerms(page)).toHaveAccessibleDescription(
    "Veuillez accepter les conditions générales d'utilisation",
  )
  // SIRET and SIREN are optional.
  await expect(siret(page)).not.toHaveAttribute('aria-invalid', 'true')
  await expect(siren(page)).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(SELLER_URL)

  // A landline is not a mobile.
  await fillSeller(page, { email: 'helene.moreau@example.test', shop: 'Domaine Moreau', siret: '' })
  await phone(page).fill('01 23 45 67 89')
  await submit(page)
  await expect(phone(page)).toHaveAccessibleDescription("Ce numéro n'est pas valide")
  await expect(email(page)).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(SELLER_URL)

  // A SIRET whose checksum is wrong.
  await fillSeller(page, {
    email: 'helene.moreau@example.test',
    shop: 'Domaine Moreau',
    siret: BAD_SIRET,
  })
  await submit(page)
  await expect(siret(page)).toHaveAccessibleDescription(
    'Le numéro SIRET doit contenir 14 chiffres valides',
  )
  await expect(phone(page)).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(SELLER_URL)
})

// @js: the SIREN follows the SIRET in the browser; without JavaScript the server derives it.
test('typing a SIRET fills the SIREN with its first 9 digits @js', async ({ page }) => {
  await page.goto(SELLER_URL)
  await expect(page.getByRole('heading', { name: 'Producteur', level: 1 })).toBeVisible()
  // The handler is attached once the page has hydrated; typing during hydration is not tested here.
  await hydrated(page)
  await expect(async () => {
    await siret(page).fill('')
    await siret(page).pressSequentially('7328 2932 000074')
    await expect(siren(page)).toHaveValue('732829320', { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
})

test('a producer registers, lands on the dashboard and finds their shop under its slug', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name
  const stamp = Date.now()
  const shop = `Domaine Élégance ${project} ${stamp}`
  const slug = `domaine-elegance-${project}-${stamp}`
  const address = uniqueEmail('seller', testInfo)

  await page.goto(SELLER_URL)
  await fillSeller(page, { email: address, shop, siret: GOOD_SIRET })
  await submit(page)

  await expect(page).toHaveURL('/dashboard')
  await expect(createdSnackbar(page)).toBeVisible()
  await expect(dashboardRole(page)).toHaveText(roleSentence('Producteur', shop))

  const menu = await openAccountMenu(page)
  await expect(menu.getByText(address, { exact: true })).toBeVisible()
  await menu.getByRole('link', { name: 'Boutique', exact: true }).click()
  await expect(page).toHaveURL(`/shops/${slug}`)
  await expect(page.getByRole('heading', { name: shop, level: 1 })).toBeVisible()
})

test('an agent registers and lands on the dashboard without a shop', async ({ page }, testInfo) => {
  const address = uniqueEmail('agent', testInfo)

  await page.goto(CHOICE_URL)
  await page.getByRole('link', { name: /^Agent commercial/ }).click()
  await expect(page).toHaveURL(AGENT_URL)
  await expect(page.getByRole('heading', { name: 'Agent commercial', level: 1 })).toBeVisible()
  // The agent form has no shop and an optional business name.
  await expect(shopName(page)).toHaveCount(0)
  await expect(businessNameOptional(page)).toBeVisible()

  await firstname(page).fill('Julien')
  await lastname(page).fill('Roux')
  await email(page).fill(address)
  await phone(page).fill('06 12 34 56 78')
  await password(page).fill('Vendange2024')
  await acceptTerms(page).check()
  await submit(page)

  await expect(page).toHaveURL('/dashboard')
  await expect(createdSnackbar(page)).toBeVisible()
  await expect(dashboardRole(page)).toHaveText(roleSentence('Agent commercial'))
})
