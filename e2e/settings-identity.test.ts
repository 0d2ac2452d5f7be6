/**
 * The company identity form of the settings' Informations tab (issue 16 §1), posted without
 * JavaScript: a bad SIRET is refused on its field with the French message, then the form saved
 * as the seed left it (the other journeys read the demo shop's identity: nothing changes).
 * @server: a plain form post the server alone answers; it runs in the no-js project.
 */
import { expect, test } from '@playwright/test'
import { login } from './utils'

test('the owner’s identity form refuses a bad SIRET and saves a good one @server', async ({
  page,
}) => {
  await login(page, 'owner@caveau.test')
  await page.goto('/dashboard/settings?link=infos')
  const siret = page.getByLabel('SIRET', { exact: true })
  const seeded = await siret.inputValue()
  expect(seeded).toMatch(/^\d{14}$/)

  await siret.fill(`${seeded.slice(0, 13)}${(Number(seeded[13]) + 1) % 10}`)
  await page.getByRole('button', { name: 'Enregistrer l’identité' }).click()
  await expect(page.getByText('Le numéro SIRET doit contenir 14 chiffres valides')).toBeVisible()

  await page.getByLabel('SIRET', { exact: true }).fill(seeded)
  await page.getByRole('button', { name: 'Enregistrer l’identité' }).click()
  await expect(page.getByText('L’identité de votre entreprise est enregistrée.')).toBeVisible()
  await page.goto('/dashboard/settings?link=infos')
  await expect(page.getByLabel('SIRET', { exact: true })).toHaveValue(seeded)
  await expect(page.getByText(`SIREN : ${seeded.slice(0, 9)}`)).toBeVisible()
})
