/**
 * Support impersonation (issue 16 §4) without JavaScript: the admin acts as a producer from
 * /admin/users with a reason, finds the banner on the back office, creates then deletes a task
 * there (the demo keeps none of it), comes back through the banner, and reads both forms in the
 * support's audit log.
 *
 * The impersonation lives in this test's own browser context (its cookie keeps the admin's token
 * beside the producer's): the admin's session kept by the fixture, used by other tests, never
 * carries it. The producer is owner2@ (Maison Martin), whom no other test changes.
 * @server: plain form posts the server alone answers; they run in the no-js project.
 */
import { expect, test } from './fixtures'

const PRODUCER = 'Louis Martin'
const TITLE = 'Rappel du support (parcours e2e)'

test('an admin acts as a producer, comes back, and the audit log lists what was done @server', async ({
  page,
  signIn,
}) => {
  await signIn('admin@caveau.test', '/admin/users')
  await page.getByLabel('Rechercher un utilisateur').fill('owner2@caveau.test')
  await page.getByRole('button', { name: 'Rechercher' }).click()
  const row = page.getByRole('row').filter({ hasText: 'owner2@caveau.test' })
  await row.getByText(`Agir en tant que ${PRODUCER}`).click()
  await row.getByLabel('Raison de l’intervention').fill('Ticket e2e : tâche introuvable')
  await row.getByRole('button', { name: 'Agir en tant que cet utilisateur' }).click()

  await expect(page).toHaveURL('/dashboard')
  const banner = page.getByRole('region', { name: 'Intervention du support' })
  await expect(banner).toContainText(`Vous agissez en tant que ${PRODUCER} (Admin Caveau`)

  // One change as the producer, undone at once: a task created, then deleted.
  await page.goto('/dashboard/tasks')
  await expect(banner).toBeVisible()
  const create = page.locator('details', { hasText: 'Nouvelle tâche' })
  if ((await create.getAttribute('open')) === null) await create.locator('summary').click()
  const form = page.getByTestId('new-task-form')
  await form.getByLabel('Titre').fill(TITLE)
  await form.getByLabel('Échéance').fill('2030-01-15')
  await form.getByRole('button', { name: 'Créer la tâche' }).click()
  await expect(page.getByText('La tâche est créée.')).toBeVisible()
  await page.getByRole('link', { name: `Modifier « ${TITLE} »` }).click()
  await page.getByRole('button', { name: 'Supprimer la tâche' }).click()
  await expect(page.getByText('La tâche est supprimée.')).toBeVisible()
  await expect(page.getByText(TITLE)).toHaveCount(0)

  // Back to the admin's own account: the banner is gone.
  await banner.getByRole('button', { name: 'Revenir à mon compte' }).click()
  await expect(page).toHaveURL('/admin/users')
  await expect(page.getByRole('region', { name: 'Intervention du support' })).toHaveCount(0)

  // The log names the admin, the producer, each page's form and the API call it made as them.
  await page.goto('/admin/audit')
  const entries = page
    .getByRole('row')
    .filter({ hasText: 'Admin Caveau' })
    .filter({ hasText: PRODUCER })
  for (const request of [
    'POST /dashboard/tasks',
    'POST /v1/tasks',
    'DELETE /v1/tasks/',
    'POST /auth/impersonation',
  ])
    await expect(entries.filter({ hasText: request }).first()).toBeVisible()
})
