import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import type { LoaderFunctionArgs } from '@remix-run/node'
import { and, eq } from 'drizzle-orm'
import { demoCatalogue } from '#app/modules/catalogue/api/seed/seed-catalogue'
import { iframes, shopMembers, users } from '#app/platform/db/schema'
import { getRuntime } from '#app/platform/api/runtime.server'
import { productJsonLd, productMeta } from '#app/modules/shop/web/components/shop-seo'
import { loader as publicLayoutLoader } from '#app/routes/$name'
import { loader as publicProductLoader } from '#app/routes/$name.$product'
import { loader as publicListingLoader } from '#app/routes/$name._index'
import { loader as iframeLoader, headers as iframeHeaders } from '#app/routes/iframes.$id'
import { loader as signedInProductLoader } from '#app/routes/shops.$id.$product'
import {
  action as signedInListingAction,
  loader as signedInListingLoader,
} from '#app/routes/shops.$id._index'
import { loader as builderProductLoader } from '#app/routes/shops.$id.builders.$builder.$product'
import { loader as builderListingLoader } from '#app/routes/shops.$id.builders._index'
import { closeRuntime, requestAs, signInDemoAccounts, thrown, type DemoAccount } from './session'

beforeAll(signInDemoAccounts)
afterAll(() => closeRuntime(database))

const SHOP = `/${demoCatalogue.source.urlShop}`
const { redSlug, pausedSlug, outOfStockSlug, elabel } = demoCatalogue.source

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>
const run = (loader: Loader, account: DemoAccount, path: string, init?: RequestInit) =>
  loader({ request: requestAs(account, path, init), params: {}, context: {} })

/** A loader's answer: `data()` results unwrapped, with their status. */
async function load<T>(loader: Loader, account: DemoAccount, path: string) {
  const result = (await run(loader, account, path)) as any
  if (result && result.type === 'DataWithResponseInit')
    return { status: result.init?.status ?? 200, data: result.data as T, init: result.init }
  return { status: 200, data: result as T, init: undefined }
}

type Listing = Awaited<ReturnType<typeof publicListingLoader>>
type Product = Extract<Awaited<ReturnType<typeof publicProductLoader>>['data'], { found: true }>

const prices = (listing: Listing) =>
  listing.catalogue!.products.flatMap((p) => p.formats.map((f) => f.priceCents))

