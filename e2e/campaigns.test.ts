/**
 * Campaigns (issue 17 §3): the owner sends the demo's invitation model to the seeded list of
 * faithful clients, now, and sees the campaign sent by the background job (the e2e server has no
 * SMTP server: each mail goes to the outbox and the log, and counts as sent). Runs with and
 * without JavaScript: a plain form post, then the campaign's page read again until the job has
 * run.
 */
import { expect, test } from './fixtures'

test('the owner sends a campaign to a list and sees it sent', async ({ page, signIn }, info) => {
  const name = `Portes ouvertes (parcours e2e ${info.project.name})`
  await signIn('owner@caveau.test', '/dashboard/crm/campaigns/add')
  await page.getByLabel('Nom de la campagne').fill(name)
  await page.getByLabel('Modèle de mail').selectOption({ label: 'Invitation aux portes ouvertes' })
  const lists = page.getByLabel('Liste de destinataires')
  const list = await lists.locator('option', { hasText: 'Clients fidèles' }).getAttribute('value')
  await lists.selectOption(list!)
  await page.getByLabel('Maintenant').check()
  await page.getByRole('button', { name: 'Créer la campagne' }).click()
  await expect(page.getByText('La campagne est créée : son envoi commence.')).toBeVisible()
  await expect(page.getByRole('heading', { name })).toBeVisible()

  // The job queue's worker sends it within a few of its ticks.
  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId('campaign-status')).toHaveText('Envoyée', { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.getByTestId('campaign-counts')).toContainText('envoyé')
  await expect(page.getByTestId('campaign-recipients')).toContainText('@')

  await page.goto('/dashboard/crm/campaigns')
  await expect(page.getByTestId('crm-campaigns')).toContainText(name)
  await expect(page.getByTestId('crm-campaigns')).toContainText('Portes ouvertes de mai')
})
