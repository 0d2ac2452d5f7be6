/**
 * Maintenance notices scheduled by an admin (spec 2.6, 4): a banner over every page, then the
 * full-page screen that blocks the application but not sign-in, and their deletion.
 *
 * A page-mode maintenance blocks every other test while it is in force, so this file:
 *  - is named zz-… to run after the other files of its project (`workers: 1`, files in order);
 *  - deletes what it scheduled in a `finally`, from the admin's page, even on failure;
 *  - tags its messages with the project and a timestamp, and deletes only those.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { login, newProjectContext, parisLocal } from './utils'

const MINUTE = 60_000

/** Schedules a maintenance through the admin form (Paris wall-clock times, as the labels say). */
async function schedule(
  page: Page,
  m: { message: string; mode: 'banner' | 'page'; start: Date; end: Date },
) {
  await page.goto('/admin')
  await page.getByLabel('Message', { exact: true }).fill(m.message)
  await page.getByLabel('Affichage').selectOption(m.mode)
  await page.getByLabel('Début (heure de Paris)').fill(parisLocal(m.start))
  await page.getByLabel('Fin (heure de Paris)').fill(parisLocal(m.end))
  await page.getByRole('button', { name: 'Programmer' }).click()
  await expect(page).toHaveURL('/admin')
  await expect(maintenanceRow(page, m.message)).toBeVisible()
}

function maintenanceRow(page: Page, message: string) {
  return page
    .getByRole('region', { name: 'Maintenances' })
    .getByRole('listitem')
    .filter({ hasText: message })
}

async function remove(page: Page, message: string) {
  const row = maintenanceRow(page, message)
  await row.getByRole('button', { name: 'Supprimer' }).click()
  await expect(page).toHaveURL('/admin')
  await expect(row).toHaveCount(0)
}

/** Deletes every maintenance this test tagged, whatever state the test left the admin's page in. */
async function cleanUp(page: Page, tag: string) {
  await page.goto('/admin')
  const rows = page
    .getByRole('region', { name: 'Maintenances' })
    .getByRole('listitem')
    .filter({ hasText: tag })
  for (let n = await rows.count(); n > 0; n = await rows.count()) {
    await rows.first().getByRole('button', { name: 'Supprimer' }).click()
    await expect(rows).toHaveCount(n - 1)
  }
}

