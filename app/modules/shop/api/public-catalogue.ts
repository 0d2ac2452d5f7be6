/**
 * The catalogue as buyers and visitors see it (spec 6): visible products and formats only, prices
 * in the viewer's typology, nothing of the shop's internal fields (costs, legal duties, lots).
 */
import type { IngredientTerm } from '#app/modules/catalogue/domain/ingredients'
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import {
  formatLabel,
  formatVisibleTo,
  hiddenVintageNamesOf,
  productVatRate,
  productVisibleTo,
  vintageLabel,
  type Allergen,
  type Nutrition,
} from '#app/modules/catalogue/domain/catalogue'
import type { LabelView } from '#app/modules/catalogue/domain/label-colours'
import type { Db } from '#app/platform/db/client'
import { ApiError } from '#app/platform/api/http'
import {
  SHOP_CLOSED_STATUS,
  shopClosedMessage,
  shopShownTo,
} from '#app/modules/shop/domain/shop-status'
import { products, shops } from '#app/platform/db/schema'
import type { ApiEnv } from '#app/platform/api/types'
import {
  shopCatalogue,
  type FormatRow,
  type ProductRow,
  type PromotionRow,
  type VintageRow,
} from '#app/modules/catalogue/api/catalogue-cache'
import {
  catalogueViewerOf,
  shopViewer,
  type ShopRow,
  type ShopViewer,
} from '#app/modules/catalogue/api/catalogue-viewer'
import {
  bestPromotion,
  quoteFormat,
  type DiscountStep,
  type Pricing,
  type PublicPromotion,
} from './public-pricing'

export { shopViewer, type ShopViewer } from '#app/modules/catalogue/api/catalogue-viewer'

export type PublicVintage = {
  id: number
  name: string
  label: string
  alcohol: number | null
  enPrimeur: boolean
}

export type PublicFormat = {
  id: number
  label: string
  eq75: number
  priceCents: number | null
  ttc: boolean
  discountSteps: DiscountStep[]
  gtin: string | null
  visuals: string[]
}

export type PublicProduct = {
  id: number
  slug: string
  name: string
  precision: string | null
  type: string | null
  color: string | null
  gamme: string | null
  quality: string | null
  qualityLabels: string[]
  grapes: string[]
  productType: ProductRow['productType']
  status: ProductRow['status']
  description: string | null
  appellation: string | null
  visuals: string[]
  /** The shop's labels given to it (« Coup de cœur »…), by name. */
  labels: LabelView[]
  vintages: PublicVintage[]
  formats: PublicFormat[]
  promotion: PublicPromotion | null
}

export type PublicVintageDetail = PublicVintage & {
  nutrition: Nutrition | null
  ingredients: string | null
  ingredientTerms: IngredientTerm[]
  allergens: Allergen[]
}

export type PublicProductDetail = Omit<PublicProduct, 'vintages'> & {
  vintages: PublicVintageDetail[]
  vatRate: number
}

/** Everything a projection needs besides the product: whose eyes, and the running promotions. */
export type PublicViewContext = {
  shop: ShopRow
  viewer: ShopViewer
  promotions: readonly PromotionRow[]
  now: Date
}

/** The context for a request on `shop`: its viewer and the shop's promotions (from the cache). */
export async function publicViewContext(
  c: Context<ApiEnv>,
  shop: ShopRow,
  requestedTypology?: string,
  embedTypology?: string,
): Promise<PublicViewContext> {
  const viewer = await shopViewer(c, shop, requestedTypology, embedTypology)
  const { promotions } = await shopCatalogue(c.get('deps').db, shop.id)
  return { shop, viewer, promotions, now: new Date() }
}

/** An offline shop's catalogue is for its staff only (they prepare it); others are told it is closed. */
export function refuseIfClosed(ctx: PublicViewContext) {
  if (!shopShownTo(ctx.shop, ctx.viewer.staff))
    throw new ApiError(SHOP_CLOSED_STATUS, shopClosedMessage)
}

