import { expect, test } from '@playwright/test'

test('the login page is French for a French browser', async ({ page }) => {
  await page.goto('/auth/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible()
})
