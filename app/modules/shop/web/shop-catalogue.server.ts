/**
 * The data of the public shop pages (listing, product, iframe): one provider call each, prices
 * already in the viewer's typology (spec 6), plus what the page needs for links and SEO.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import { tariffRequestSchema } from '#app/modules/shop/domain/tariff-request'
import type {
  CardProduct,
  FilterKey,
  FilterValues,
} from '#app/modules/shop/web/components/catalogue-types'
import { cardOf, filterKeys } from '#app/modules/shop/web/components/catalogue-types'
import { selectTab } from '#app/modules/shop/web/components/shop-links'
import type { PublicVintageDetail } from '#app/modules/shop/web/components/catalogue-types'
import { hasPermission } from '#app/platform/domain/access'
import { allergensOf, ingredientParts } from '#app/modules/elabel/web/allergens'
import { nutrients } from '#app/modules/elabel/web/labels'
import { fr } from '#app/modules/elabel/web/labels/fr'
import { energyLabel, gramsLabel } from '#app/modules/elabel/web/nutrition'
import type { ShopTab } from '#app/modules/catalogue/domain/catalogue'
import { publicOrigin } from '#app/platform/web/public-url.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import {
  catalogueProductRoute,
  catalogueRoute,
  tariffRequestRoute,
} from '#app/modules/shop/contract'
import { publicIframeRoute, tarifsRoute } from '#app/modules/catalogue/contract'
import { sanitizeShopHtml } from './shop-content.server'
import { loadShop, type PublicShop } from './shop.server'
import { refuseClosedShop, throwShopClosed } from './shop-closed.server'
import { SHOP_CLOSED_STATUS } from '#app/modules/shop/domain/shop-status'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { readForm } from '#app/platform/web/forms.server'
import { loadTabBlocks } from '#app/modules/builder/web/blocks.server'
import { elabelHref } from '#app/modules/elabel/domain/elabel-href'

/** Where the page's links start: `/domaine-de-la-source`, `/shops/1` or a builder's preview. */
export type ShopBase = { base: string; productBase: string }

/** Owners, collaborators and agents of this shop see every product with a status (spec 6). */
export function isShopStaff(ctx: GuardContext, shopId: number): boolean {
  const role = ctx.user?.role
  if (role !== 'owner' && role !== 'iam' && role !== 'agent') return false
  return ctx.user!.shops.some((s) => s.id === shopId)
}

/** The address search engines should index: always the /{name} form, on the public origin. */
export function canonicalUrl(
  request: Request,
  shop: { id: number; urlShop: string | null },
  rest = '',
) {
  return `${publicOrigin(request)}/${shop.urlShop ?? shop.id}${rest}`
}

const pick = (url: URL, key: string) => url.searchParams.get(key)?.trim().slice(0, 100) || undefined

/** A filter of the query; a label that is no id (a mangled link) is no filter rather than an error. */
function pickFilter(url: URL, key: FilterKey) {
  const value = pick(url, key)
  return key === 'label' && !/^\d{1,9}$/.test(value ?? '') ? undefined : value
}

/** The typologies a staff member may preview, when their rights let them read the price grid. */
async function staffTypologies(ctx: GuardContext) {
  // An agent or a collaborator without seeAllPrice would get a 403, which ends the session.
  if (!hasPermission(ctx.viewer, 'seeAllPrice')) return null
  const result = await ctx.api.call(tarifsRoute, {})
  if (!result.ok) return null
  return Object.entries(result.data.typologies).map(([key, t]) => ({ key, name: t.name }))
}

export type ListingTab = Pick<ShopTab, 'id' | 'name' | 'kind'> & { html: string | null }

