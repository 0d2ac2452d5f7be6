/**
 * The application shell (spec 2.5, 2.7, 2.8): the sidebar menus per role, the refused routes'
 * redirects, the header, the account menu, the agents' mode switch, the warning banner, the
 * phone's bottom bar with its QR code, and the 'Aller à' search.
 *
 * One test per account ('shell of <email>'): it opens the account's /dashboard once and checks each
 * aspect of the shell in a `test.step` (the sidebar menu, the 'Créer' menu, the header, the bottom
 * bar, the account menu, the search), going back to a freshly loaded /dashboard only after a step
 * that changed the page (an opened drawer or menu, a link followed). The agent's switch to tour
 * mode is a journey of its own.
 *
 * These tests run in both projects: `js` (1280 px, the sidebar is an `aside`) and `no-js` (360 px,
 * the sidebar is the 'Menu' drawer and the bottom bar shows). The refused routes' redirects are
 * answered by the server alone (a `page.goto` redirected): tagged @server, they run in `no-js`
 * only (playwright.config.ts). Each account signs in through the form once per worker (`signIn`,
 * e2e/fixtures.ts). Signing in and out, the master account's chooser and the redirectLink round
 * trip are tested in e2e/auth.test.ts and e2e/redirect.test.ts.
 */
import type { Page } from '@playwright/test'
import { parisYear } from '#app/platform/domain/paris-calendar'
import { expect, test } from './fixtures'
import {
  accountMenu,
  hydrated,
  isPhone,
  menuEntries,
  menuSections,
  openAccountMenu,
  openDetails,
  openMainMenu,
} from './utils'

const sellerSections = [
  'Ventes',
  'Œnotourisme',
  'CRM',
  'Articles',
  'Marketing',
  'Commercial',
  'Achats',
  'Comptabilité',
]

/** Spec 2.8's seller menu, every entry shown (shop 1 has every module, the owner every right). */
const ownerEntries = [
  'Tableau de bord',
  // Ventes
  'Devis',
  'Commandes',
  'Factures',
  "Factures d'acompte",
  'Avoirs',
  'Ventilations',
  'Précommandes',
  'Expéditions',
  'Encours',
  'Impayés',
  'Paiements',
  'Avoirs clients',
  // Œnotourisme
  'Événements',
  'Prise de réservation',
  'Calendrier',
  // CRM
  'Clients',
  'Opportunités',
  'Prospection',
  'Calendrier',
  'Tâches',
  // Articles
  'Catalogue',
  'Entrepôts',
  'Stocks',
  'Mouvements',
  'Grilles tarifaires',
  'Échantillons',
  // Marketing
  'Listes',
  'Campagnes',
  'Modèles',
  // Commercial
  'Collaborateurs',
  'Agents',
  'Objectifs',
  'Structure commerciale',
  // Achats
  'Fournisseurs',
  'Commandes fournisseurs',
  'Rapports',
  // Comptabilité
  'Encours',
  'Impayés',
  'Paiements',
  'Journaux',
  'Codes comptables',
  // last section
  'Caisse',
  'Messagerie',
  'Boutique en ligne',
  "Centre d'aide",
  'Nouveautés',
  'Paramètres',
]

const without = (list: string[], removed: string[]) => {
  const left = [...list]
  for (const label of removed) {
    const i = left.indexOf(label)
    if (i < 0) throw new Error(`${label} is not in the list`)
    left.splice(i, 1)
  }
  return left
}

type MenuCase = {
  email: string
  who: string
  sections: string[]
  entries: string[]
  /** Named by the spec as hidden for this viewer. */
  absent: string[]
  /** Named by the spec as shown for this viewer. */
  present: string[]
}

