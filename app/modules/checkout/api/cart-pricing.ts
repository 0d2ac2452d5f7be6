/**
 * Prices carts with the one pricing engine (app/domain/pricing): loads what it needs for every
 * seller of a request — shop, the viewer's typology there, the lines' products, formats and
 * vintages (scoped to that seller), promotions and delivery modes — in one query per table, then
 * hands each seller's order to `priceOrder`. Clients never send a price; nothing here reads one.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Context } from 'hono'
import {
  buyerTypology,
  formatLabel,
  productVisibleTo,
  hiddenVintageNamesOf,
  vintageLabel,
} from '#app/modules/catalogue/domain/catalogue'
import type { PricedOrderRequest } from '#app/modules/checkout/domain/cart-schema'
import { buyerPaymentTypes } from '#app/modules/checkout/domain/checkout-schema'
import { cardPaymentShops } from '#app/modules/integrations/api/shop-stripe'
import { isStripePayment } from './stripe'
import { boxItemsOf, exciseRateTable } from '#app/modules/catalogue/api/excise'
import type { BoxItem, ExciseRate } from '#app/modules/catalogue/domain/excise'
import { priceOrder } from '#app/modules/pricing/domain'
import { modesServing, type DeliveryAddressArea } from '#app/modules/pricing/domain/delivery-zones'
import { cartError } from '#app/modules/pricing/domain/errors'
import {
  decideTaxRegime,
  type TaxRegime,
  type TaxRegimeInput,
} from '#app/modules/pricing/domain/tax-regime'
import type {
  CartError,
  OrderPrice,
  OrderPricingInput,
  PricingLineInput,
  PricingTypology,
} from '#app/modules/pricing/domain/types'
import type { Db } from '#app/platform/db/client'
import {
  productFormats,
  products,
  productVintages,
  promotions,
  shopMembers,
  shops,
  users,
} from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import {
  shopClosedMessage,
  shopClosedMessageEn,
  shopShownTo,
} from '#app/modules/shop/domain/shop-status'
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
  isStaffRole,
  optionalUserId,
  type ShopRow,
  type ShopViewer,
} from '#app/modules/catalogue/api/catalogue-viewer'
import { activeDeliveryModes, type DeliveryModeRow } from '#app/modules/delivery/api/delivery-modes'
import {
  chooseReward,
  freeProducts,
  loyaltyAnswer,
  loyaltyContexts,
  type ChosenReward,
  type LoyaltyContext,
} from '#app/modules/loyalty/api/loyalty'

export const cartMessages = {
  duplicateSeller: 'Un producteur ne peut apparaître qu’une fois dans le panier.',
  membersOnly:
    'Les prix de ce producteur sont réservés à ses membres : connectez-vous pour commander.',
  noTypology: 'Ce producteur ne vend pas au public : demandez-lui l’accès à sa boutique.',
} as const

/**
 * What a line was priced from, kept for the order lines (names as they were when sold, the
 * vintage's as its shop shows it: `hiddenVintageNames` of its settings).
 */
export type LineSource = {
  product: ProductRow
  format: FormatRow
  vintage: VintageRow
  hiddenVintageNames: readonly string[]
}

export type SellerPricing = {
  request: PricedOrderRequest
  /** Null when the seller does not exist. */
  shop: ShopRow | null
  viewer: ShopViewer
  typology: PricingTypology | null
  deliveryModes: DeliveryModeRow[]
  paymentTypes: string[]
  sources: Map<string, LineSource>
  price: OrderPrice
  /** The seller's loyalty programme for this buyer (null without one) and the chosen reward. */
  loyalty: ReturnType<typeof loyaltyAnswer>
  reward: ChosenReward | null
  /** The sale's tax regime once the delivery address is known (null: France, before it). */
  taxRegime: TaxRegime | null
}

type Catalogue = {
  products: Map<number, ProductRow>
  formats: Map<number, FormatRow>
  vintages: Map<number, VintageRow>
  promotions: Map<number, PromotionRow[]>
  /** The excise rate table and the bottles inside the boxes the request names. */
  exciseRates: ExciseRate[]
  boxes: Map<number, BoxItem[]>
}

function emptyPrice(errors: CartError[]): OrderPrice {
  return {
    lines: [],
    price: {
      totalHT: 0,
      tva: 0,
      duties: 0,
      shipping: 0,
      promoAmount: 0,
      wrapping: 0,
      totalTTC: 0,
      payLater: 0,
    },
    franco: false,
    francoPercent: 0,
    amountBeforeFranco: 0,
    amountBeforeBottleFranco: 0,
    nbrPackages: 0,
    bottles: 0,
    promotions: [],
    promoCode: null,
    deliveryModeId: null,
    errors,
  }
}

const unknownLine = (idTmp: string) => cartError('unknownProduct', { lineId: idTmp })

