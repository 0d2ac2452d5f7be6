import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { titleOf } from '#app/platform/domain/navigation'
import {
  loader as disableTrackingLoader,
  action as disableTrackingAction,
} from '#app/routes/disable-tracking-notif'
import { loader as orderLoader } from '#app/routes/dashboard.orders.$id'
import { loader as reservationLoader } from '#app/routes/dashboard.reservations.$id'
import { loader as orderEntryLoader } from '#app/routes/dashboard.orders.add'
import { loader as settingsLoader } from '#app/routes/dashboard.settings'
import { loader as gs1Loader } from '#app/routes/gs1.01.$ean._index'
import { loader as iframeLoader } from '#app/routes/iframes.$id'
import { loader as roiLoader } from '#app/routes/roi-simulator'
import { formatCents } from '#app/platform/domain/format'
import { patternOf, sampleOf } from './route-files'
import { closeRuntime, requestAs, signInDemoAccounts, thrown, type DemoAccount } from './session'

beforeAll(signInDemoAccounts)
afterAll(() => closeRuntime(database))

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>
const load = <T extends Loader>(loader: T, account: DemoAccount, path: string) =>
  loader({ request: requestAs(account, path), params: {}, context: {} }) as ReturnType<T>

describe('every area page', () => {
  // The pages of this issue under /dashboard (not the layout, its home, 'Go to' and notifications).
  const modules = import.meta.glob<{ loader: Loader }>('/app/routes/dashboard.*.tsx')
  const others = new Set([
    'dashboard._index',
    'dashboard.goto',
    'dashboard.notifications',
    'dashboard.settings',
    // A real order page (tests/web/checkout.test.ts): order 1 does not exist in the seed.
    'dashboard.orders.$id',
    // Real sales records too (tests/web/sales-order-page.test.ts, sales-document-page.test.ts).
    'dashboard.futures.$id',
    'dashboard.orders.documents.$id',
    // A real client's file, titled with its name (tests/web/clients-pages.test.ts).
    'dashboard.clients.$id',
    // Real marketing lists and models, titled with their names (tests/web/crm-marketing-pages.test.ts).
    'dashboard.crm.lists.$id',
    'dashboard.crm.models.$id.standard',
    'dashboard.crm.models.$id.advanced',
    // A real import, titled with its file's name (tests/web/imports-pages.test.ts).
    'dashboard.clients.import.$id',
    // A real campaign, titled with its name (tests/web/campaigns-pages.test.ts).
    'dashboard.crm.campaigns.$id',
    // Buyers only (grouped orders): an owner is sent back to /dashboard; e2e/grouped-orders.spec.ts.
    'dashboard.groups',
  ])
  const pages = Object.entries(modules)
    .map(([file, importer]) => ({ id: file.replace(/^.*\/|\.tsx$/g, ''), importer }))
    .filter((p) => !others.has(p.id))

  it('are many', () => {
    expect(pages.length).toBeGreaterThan(80)
  })

  it.each(pages)('$id answers its title to the owner', async ({ id, importer }) => {
    const { pattern } = patternOf(id)
    const { loader } = await importer()
    const data = (await load(loader, 'owner', sampleOf(pattern))) as { title: string }
    expect(titleOf(pattern)).not.toBe('Caveau')
    expect(data.title.startsWith(titleOf(pattern))).toBe(true)
    if (pattern.includes(':id')) expect(data.title).toContain('n° 1')
  })
})

describe('area loaders', () => {
  it('run the guard first', async () => {
    const res = await thrown(() => load(orderLoader, 'anonymous', '/dashboard/orders/abc'))
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/auth/login?redirectLink=%2Fdashboard%2Forders%2Fabc')
  })

  it('put the id in the heading', async () => {
    expect(await load(reservationLoader, 'owner', '/dashboard/reservations/12')).toEqual({
      title: 'Réservation n° 12',
    })
  })

  it.each(['abc', '0', '-1', '1.5', '012', '99999999999'])(
    'answer 404 for the id %s',
    async (id) => {
      const res = await thrown(() => load(orderLoader, 'owner', `/dashboard/orders/${id}`))
      expect(res.status).toBe(404)
    },
  )
})

describe('/dashboard/orders/add', () => {
  it.each([
    ['', 'Nouvelle commande'],
    ['?subType=quote', 'Nouveau devis'],
    ['?subType=bill', 'Nouvelle facture'],
  ])('titles %s as %s', async (search, title) => {
    expect(await load(orderEntryLoader, 'owner', `/dashboard/orders/add${search}`)).toMatchObject({
      title,
    })
  })

  it.each(['foo', 'toString', 'QUOTE'])('refuses the subType %s with 400', async (subType) => {
    const res = await thrown(() =>
      load(orderEntryLoader, 'owner', `/dashboard/orders/add?subType=${subType}`),
    )
    expect(res.status).toBe(400)
    expect(await res.text()).toBe('Type de document inconnu')
  })
})