const menuCases: MenuCase[] = [
  {
    email: 'owner@caveau.test',
    who: 'owner (every module)',
    sections: sellerSections,
    entries: ownerEntries,
    present: [
      'Devis',
      'Commandes',
      'Stocks',
      'Entrepôts',
      'Rapports',
      'Journaux',
      'Codes comptables',
      'Caisse',
      'Messagerie',
      'Boutique en ligne',
      'Paramètres',
    ],
    absent: ['Producteurs', 'Réservations'],
  },
  {
    email: 'iam-limited@caveau.test',
    who: 'collaborator denied seeAllStock, seeAllPayment, accessAnalytics, createProduct, seeAllClient, accessAccounting',
    sections: sellerSections,
    entries: without(ownerEntries, [
      // seeAllPayment: /dashboard/payments*, in Ventes and in Comptabilité
      'Encours',
      'Impayés',
      'Paiements',
      'Encours',
      'Impayés',
      'Paiements',
      // seeAllClient
      'Prospection',
      // seeAllStock
      'Entrepôts',
      'Stocks',
      'Mouvements',
      // accessAnalytics
      'Objectifs',
      'Rapports',
      // accessAccounting
      'Journaux',
    ]),
    present: ['Commandes', 'Catalogue', 'Devis', 'Clients', 'Codes comptables', 'Paramètres'],
    absent: [
      'Stocks',
      'Paiements',
      'Rapports',
      'Journaux',
      'Prospection',
      'Entrepôts',
      'Mouvements',
      'Encours',
      'Impayés',
      'Objectifs',
    ],
  },
  {
    email: 'owner2@caveau.test',
    who: 'owner of Maison Martin (stocks, analytics, accounting, iframes inactive)',
    sections: sellerSections,
    entries: without(ownerEntries, [
      'Entrepôts',
      'Mouvements',
      'Objectifs',
      'Rapports',
      'Journaux',
      'Codes comptables',
    ]),
    // The /dashboard/stocks rule needs no module: 'Stocks' stays.
    present: ['Stocks', 'Catalogue', 'Commandes', 'Paiements', 'Messagerie'],
    absent: ['Entrepôts', 'Mouvements', 'Rapports', 'Journaux', 'Codes comptables', 'Objectifs'],
  },
  {
    email: 'agent@caveau.test',
    who: 'agent',
    sections: [],
    entries: [
      'Tableau de bord',
      'Commandes',
      'Échantillons',
      'Clients',
      'Catalogue',
      'Calendrier',
      'Producteurs',
      'Paramètres',
    ],
    present: ['Échantillons', 'Producteurs'],
    absent: ['Devis', 'Stocks', 'Paiements', 'Messagerie', 'Boutique en ligne'],
  },
  {
    email: 'buyer@caveau.test',
    who: 'buyer',
    sections: [],
    entries: [
      'Tableau de bord',
      'Commandes',
      'Réservations',
      'Messagerie',
      'Producteurs',
      'Paramètres',
    ],
    present: ['Réservations', 'Producteurs'],
    absent: ['Devis', 'Clients', 'Catalogue', 'Stocks', 'Calendrier'],
  },
]

const menuCase = (email: string) => menuCases.find((c) => c.email === email)!

/**
 * Opens /dashboard afresh (a new page load, hydrated with JavaScript): after a step that left the
 * page changed (a drawer or menu open, a link followed), the next one starts as the account's
 * first page load.
 */
async function freshDashboard(page: Page) {
  await page.goto('/dashboard')
  await hydrated(page)
}

/** After a step that opened the sidebar menu: on a phone it is the drawer, left open. */
async function afterMainMenu(page: Page) {
  if (isPhone(page)) await freshDashboard(page)
}

// ---------------------------------------------------------------- sidebar menu per role (spec 2.8)

async function checkMenu(page: Page, c: MenuCase) {
  await test.step(`sidebar menu per role (spec 2.8): ${c.email}: ${c.who}`, async () => {
    await expect(page).toHaveURL('/dashboard')
    const nav = await openMainMenu(page)

    for (const label of c.present) {
      await expect(
        nav.getByRole('link', { name: label, exact: true }).first(),
        `'${label}' is shown`,
      ).toBeVisible()
    }
    for (const label of c.absent) {
      await expect(
        nav.getByRole('link', { name: label, exact: true }),
        `'${label}' is hidden`,
      ).toHaveCount(0)
    }
    await expect(menuSections(nav)).toHaveText(c.sections)
    await expect(menuEntries(nav)).toHaveText(c.entries)
  })
}

/** The 'Créer' quick-create menu at the top of the sidebar menu. */
const createMenu = (nav: ReturnType<Page['locator']>) =>
  nav.locator('details:has(> summary:has-text("Créer"))')

/** Ends on /dashboard/products/add. */
async function ownerCreatesAnArticle(page: Page) {
  await test.step("the 'Créer' menu offers 'Article' to the owner", async () => {
    const nav = await openMainMenu(page)
    const create = createMenu(nav)
    await openDetails(
      create.locator(':scope > summary'),
      create.getByRole('link', { name: 'Article', exact: true }),
    )
    await expect(create.getByRole('link', { name: 'Entrepôt', exact: true })).toBeVisible()
    await create.getByRole('link', { name: 'Article', exact: true }).click()
    await expect(page).toHaveURL('/dashboard/products/add')
  })
}