/**
 * The request's viewer in each seller shop (spec 6, as `shopViewer` decides it for one shop): the
 * session is read once and the memberships in every seller shop come in one query.
 */
async function viewersOf(db: Db, userId: number | null, shopRows: ShopRow[]) {
  const rows =
    userId === null
      ? []
      : await db
          .select({
            username: users.username,
            isPro: users.isPro,
            shopId: shopMembers.shopId,
            role: shopMembers.role,
            typology: shopMembers.typology,
          })
          .from(users)
          .leftJoin(
            shopMembers,
            and(
              eq(shopMembers.userId, users.id),
              inArray(
                shopMembers.shopId,
                shopRows.map((s) => s.id),
              ),
            ),
          )
          .where(eq(users.id, userId))
  const user = rows[0]
  const viewers = new Map<number, ShopViewer>()
  for (const shop of shopRows) {
    const member = rows.find((r) => r.shopId === shop.id)
    const staff = isStaffRole(member?.role ?? null)
    viewers.set(
      shop.id,
      user
        ? {
            userId,
            username: user.username,
            isPro: user.isPro,
            membership: member?.role ?? null,
            staff,
            typology: buyerTypology(shop.typologies, staff ? null : member?.typology),
            pricesHidden: false,
          }
        : {
            userId: null,
            username: null,
            isPro: false,
            membership: null,
            staff: false,
            typology: buyerTypology(shop.typologies),
            pricesHidden: shop.settings.membersOnlyPrices === true,
          },
    )
  }
  return viewers
}

/** From the in-memory catalogue of each seller: a price request reads no catalogue table. */
async function cachedCatalogue(db: Db, shopIds: number[]): Promise<Catalogue> {
  const catalogue: Catalogue = {
    products: new Map(),
    formats: new Map(),
    vintages: new Map(),
    promotions: new Map(),
    exciseRates: [],
    boxes: new Map(),
  }
  const loaded = await Promise.all(shopIds.map((id) => shopCatalogue(db, id)))
  loaded.forEach((shop, i) => {
    for (const p of shop.products) catalogue.products.set(p.id, p)
    for (const list of shop.formatsOf.values()) for (const f of list) catalogue.formats.set(f.id, f)
    for (const list of shop.vintagesOf.values())
      for (const v of list) catalogue.vintages.set(v.id, v)
    catalogue.promotions.set(shopIds[i], shop.promotions)
  })
  return catalogue
}

/**
 * Straight from the tables (placing an order must not price from a copy a minute old): only the
 * rows the request names, each scoped to its seller by the product's shop.
 */
async function freshCatalogue(
  db: Db,
  shopIds: number[],
  requests: PricedOrderRequest[],
): Promise<Catalogue> {
  const lines = requests.flatMap((r) => [...r.products, ...freeProducts(r)])
  const ids = (pick: (l: (typeof lines)[number]) => number) => [...new Set(lines.map(pick))]
  const productIds = ids((l) => l.productId)
  const [productRows, formatRows, vintageRows, promotionRows] = await Promise.all([
    productIds.length
      ? db
          .select()
          .from(products)
          .where(and(inArray(products.id, productIds), inArray(products.shopId, shopIds)))
      : [],
    productIds.length
      ? db
          .select()
          .from(productFormats)
          .where(
            inArray(
              productFormats.id,
              ids((l) => l.formatId),
            ),
          )
      : [],
    productIds.length
      ? db
          .select()
          .from(productVintages)
          .where(
            inArray(
              productVintages.id,
              ids((l) => l.vintageId),
            ),
          )
      : [],
    db
      .select()
      .from(promotions)
      .where(and(inArray(promotions.shopId, shopIds), eq(promotions.active, true))),
  ])
  const byShop = new Map<number, PromotionRow[]>()
  for (const p of promotionRows) byShop.set(p.shopId, [...(byShop.get(p.shopId) ?? []), p])
  return {
    products: new Map(productRows.map((p) => [p.id, p])),
    formats: new Map(formatRows.map((f) => [f.id, f])),
    vintages: new Map(vintageRows.map((v) => [v.id, v])),
    promotions: byShop,
    exciseRates: [],
    boxes: new Map(),
  }
}

function pricingTypology(shop: ShopRow, key: string | null): PricingTypology | null {
  const typology = key ? shop.typologies[key] : undefined
  return key && typology ? { ...typology, key } : null
}

