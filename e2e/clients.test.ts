/**
 * The client file (issue 17 §1), without JavaScript: the owner searches the list, adds a client
 * whose e-mail is already a seeded client's (refused, with a link to that client), then adds it
 * under its own e-mail and lands on its file. The one client it adds has a name of its own
 * ('Cave E2E …', unique per run) that no other journey reads; the seeded clients are untouched.
 * @server: plain GET and POST forms the server alone answers; they run in the no-js project.
 * The erasure (GDPR) runs in both projects: a client it creates, erased behind the typed keyword.
 */
import { expect, test } from './fixtures'

test('the owner searches the clients, is refused a duplicate and adds a client @server', async ({
  page,
  signIn,
}) => {
  await signIn('owner@caveau.test', '/dashboard/clients')
  await page.getByLabel('Rechercher').fill('Strasbourg')
  await page.getByRole('button', { name: 'Filtrer' }).click()
  const table = page.getByTestId('clients-table')
  await expect(table.getByRole('link', { name: 'Camille Rousseau' })).toBeVisible()
  await expect(page).toHaveURL(/q=Strasbourg/)

  await page.goto('/dashboard/clients/add?isPro=true')
  await expect(page.getByLabel('Client professionnel')).toBeChecked()
  const name = `Cave E2E ${Date.now()}`
  await page.getByLabel('Raison sociale').fill(name)
  await page.getByLabel('Nom', { exact: true }).fill('Testeur')
  await page.getByLabel('E-mail').fill('camille.rousseau@exemple.test')
  await page.getByRole('button', { name: 'Créer le client' }).click()
  await expect(
    page.getByText('Ce client existe déjà : Camille Rousseau a la même adresse e-mail.'),
  ).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'Ouvrir la fiche de Camille Rousseau' }),
  ).toBeVisible()

  await page.getByLabel('E-mail').fill(`e2e-${Date.now()}@exemple.test`)
  await page.getByLabel('Téléphone').fill('06 12 34 56 78')
  await page.getByRole('button', { name: 'Créer le client' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `${name} — Testeur` })).toBeVisible()
  await expect(page.getByText('Le client a été créé.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Historique' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Nouvelle commande' })).toBeVisible()
})

test('the owner erases a client’s personal data behind the typed keyword', async ({
  page,
  signIn,
}) => {
  await signIn('owner@caveau.test', '/dashboard/clients/add')
  const name = `Effacé E2E ${Date.now()}`
  await page.getByLabel('Nom', { exact: true }).fill(name)
  await page.getByLabel('E-mail').fill(`rgpd-${Date.now()}@exemple.test`)
  await page.getByRole('button', { name: 'Créer le client' }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Exporter ses données (JSON)' })).toBeVisible()

  await page.getByText('Effacer ses données').click()
  await page.getByLabel('Tapez EFFACER pour confirmer').fill('EFFACER')
  await page.getByRole('button', { name: 'Effacer définitivement' }).click()
  await expect(page.getByText('Les données personnelles du client ont été effacées.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Client anonymisé' })).toBeVisible()
  await expect(page.getByText(name)).toHaveCount(0)
})
