/**
 * The sales back office's lists (issue 6): the owner filters the orders by status and sees the
 * chips, exports the filtered list as CSV, then reminds a client of an overdue invoice from the
 * unpaid list. Run with JavaScript on (desktop) and off (phone); it relies on the demo year of
 * activity holding validated orders and overdue invoices, never on their exact numbers.
 */
import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { login } from './utils'

test('the owner filters orders by status, exports them, and reminds an overdue client', async ({
  page,
}, testInfo) => {
  // Both projects run on the same database: each reminds its own address.
  const address = `compta-${testInfo.project.name}@example.test`
  await login(page, 'owner@caveau.test')

  await page.goto('/dashboard/orders')
  await expect(page.getByRole('heading', { name: 'Commandes', level: 1 })).toBeVisible()
  const filters = page.getByRole('search', { name: 'Filtrer les commandes' })
  await filters.getByText('Plus de filtres et tri').click()
  await filters.getByLabel('Statut').selectOption('validated')
  await filters.getByLabel('Trier par').selectOption('amount-desc')
  await filters.getByRole('button', { name: 'Filtrer' }).click()
  await expect(page).toHaveURL(/[?&]status=validated/)
  await expect(page).toHaveURL(/[?&]sort=amount-desc/)
  await expect(filters.getByLabel('Statut')).toHaveValue('validated')

  const rows = page.getByTestId('orders-table').locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  const count = await rows.count()
  for (let i = 0; i < Math.min(count, 5); i++) {
    await expect(rows.nth(i).locator('[data-status="validated"]')).toHaveText('Validée')
  }
  // Every order row carries its order status chip, and only validated ones are listed.
  await expect(rows.locator('[data-status]').filter({ hasText: /^Validée$/ })).toHaveCount(count)

  const link = page.getByRole('link', { name: 'Exporter en CSV' })
  await expect(link).toHaveAttribute('href', /list=orders/)
  await expect(link).toHaveAttribute('href', /status=validated/)
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toMatch(/^commandes-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = fs.readFileSync((await download.path())!, 'utf8')
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(header.split(';')).toContain('Statut')
  expect(lines.length).toBeGreaterThanOrEqual(count)
  for (const line of lines.slice(0, 20)) expect(line.split(';')).toContain('Validée')

  await page.goto('/dashboard/payments/unpaids')
  await expect(page.getByRole('heading', { name: 'Impayés', level: 1 })).toBeVisible()
  await expect(page.getByTestId('list-summary')).toContainText('Reste dû')
  const unpaid = page.getByTestId('unpaid').first()
  await expect(unpaid.locator('[data-status="missing"]')).toHaveText('En retard')
  await expect(unpaid).toContainText('de retard')

  const emails = unpaid.getByLabel(/^Destinataires de la relance/)
  await emails.fill('compta@example.test, pas-une-adresse')
  await unpaid.getByRole('button', { name: 'Envoyer la relance' }).click()
  await expect(page.getByText('L\'adresse "pas-une-adresse" est invalide.')).toBeVisible()

  const first = page.getByTestId('unpaid').first()
  await first.getByLabel(/^Destinataires de la relance/).fill(address)
  await first.getByRole('button', { name: 'Envoyer la relance' }).click()
  await expect(page.getByText('La relance a été envoyée.').first()).toBeVisible()
  const reminded = page.getByTestId('unpaid').first()
  await expect(reminded.locator('dd').nth(3)).toHaveText(/^\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/)
  await reminded.getByText(/^Historique des relances/).click()
  await expect(reminded.getByText(address)).toBeVisible()
})