/** Prices one seller's order, or explains why it cannot be priced at all. */
function priceSeller(
  request: PricedOrderRequest,
  shop: ShopRow | undefined,
  viewer: ShopViewer | undefined,
  catalogue: Catalogue,
  modes: DeliveryModeRow[],
  loyalty: LoyaltyContext | undefined,
  options: {
    placing: boolean
    mountain?: boolean
    address?: DeliveryAddressArea | null
    buyer?: TaxRegimeInput['buyer']
    now: Date
  },
): SellerPricing {
  const base = {
    request,
    shop: shop ?? null,
    typology: null,
    deliveryModes: modesServing(modes, options.address),
    // A buyer is offered the accepted methods the checkout can take, not the back office's.
    paymentTypes: buyerPaymentTypes(shop?.settings.paymentTypes ?? []),
    sources: new Map<string, LineSource>(),
    loyalty: loyaltyAnswer(loyalty, null, 0),
    reward: null,
    taxRegime: null,
  }
  const anonymous: ShopViewer = {
    userId: null,
    username: null,
    isPro: false,
    membership: null,
    staff: false,
    typology: null,
    pricesHidden: false,
  }
  if (!shop || !viewer)
    return {
      ...base,
      viewer: viewer ?? anonymous,
      price: emptyPrice(request.products.map((l) => unknownLine(l.idTmp))),
    }
  // An offline shop sells nothing (its staff may still try their cart while preparing it).
  if (!shopShownTo(shop, viewer.staff)) {
    const error: CartError = {
      code: 'completeInformation',
      message: shopClosedMessage,
      messageEn: shopClosedMessageEn,
    }
    return { ...base, viewer, price: emptyPrice([error]) }
  }
  const typology = pricingTypology(shop, viewer.typology)
  if (viewer.pricesHidden || !typology) {
    const message = viewer.pricesHidden ? cartMessages.membersOnly : cartMessages.noTypology
    const error: CartError = {
      code: 'completeInformation',
      message,
      messageEn: viewer.pricesHidden
        ? 'Prices of this producer are for members: sign in to order.'
        : 'This producer does not sell to the public.',
    }
    return { ...base, viewer, price: emptyPrice([error]) }
  }

  const who = catalogueViewerOf(viewer)
  const hiddenVintageNames = hiddenVintageNamesOf(shop.settings)
  const unknown: CartError[] = []
  const inputOf = (line: PricedOrderRequest['products'][number]): PricingLineInput | null => {
    const product = catalogue.products.get(line.productId)
    const format = catalogue.formats.get(line.formatId)
    const vintage = catalogue.vintages.get(line.vintageId)
    const known =
      product &&
      format &&
      vintage &&
      product.shopId === shop.id &&
      format.productId === product.id &&
      vintage.productId === product.id &&
      productVisibleTo(who, product) &&
      // Staff see every format; a line is still priced in one typology, which must offer it.
      format.typologies[typology.key]?.visible !== false
    if (!known) {
      unknown.push(unknownLine(line.idTmp))
      return null
    }
    base.sources.set(line.idTmp, { product, format, vintage, hiddenVintageNames })
    const box = catalogue.boxes.get(product.id)
    return {
      idTmp: line.idTmp,
      quantity: line.quantity,
      isWrapped: line.isWrapped,
      product,
      ...(box ? { box } : {}),
      // A product listed out of stock sells nothing, whether or not its stock is counted.
      format: product.status === 'outofstock' ? { ...format, stock: 0 } : format,
      vintage,
    }
  }
  const lines = request.products.flatMap((l) => inputOf(l) ?? [])
  const reward = chooseReward(request, loyalty)
  if (reward.error) unknown.push(reward.error)
  const chosen = reward.chosen
  const settings = shop.settings
  // Once the address is known, the buyer and the destination decide the taxes (tax-regime.ts).
  const decision = options.address
    ? decideTaxRegime({
        buyer: options.buyer ?? { kind: 'private' },
        delivery: options.address,
        crossBorder: settings.crossBorder,
      })
    : null
  if (decision && !decision.served)
    unknown.push(cartError('destination', { name: decision.message }))
  const taxRegime = decision?.served ? decision.regime : null
  const input: OrderPricingInput = {
    seller: {
      id: shop.id,
      name: shop.name,
      hasTVA: settings.hasTVA,
      vatRate: settings.vatRate,
      allRulesInEq75: settings.allRulesInEq75,
      orderRules: settings.orderRules,
      wrappingPriceCents: settings.wrappingPriceCents,
      paymentTypes: settings.paymentTypes && buyerPaymentTypes(settings.paymentTypes),
    },
    typology,
    lines,
    promotions: (catalogue.promotions.get(shop.id) ?? []).filter((p) => p.active),
    promoCode: request.promoCode ?? null,
    deliveryModes: modes,
    deliveryModeId: request.deliveryModeId ?? null,
    deliveryAddress: options.address ?? null,
    mountain: request.mountain ?? options.mountain ?? false,
    taxRegime,
    paymentType: request.paymentType ?? null,
    placing: options.placing,
    now: options.now,
    exciseRates: catalogue.exciseRates,
    ...(chosen
      ? {
          loyalty:
            chosen.reward.kind === 'discount'
              ? { discountCents: chosen.reward.discountCents ?? 0 }
              : { freeLines: freeProducts(request).flatMap((l) => inputOf(l) ?? []) },
        }
      : {}),
  }
  const price = priceOrder(input)
  return {
    ...base,
    viewer,
    typology,
    loyalty: loyaltyAnswer(loyalty, chosen, price.price.loyaltyDiscount ?? 0),
    reward: chosen,
    taxRegime,
    price: { ...price, errors: [...unknown, ...price.errors] },
  }
}

