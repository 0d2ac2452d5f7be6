/**
 * Issue 16 §1 in the pages: the owner switches the shop offline from the settings' 'Informations'
 * tab (a collaborator sees the state read-only and may not post); offline, the public listing and
 * product pages, and their /shops/{id} forms for a buyer, answer the closed page (503 with
 * Retry-After, the shop's name and contact, no catalogue); the legal notice stays readable; the
 * owner still sees the shop (the banner reads `frame.online`); back online, the listing returns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import type { LoaderFunctionArgs } from '@remix-run/node'
import { eq } from 'drizzle-orm'
import { getRuntime } from '#app/platform/api/runtime.server'
import { shops } from '#app/platform/db/schema'
import { pageCache } from '#app/platform/web/page-cache.server'
import { demoCatalogue } from '#app/modules/catalogue/api/seed/seed-catalogue'
import { shopPageHeaders } from '#app/modules/shop/web/shop-closed.server'
import { loader as publicProductLoader } from '#app/routes/$name.$product'
import { loader as publicListingLoader } from '#app/routes/$name._index'
import { loader as legalNoticeLoader } from '#app/routes/$name.legal-notice'
import { loader as signedInListingLoader } from '#app/routes/shops.$id._index'
import { settingsAs } from './settings-forms'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

const SHOP = `/${demoCatalogue.source.urlShop}`
const { redSlug } = demoCatalogue.source

type Owner = Awaited<ReturnType<typeof settingsAs>>
let owner: Owner
let collaborator: Owner

beforeAll(async () => {
  await signInDemoAccounts()
  owner = await settingsAs('owner@caveau.test')
  collaborator = await settingsAs('iam@caveau.test')
})
afterAll(() => closeRuntime(database))

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>

/** What a loader answers or throws: `data()` unwrapped, with its status and headers. */
async function outcome(loader: Loader, account: DemoAccount, path: string) {
  let result: any
  try {
    // The guard reads the params from the address itself.
    result = await loader({ request: requestAs(account, path), params: {}, context: {} })
  } catch (error) {
    result = error
  }
  if (result?.type === 'DataWithResponseInit')
    return {
      status: result.init?.status ?? 200,
      data: result.data,
      headers: new Headers(result.init?.headers),
    }
  if (result instanceof Response)
    return { status: result.status, data: null, headers: result.headers }
  return { status: 200, data: result, headers: new Headers() }
}

type StatusView = { shopStatus: { online: boolean; editable: boolean } | null }
const statusOf = async (page: Owner) =>
  ((await page.load('infos')) as unknown as StatusView).shopStatus

const switchTo = (page: Owner, online: boolean) =>
  page.post('infos', [
    ['intent', 'shop-status'],
    ['online', String(online)],
  ])

describe('the settings switch (no JavaScript)', () => {
  it('shows the owner the state and lets them switch; a collaborator reads it only', async () => {
    expect(await statusOf(owner)).toEqual({ online: true, editable: true })
    expect(await statusOf(collaborator)).toEqual({ online: true, editable: false })
    const refused = (await switchTo(collaborator, false)) as Response
    expect(refused.status).toBe(403)
    expect((await statusOf(owner))?.online).toBe(true)
  })

  it('puts the shop offline and back to the tab with a toast', async () => {
    const res = (await switchTo(owner, false)) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/dashboard/settings?link=infos')
    expect(res.headers.get('set-cookie')).toBeTruthy()
    expect(await statusOf(owner)).toEqual({ online: false, editable: true })
  })
})

describe('an offline shop’s pages', () => {
  it('answer visitors the closed page: 503, Retry-After, name and contact, no catalogue', async () => {
    for (const [loader, path] of [
      [publicListingLoader, SHOP],
      [publicProductLoader, `${SHOP}/${redSlug}`],
    ] as const) {
      const res = await outcome(loader, 'anonymous', path)
      expect(res.status).toBe(503)
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
      expect(res.data.shopClosed).toBe(true)
      expect(res.data.name).toBeTruthy()
      expect(res.data.email).toContain('@')
      expect(res.data.legalNoticeHref).toBe(`${SHOP}/legal-notice`)
      expect(JSON.stringify(res.data)).not.toMatch(/catalogue|products|priceCents/)
    }
  })

  it('pass the Retry-After on to the document', () => {
    const errorHeaders = new Headers({ 'Retry-After': '3600' })
    const headers = new Headers(
      shopPageHeaders({
        errorHeaders,
        parentHeaders: new Headers({ 'X-Parent': '1' }),
        loaderHeaders: new Headers(),
        actionHeaders: new Headers(),
      }),
    )
    expect(headers.get('Retry-After')).toBe('3600')
    expect(headers.get('X-Parent')).toBe('1')
  })

  it('keep the legal notice readable', async () => {
    const res = await outcome(legalNoticeLoader, 'anonymous', `${SHOP}/legal-notice`)
    expect(res.status).toBe(200)
  })

  it('answer a buyer the closed page under /shops/{id}, and the owner the shop itself', async () => {
    const { db } = (await getRuntime()).database
    const [{ id }] = await db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.urlShop, demoCatalogue.source.urlShop))
    const buyer = await outcome(signedInListingLoader, 'buyer', `/shops/${id}`)
    expect(buyer.status).toBe(503)
    expect(buyer.data.shopClosed).toBe(true)
    const staff = await outcome(signedInListingLoader, 'owner', `/shops/${id}`)
    expect(staff.status).toBe(200)
    expect(staff.data.frame.online).toBe(false)
    expect(staff.data.catalogue.products.length).toBeGreaterThan(0)
  })
})

describe('back online', () => {
  it('shows visitors the listing at the next request', async () => {
    // A page the visitors' cache kept before the switch is dropped by the shop's announced change.
    const key = pageCache.keyOf('GET', SHOP, undefined, undefined)!
    const kept = pageCache.store(key, pageCache.generation(), {
      status: 200,
      headers: { 'cache-control': 'public, s-maxage=10', 'content-type': 'text/html' },
      body: Buffer.from('<p>fermée</p>'),
    })
    expect(kept).toBe(true)
    expect(((await switchTo(owner, true)) as Response).status).toBe(302)
    expect(pageCache.get(key)).toBeNull()
    const res = await outcome(publicListingLoader, 'anonymous', SHOP)
    expect(res.status).toBe(200)
    expect(res.data.frame.online).toBe(true)
    expect(res.data.catalogue.products.length).toBeGreaterThan(0)
  })
})
