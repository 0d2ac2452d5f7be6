/**
 * The notification centre (spec 2.10): the bell and its count, the page with its 'Toutes' /
 * 'Non lues' filter, opening a notification, 'Tout marquer comme lu', the popover with JavaScript.
 *
 * The database is shared by the whole run, and the `js` project runs before `no-js`. Orders placed
 * by other specs (checkout) add notifications of their own, so the tests look for the seed's by
 * their text and never count on being alone. The seed (app/platform/db/seed.ts) lasts both projects:
 *   owner@: 3 unseen ('Nouvelle commande de Marc…' → /dashboard/orders, 'Paul Durand … a rejoint…' →
 *           /dashboard/clients, 'Le stock de Côtes du Rhône…' → /dashboard/stocks) + 1 seen
 *           ('Paiement de 86,40 €…');
 *   buyer@: 1 unseen ('Votre commande chez Domaine de la Source…' → /dashboard/orders).
 * Each project consumes its own ones:
 *   js:    opens owner's 'Le stock…', then marks all of buyer@'s as read;
 *   no-js: opens owner's 'Paul Durand…', then marks all of owner@'s as read.
 * So whichever project runs (both, or one alone), 'Nouvelle commande…' and 'Paul Durand…' are
 * unseen when its read-only tests start, and each mutating test finds what it needs unseen.
 * Counts are read from the page rather than assumed.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { isPhone, login } from './utils'

const seed = {
  order: 'Nouvelle commande de Marc Lefèvre',
  contact: 'Paul Durand (Le Bistrot du Port) a rejoint votre boutique',
  stock: 'Le stock de Sancerre Les Caillottes 2022 a été mis à jour',
  payment: 'Paiement de 86,40 € reçu de Paul Durand',
  buyerOrder: 'Votre commande chez Domaine de la Source a bien été reçue',
}

/** The header's bell: a link without JavaScript, a popover button with it. */
function bell(page: Page) {
  const header = page.locator('header').first()
  return header
    .getByRole('link', { name: /^Notifications/ })
    .or(header.getByRole('button', { name: /^Notifications/ }))
}

/** A notification of the list, found by its text. */
function item(page: Page, content: string) {
  return page.locator('main').getByRole('listitem').filter({ hasText: content })
}

/** The unseen dot of a notification. */
const unseenMark = (page: Page, content: string) =>
  item(page, content).locator('[aria-label="Non lue"]')

/** How many notifications the 'Non lues' filter lists. */
async function unseenCount(page: Page) {
  await page.goto('/dashboard/notifications?filter=unseen')
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()
  return page.locator('main [aria-label="Non lue"]').count()
}

/** The owner's notification each project opens (see the top of the file). */
const openedBy = (testInfo: TestInfo) =>
  testInfo.project.name === 'js'
    ? { content: seed.stock, to: '/dashboard/stocks' }
    : { content: seed.contact, to: '/dashboard/clients' }

