/**
 * Marketing (issue 17 §3) without JavaScript: the owner makes a static list, finds a seeded client
 * through the clients list's search and adds them; then makes a standard mail model and reads its
 * preview with the dynamic fields filled. Both are deleted at the end, leaving the seed as it was.
 * @server: plain form posts and links the server alone answers; they run in the no-js project.
 */
import { expect, test } from './fixtures'

const LIST = 'Salon de printemps (parcours e2e)'
const MODEL = 'Invitation au salon (parcours e2e)'

test('a static list with a client, and a standard model previewed @server', async ({
  page,
  signIn,
}) => {
  await signIn('owner@caveau.test', '/dashboard/crm/lists/add')
  await page.getByLabel('Nom de la liste').fill(LIST)
  await page.getByRole('button', { name: 'Créer la liste' }).click()
  await expect(page.getByText('La liste est créée.')).toBeVisible()
  await page.getByLabel('Rechercher un client').fill('Rousseau')
  await page.getByRole('button', { name: 'Rechercher' }).click()
  await page
    .getByRole('button', { name: /^Ajouter .*Rousseau/ })
    .first()
    .click()
  await expect(page.getByText('Le client est ajouté à la liste.')).toBeVisible()
  await expect(page.getByTestId('list-summary')).toContainText('1 client')
  await expect(page.getByTestId('list-members')).toContainText('Rousseau')

  await page.goto('/dashboard/crm/models/add')
  await page.getByLabel('Nom du modèle').fill(MODEL)
  await page.getByLabel('Objet du mail').fill('{{prenom}}, venez au salon')
  await page.getByLabel('Titre', { exact: true }).fill('Le salon du {{boutique}}')
  await page.getByLabel('Texte du mail').fill('Bonjour {{prenom}} {{nom}},\nnous vous attendons.')
  await page.getByRole('button', { name: 'Créer le modèle' }).click()
  await expect(page.getByText('Le modèle est créé.')).toBeVisible()
  await expect(page.getByTestId('model-preview')).toContainText('Le salon du Domaine de la Source')
  await expect(page.getByTestId('preview-subject')).not.toContainText('{{prenom}}')

  // Leave the seed as it was.
  await page.getByRole('button', { name: 'Supprimer le modèle' }).click()
  await expect(page.getByText('Le modèle est supprimé.')).toBeVisible()
  await page.goto('/dashboard/crm/lists')
  await page.getByRole('link', { name: LIST }).click()
  await page.locator('summary', { hasText: 'Modifier la liste' }).click()
  await page.getByRole('button', { name: 'Supprimer la liste' }).click()
  await expect(page.getByText('La liste est supprimée.')).toBeVisible()
})