/** The listing of a shop tab (or of the whole catalogue), with its GET filters. */
export async function loadListing(
  ctx: GuardContext,
  request: Request,
  shop: PublicShop,
  links: ShopBase,
  { tabRef, drafts = false }: { tabRef?: string; drafts?: boolean } = {},
) {
  const url = new URL(request.url)
  const tab = selectTab(shop.tabs, tabRef ?? pick(url, 'page') ?? null, pick(url, 'pageid') ?? null)
  const locked: FilterValues = tab?.kind === 'products' ? { ...tab.filter } : {}
  const chosen: FilterValues = {}
  for (const key of filterKeys) chosen[key] = locked[key] ?? pickFilter(url, key)
  const staff = isShopStaff(ctx, shop.id)
  await refuseClosedShop(ctx, shop, staff)
  const typology = staff ? pick(url, 'typology') : undefined
  const params = { id: String(shop.id) }

  const list = async () => {
    const result = await ctx.api.call(catalogueRoute, { params, query: { ...chosen, typology } })
    // A typology that no longer exists (an old link): the staff's default view instead.
    if (!result.ok && result.status === 400 && typology)
      return ctx.api.call(catalogueRoute, { params, query: chosen })
    return result
  }
  const [listing, typologies, blocks] = await Promise.all([
    tab?.kind === 'content' ? null : list(),
    staff ? staffTypologies(ctx) : null,
    tab ? loadTabBlocks(ctx, shop.id, tab.id, { drafts, typology }) : null,
  ])
  // Offline since the shop was read: the API's refusal is the closed page too.
  if (listing?.status === SHOP_CLOSED_STATUS) await throwShopClosed(ctx, shop)
  if (listing && !listing.ok) throw new Response('Not Found', { status: 404 })
  const catalogue = listing?.ok ? listing.data : null
  return {
    ...links,
    frame: shop,
    signedIn: Boolean(ctx.user),
    staff,
    typologies,
    tab: tab
      ? {
          id: tab.id,
          name: tab.name,
          kind: tab.kind,
          html: tab.kind === 'content' ? sanitizeShopHtml(tab.content ?? '') : null,
        }
      : null,
    locked,
    chosen,
    blocks,
    catalogue: catalogue
      ? {
          shop: catalogue.shop,
          filters: catalogue.filters,
          products: catalogue.products.map(cardOf),
        }
      : null,
    canonical: canonicalUrl(
      request,
      shop,
      tab && shop.tabs[0]?.id !== tab.id ? `?${new URLSearchParams({ page: tab.name })}` : '',
    ),
  }
}

/** A product page: the product of this shop, or the spec's 'Produit inexistant' (404). */
export async function loadProductPage(
  ctx: GuardContext,
  request: Request,
  shop: PublicShop,
  slug: string | undefined,
  links: ShopBase,
) {
  const base = { ...links, frame: shop, signedIn: Boolean(ctx.user) }
  const staff = isShopStaff(ctx, shop.id)
  await refuseClosedShop(ctx, shop, staff)
  const result =
    slug && /^[\w-]{1,100}$/.test(slug)
      ? await ctx.api.call(catalogueProductRoute, { params: { id: String(shop.id), slug } })
      : null
  if (result?.status === SHOP_CLOSED_STATUS) await throwShopClosed(ctx, shop)
  if (!result?.ok) return data({ ...base, found: false as const }, { status: 404 })
  const { product } = result.data
  const wanted = new URL(request.url).searchParams.get('vintage')
  // A vintage by id (the switcher) or by name (a listing filtered on a year).
  const vintage =
    product.vintages.find((v) => String(v.id) === wanted) ??
    product.vintages.find((v) => v.name === wanted) ??
    product.vintages[0] ??
    null
  return data({
    ...base,
    found: true as const,
    staff,
    shop: result.data.shop,
    product,
    vintageId: vintage?.id ?? null,
    legal: vintage ? legalInfo(vintage) : null,
    canonical: canonicalUrl(request, shop, `/${product.slug}`),
    elabel: vintage
      ? elabelHref(shop.urlShop ?? String(shop.id), {
          product: product.slug,
          vintage: String(vintage.id),
        })
      : null,
  })
}

/** 'Demander mon tarif professionnel' (spec 6): the owner is told, the buyer gets a snackbar. */
export async function requestTariff(ctx: GuardContext, request: Request, shop: PublicShop) {
  const url = new URL(request.url)
  url.searchParams.delete('index')
  const back = url.pathname + url.search
  const submission = parseWithZod(await readForm(request), { schema: tariffRequestSchema })
  if (submission.status !== 'success' || !ctx.user || isShopStaff(ctx, shop.id))
    throw redirect(back)
  const result = await ctx.api.call(tariffRequestRoute, { params: { id: String(shop.id) } })
  return redirectWithToast(request, back, {
    type: result.ok ? 'success' : 'error',
    message: result.data.message,
  })
}

/**
 * What distance selling must show before purchase (DOMAIN.md): ingredients with the allergens
 * emphasised, and the nutrition declaration per 100 ml, in the e-label's own wording.
 */
function legalInfo(vintage: PublicVintageDetail) {
  const n = vintage.nutrition
  return {
    ingredients: ingredientParts(fr, vintage),
    allergens: allergensOf(vintage.allergens, vintage).map((a) => fr.allergens[a]),
    nutrition: n
      ? [
          { label: fr.energy, value: energyLabel('fr', n) },
          ...nutrients.map((key) => ({
            label: fr.nutrients[key],
            value: gramsLabel('fr', key, n[key]),
          })),
        ]
      : null,
  }
}