test('the owner’s bell counts the unseen notifications, the page lists them all', async ({
  page,
}, testInfo) => {
  await login(page, 'owner@caveau.test')
  const unseen = await unseenCount(page)
  if (testInfo.project.name === 'js' && testInfo.retry === 0) {
    // The seed's three unseen notifications are untouched so far in this run.
    for (const content of [seed.order, seed.contact, seed.stock])
      await expect(unseenMark(page, content)).toHaveCount(1)
  }
  expect(unseen).toBeGreaterThanOrEqual(2)
  await expect(bell(page)).toHaveAccessibleName(`Notifications (${unseen} non lues)`)
  // The badge sits beside the control (its name already says the count).
  await expect(bell(page).locator('xpath=..')).toContainText(String(unseen))

  // 'Non lues': only the unseen ones, the filter marked as current.
  const filters = page.getByRole('navigation', { name: 'Filtre des notifications' })
  await expect(filters.getByRole('link', { name: 'Non lues' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(item(page, seed.order)).toBeVisible()
  await expect(item(page, seed.contact)).toBeVisible()
  await expect(unseenMark(page, seed.order)).toHaveCount(1)
  await expect(item(page, seed.payment)).toHaveCount(0)

  // 'Toutes': the seen one too, without the unseen mark.
  await filters.getByRole('link', { name: 'Toutes' }).click()
  await expect(page).toHaveURL('/dashboard/notifications')
  await expect(filters.getByRole('link', { name: 'Toutes' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  for (const content of [seed.order, seed.contact, seed.stock, seed.payment])
    await expect(item(page, content)).toBeVisible()
  await expect(unseenMark(page, seed.payment)).toHaveCount(0)
  await expect(unseenMark(page, seed.order)).toHaveCount(1)
  // Newest first (the seed's order 1 h ago, the payment older), each with its date.
  const texts = await page.locator('main li').allTextContents()
  const at = (content: string) => texts.findIndex((t) => t.includes(content))
  expect(at(seed.order)).toBeLessThan(at(seed.contact))
  expect(at(seed.contact)).toBeLessThan(at(seed.payment))
  await expect(item(page, seed.order)).toContainText(/\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/)

  // Another user's notifications are not shown.
  await expect(item(page, seed.buyerOrder)).toHaveCount(0)
})

test('the bell leads to the notification centre (link on a phone without JavaScript, bottom bar)', async ({
  page,
}, testInfo) => {
  await login(page, 'owner@caveau.test')
  if (isPhone(page)) {
    // The phone's bottom bar has the same entry with its badge.
    const bar = page.getByRole('navigation', { name: 'Raccourcis' })
    await expect(bar.getByRole('link', { name: /^Notifications\s*\d+$/ })).toBeVisible()
  }
  // Without JavaScript the bell is a link; with it, it becomes the popover's button once the
  // page is hydrated (deciding from the markup before that would race with hydration).
  if (testInfo.project.name === 'no-js') {
    await bell(page).click()
    await expect(page).toHaveURL('/dashboard/notifications')
  } else {
    await page.goto('/dashboard/notifications')
  }
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle('Notifications | Caveau')
  await expect(item(page, seed.order)).toBeVisible()
})

// @js: the popover needs JavaScript; without it the bell is a link (tested above).
test('with JavaScript, the bell opens the list in a popover at most 600 px wide @js', async ({
  page,
}) => {
  await login(page, 'owner@caveau.test')
  const button = page
    .locator('header')
    .getByRole('button', { name: /^Notifications \(\d+ non lues\)$/ })
  const panel = page.getByRole('dialog')
  await expect(async () => {
    if (!(await panel.isVisible())) await button.click({ timeout: 2_000 })
    await expect(panel).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 10_000 })
  await expect(panel.getByRole('button', { name: new RegExp(seed.order) })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Tout marquer comme lu' })).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Non lues' })).toBeVisible()
  const box = await panel.boundingBox()
  expect(box).not.toBeNull()
  expect(box!.width).toBeGreaterThan(200)
  expect(box!.width).toBeLessThanOrEqual(600)
  // The page stays where it was, and Escape closes the panel.
  await expect(page).toHaveURL('/dashboard')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
})

test('opening a notification marks it seen and follows its link', async ({ page }, testInfo) => {
  const { content, to } = openedBy(testInfo)
  await login(page, 'owner@caveau.test')
  const before = await unseenCount(page)
  if (testInfo.retry === 0) await expect(unseenMark(page, content)).toHaveCount(1)

  await item(page, content).getByRole('button').click()
  await expect(page).toHaveURL(to)

  await page.goto('/dashboard/notifications')
  await expect(item(page, content)).toBeVisible()
  await expect(unseenMark(page, content)).toHaveCount(0)
  await page.goto('/dashboard/notifications?filter=unseen')
  await expect(item(page, content)).toHaveCount(0)
  const after = await unseenCount(page)
  if (testInfo.retry === 0) expect(after).toBe(before - 1)
  await expect(bell(page)).toHaveAccessibleName(
    after ? `Notifications (${after} non lues)` : 'Notifications',
  )
})

test('‘Tout marquer comme lu’ leaves no unread notification and removes the count', async ({
  page,
}, testInfo) => {
  // js: buyer@ (1 unseen); no-js: owner@ (what the js project and the test above left unseen).
  const who =
    testInfo.project.name === 'js'
      ? { email: 'buyer@caveau.test', content: seed.buyerOrder }
      : { email: 'owner@caveau.test', content: seed.order }
  await login(page, who.email)
  await page.goto('/dashboard/notifications')
  if (testInfo.retry === 0) {
    await expect(unseenMark(page, who.content)).toHaveCount(1)
    await expect(bell(page)).toHaveAccessibleName(/^Notifications \(\d+ non lues\)$/)
  }

  await page.getByRole('button', { name: 'Tout marquer comme lu' }).click()
  await expect(page).toHaveURL('/dashboard/notifications')
  await expect(item(page, who.content)).toBeVisible()
  await expect(page.locator('main [aria-label="Non lue"]')).toHaveCount(0)
  await expect(bell(page)).toHaveAccessibleName('Notifications')
  await expect(bell(page)).toHaveText('')

  await page
    .getByRole('navigation', { name: 'Filtre des notifications' })
    .getByRole('link', { name: 'Non lues' })
    .click()
  await expect(page).toHaveURL('/dashboard/notifications?filter=unseen')
  await expect(page.getByText('Aucune nouvelle notification')).toBeVisible()
  if (isPhone(page)) {
    await expect(
      page
        .getByRole('navigation', { name: 'Raccourcis' })
        .getByRole('link', { name: /^Notifications/ }),
    ).toHaveText('Notifications')
  }
})

test('a collaborator without notifications sees “Aucune nouvelle notification”', async ({
  page,
}) => {
  await login(page, 'iam-limited@caveau.test')
  await expect(bell(page)).toHaveAccessibleName('Notifications')
  await page.goto('/dashboard/notifications')
  await expect(page.getByText('Aucune nouvelle notification')).toBeVisible()
  await expect(page.locator('main li')).toHaveCount(0)
})
