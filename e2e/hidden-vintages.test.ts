/**
 * The 'Millésimes masqués' form of the settings' 'Articles' tab (issue 16 §1), posted without
 * JavaScript: a too long name is refused with its French message, a list one name a line is
 * saved trimmed and each name once. The list ends as the seed left it (the default names), since
 * the other journeys read the demo shop's vintages; only a name no seeded vintage bears is added
 * meanwhile. What the list changes on the pages is the API tests' part
 * (tests/api/settings-hidden-vintages.test.ts).
 * @server: plain form posts the server alone answers; they run in the no-js project.
 */
import { expect, test } from './fixtures'

test('the owner hides one more vintage name, then restores the default ones @server', async ({
  page,
  signIn,
}) => {
  await signIn('owner@caveau.test', '/dashboard/settings?link=products')
  const names = page.getByLabel('Noms masqués')
  const save = page.getByRole('button', { name: 'Enregistrer les millésimes masqués' })
  await expect(names).toHaveValue('NV\nNon millésimé\nNouveau millésime')
  await expect(
    page.getByText('Un millésime portant l’un de ces noms s’affiche comme un vin sans millésime'),
  ).toBeVisible()

  await names.fill(`NV\n${'x'.repeat(41)}`)
  await save.click()
  await expect(
    page.getByText('Chaque nom tient sur une ligne, de 1 à 40 caractères.'),
  ).toBeVisible()

  await page
    .getByLabel('Noms masqués')
    .fill('NV\nNon millésimé\nNouveau millésime\n  Sans année  \nnv')
  await page.getByRole('button', { name: 'Enregistrer les millésimes masqués' }).click()
  await expect(page.getByText('Les millésimes masqués sont enregistrés.')).toBeVisible()
  await expect(page.getByLabel('Noms masqués')).toHaveValue(
    'NV\nNon millésimé\nNouveau millésime\nSans année',
  )

  await page.getByLabel('Noms masqués').fill('NV\nNon millésimé\nNouveau millésime')
  await page.getByRole('button', { name: 'Enregistrer les millésimes masqués' }).click()
  await expect(page.getByLabel('Noms masqués')).toHaveValue('NV\nNon millésimé\nNouveau millésime')
})