describe('/dashboard/settings', () => {
  it('shows the account of the signed-in user', async () => {
    const data = await load(settingsLoader, 'owner', '/dashboard/settings?link=account')
    expect(data.active.link).toBe('account')
    expect(data.account).toMatchObject({ name: 'Claire Fontaine', email: 'owner@caveau.test' })
    expect(data.account?.sessions).toEqual(expect.any(Array))
  })

  it('opens on the informations and falls back to them', async () => {
    for (const search of ['', '?link=nope', '?link=constructor']) {
      const data = await load(settingsLoader, 'owner', `/dashboard/settings${search}`)
      expect(data.active.link).toBe('infos')
      expect(data.account).toBeNull()
    }
    expect(await load(settingsLoader, 'owner', '/dashboard/settings')).toMatchObject({ tab: 0 })
    expect(
      await load(settingsLoader, 'owner', '/dashboard/settings?link=billing&tab=2'),
    ).toMatchObject({ tab: 2 })
  })

  it('lists the fifteen tabs, in French, to sellers with their shop status', async () => {
    for (const account of ['owner', 'iam', 'iam-limited'] as const) {
      const data = await load(settingsLoader, account, '/dashboard/settings?link=documents')
      expect(data.tabs.map((t) => t.link)).toEqual([
        'infos',
        'typos',
        'crm',
        'products',
        'billing',
        'delivery',
        'roles',
        'accounting',
        'campaigns',
        'matchGrids',
        'account',
        'iframes',
        'integrations',
        'promotions',
        'documents',
      ])
      expect(data.tabs[9].label).toBe('Imports et exports')
      expect(data.active.label).toBe('Documents')
      expect(data.online).toBe(true)
    }
  })

  it.each(['buyer', 'pro', 'agent'] as const)('gives %s only the account tab', async (account) => {
    const data = await load(settingsLoader, account, '/dashboard/settings?link=billing')
    expect(data.tabs).toEqual([{ link: 'account', label: 'Compte' }])
    expect(data.active.link).toBe('account')
    expect(data.account?.email).toBe(`${account}@caveau.test`)
    expect(data.online).toBeNull()
  })
})

describe('/roi-simulator', () => {
  it('shows the empty form first', async () => {
    expect(await load(roiLoader, 'anonymous', '/roi-simulator')).toMatchObject({
      errors: {},
      result: null,
    })
  })

  it('computes the monthly saving in integer cents', async () => {
    const data = await load(
      roiLoader,
      'anonymous',
      '/roi-simulator?bottles=100&price=12%2C50&commission=15',
    )
    // 100 × 12,50 € × 15 % = 187,50 €
    expect(data.result).toEqual({
      monthly: formatCents(18_750),
      monthlyCents: 18_750,
      yearly: formatCents(225_000),
    })
    const odd = await load(
      roiLoader,
      'owner',
      '/roi-simulator?bottles=3&price=9.99&commission=12.5',
    )
    expect(odd.result?.monthlyCents).toBe(375) // 3 × 999 × 12,5 % = 374,625
  })

  it('answers French errors for bad input', async () => {
    const data = await load(
      roiLoader,
      'anonymous',
      '/roi-simulator?bottles=beaucoup&price=-3&commission=150',
    )
    expect(data.result).toBeNull()
    expect(data.errors).toEqual({
      bottles: ['Indiquez un nombre entier de bouteilles.'],
      price: ['Indiquez un prix en euros, par exemple 12,50.'],
      commission: ['La commission ne peut pas dépasser 100 %.'],
    })
    expect(data.values.bottles).toBe('beaucoup')
    const empty = await load(
      roiLoader,
      'anonymous',
      '/roi-simulator?bottles=0&price=&commission=10',
    )
    expect(empty.errors.bottles).toEqual(['Indiquez au moins une bouteille.'])
    expect(empty.errors.price).toEqual(['Indiquez un prix en euros, par exemple 12,50.'])
  })
})

describe('/disable-tracking-notif', () => {
  const post = (init: RequestInit = {}) =>
    disableTrackingAction({
      request: requestAs('anonymous', '/disable-tracking-notif', { method: 'POST', ...init }),
      params: {},
      context: {},
    } satisfies ActionFunctionArgs)

  it('changes nothing on GET', async () => {
    const data = await load(disableTrackingLoader, 'anonymous', '/disable-tracking-notif')
    expect(data).toEqual({ title: 'Ne plus recevoir ces notifications', disabled: false })
    expect(data).not.toBeInstanceOf(Response)
  })

  it('sets trackingNotif=off for a year on POST', async () => {
    const res = await post()
    expect(res.status).toBe(302)
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^trackingNotif=off;/)
    expect(cookie).toContain('Max-Age=31536000')
    expect(cookie).toContain('Path=/')
  })

  it('then confirms', async () => {
    const request = requestAs('anonymous', '/disable-tracking-notif', {
      headers: { cookie: 'trackingNotif=off' },
    })
    expect(await disableTrackingLoader({ request, params: {}, context: {} })).toMatchObject({
      disabled: true,
    })
  })

  it('refuses a POST sent by another site', async () => {
    const res = await thrown(() => post({ headers: { origin: 'https://ailleurs.example' } }))
    expect(res.status).toBe(403)
  })
})

describe('public pages with parameters', () => {
  // Resolving known codes is tested in tests/web/gs1.test.ts.
  it.each([
    '/gs1/01/3760000000000/22/2020/10/L-42',
    '/gs1/01/3760000000009',
    '/gs1/01/12345',
    '/gs1/01/3760000000000/22/20',
    '/gs1/01/3760000000000/10/lot%20n%C2%B01',
  ])('answers 404 for %s', async (path) => {
    expect((await thrown(() => load(gs1Loader, 'anonymous', path))).status).toBe(404)
  })

  // The embedded listing itself is tested in tests/web/shop-pages.test.ts.
  it('checks the id of an embedded shop', async () => {
    expect((await thrown(() => load(iframeLoader, 'anonymous', '/iframes/999999'))).status).toBe(
      404,
    )
    expect((await thrown(() => load(iframeLoader, 'anonymous', '/iframes/x'))).status).toBe(404)
  })
})