/** The shop as priced when no Stripe keys apply to it: card and SEPA debit left out. */
const withoutCardPayments = (shop: ShopRow): ShopRow => ({
  ...shop,
  settings: {
    ...shop.settings,
    paymentTypes: shop.settings.paymentTypes?.filter((t) => !isStripePayment(t)),
  },
})

/**
 * Prices every order of a cart for the request's viewer (`userId` when the caller knows it, else
 * the optional Bearer token). `placing` checks them as a checkout does (payment type required)
 * and reads the catalogue from the tables rather than the cache; `db` is then the checkout's
 * transaction, and the caller passes `userId` so that nothing is read outside it.
 */
export async function priceCart(
  c: Context<ApiEnv>,
  requests: PricedOrderRequest[],
  options: {
    db?: Db
    userId?: number
    placing?: boolean
    mountain?: boolean
    /** The delivery address once known: only the modes serving it are offered and accepted. */
    address?: DeliveryAddressArea | null
    /** The buyer's kind and VAT number (the checkout's contact); a private buyer by default. */
    buyer?: TaxRegimeInput['buyer']
  } = {},
): Promise<SellerPricing[]> {
  const db = options.db ?? c.get('deps').db
  // A checkout passes its buyer: reading the session would query outside its transaction, which
  // on PGlite's single connection waits for that transaction forever.
  const userId = options.userId ?? (await optionalUserId(c))
  const sellerIds = requests.map((r) => r.sellerId)
  if (new Set(sellerIds).size !== sellerIds.length)
    throw new ApiError(400, cartMessages.duplicateSeller, {
      orders: [cartMessages.duplicateSeller],
    })
  const rows = await db.select().from(shops).where(inArray(shops.id, sellerIds))
  const found = rows.map((s) => s.id)
  // Card and SEPA debit are offered by the shops some Stripe keys apply to (their own, else the
  // platform's: integrations/api/shop-stripe.ts), by no other.
  const withCards = await cardPaymentShops(db, c.get('deps').config, found)
  const shopRows = rows.map((s) => (withCards.has(s.id) ? s : withoutCardPayments(s)))
  const [viewers, catalogue, modes, loyalty, rates] = await Promise.all([
    viewersOf(db, userId, shopRows),
    options.placing ? freshCatalogue(db, found, requests) : cachedCatalogue(db, found),
    activeDeliveryModes(db, found),
    loyaltyContexts(db, userId, found),
    exciseRateTable(db),
  ])
  catalogue.exciseRates = rates
  const named = requests.flatMap((r) => [...r.products, ...freeProducts(r)])
  catalogue.boxes = await boxItemsOf(
    db,
    named.flatMap((l) => catalogue.products.get(l.productId) ?? []),
  )
  const now = new Date()
  return requests.map((request) =>
    priceSeller(
      request,
      shopRows.find((s) => s.id === request.sellerId),
      viewers.get(request.sellerId),
      catalogue,
      modes.get(request.sellerId) ?? [],
      loyalty.get(request.sellerId),
      {
        placing: options.placing ?? false,
        mountain: options.mountain,
        address: options.address,
        buyer: options.buyer,
        now,
      },
    ),
  )
}

/** Names a line was sold under, as the order keeps them. */
export function lineNames(source: LineSource) {
  return {
    name: source.product.name,
    formatLabel: formatLabel(source.format),
    vintageName: vintageLabel(source.vintage.name, source.hiddenVintageNames) || null,
  }
}

/** An order line as the order keeps it: the engine's priced line under the names it was sold as. */
export function orderLineRow(
  orderId: number,
  line: OrderPrice['lines'][number],
  sources: Map<string, LineSource>,
  position: number,
) {
  const source = sources.get(line.idTmp)!
  return {
    orderId,
    productId: source.product.id,
    formatId: source.format.id,
    vintageId: source.vintage.id,
    ...lineNames(source),
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    listUnitPriceCents: line.listUnitPriceCents ?? null,
    listReduction: line.listReduction ?? null,
    vatRate: line.vatRate,
    totalHtCents: line.totalHtCents,
    vatCents: line.vatCents,
    dutiesCents: line.dutiesCents,
    totalTtcCents: line.totalTtcCents,
    position,
  }
}