/** Leaves the 'Créer' menu open. */
async function limitedCreateMenu(page: Page) {
  await test.step("the 'Créer' menu has no 'Article' for a collaborator denied createProduct", async () => {
    const nav = await openMainMenu(page)
    const create = createMenu(nav)
    await openDetails(
      create.locator(':scope > summary'),
      create.getByRole('link', { name: 'Client', exact: true }),
    )
    await expect(create.getByRole('link', { name: 'Commande', exact: true })).toBeVisible()
    await expect(create.getByRole('link', { name: 'Article', exact: true })).toHaveCount(0)
    // 'Entrepôt' needs seeAllStock, denied as well.
    await expect(create.getByRole('link', { name: 'Entrepôt', exact: true })).toHaveCount(0)
  })
}

async function noCreateMenu(page: Page, email: string) {
  await test.step(`buyers and agents have no 'Créer' menu: ${email}`, async () => {
    const nav = await openMainMenu(page)
    await expect(nav.locator('summary', { hasText: 'Créer' })).toHaveCount(0)
  })
}

/** Must run on a page just loaded; on a phone it ends on /dashboard/orders/bills. */
async function drawerOnLoad(page: Page) {
  await test.step('on a phone the drawer is closed on load and holds the logout and the copyright', async () => {
    const drawer = page.locator('details:has(> summary[aria-label="Menu"])')
    if (!isPhone(page)) {
      // Desktop: no drawer button, the sidebar is always there.
      await expect(drawer.locator(':scope > summary')).toBeHidden()
      await expect(
        page.locator('aside').getByRole('navigation', { name: 'Menu principal' }),
      ).toBeVisible()
      return
    }
    await expect(drawer).not.toHaveAttribute('open')
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden()
    const nav = await openMainMenu(page)
    await expect(drawer.getByRole('button', { name: 'Se déconnecter' })).toBeVisible()
    // The year in Paris, whatever this machine's zone (the page may have been drawn just before
    // midnight on New Year's Eve).
    const years = new Set([parisYear(new Date(Date.now() - 60_000)), parisYear()])
    await expect(
      drawer.getByText(new RegExp(`^© (${[...years].join('|')}) Caveau$`)),
    ).toBeVisible()
    await nav.getByRole('link', { name: 'Factures', exact: true }).click()
    await expect(page).toHaveURL('/dashboard/orders/bills')
    await expect(page.getByRole('heading', { name: 'Factures', exact: true })).toBeVisible()
  })
}

// ---------------------------------------------------------------- header per role (spec 2.7)

/** The header's controls (spec 2.7). */
function header(page: Page) {
  return page.locator('header').first()
}

type HeaderCase = {
  email: string
  search: boolean
  messagerie: boolean
  calendar: boolean
  cart: boolean
  warning: string | null
}

const headerCases: HeaderCase[] = [
  {
    email: 'owner@caveau.test',
    search: true,
    messagerie: true,
    calendar: true,
    cart: false,
    warning: null,
  },
  {
    email: 'iam-limited@caveau.test',
    search: true,
    messagerie: false,
    calendar: true,
    cart: false,
    warning: 'Vous êtes connecté en tant que collaborateur de Domaine de la Source.',
  },
  {
    email: 'iam@caveau.test',
    search: true,
    messagerie: false,
    calendar: true,
    cart: false,
    warning: 'Vous êtes connecté en tant que collaborateur de Domaine de la Source.',
  },
  {
    email: 'agent@caveau.test',
    search: true,
    messagerie: false,
    calendar: false,
    cart: false,
    warning: 'Vous êtes connecté en tant qu’agent commercial.',
  },
  {
    email: 'buyer@caveau.test',
    search: false,
    messagerie: true,
    calendar: false,
    cart: true,
    warning: null,
  },
]

