/**
 * The opportunities pipeline (issue 17 §1), with JavaScript and without: the owner adds an
 * opportunity, moves it to another stage with its card's small form (a plain POST without
 * JavaScript, the same form through Remix with it) and deletes it, leaving the demo's pipeline as
 * the seed made it. Its title carries the project's name, so the two projects never meet.
 */
import { expect, test } from './fixtures'

test('move an opportunity', async ({ page, signIn }, testInfo) => {
  const title = `Carte des vins e2e (${testInfo.project.name})`
  await signIn('owner@caveau.test', '/dashboard/clients/opportunities')
  const create = page.locator('details', { hasText: 'Nouvelle opportunité' })
  if ((await create.getAttribute('open')) === null) await create.locator('summary').click()
  const form = page.getByTestId('new-opportunity')
  await form.getByLabel('Titre').fill(title)
  await form.getByLabel('Client ou prospect').selectOption({ index: 1 })
  await form.getByLabel('Montant HT (€)').fill('1 250,50')
  await form.getByLabel('Probabilité (%)').fill('40')
  await form.getByLabel('Étape').selectOption({ label: 'Qualification' })
  await form.getByRole('button', { name: 'Créer l’opportunité' }).click()
  await expect(page.getByText('L’opportunité a été créée.')).toBeVisible()

  const qualification = page.getByTestId('stage-Qualification')
  await expect(qualification.getByText(title, { exact: true })).toBeVisible()
  await expect(qualification.getByText('1 250,50 € HT · 40 %')).toBeVisible()

  await page.getByLabel(`Étape de « ${title} »`).selectOption({ label: 'Négociation' })
  await qualification
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Déplacer' })
    .click()
  await expect(page.getByText('L’opportunité a changé d’étape.')).toBeVisible()
  await expect(
    page.getByTestId('stage-Négociation').getByText(title, { exact: true }),
  ).toBeVisible()
  await expect(qualification.getByText(title, { exact: true })).toHaveCount(0)

  await page.getByRole('button', { name: `Supprimer « ${title} »` }).click()
  await expect(page.getByText('L’opportunité a été supprimée.')).toBeVisible()
  await expect(page.getByText(title)).toHaveCount(0)
})