function pricingOf(ctx: PublicViewContext, product: ProductRow): Pricing | null {
  const key = ctx.viewer.typology
  const typology = key ? ctx.shop.typologies[key] : undefined
  if (!key || !typology) return null
  return { key, typology, vatRate: productVatRate(product, ctx.shop.settings) }
}

/**
 * A product as the context's viewer sees it, or null when they may not see it: a status buyers
 * do not see, or no format left for their typology.
 */
export function publicProductView(
  product: ProductRow,
  vintages: readonly VintageRow[],
  formats: readonly FormatRow[],
  ctx: PublicViewContext,
  labels: readonly LabelView[] = [],
): PublicProduct | null {
  const viewer = catalogueViewerOf(ctx.viewer)
  if (!productVisibleTo(viewer, product)) return null
  const shown = formats.filter((f) => formatVisibleTo(viewer, f))
  if (shown.length === 0 && viewer.kind === 'buyer') return null
  const pricing = pricingOf(ctx, product)
  const hidden = ctx.viewer.pricesHidden
  const publicFormats: PublicFormat[] = shown.map((f) => {
    const quote = hidden
      ? { priceCents: null, ttc: pricing?.typology.ttc ?? true, discountSteps: [] }
      : quoteFormat(f, pricing)
    return {
      id: f.id,
      label: formatLabel(f),
      eq75: f.eq75,
      priceCents: quote.priceCents,
      ttc: quote.ttc,
      discountSteps: quote.discountSteps,
      gtin: f.gtin,
      visuals: f.visuals,
    }
  })
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    precision: product.precision,
    type: product.type,
    color: product.color,
    gamme: product.gamme,
    quality: product.quality,
    qualityLabels: product.qualityLabels,
    grapes: product.grapes,
    productType: product.productType,
    status: product.status,
    description: product.description,
    appellation: product.appellation,
    visuals: product.visuals,
    labels: [...labels],
    vintages: vintages.map((v) => ({
      id: v.id,
      name: v.name,
      label: vintageLabel(v.name, hiddenVintageNamesOf(ctx.shop.settings)),
      alcohol: v.alcohol,
      enPrimeur: v.enPrimeur,
    })),
    formats: publicFormats,
    promotion: hidden ? null : bestPromotion(ctx.promotions, publicFormats, ctx.now),
  }
}

/** The product page's view: the listing's, plus what the law asks before purchase. */
export function publicProductDetail(
  product: ProductRow,
  vintages: readonly VintageRow[],
  formats: readonly FormatRow[],
  ctx: PublicViewContext,
  labels: readonly LabelView[] = [],
): PublicProductDetail | null {
  const view = publicProductView(product, vintages, formats, ctx, labels)
  if (!view) return null
  return {
    ...view,
    vintages: vintages.map((v) => ({
      id: v.id,
      name: v.name,
      label: vintageLabel(v.name, hiddenVintageNamesOf(ctx.shop.settings)),
      alcohol: v.alcohol,
      enPrimeur: v.enPrimeur,
      nutrition: v.nutrition ?? null,
      ingredients: v.ingredients,
      ingredientTerms: v.ingredientTerms ?? [],
      allergens: v.allergens,
    })),
    vatRate: productVatRate(product, ctx.shop.settings),
  }
}

export type PublicShopHeader = {
  id: number
  code: string
  name: string
  urlShop: string | null
  typology: string | null
  typologyName: string | null
  ttc: boolean
  membersOnlyPrices: boolean
  pricesHidden: boolean
  canRequestTariff: boolean
}

export function publicShopHeader(ctx: PublicViewContext): PublicShopHeader {
  const { shop, viewer } = ctx
  const typology = viewer.typology ? shop.typologies[viewer.typology] : undefined
  return {
    id: shop.id,
    code: shop.code,
    name: shop.name,
    urlShop: shop.urlShop,
    typology: viewer.typology,
    typologyName: typology?.name ?? null,
    ttc: typology?.ttc ?? true,
    membersOnlyPrices: shop.settings.membersOnlyPrices === true,
    pricesHidden: viewer.pricesHidden,
    // A professional still on the public grid may ask the producer for theirs.
    canRequestTariff:
      viewer.userId !== null && !viewer.staff && viewer.isPro && typology?.public === true,
  }
}