/** Leaves the page as loaded (on a phone it opens the drawer, then reloads). */
async function checkHeader(page: Page, email: string) {
  const c = headerCases.find((h) => h.email === email)!
  await test.step(`header per role (spec 2.7): ${c.email}`, async () => {
    await expect(page).toHaveURL('/dashboard')
    const h = header(page)
    const phone = isPhone(page)

    // 'Aller à': non-buyers only; in the header from 960 px on, at the top of the menu drawer below.
    const search = page.locator('form[role="search"]')
    if (!c.search) await expect(search).toHaveCount(0)
    else if (phone) {
      const drawer = await openMainMenu(page)
      await expect(drawer.page().getByRole('search').filter({ visible: true })).toHaveCount(1)
      await expect(
        page.getByLabel('Aller à', { exact: true }).filter({ visible: true }),
      ).toBeVisible()
      await page.reload()
    } else {
      await expect(page.getByRole('search')).toBeVisible()
      await expect(page.getByRole('search').getByLabel('Aller à', { exact: true })).toBeVisible()
    }

    // 'Messagerie' icon: owners and buyers, desktop only.
    // Its name carries the messages waiting: 'Messagerie (2 non lus)'.
    const messagerie = h.getByRole('link', { name: /^Messagerie( \(\d+ non lus?\))?$/ })
    if (!c.messagerie) await expect(messagerie).toHaveCount(0)
    else if (phone) await expect(messagerie).toBeHidden()
    else {
      await expect(messagerie).toBeVisible()
      await expect(messagerie).toHaveAttribute('href', '/tickets')
    }

    const calendar = h.getByRole('link', { name: 'Calendrier', exact: true })
    if (c.calendar) await expect(calendar).toBeVisible()
    else await expect(calendar).toHaveCount(0)

    const cart = h.getByRole('link', { name: /^Panier \(/ })
    if (c.cart) {
      await expect(cart).toBeVisible()
      await expect(cart).toHaveAccessibleName(/^Panier \(\d+ articles?\)$/)
    } else await expect(cart).toHaveCount(0)

    // The bell is there for everyone (a link without JavaScript, a button with it).
    await expect(
      h
        .getByRole('link', { name: /^Notifications/ })
        .or(h.getByRole('button', { name: /^Notifications/ })),
    ).toBeVisible()

    if (c.warning) {
      await expect(page.getByRole('note')).toHaveText(c.warning)
      await expect(page.getByRole('note')).toBeVisible()
    } else await expect(page.getByRole('note')).toHaveCount(0)
  })
}

// ---------------------------------------------------------------- account menu (spec 2.7)

const accountMenuCases = [
  { email: 'owner@caveau.test', username: 'Claire Fontaine', shops: 'Boutique' },
  { email: 'iam-limited@caveau.test', username: 'Sophie Petit', shops: 'Boutique' },
  { email: 'agent@caveau.test', username: 'Marc Leroy', shops: 'Producteurs' },
  { email: 'buyer@caveau.test', username: 'Alice Martin', shops: 'Producteurs' },
]

/** Ends on /dashboard/settings. */
async function checkAccountMenu(page: Page, email: string) {
  const c = accountMenuCases.find((a) => a.email === email)!
  await test.step(`account menu (spec 2.7): ${c.email} sees name, mail, links and the logout`, async () => {
    const menu = await openAccountMenu(page)
    await expect(menu.getByText(c.username, { exact: true })).toBeVisible()
    await expect(menu.getByText(c.email, { exact: true })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Tableau de bord', exact: true })).toHaveAttribute(
      'href',
      '/dashboard',
    )
    await expect(menu.getByRole('link', { name: 'Paramètres', exact: true })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    )
    await expect(menu.getByRole('link', { name: c.shops, exact: true })).toHaveAttribute(
      'href',
      '/shops',
    )
    const other = c.shops === 'Boutique' ? 'Producteurs' : 'Boutique'
    await expect(menu.getByRole('link', { name: other, exact: true })).toHaveCount(0)
    await expect(menu.getByRole('link', { name: 'Changer de compte' })).toHaveCount(0)
    await expect(menu.getByRole('button', { name: 'Se déconnecter' })).toBeVisible()
    const agentEntry = menu.getByRole('button', { name: /^Mode (tournée|dashboard)$/ })
    if (c.email.startsWith('agent')) await expect(agentEntry).toHaveText('Mode tournée')
    else await expect(agentEntry).toHaveCount(0)

    await menu.getByRole('link', { name: 'Paramètres', exact: true }).click()
    await expect(page).toHaveURL('/dashboard/settings')
    // The new page starts with the menu closed (with JavaScript it closes on navigation).
    await expect(accountMenu(page).getByRole('button', { name: 'Se déconnecter' })).toBeHidden()
  })
}

/** Ends on the owner's shop. */
async function ownerBoutique(page: Page) {
  await test.step("the owner's 'Boutique' leads to their own shop", async () => {
    const menu = await openAccountMenu(page)
    await menu.getByRole('link', { name: 'Boutique', exact: true }).click()
    await expect(page).toHaveURL('/shops/domaine-de-la-source')
    await expect(page.getByRole('heading', { name: 'Domaine de la Source' })).toBeVisible()
  })
}

// ---------------------------------------------------------------- bottom bar (phone) and contact QR code (spec 2.8)

/** The page's requests since the test began (the QR code is drawn on the server). */
function recordRequests(page: Page) {
  const requests: string[] = []
  page.on('request', (r) => requests.push(r.url()))
  return requests
}

/** On a phone, leaves the QR code open. */
async function ownerBottomBar(page: Page, requests: string[], baseURL: string) {
  await test.step('bottom bar (phone): owner: Clients, Commandes, QR code, Notifications, Aide; the QR code is made locally', async () => {
    const bar = page.getByRole('navigation', { name: 'Raccourcis' })
    if (!isPhone(page)) {
      // Hidden from 1280 px on: the sidebar and the header hold the same links.
      await expect(bar).toBeHidden()
      return
    }
    await expect(bar).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Clients', exact: true })).toHaveAttribute(
      'href',
      '/dashboard/clients',
    )
    await expect(bar.getByRole('link', { name: 'Commandes', exact: true })).toHaveAttribute(
      'href',
      '/dashboard/orders',
    )
    await expect(bar.getByRole('link', { name: /^Notifications/ })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    )
    await expect(bar.getByRole('link', { name: 'Aide', exact: true })).toHaveAttribute(
      'href',
      '/help',
    )

    const qrSummary = bar.locator('summary', { hasText: 'QR code' })
    const qr = bar.getByRole('img', { name: 'QR code du formulaire de contact' })
    await expect(qr).toBeHidden()
    await openDetails(qrSummary, qr)
    // An inline SVG drawn on the server, no <img> from an external service.
    await expect(qr.locator('svg')).toHaveCount(1)
    await expect(qr.locator('img')).toHaveCount(0)
    await expect(bar.getByText(/\/contact\/1$/)).toBeVisible()

    const origin = new URL(baseURL).host
    expect(requests.length).toBeGreaterThan(0)
    expect(
      requests.filter((url) => !url.startsWith('data:') && new URL(url).host !== origin),
    ).toEqual([])
  })
}

