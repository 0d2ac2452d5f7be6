/**
 * Simple pages outside the registration flow: the ROI simulator (a GET form), the page that turns
 * the tracking notifications off (a cookie, set by POST only) and the settings tabs per role.
 */
import { expect, test, type Page } from '@playwright/test'
import { login } from './utils'

test.describe('/roi-simulator', () => {
  const bottles = (page: Page) => page.getByLabel('Bouteilles vendues par mois', { exact: true })
  const price = (page: Page) => page.getByLabel('Prix moyen d’une bouteille (€)', { exact: true })
  const commission = (page: Page) => page.getByLabel('Commission actuelle (%)', { exact: true })
  const calculate = (page: Page) => page.getByRole('button', { name: 'Calculer' }).click()
  const result = (page: Page) => page.getByTestId('roi-result')

  /** A space of the fr-FR number format: plain, no-break or narrow no-break. */
  const sp = '[\\s\\u00a0\\u202f]'

  test('bad input is explained in French and gives no result', async ({ page }) => {
    await page.goto('/roi-simulator')
    await expect(
      page.getByRole('heading', { name: 'Simulateur de rentabilité', level: 1 }),
    ).toBeVisible()
    await expect(result(page)).toHaveCount(0)

    await bottles(page).fill('beaucoup')
    await price(page).fill('12,505')
    await commission(page).fill('150')
    await calculate(page)
    await expect(page).toHaveURL(/\/roi-simulator\?bottles=beaucoup&price=12%2C505&commission=150$/)
    await expect(bottles(page)).toHaveAccessibleDescription(
      'Indiquez un nombre entier de bouteilles.',
    )
    await expect(price(page)).toHaveAccessibleDescription(
      'Indiquez un prix en euros, par exemple 12,50.',
    )
    await expect(commission(page)).toHaveAccessibleDescription(
      'La commission ne peut pas dépasser 100 %.',
    )
    await expect(result(page)).toHaveCount(0)
    // The form keeps what was typed.
    await expect(bottles(page)).toHaveValue('beaucoup')

    await bottles(page).fill('0')
    await price(page).fill('0')
    await commission(page).fill('15')
    await calculate(page)
    await expect(bottles(page)).toHaveAccessibleDescription('Indiquez au moins une bouteille.')
    await expect(price(page)).toHaveAccessibleDescription('Le prix doit être supérieur à zéro.')
    await expect(commission(page)).not.toHaveAttribute('aria-invalid', 'true')
    await expect(result(page)).toHaveCount(0)
  })

  test('100 bottles at 12,50 € with 15 % commission cost 187,50 € a month', async ({ page }) => {
    await page.goto('/roi-simulator')
    await bottles(page).fill('100')
    await price(page).fill('12,50')
    await commission(page).fill('15')
    await calculate(page)
    await expect(page).toHaveURL(/\/roi-simulator\?bottles=100&price=12%2C50&commission=15$/)
    // 100 × 1 250 cents × 1 500 / 10 000 = 18 750 cents a month, 225 000 cents a year.
    await expect(result(page)).toBeVisible()
    await expect(result(page).locator('strong')).toHaveText(new RegExp(`^187,50${sp}€$`))
    await expect(result(page)).toContainText(new RegExp(`soit 2${sp}250,00${sp}€ par an\\.`))
    await expect(bottles(page)).not.toHaveAttribute('aria-invalid', 'true')

    // The URL alone gives the same answer (the form is a GET).
    await page.goto('/roi-simulator?bottles=100&price=12.5&commission=15')
    await expect(result(page).locator('strong')).toHaveText(new RegExp(`^187,50${sp}€$`))
  })
})