/** The owners' preview (/shops/{id}/builders…): their own shop only, as buyers will see it. */
async function builderShop(ctx: GuardContext) {
  const shop = await loadShop(ctx, ctx.params.id)
  if (!isShopStaff(ctx, shop.id)) throw new Response('Not Found', { status: 404 })
  const root = `/shops/${ctx.params.id}/builders`
  const builder = ctx.params.builder
  return { shop, root, page: builder ? `${root}/${builder}` : `${root}/accueil`, builder }
}

/** The builder's preview of a tab: its drafts too when it is the shop the member works in. */
export async function loadBuilderListing(ctx: GuardContext, request: Request) {
  const { shop, root, page, builder } = await builderShop(ctx)
  const own = ctx.shop?.id === shop.id
  const listing = await loadListing(
    ctx,
    request,
    shop,
    { base: root, productBase: page },
    { tabRef: builder, drafts: own },
  )
  return { ...listing, own, page }
}

export async function loadBuilderProduct(ctx: GuardContext, request: Request) {
  const { shop, page } = await builderShop(ctx)
  return loadProductPage(ctx, request, shop, ctx.params.product, { base: page, productBase: page })
}

const originPattern = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i

/** Only the producer's own sites may frame their embedded shop; no origin, no framing at all. */
export function frameAncestors(origins: readonly string[]): string {
  const allowed = origins.filter((o) => originPattern.test(o))
  return `frame-ancestors ${allowed.length ? allowed.join(' ') : "'none'"}`
}

const same = (a: string | null | undefined, b: string) =>
  Boolean(a) && a!.trim().toLowerCase() === b.trim().toLowerCase()

const distinct = (values: (string | null)[]) =>
  [...new Set(values.filter((v): v is string => Boolean(v?.trim())))].sort((a, b) =>
    a.localeCompare(b, 'fr'),
  )

/** The labels the products carry, each once, by name (as the API's listing offers them). */
const distinctLabels = (products: readonly Pick<CardProduct, 'labels'>[]) =>
  [...new Map(products.flatMap((p) => p.labels).map((l) => [l.id, l])).values()].sort((a, b) =>
    a.name.localeCompare(b.name, 'fr'),
  )

/**
 * The embeddable listing (/iframes/{id}): the iframe's products, filters when it shows them,
 * and the Content-Security-Policy naming the sites allowed to frame it.
 */
export async function loadIframe(ctx: GuardContext, request: Request, id: number) {
  const found = await ctx.api.call(publicIframeRoute, { params: { id: String(id) } })
  if (!found.ok) throw new Response('Not Found', { status: 404, headers: noFraming })
  const { iframe, shop } = found.data
  const listing = await ctx.api.call(catalogueRoute, {
    params: { id: String(shop.id) },
    query: { iframe: String(iframe.id) },
  })
  if (!listing.ok) throw new Response('Not Found', { status: 404, headers: noFraming })
  const subset = new Set(iframe.settings.productIds)
  const offered = listing.data.products.filter((p) => !subset.size || subset.has(p.id))
  const url = new URL(request.url)
  const chosen: FilterValues = {}
  if (iframe.settings.showFilters) for (const key of filterKeys) chosen[key] = pickFilter(url, key)
  const products = offered.filter(
    (p) =>
      (!chosen.type || same(p.type, chosen.type)) &&
      (!chosen.gamme || same(p.gamme, chosen.gamme)) &&
      (!chosen.color || same(p.color, chosen.color)) &&
      (!chosen.vintage || p.vintages.some((v) => same(v.label || v.name, chosen.vintage!))) &&
      (!chosen.label || p.labels.some((l) => String(l.id) === chosen.label)),
  )
  return data(
    {
      iframe: { id: iframe.id, name: iframe.name, color: iframe.settings.color ?? null },
      shop: { name: shop.name, code: shop.code, color: shop.editedShop.color ?? null },
      productBase: `/${shop.urlShop ?? shop.id}`,
      pricesHidden: listing.data.shop.pricesHidden,
      filters: iframe.settings.showFilters
        ? {
            types: distinct(offered.map((p) => p.type)),
            gammes: distinct(offered.map((p) => p.gamme)),
            colors: distinct(offered.map((p) => p.color)),
            vintages: distinct(offered.flatMap((p) => p.vintages.map((v) => v.label))).reverse(),
            labels: distinctLabels(offered),
          }
        : null,
      chosen,
      products: products.map(cardOf),
    },
    { headers: { 'Content-Security-Policy': frameAncestors(iframe.origins) } },
  )
}

const noFraming = { 'Content-Security-Policy': "frame-ancestors 'none'" }