export type CatalogueFilters = {
  type?: string
  gamme?: string
  color?: string
  vintage?: string
  /** A label's id: only the shop's products carry the shop's labels, so another's lists nothing. */
  label?: number
}

const same = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase()

function distinct(values: (string | null)[]): string[] {
  const set = new Set(values.filter((v): v is string => Boolean(v?.trim())))
  return [...set].sort((a, b) => a.localeCompare(b, 'fr'))
}

/** The labels the products carry, each once, by name. */
function distinctLabels(products: readonly PublicProduct[]): LabelView[] {
  const byId = new Map<number, LabelView>()
  for (const label of products.flatMap((p) => p.labels)) byId.set(label.id, label)
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr'))
}

/** The shop's products for the context's viewer, the filter choices they offer, then filtered. */
export async function listPublicProducts(
  db: Db,
  ctx: PublicViewContext,
  filters: CatalogueFilters,
) {
  const catalogue = await shopCatalogue(db, ctx.shop.id)
  const hidden = hiddenVintageNamesOf(ctx.shop.settings)
  const visible: { view: PublicProduct; vintageNames: string[] }[] = []
  for (const product of catalogue.products) {
    const vintages = catalogue.vintagesOf.get(product.id) ?? []
    const view = publicProductView(
      product,
      vintages,
      catalogue.formatsOf.get(product.id) ?? [],
      ctx,
      catalogue.labelsOf.get(product.id),
    )
    if (view) visible.push({ view, vintageNames: vintages.map((v) => v.name) })
  }
  const products = visible
    .filter(
      ({ view, vintageNames }) =>
        (!filters.type || same(view.type, filters.type)) &&
        (!filters.gamme || same(view.gamme, filters.gamme)) &&
        (!filters.color || same(view.color, filters.color)) &&
        (!filters.vintage || vintageNames.some((n) => same(n, filters.vintage!))) &&
        (filters.label === undefined || view.labels.some((l) => l.id === filters.label)),
    )
    .map(({ view }) => view)
  return {
    shop: publicShopHeader(ctx),
    filters: {
      types: distinct(visible.map(({ view }) => view.type)),
      gammes: distinct(visible.map(({ view }) => view.gamme)),
      colors: distinct(visible.map(({ view }) => view.color)),
      // Most recent first; "NV" and the names the shop hides are no year to filter on.
      vintages: distinct(
        visible.flatMap(({ vintageNames }) => vintageNames.map((n) => vintageLabel(n, hidden))),
      ).reverse(),
      labels: distinctLabels(visible.map(({ view }) => view)),
    },
    products,
  }
}

/** One product by its slug for the context's viewer, or null. */
export async function findPublicProduct(
  db: Db,
  ctx: PublicViewContext,
  slug: string,
): Promise<PublicProductDetail | null> {
  const catalogue = await shopCatalogue(db, ctx.shop.id)
  const product = catalogue.products.find((p) => p.slug === slug.toLowerCase())
  if (!product) return null
  return publicProductDetail(
    product,
    catalogue.vintagesOf.get(product.id) ?? [],
    catalogue.formatsOf.get(product.id) ?? [],
    ctx,
    catalogue.labelsOf.get(product.id),
  )
}

/**
 * A product by id, in its shop, as the request's viewer sees it (GET /products/:id for anyone
 * who is not staff of that shop); null when unknown or not visible to them.
 */
export async function publicProductById(
  c: Context<ApiEnv>,
  id: number,
): Promise<PublicProductDetail | null> {
  const { db } = c.get('deps')
  const [row] = await db
    .select({ shop: shops })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(products.id, id))
  if (!row) return null
  const ctx = await publicViewContext(c, row.shop)
  refuseIfClosed(ctx)
  const catalogue = await shopCatalogue(db, row.shop.id)
  const product = catalogue.products.find((p) => p.id === id)
  if (!product) return null
  return publicProductDetail(
    product,
    catalogue.vintagesOf.get(id) ?? [],
    catalogue.formatsOf.get(id) ?? [],
    ctx,
    catalogue.labelsOf.get(id),
  )
}