test.describe('/disable-tracking-notif', () => {
  const trackingCookie = async (page: Page) =>
    (await page.context().cookies()).find((c) => c.name === 'trackingNotif')
  const confirmation = (page: Page) =>
    page.getByRole('status').filter({ hasText: 'vous ne recevrez plus ces notifications' })
  const button = (page: Page) =>
    page.getByRole('button', { name: 'Ne plus recevoir ces notifications' })

  test('a GET only shows the choice and never sets the cookie', async ({ page }) => {
    const response = await page.goto('/disable-tracking-notif')
    expect(response?.status()).toBe(200)
    expect((await response!.headerValue('set-cookie')) ?? '').not.toContain('trackingNotif')
    await expect(
      page.getByRole('heading', { name: 'Ne plus recevoir ces notifications', level: 1 }),
    ).toBeVisible()
    await expect(button(page)).toBeVisible()
    await expect(confirmation(page)).toHaveCount(0)
    expect(await trackingCookie(page)).toBeUndefined()

    // Opening the link again (a mail scanner would) still changes nothing.
    await page.reload()
    await expect(button(page)).toBeVisible()
    expect(await trackingCookie(page)).toBeUndefined()
  })

  test('submitting sets trackingNotif=off and confirms', async ({ page }) => {
    await page.goto('/disable-tracking-notif')
    await button(page).click()
    await expect(confirmation(page)).toBeVisible()
    await expect(page).toHaveURL('/disable-tracking-notif')
    await expect(button(page)).toHaveCount(0)
    const cookie = await trackingCookie(page)
    expect(cookie, 'the trackingNotif cookie is set').toBeDefined()
    expect(cookie?.value).toBe('off')
    expect(cookie?.path).toBe('/')
    // Kept for about a year.
    const inAYear = Date.now() / 1000 + 365 * 86_400
    expect(cookie?.expires ?? 0).toBeGreaterThan(inAYear - 86_400)

    // The choice is remembered on the next visit.
    await page.goto('/disable-tracking-notif')
    await expect(confirmation(page)).toBeVisible()
    await expect(button(page)).toHaveCount(0)
  })
})

test.describe('/dashboard/settings', () => {
  const tabs = (page: Page) =>
    page.getByRole('navigation', { name: 'Rubriques des paramètres' }).getByRole('link')
  const tab = (page: Page, name: string) =>
    page
      .getByRole('navigation', { name: 'Rubriques des paramètres' })
      .getByRole('link', { name, exact: true })
  const tabTitle = (page: Page) => page.locator('h2#settings-tab-title')

  test('an owner gets every tab as a link, the account and the shop status', async ({ page }) => {
    await login(page, 'owner@caveau.test')
    await page.goto('/dashboard/settings')
    await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible()
    await expect(page.getByTestId('shop-status')).toHaveText('En ligne')

    await expect(tabs(page)).toHaveText([
      'Informations',
      'Typologies et fidélité',
      'CRM',
      'Articles',
      'Facturation',
      'Livraison',
      'Rôles',
      'Comptabilité',
      'Campagnes',
      'Imports et exports',
      'Compte',
      'Iframes',
      'Intégrations',
      'Promotions',
      'Documents',
    ])
    await expect(tab(page, 'Compte')).toHaveAttribute('href', '/dashboard/settings?link=account')
    // The first tab is the open one.
    await expect(tab(page, 'Informations')).toHaveAttribute('aria-current', 'page')
    await expect(tabTitle(page)).toHaveText('Informations')
    await expect(page.getByRole('heading', { name: 'Identité de l’entreprise' })).toBeVisible()
    await expect(page.getByLabel('Raison sociale')).toHaveValue('SCEA Domaine de la Source')

    // A tab is a link: following it opens its screen.
    await tab(page, 'Compte').click()
    await expect(page).toHaveURL('/dashboard/settings?link=account')
    await expect(tab(page, 'Compte')).toHaveAttribute('aria-current', 'page')
    await expect(tab(page, 'Informations')).not.toHaveAttribute('aria-current', 'page')
    await expect(tabTitle(page)).toHaveText('Compte')
    const account = page.locator('section[aria-labelledby="settings-tab-title"]')
    await expect(account.getByLabel('Prénom')).toHaveValue('Claire')
    await expect(account.getByLabel('Nom', { exact: true })).toHaveValue('Fontaine')
    await expect(account.getByText('owner@caveau.test', { exact: true })).toBeVisible()
    await expect(page.getByTestId('shop-status')).toHaveText('En ligne')

    // The same screen from its address.
    await page.goto('/dashboard/settings?link=account')
    await expect(account.getByText('owner@caveau.test', { exact: true })).toBeVisible()
  })

  test('a buyer only has the account tab and no shop status', async ({ page }) => {
    await login(page, 'buyer@caveau.test')
    await page.goto('/dashboard/settings')
    await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible()
    await expect(tabs(page)).toHaveText(['Compte'])
    await expect(tab(page, 'Compte')).toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId('shop-status')).toHaveCount(0)
    await expect(
      page
        .locator('section[aria-labelledby="settings-tab-title"]')
        .getByText('buyer@caveau.test', { exact: true }),
    ).toBeVisible()

    // A seller's tab asked by address falls back to the account.
    await page.goto('/dashboard/settings?link=billing')
    await expect(tabs(page)).toHaveText(['Compte'])
    await expect(tabTitle(page)).toHaveText('Compte')
  })
})