async function collaboratorBottomBar(page: Page) {
  await test.step('bottom bar (phone): collaborators get the QR code too', async () => {
    const bar = page.getByRole('navigation', { name: 'Raccourcis' })
    if (!isPhone(page)) return await expect(bar).toBeHidden()
    await expect(bar.locator('summary', { hasText: 'QR code' })).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Clients', exact: true })).toBeVisible()
  })
}

async function bottomBarWithoutQr(page: Page, email: string, links: string[]) {
  await test.step(`bottom bar (phone): ${email}: ${links.join(', ')}, no QR code`, async () => {
    const bar = page.getByRole('navigation', { name: 'Raccourcis' })
    if (!isPhone(page)) return await expect(bar).toBeHidden()
    await expect(bar).toBeVisible()
    const names = (await bar.getByRole('link').allTextContents()).map((t) =>
      t.replace(/\d+\+?$/, '').trim(),
    )
    expect(names).toEqual(links)
    await expect(bar.locator('summary', { hasText: 'QR code' })).toHaveCount(0)
  })
}

// ---------------------------------------------------------------- 'Aller à' search (spec 2.7)

/**
 * Types into the header's search on a desktop; on a phone (no search box) opens the same GET URL.
 */
async function goTo(page: Page, q: string) {
  if (isPhone(page)) {
    await page.goto(`/dashboard/goto?q=${encodeURIComponent(q)}`)
    return
  }
  const input = page.getByRole('search').getByLabel('Aller à', { exact: true })
  await input.fill(q)
  await input.press('Enter')
}