test('an admin schedules a banner then a page maintenance, and deletes them', async ({
  page,
  browser,
  signIn,
}, testInfo) => {
  test.setTimeout(90_000)
  const tag = `E2E ${testInfo.project.name} ${Date.now()}`
  const bannerMessage = `${tag} : intervention sur la plateforme ce soir`
  const pageMessage = `${tag} : Caveau revient dans quelques minutes`
  const now = Date.now()
  // The form takes Paris wall-clock minutes. On the night summer time ends, 02:00–03:00 happens
  // twice and is read as its second pass, up to an hour off: margins of several hours keep the
  // banner and the page in force, and the page starting first, on that night too.

  const visitor = await newProjectContext(browser, testInfo)
  const buyer = await newProjectContext(browser, testInfo)
  try {
    await signIn('admin@caveau.test')
    await expect(page).toHaveURL('/admin')

    // 1. A banner, in force now.
    await schedule(page, {
      message: bannerMessage,
      mode: 'banner',
      start: new Date(now - 120 * MINUTE),
      end: new Date(now + 180 * MINUTE),
    })
    const bannerRow = maintenanceRow(page, bannerMessage)
    await expect(bannerRow).toContainText('Bandeau')
    await expect(bannerRow).toContainText('en cours')

    const visitorPage = await visitor.newPage()
    await visitorPage.goto('/auth/login')
    await expect(visitorPage.getByRole('heading', { name: 'Connexion' })).toBeVisible()
    await expect(visitorPage.getByRole('status').filter({ hasText: bannerMessage })).toBeVisible()

    // 2. A full-page maintenance (starting before the banner, so that it is the one in force).
    await schedule(page, {
      message: pageMessage,
      mode: 'page',
      start: new Date(now - 240 * MINUTE),
      end: new Date(now + 180 * MINUTE),
    })
    await expect(maintenanceRow(page, pageMessage)).toContainText('Page complète')
    await expect(maintenanceRow(page, pageMessage)).toContainText('en cours')
    // The admin is not blocked.
    await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible()

    // A signed-in buyer is blocked everywhere but the sign-in pages…
    const buyerPage = await buyer.newPage()
    await login(buyerPage, 'buyer@caveau.test')
    const blocked = await buyerPage.goto('/dashboard')
    expect(blocked?.status()).toBe(503)
    await expect(buyerPage.getByRole('heading', { name: 'Maintenance en cours' })).toBeVisible()
    await expect(buyerPage.getByText(pageMessage)).toBeVisible()
    await expect(buyerPage.getByText(/^Retour prévu le \d{2}\/\d{2}\/\d{4}/)).toBeVisible()
    await expect(buyerPage.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0)
    // …and so is an anonymous visitor on a public page…
    const shop = await visitorPage.goto('/domaine-de-la-source')
    expect(shop?.status()).toBe(503)
    await expect(visitorPage.getByRole('heading', { name: 'Maintenance en cours' })).toBeVisible()
    // …while /auth/login still works.
    const loginPage = await visitorPage.goto('/auth/login')
    expect(loginPage?.status()).toBe(200)
    await expect(visitorPage.getByRole('heading', { name: 'Connexion' })).toBeVisible()
    await expect(visitorPage.getByRole('heading', { name: 'Maintenance en cours' })).toHaveCount(0)

    // 3. Both deleted: the screen and the banner are gone.
    await page.goto('/admin')
    await remove(page, pageMessage)
    await remove(page, bannerMessage)

    const back = await buyerPage.goto('/dashboard')
    expect(back?.status()).toBe(200)
    await expect(buyerPage.getByRole('heading', { name: 'Maintenance en cours' })).toHaveCount(0)
    await expect(buyerPage.getByTestId('dashboard-role')).toContainText('Acheteur')
    await visitorPage.goto('/auth/login')
    await expect(visitorPage.getByRole('heading', { name: 'Connexion' })).toBeVisible()
    await expect(visitorPage.getByText(bannerMessage)).toHaveCount(0)
  } finally {
    await visitor.close()
    await buyer.close()
    await cleanUp(page, tag)
  }
})

test('the maintenance form explains its mistakes', async ({ page, signIn }) => {
  await signIn('admin@caveau.test')
  // Fixed wall-clock times, away from any change of summer time: the end half an hour before the start.
  await page.getByLabel('Message', { exact: true }).fill('E2E dates à l’envers')
  await page.getByLabel('Début (heure de Paris)').fill('2035-06-15T10:00')
  await page.getByLabel('Fin (heure de Paris)').fill('2035-06-15T09:30')
  await page.getByRole('button', { name: 'Programmer' }).click()
  await expect(page.getByText('La date de fin doit suivre la date de début.')).toBeVisible()
  await expect(maintenanceRow(page, 'E2E dates à l’envers')).toHaveCount(0)
})

test('an admin sees a failed background job and retries it', async ({ page, signIn }, testInfo) => {
  // Failed before the server started, one per project (scripts/e2e-server.mjs).
  const error = `E2E ${testInfo.project.name} : le stockage des fichiers ne répond pas.`
  await signIn('admin@caveau.test', '/admin')
  const row = page
    .getByRole('region', { name: /^Tâches en échec/ })
    .getByRole('listitem')
    .filter({ hasText: error })
  await expect(row).toContainText('Préparation d’un PDF')
  await expect(row).toContainText('après 5 essais')
  await row.getByRole('button', { name: 'Relancer' }).click()
  await expect(page.getByText('La tâche a été remise en file d’attente.')).toBeVisible()
  // Queued again with a fresh round of attempts: no longer among the failed ones.
  await expect(row).toHaveCount(0)
})