describe('the public listing', () => {
  it('shows an anonymous visitor the public TTC prices and a canonical /{name} address', async () => {
    const { data } = await load<Listing>(publicListingLoader, 'anonymous', SHOP)
    const { shop, products } = data.catalogue!
    expect(products.length).toBeGreaterThanOrEqual(12)
    expect(shop.ttc).toBe(true)
    expect(shop.typologyName).toBe('Particulier')
    expect(prices(data).every((p) => Number.isInteger(p))).toBe(true)
    expect(products.map((p) => p.slug)).not.toContain(pausedSlug)
    expect(products.find((p) => p.slug === outOfStockSlug)?.status).toBe('outofstock')
    // APP_URL is not set here: the canonical address is on the request's own origin.
    expect(data.canonical).toBe(`http://localhost${SHOP}`)
    expect(data.staff).toBe(false)
    // The first tab ('Nos vins') lists the whole catalogue.
    expect(data.tab?.name).toBe('Nos vins')
  })

  it('narrows the list with the GET filters', async () => {
    const all = (await load<Listing>(publicListingLoader, 'anonymous', SHOP)).data
    const { data } = await load<Listing>(publicListingLoader, 'anonymous', `${SHOP}?color=Rouge`)
    expect(data.chosen.color).toBe('Rouge')
    expect(data.catalogue!.products.length).toBeGreaterThan(0)
    expect(data.catalogue!.products.length).toBeLessThan(all.catalogue!.products.length)
    expect(data.catalogue!.products.every((p) => p.color === 'Rouge')).toBe(true)
  })

  it('offers the shop’s labels as a filter, by id; a mangled one filters nothing', async () => {
    const all = (await load<Listing>(publicListingLoader, 'anonymous', SHOP)).data
    const labels = all.catalogue!.filters.labels
    expect(labels.map((l) => [l.name, l.colour])).toEqual([
      ['Coup de cœur', 'red'],
      ['Nouveau', 'blue'],
    ])
    const favourite = labels[0].id
    const { data } = await load<Listing>(
      publicListingLoader,
      'anonymous',
      `${SHOP}?label=${favourite}`,
    )
    expect(data.chosen.label).toBe(String(favourite))
    expect(data.catalogue!.products.map((p) => p.slug)).toEqual([elabel.slug])
    expect(data.catalogue!.products[0].labels.map((l) => l.name)).toEqual(['Coup de cœur'])
    // An old or hand-typed link: the whole listing rather than an error page.
    const mangled = (await load<Listing>(publicListingLoader, 'anonymous', `${SHOP}?label=abc`))
      .data
    expect(mangled.chosen.label).toBeUndefined()
    expect(mangled.catalogue!.products).toHaveLength(all.catalogue!.products.length)
  })

  it('filters a product tab by its own filter, which the visitor cannot change', async () => {
    const { data } = await load<Listing>(
      publicListingLoader,
      'anonymous',
      `${SHOP}?page=blancs&color=Rouge`,
    )
    expect(data.tab?.name).toBe('Blancs')
    expect(data.locked).toEqual({ color: 'Blanc' })
    expect(data.catalogue!.products.every((p) => p.color === 'Blanc')).toBe(true)
  })

  it('shows a content tab as sanitised HTML, without a listing', async () => {
    const { data } = await load<Listing>(
      publicListingLoader,
      'anonymous',
      `${SHOP}?page=le-domaine`,
    )
    expect(data.tab?.kind).toBe('content')
    expect(data.tab?.html).toContain('Sancerre')
    expect(data.catalogue).toBeNull()
  })

  it('sends /1 and the shop code to the /{name} address', async () => {
    for (const ref of ['/1', '/SOURCE']) {
      const res = await thrown(() =>
        run(publicLayoutLoader, 'anonymous', `${ref}/${redSlug}?refId=7`),
      )
      expect(res.status).toBe(301)
      expect(res.headers.get('location')).toBe(`${SHOP}/${redSlug}?refId=7`)
    }
  })

  it('sends signed-in users to /shops/{id}, product pages included', async () => {
    const res = await thrown(() => run(publicLayoutLoader, 'buyer', `${SHOP}/${redSlug}?refId=7`))
    expect(res.headers.get('location')).toBe(`/shops/1/${redSlug}?refId=7`)
  })
})

