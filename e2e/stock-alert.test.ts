/**
 * The 'Alerte de stock' form of the settings' 'Articles' tab (issue 16 §3), posted without
 * JavaScript: a level that is not a whole number is refused with its French message, a level is
 * saved, and an empty field turns the alert off again, as the seed left it (the other journeys'
 * orders then raise none). What an order does with the level is the API tests' part
 * (tests/api/stock-alert-orders.test.ts).
 * @server: plain form posts the server alone answers; they run in the no-js project.
 */
import { expect, test } from './fixtures'

test('the owner sets a stock alert level, then turns it off @server', async ({ page, signIn }) => {
  await signIn('owner@caveau.test', '/dashboard/settings?link=products')
  const level = page.getByLabel('Unités restantes (N)')
  const save = () => page.getByRole('button', { name: 'Enregistrer l’alerte de stock' }).click()
  await expect(level).toHaveValue('')
  await expect(page.getByText('Prévenir quand il reste au plus N unités d’un format')).toBeVisible()

  await level.fill('2,5')
  await save()
  await expect(
    page.getByText('Indiquez un nombre entier d’unités, de 0 à 100 000, ou laissez vide.'),
  ).toBeVisible()

  await page.getByLabel('Unités restantes (N)').fill('6')
  await save()
  await expect(page.getByText('L’alerte de stock est enregistrée.')).toBeVisible()
  await expect(page.getByLabel('Unités restantes (N)')).toHaveValue('6')

  await page.getByLabel('Unités restantes (N)').fill('')
  await save()
  await expect(page.getByText('L’alerte de stock est désactivée.')).toBeVisible()
  await expect(page.getByLabel('Unités restantes (N)')).toHaveValue('')
})