/** Ends on /dashboard/orders/bills. */
async function searchFactures(page: Page) {
  await test.step("'Aller à' search: 'Factures' lands on the invoices page", async () => {
    await goTo(page, 'Factures')
    await expect(page).toHaveURL('/dashboard/orders/bills')
    await expect(page).toHaveTitle('Factures | Caveau')
    await expect(page.getByRole('heading', { name: 'Factures', exact: true })).toBeVisible()
  })
}

/** Ends on /dashboard/stocks/drm. */
async function searchDouaneAsOwner(page: Page) {
  await test.step("'Aller à' search: 'douane' lists DRM and Capsules CRD for the owner", async () => {
    await goTo(page, 'douane')
    await expect(page).toHaveURL('/dashboard/goto?q=douane')
    await expect(page.getByRole('heading', { name: 'Aller à « douane »' })).toBeVisible()
    const results = page.locator('main').getByRole('link')
    await expect(results.filter({ hasText: /^DRM/ })).toHaveAttribute(
      'href',
      '/dashboard/stocks/drm',
    )
    await expect(results.filter({ hasText: /^Capsules CRD/ })).toHaveAttribute(
      'href',
      '/dashboard/stocks/crdColors',
    )
    await results.filter({ hasText: /^DRM/ }).click()
    await expect(page).toHaveURL('/dashboard/stocks/drm')
  })
}

/** Ends on /dashboard/goto?q=douane. */
async function searchDouaneAsOwner2(page: Page) {
  await test.step("'Aller à' search: 'douane' offers no DRM to owner2 (stocks module inactive)", async () => {
    await goTo(page, 'douane')
    await expect(page.getByRole('heading', { name: 'Aller à « douane »' })).toBeVisible()
    const results = page.locator('main').getByRole('link')
    await expect(results.filter({ hasText: /^DRM/ })).toHaveCount(0)
    await expect(results.filter({ hasText: /^Capsules CRD/ })).toHaveCount(0)
    await expect(page.getByText('Aucune page ne correspond à cette recherche.')).toBeVisible()
  })
}

/** Ends on /dashboard, freshly loaded. */
async function buyerHasNoSearch(page: Page) {
  await test.step("'Aller à' search: buyers have no search and /dashboard/goto sends them home", async () => {
    await expect(page.locator('form[role="search"]')).toHaveCount(0)
    await page.goto('/dashboard/goto?q=Factures')
    await expect(page).toHaveURL('/dashboard')
  })
}

// ---------------------------------------------------------------- one test per account

test.describe('the shell per account (spec 2.5, 2.7, 2.8)', () => {
  test(`shell of owner@caveau.test: ${menuCase('owner@caveau.test').who}`, async ({
    page,
    signIn,
    baseURL,
  }) => {
    const requests = recordRequests(page)
    await signIn('owner@caveau.test')
    // First, while the page is as loaded.
    await drawerOnLoad(page)
    if (isPhone(page)) await freshDashboard(page)
    await checkHeader(page, 'owner@caveau.test')
    await checkMenu(page, menuCase('owner@caveau.test'))
    await ownerCreatesAnArticle(page)
    await freshDashboard(page)
    await ownerBottomBar(page, requests, baseURL!)
    if (isPhone(page)) await freshDashboard(page)
    await checkAccountMenu(page, 'owner@caveau.test')
    await freshDashboard(page)
    await ownerBoutique(page)
    // The searches type into the header of /dashboard on a desktop (a phone opens their URL).
    if (!isPhone(page)) await freshDashboard(page)
    await searchFactures(page)
    if (!isPhone(page)) await freshDashboard(page)
    await searchDouaneAsOwner(page)
  })

  test(`shell of iam-limited@caveau.test: ${menuCase('iam-limited@caveau.test').who}`, async ({
    page,
    signIn,
  }) => {
    await signIn('iam-limited@caveau.test')
    await checkHeader(page, 'iam-limited@caveau.test')
    await checkMenu(page, menuCase('iam-limited@caveau.test'))
    await limitedCreateMenu(page)
    await freshDashboard(page)
    await collaboratorBottomBar(page)
    await checkAccountMenu(page, 'iam-limited@caveau.test')
  })

  test('shell of iam@caveau.test: collaborator', async ({ page, signIn }) => {
    await signIn('iam@caveau.test')
    await checkHeader(page, 'iam@caveau.test')
  })

  test(`shell of owner2@caveau.test: ${menuCase('owner2@caveau.test').who}`, async ({
    page,
    signIn,
  }) => {
    await signIn('owner2@caveau.test')
    await checkMenu(page, menuCase('owner2@caveau.test'))
    await searchDouaneAsOwner2(page)
  })

  test('shell of agent@caveau.test: agent', async ({ page, signIn }) => {
    await signIn('agent@caveau.test')
    await checkHeader(page, 'agent@caveau.test')
    await checkMenu(page, menuCase('agent@caveau.test'))
    await noCreateMenu(page, 'agent@caveau.test')
    await afterMainMenu(page)
    await bottomBarWithoutQr(page, 'agent@caveau.test', [
      'Clients',
      'Commandes',
      'Notifications',
      'Aide',
    ])
    await checkAccountMenu(page, 'agent@caveau.test')
  })

  test('shell of buyer@caveau.test: buyer', async ({ page, signIn }) => {
    await signIn('buyer@caveau.test')
    await checkHeader(page, 'buyer@caveau.test')
    await checkMenu(page, menuCase('buyer@caveau.test'))
    await noCreateMenu(page, 'buyer@caveau.test')
    await afterMainMenu(page)
    await bottomBarWithoutQr(page, 'buyer@caveau.test', ['Commandes', 'Notifications', 'Aide'])
    await buyerHasNoSearch(page)
    await hydrated(page)
    await checkAccountMenu(page, 'buyer@caveau.test')
  })
})