describe('prices by viewer (spec 6)', () => {
  it('a private buyer sees the public TTC grid', async () => {
    const anonymous = (await load<Listing>(publicListingLoader, 'anonymous', SHOP)).data
    const { data } = await load<Listing>(signedInListingLoader, 'buyer', '/shops/1')
    expect(data.catalogue!.shop.ttc).toBe(true)
    expect(prices(data)).toEqual(prices(anonymous))
    expect(data.catalogue!.shop.canRequestTariff).toBe(false)
  })

  it('pro@ sees the Restaurateur grid, HT', async () => {
    const { data } = await load<Listing>(signedInListingLoader, 'pro', '/shops/1')
    expect(data.catalogue!.shop.typologyName).toBe('Restaurateur')
    expect(data.catalogue!.shop.ttc).toBe(false)
    expect(data.catalogue!.products.every((p) => p.formats.every((f) => !f.ttc))).toBe(true)
  })

  it('the owner sees every product with a status, and may pick a typology', async () => {
    const { data } = await load<Listing>(
      signedInListingLoader,
      'owner',
      '/shops/1?typology=caviste',
    )
    expect(data.staff).toBe(true)
    expect(data.catalogue!.products.map((p) => p.slug)).toContain(pausedSlug)
    expect(data.catalogue!.shop.typologyName).toBe('Caviste')
    expect(data.typologies?.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Particulier', 'Restaurateur', 'Caviste']),
    )
    // An unknown typology (an old link) falls back to the default view.
    const old = await load<Listing>(signedInListingLoader, 'owner', '/shops/1?typology=disparue')
    expect(old.data.catalogue!.products.length).toBe(data.catalogue!.products.length)
  })

  it('an agent sees every product too, without the price grid selector', async () => {
    const { data } = await load<Listing>(signedInListingLoader, 'agent', '/shops/1')
    expect(data.staff).toBe(true)
    expect(data.typologies).toBeNull()
    expect(data.catalogue!.products.map((p) => p.slug)).toContain(pausedSlug)
  })

  it('a pro on the public grid asks for their tariff; the owner is told', async () => {
    const { db } = (await getRuntime()).database
    const [pro] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'pro@caveau.test'))
    const member = and(eq(shopMembers.shopId, 1), eq(shopMembers.userId, pro.id))
    await db.update(shopMembers).set({ typology: null }).where(member)
    try {
      const { data } = await load<Listing>(signedInListingLoader, 'pro', '/shops/1')
      expect(data.catalogue!.shop.canRequestTariff).toBe(true)
      const body = new URLSearchParams({ intent: 'tariff-request' })
      const res = (await run(signedInListingAction, 'pro', '/shops/1?index&refId=3', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })) as Response
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('/shops/1?refId=3')
      expect(res.headers.get('set-cookie')).toContain('toast=')
    } finally {
      await db.update(shopMembers).set({ typology: 'restaurateur' }).where(member)
    }
  })
})

describe('the product page', () => {
  it('shows the ingredients with the allergens, and the nutrition per 100 ml', async () => {
    const { status, data } = await load<Product>(
      publicProductLoader,
      'anonymous',
      `${SHOP}/${elabel.slug}`,
    )
    expect(status).toBe(200)
    expect(data.product.name).toBe(elabel.name)
    expect(data.legal?.ingredients?.some((p) => p.allergen === 'sulphites')).toBe(true)
    expect(data.legal?.allergens).toContain('sulfites')
    expect(data.legal?.nutrition?.[0].label).toBe('Énergie')
    expect(data.legal?.nutrition?.[0].value).toMatch(/kJ \/ \d+ kcal$/)
    expect(data.elabel).toBe(
      `${SHOP}/nutritiveValues?product=${elabel.slug}&vintage=${data.vintageId}`,
    )
    expect(data.canonical).toBe(`http://localhost${SHOP}/${elabel.slug}`)
  })

  it('switches vintage by id, or by name from a filtered listing', async () => {
    const first = await load<Product>(publicProductLoader, 'anonymous', `${SHOP}/${elabel.slug}`)
    const other = first.data.product.vintages.find((v) => v.id !== first.data.vintageId)!
    const byId = await load<Product>(
      publicProductLoader,
      'anonymous',
      `${SHOP}/${elabel.slug}?vintage=${other.id}`,
    )
    expect(byId.data.vintageId).toBe(other.id)
    const byName = await load<Product>(
      publicProductLoader,
      'anonymous',
      `${SHOP}/${elabel.slug}?vintage=${other.name}`,
    )
    expect(byName.data.vintageId).toBe(other.id)
  })

  it('gives search engines schema.org data at the public price only', async () => {
    const anonymous = (
      await load<Product>(publicProductLoader, 'anonymous', `${SHOP}/${elabel.slug}`)
    ).data
    const ld = productJsonLd(anonymous) as any
    expect(ld['@type']).toBe('Product')
    expect(ld.offers[0]).toMatchObject({
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    })
    expect(ld.offers[0].price).toBe((anonymous.product.formats[0].priceCents! / 100).toFixed(2))
    const meta = productMeta({ ...anonymous, found: true })
    expect(meta).toContainEqual({ property: 'og:type', content: 'product' })
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: anonymous.canonical })

    const pro = (await load<Product>(signedInProductLoader, 'pro', `/shops/1/${elabel.slug}`)).data
    expect(pro.shop.ttc).toBe(false)
    expect((productJsonLd(pro) as any).offers).toBeUndefined()
    expect(productMeta({ ...pro, found: true })).toContainEqual({
      name: 'robots',
      content: 'noindex',
    })
  })

  it('answers 404 “Produit inexistant” for an unknown or paused product', async () => {
    for (const slug of ['vin-qui-n-existe-pas', pausedSlug]) {
      const { status, data } = await load<{ found: boolean }>(
        publicProductLoader,
        'anonymous',
        `${SHOP}/${slug}`,
      )
      expect(status).toBe(404)
      expect(data.found).toBe(false)
    }
    expect(productMeta({ found: false })).toEqual([{ title: 'Produit inexistant | Caveau' }])
  })
})

