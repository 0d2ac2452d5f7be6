import { expect, test } from '@playwright/test'
import { login } from './utils'

/** The home page after sign-in, without JavaScript too: what needs attention, or the buyer's own. */
test('a producer’s home lists what needs attention, each linking to its filtered list', async ({
  page,
}) => {
  await login(page, 'owner@caveau.test')
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'À traiter aujourd’hui' })).toBeVisible()
  const orders = page.getByTestId('attention-ordersToValidate')
  await expect(orders).toContainText('Commandes à valider')
  await expect(orders.getByTestId('attention-count')).toHaveText(/^\d+$/)
  await orders.click()
  await expect(page).toHaveURL('/dashboard/orders?status=pending')
  await expect(page.getByRole('combobox', { name: 'Statut' })).toHaveValue('pending')
})

test('a buyer’s home shows their orders, invoices, points and grouped orders', async ({ page }) => {
  await login(page, 'buyer@caveau.test')
  await page.goto('/dashboard')
  for (const name of [
    'Mes dernières commandes',
    'Mes factures',
    'Mes points de fidélité',
    'Mes commandes groupées en cours',
  ])
    await expect(page.getByRole('heading', { name })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'À traiter aujourd’hui' })).toHaveCount(0)
})