// @server: a page.goto answered by the server's redirect; JavaScript changes nothing.
test.describe('refused routes redirect (spec 2.5) @server', () => {
  const cases = [
    {
      email: 'iam-limited@caveau.test',
      path: '/dashboard/stocks',
      lands: '/dashboard',
      why: 'permission seeAllStock denied',
    },
    {
      email: 'owner2@caveau.test',
      path: '/dashboard/stocks/warehouses',
      lands: '/dashboard',
      why: 'module stocks inactive',
    },
    { email: 'buyer@caveau.test', path: '/dashboard/products', lands: '/dashboard', why: 'role' },
    { email: 'agent@caveau.test', path: '/dashboard/payments', lands: '/dashboard', why: 'role' },
    {
      email: 'admin@caveau.test',
      path: '/dashboard',
      lands: '/admin',
      why: 'admins live in /admin',
    },
    {
      email: 'owner@caveau.test',
      path: '/shops',
      lands: '/shops/domaine-de-la-source',
      why: 'owners have their own shop',
    },
  ]
  for (const c of cases) {
    test(`${c.email} opening ${c.path} ends on ${c.lands} (${c.why})`, async ({ page, signIn }) => {
      await signIn(c.email, c.path)
      await expect(page).toHaveURL(c.lands)
    })
  }
})

test('an agent switches to tour mode and back (cookie agentMode)', async ({
  page,
  context,
  signIn,
}) => {
  await signIn('agent@caveau.test', '/dashboard/clients')
  const softExpect = expect.configure({ soft: true })
  const agentMode = async () => (await context.cookies()).find((c) => c.name === 'agentMode')?.value

  let menu = await openAccountMenu(page)
  await menu.getByRole('button', { name: 'Mode tournée' }).click()
  // Back on the page it was asked from, now in tour mode.
  await expect(page).toHaveURL('/dashboard/clients')
  // Spec 2.7: the cookie reads agentMode=tour (checked softly, so that the rest of the switch is
  // still tested when the value is encoded differently).
  await softExpect.poll(agentMode).toBe('tour')
  // The logo leads to the producers in tour mode.
  await expect(page.getByRole('link', { name: 'Caveau, tableau de bord' })).toHaveAttribute(
    'href',
    '/shops',
  )
  menu = await openAccountMenu(page)
  await expect(menu.getByRole('button', { name: 'Mode dashboard' })).toBeVisible()
  await expect(menu.getByRole('button', { name: 'Mode tournée' })).toHaveCount(0)

  // A new page load keeps the mode.
  await page.goto('/dashboard')
  menu = await openAccountMenu(page)
  await menu.getByRole('button', { name: 'Mode dashboard' }).click()
  await expect(page).toHaveURL('/dashboard')
  await softExpect.poll(agentMode).toBe('dashboard')
  await expect(page.getByRole('link', { name: 'Caveau, tableau de bord' })).toHaveAttribute(
    'href',
    '/dashboard',
  )
  menu = await openAccountMenu(page)
  await expect(menu.getByRole('button', { name: 'Mode tournée' })).toBeVisible()
})