describe('the owner’s preview (builders)', () => {
  it('renders the listing and the products as staff see them', async () => {
    const { data } = await load<Listing>(builderListingLoader, 'owner', '/shops/1/builders')
    expect(data.catalogue!.products.map((p) => p.slug)).toContain(pausedSlug)
    const product = await load<Product>(
      builderProductLoader,
      'owner',
      `/shops/1/builders/accueil/${pausedSlug}`,
    )
    expect(product.status).toBe(200)
    expect(product.data.base).toBe('/shops/1/builders/accueil')
  })

  it('is only for the shop’s own staff', async () => {
    const res = await thrown(() => run(builderListingLoader, 'owner2', '/shops/1/builders'))
    expect(res.status).toBe(404)
  })
})

describe('the embedded shop /iframes/{id}', () => {
  it('lists the products and lets only the iframe’s origins frame it', async () => {
    const { db } = (await getRuntime()).database
    const [frame] = await db.select().from(iframes).where(eq(iframes.shopId, 1))
    const { data, init } = await load<any>(
      iframeLoader,
      'anonymous',
      `/iframes/${frame.id}?color=Rouge`,
    )
    expect(data.products.length).toBeGreaterThan(0)
    expect(data.products.every((p: { color: string }) => p.color === 'Rouge')).toBe(true)
    expect(data.productBase).toBe(SHOP)
    const csp = new Headers(init?.headers).get('content-security-policy')
    expect(csp).toBe(`frame-ancestors ${frame.origins.join(' ')}`)
    const headers = new Headers(
      iframeHeaders({ loaderHeaders: new Headers(init?.headers) } as any) as HeadersInit,
    )
    expect(headers.get('content-security-policy')).toBe(csp)
  })

  it('offers and applies the label filter like the listing', async () => {
    const { db } = (await getRuntime()).database
    const [frame] = await db.select().from(iframes).where(eq(iframes.shopId, 1))
    const all = (await load<any>(iframeLoader, 'anonymous', `/iframes/${frame.id}`)).data
    const [favourite] = all.filters.labels
    expect(favourite.name).toBe('Coup de cœur')
    const { data } = await load<any>(
      iframeLoader,
      'anonymous',
      `/iframes/${frame.id}?label=${favourite.id}`,
    )
    expect(data.products.map((p: { slug: string }) => p.slug)).toEqual([elabel.slug])
  })

  it('keeps to its product subset, and refuses framing when it names no origin', async () => {
    const { db } = (await getRuntime()).database
    const [frame] = await db.select().from(iframes).where(eq(iframes.shopId, 1))
    const all = (await load<any>(iframeLoader, 'anonymous', `/iframes/${frame.id}`)).data
    const [first] = all.products
    await db
      .update(iframes)
      .set({ origins: [], settings: { ...frame.settings, productIds: [first.id] } })
      .where(eq(iframes.id, frame.id))
    try {
      const { data, init } = await load<any>(iframeLoader, 'anonymous', `/iframes/${frame.id}`)
      expect(data.products.map((p: { id: number }) => p.id)).toEqual([first.id])
      expect(new Headers(init?.headers).get('content-security-policy')).toBe(
        "frame-ancestors 'none'",
      )
    } finally {
      await db.update(iframes).set(frame).where(eq(iframes.id, frame.id))
    }
  })
})
