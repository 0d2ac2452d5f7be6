/**
 * Placing a cart (POST /orders): every seller's order is priced again by the engine, checked,
 * written with its lines, and the stock taken, in one transaction. The checkout id makes the
 * submit idempotent: the unique index on (buyer, seller, checkout) lets one order exist per
 * seller whatever the number of submits, concurrent ones included.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Checkout, CheckoutOrderRequest } from '#app/modules/checkout/domain/cart-schema'
import { cartError, eurosLabel } from '#app/modules/pricing/domain/errors'
import { buyerKindOf } from '#app/modules/pricing/domain/tax-regime'
import { viesLookup } from '#app/platform/api/vies'
import { normaliseVatNumber } from '#app/platform/domain/vat-number'
import type { CartError } from '#app/modules/pricing/domain/types'
import type { Db } from '#app/platform/db/client'
import { orderLines, orders, productFormats, shops, users } from '#app/platform/db/schema'
import { transferInstructions, transferLines } from '#app/modules/sales/domain/transfer'
import type { ApiEnv } from '#app/platform/api/types'
import { catalogueChanged } from '#app/modules/catalogue/catalogue-events'
import { ensureClientForBuyer } from '#app/modules/clients/api/clients'
import { orderLineRow, priceCart, type SellerPricing } from './cart-pricing'
import { removePlacedOrders } from './carts'
import { notify } from '#app/modules/accounts/api/notifications'
import {
  emitOrderEvent,
  formatQuantities,
  loadOrderRecords,
  stockTaken,
  type OrderRecord,
} from './orders'
import { alertStockCrossings, type StockTaken } from './stock-alerts'
import {
  freeProducts,
  rewardApplied,
  spendPoints,
  withStoredLoyalty,
} from '#app/modules/loyalty/api/loyalty'
import { startSetup } from './payments'
import { isStripePayment, requireShopStripe } from './stripe'
import { deName } from '#app/platform/domain/french'
import { acceptedTermsVersions } from '#app/modules/shop/api/sales-terms'
import { salesTermsPath, withdrawalFormPath } from '#app/modules/shop/domain/shop-paths'
import { withdrawalTexts } from '#app/modules/checkout/domain/withdrawal'
import { shopSender } from '#app/modules/crm/api/shop-sender'

export type SellerErrors = { sellerId: number; errors: CartError[] }

/**
 * A grouped order's placing (services/grouped-orders.ts): its order carries the group's id, and
 * the organiser's own cart is left alone, since the lines came from the group, not from it.
 */
export type PlaceOptions = { groupId?: number }

/** The checkout cannot be placed as it is: what each seller's order lacks. */
export class CheckoutRefused extends Error {
  constructor(readonly orders: SellerErrors[]) {
    super(orders.flatMap((o) => o.errors)[0]?.message ?? 'Commande impossible.')
  }
}

const UNIQUE_VIOLATION = '23505'

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true
  return false
}

/**
 * Takes the ordered units from the counted stocks in one conditional UPDATE: a format whose stock
 * is short is left untouched and reported to its seller; the caller's transaction then rolls back.
 * `taken`: each seller's formats with their stock before and after, for the stock alert.
 */
async function takeStock(
  db: Db,
  pricing: SellerPricing[],
): Promise<{ short: SellerErrors[]; shopIds: number[]; taken: Map<number, StockTaken[]> }> {
  const units = new Map<number, number>()
  const owners = new Map<number, { sellerId: number; name: string }>()
  for (const seller of pricing)
    for (const line of [...seller.request.products, ...freeProducts(seller.request)]) {
      const source = seller.sources.get(line.idTmp)
      if (!source || source.format.stock === null) continue
      units.set(source.format.id, (units.get(source.format.id) ?? 0) + line.quantity)
      owners.set(source.format.id, { sellerId: seller.request.sellerId, name: source.product.name })
    }
  if (units.size === 0) return { short: [], shopIds: [], taken: new Map() }
  const result = await db.execute<{ id: number; stock: number }>(sql`
    update ${productFormats} set stock = ${productFormats.stock} - v.qty
    from (values ${formatQuantities(units)}) as v(id, qty)
    where ${productFormats.id} = v.id and ${productFormats.stock} >= v.qty
    returning ${productFormats.id} as id, ${productFormats.stock} as stock`)
  const rows = (result as unknown as { rows: { id: number; stock: number }[] }).rows
  const taken = new Map<number, StockTaken[]>()
  for (const row of rows) {
    const { sellerId } = owners.get(row.id)!
    taken.set(sellerId, [...(taken.get(sellerId) ?? []), stockTaken(units)(row)])
  }
  const short = new Map<number, CartError[]>()
  for (const id of units.keys()) {
    if (rows.some((r) => r.id === id)) continue
    const { sellerId, name } = owners.get(id)!
    short.set(sellerId, [...(short.get(sellerId) ?? []), cartError('stock', { name })])
  }
  return {
    short: [...short].map(([sellerId, errors]) => ({ sellerId, errors })),
    shopIds: [...new Set([...owners.values()].map((o) => o.sellerId))],
    taken,
  }
}

/** The `orders` row of one priced seller order. */
function orderRow(
  buyerId: number,
  checkout: Checkout,
  request: CheckoutOrderRequest,
  seller: SellerPricing,
  options: PlaceOptions,
) {
  const { price } = seller
  const mode = seller.deliveryModes.find((m) => m.id === price.deliveryModeId)
  return {
    shopId: request.sellerId,
    buyerId,
    status: 'pending' as const,
    idempotencyKey: checkout.checkoutId,
    typology: seller.typology?.key ?? null,
    ttc: seller.typology?.ttc ?? true,
    totalHtCents: price.price.totalHT,
    tvaCents: price.price.tva,
    dutiesCents: price.price.duties,
    shippingCents: price.price.shipping,
    wrappingCents: price.price.wrapping,
    promoAmountCents: price.price.promoAmount,
    totalTtcCents: price.price.totalTTC,
    shipping: {
      deliveryModeId: mode?.id ?? null,
      kind: mode?.kind ?? null,
      name: mode?.name ?? null,
      address: mode?.address ?? null,
      franco: price.franco,
      nbrPackages: price.nbrPackages,
      bottles: price.bottles,
      mountain: request.mountain ?? checkout.mountain ?? false,
      instructions: request.instructions ?? null,
    },
    // The engine refuses a placing without one; the column cannot be empty.
    paymentType: request.paymentType ?? '',
    deliveryAddress: checkout.deliveryAddress,
    billingAddress: checkout.billingAddress ?? checkout.deliveryAddress,
    contact: checkout.contact,
    promoCode: price.promoCode?.applied ? price.promoCode.code : null,
    promotions: [...price.promotions, ...rewardApplied(seller)],
    notes: request.notes ?? null,
    taxRegime: seller.taxRegime,
    buyerVatNumber:
      seller.taxRegime?.kind === 'intraEuBusiness' ? seller.taxRegime.buyerVatNumber : null,
    groupId: options.groupId ?? null,
  }
}

/** The buyer as the tax regime reads them: their kind and EU VAT number. */
const buyerOf = (checkout: Checkout) => ({
  kind: buyerKindOf(checkout.contact),
  vatNumber: checkout.contact.euVatNumber ? normaliseVatNumber(checkout.contact.euVatNumber) : null,
})

/**
 * An EU VAT number VIES says is not registered (when VIES_URL is set; an outage lets the sale
 * through on the number's format and key).
 */
async function refuseUnregistered(c: Context<ApiEnv>, checkout: Checkout) {
  const buyer = buyerOf(checkout)
  if (buyer.kind !== 'business' || !buyer.vatNumber) return
  if ((await viesLookup(c.get('deps').config.vies, buyer.vatNumber)) !== 'invalid') return
  const error = cartError('destination', { name: checkoutTaxText.unregistered })
  throw new CheckoutRefused(checkout.orders.map((o) => ({ sellerId: o.sellerId, errors: [error] })))
}

export const checkoutTaxText = {
  unregistered:
    'Ce numéro de TVA intracommunautaire n’est pas enregistré dans VIES : vérifiez-le auprès de votre administration.',
} as const

type Placed = {
  ids: number[]
  created: { id: number; shopId: number; ownerId: number | null }[]
  /** Shops whose counted stock changed. */
  stocked: number[]
}

async function placeOnce(
  c: Context<ApiEnv>,
  buyerId: number,
  checkout: Checkout,
  options: PlaceOptions,
): Promise<Placed> {
  return c.get('deps').db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: orders.id, shopId: orders.shopId })
      .from(orders)
      .where(and(eq(orders.buyerId, buyerId), eq(orders.idempotencyKey, checkout.checkoutId)))
    const done = new Set(existing.map((o) => o.shopId))
    // The reward chosen in the cart comes with its order (see withStoredLoyalty).
    const todo = await withStoredLoyalty(
      tx,
      buyerId,
      checkout.orders.filter((o) => !done.has(o.sellerId)),
    )
    if (todo.length === 0) return { ids: existing.map((o) => o.id), created: [], stocked: [] }

    const pricing = await priceCart(c, todo, {
      db: tx,
      userId: buyerId,
      placing: true,
      mountain: checkout.mountain,
      address: checkout.deliveryAddress,
      buyer: buyerOf(checkout),
    })
    const refused = pricing
      .filter((p) => p.price.errors.length > 0)
      .map((p) => ({ sellerId: p.request.sellerId, errors: p.price.errors }))
    if (refused.length > 0) throw new CheckoutRefused(refused)
    const stock = await takeStock(tx, pricing)
    if (stock.short.length > 0) throw new CheckoutRefused(stock.short)

    // The buyer accepted each shop's current general terms of sale: the order keeps that version.
    const termsVersions = await acceptedTermsVersions(
      tx,
      todo.map((request, i) => ({
        id: request.sellerId,
        name: pricing[i].shop?.name ?? '',
      })),
    )
    // Every order names the shop's client: the buyer's client row, made on their first order.
    const clientIds: number[] = []
    for (const request of todo)
      clientIds.push(await ensureClientForBuyer(tx, request.sellerId, buyerId))
    const rows = await tx
      .insert(orders)
      .values(
        todo.map((request, i) => ({
          ...orderRow(buyerId, checkout, request, pricing[i], options),
          clientId: clientIds[i],
          termsVersion: termsVersions.get(request.sellerId) ?? null,
        })),
      )
      .returning({ id: orders.id, shopId: orders.shopId, total: orders.totalTtcCents })
    const lineRows = rows.flatMap((row, i) =>
      pricing[i].price.lines.map((line, position) => ({
        ...orderLineRow(row.id, line, pricing[i].sources, position),
        isWrapped: todo[i].products.find((p) => p.idTmp === line.idTmp)?.isWrapped ?? false,
        isFromFidelity: line.isFromFidelity ?? false,
      })),
    )
    if (lineRows.length > 0) await tx.insert(orderLines).values(lineRows)
    for (const row of rows) {
      await emitOrderEvent(tx, 'order.placed', row.shopId, row.id)
      await alertStockCrossings(tx, row.shopId, row.id, stock.taken.get(row.shopId) ?? [])
    }
    const unpaidRewards = await spendPoints(
      tx,
      buyerId,
      rows.map((row, i) => ({ orderId: row.id, shopId: row.shopId, reward: pricing[i].reward })),
    )
    if (unpaidRewards.length > 0) throw new CheckoutRefused(unpaidRewards)

    const [buyer] = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, buyerId))
    for (const [i, row] of rows.entries()) {
      const ownerId = pricing[i].shop?.ownerId
      if (!ownerId) continue
      await notify(tx, {
        userId: ownerId,
        shopId: row.shopId,
        type: 'newOrder',
        content: `Nouvelle commande ${deName(buyer.username)} : ${eurosLabel(row.total)} TTC`,
        redirectLink: `/dashboard/orders/${row.id}`,
      })
    }
    if (options.groupId === undefined)
      await removePlacedOrders(
        tx,
        buyerId,
        checkout.orders.map((o) => o.sellerId),
      )
    return {
      ids: [...existing.map((o) => o.id), ...rows.map((r) => r.id)],
      created: rows.map((r, i) => ({
        id: r.id,
        shopId: r.shopId,
        ownerId: pricing[i].shop?.ownerId ?? null,
      })),
      stocked: stock.shopIds,
    }
  })
}

/** Mail to each seller's owner once the orders are committed (never for a replayed submit). */
async function mailSellers(c: Context<ApiEnv>, records: OrderRecord[], created: Placed['created']) {
  const { db, mailer, config } = c.get('deps')
  const ownerIds = created.flatMap((o) => (o.ownerId === null ? [] : [o.ownerId]))
  if (ownerIds.length === 0) return
  const owners = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, ownerIds))
  for (const { id, ownerId } of created) {
    const order = records.find((r) => r.id === id)
    const owner = owners.find((o) => o.id === ownerId)
    if (!order || !owner) continue
    await mailer.send({
      to: owner.email,
      subject: `Caveau : nouvelle commande n° ${order.id}`,
      text: [
        'Bonjour,',
        '',
        `${order.buyer?.username ?? order.client?.name ?? ''} a passé une commande de ${eurosLabel(order.totalTtcCents)} TTC ` +
          `sur ${order.shop.name} :`,
        ...order.lines.map(
          (l) =>
            `- ${l.quantity} × ${[l.name, l.vintageName, l.formatLabel].filter(Boolean).join(' ')}`,
        ),
        '',
        `Pour la valider ou la refuser : ${config.appUrl}/dashboard/orders/${order.id}`,
      ].join('\n'),
    })
  }
}

/**
 * The confirmation on a durable medium (Code de la consommation L221-13): the version of the terms
 * of sale accepted, and the right of withdrawal with the shop's model form.
 */
function termsLines(appUrl: string, order: OrderRecord): string[] {
  if (order.termsVersion === null) return []
  const shop = `${appUrl}/shops/${order.shopId}`
  const contact = (order.contact ?? {}) as Record<string, unknown>
  // A business buyer has no right of withdrawal (the consumer code protects consumers).
  const business = Boolean(contact.siret || contact.businessName)
  return [
    `Conditions générales de vente acceptées (version ${order.termsVersion}) : ${salesTermsPath(shop)}?version=${order.termsVersion}`,
    ...(business
      ? []
      : [`${withdrawalTexts.right} ${withdrawalTexts.form} : ${withdrawalFormPath(shop)}`]),
  ]
}

/**
 * The buyer's confirmation mail, one per order created (never for a replayed submit): what was
 * ordered and, paid by transfer, the shop's bank details and the reference to give the transfer.
 */
async function mailBuyer(c: Context<ApiEnv>, records: OrderRecord[], created: Placed['created']) {
  const { db, mailer, config } = c.get('deps')
  const mine = records.filter((r) => r.buyer && created.some((o) => o.id === r.id))
  if (mine.length === 0) return
  const sellers = await db
    .select({ id: shops.id, name: shops.name, legal: shops.legal })
    .from(shops)
    .where(inArray(shops.id, [...new Set(mine.map((r) => r.shopId))]))
  for (const order of mine) {
    const shop = sellers.find((s) => s.id === order.shopId)
    const transfer = shop ? transferInstructions(order, shop) : null
    await mailer.send({
      ...(await shopSender(c.get('deps'), order.shopId)),
      to: order.buyer!.email,
      subject: `Caveau : votre commande n° ${order.id} chez ${order.shop.name} est enregistrée`,
      text: [
        'Bonjour,',
        '',
        `Votre commande n° ${order.id} de ${eurosLabel(order.totalTtcCents)} TTC chez ${order.shop.name} est enregistrée :`,
        ...order.lines.map(
          (l) =>
            `- ${l.quantity} × ${[l.name, l.vintageName, l.formatLabel].filter(Boolean).join(' ')}`,
        ),
        ...(transfer ? ['', ...transferLines(transfer)] : []),
        '',
        ...termsLines(config.appUrl, order),
        '',
        `Pour la suivre : ${config.appUrl}/dashboard/orders/${order.id}`,
      ].join('\n'),
    })
  }
}

/**
 * Places the checkout's orders for a buyer. A concurrent submit of the same checkout loses the
 * race on the unique index; it is then answered with the winner's orders.
 */
export async function placeCheckout(
  c: Context<ApiEnv>,
  buyerId: number,
  checkout: Checkout,
  options: PlaceOptions = {},
): Promise<{ orders: OrderRecord[]; created: boolean; redirectUrl: string | null }> {
  // Card and SEPA debit go through the Stripe account that applies to each shop.
  const { db: mainDb, config } = c.get('deps')
  for (const order of checkout.orders)
    if (isStripePayment(order.paymentType)) await requireShopStripe(mainDb, config, order.sellerId)
  await refuseUnregistered(c, checkout)
  let placed: Placed
  try {
    placed = await placeOnce(c, buyerId, checkout, options)
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    placed = await placeOnce(c, buyerId, checkout, options)
  }
  const { db } = c.get('deps')
  const records = await loadOrderRecords(db, placed.ids)
  for (const shopId of placed.stocked) catalogueChanged(shopId)
  await mailSellers(c, records, placed.created)
  await mailBuyer(c, records, placed.created)
  // Card and SEPA orders wait for the buyer's imprint on Stripe's page (a replay opens a new one).
  const redirectUrl = await startSetup(c, buyerId, records)
  return { orders: records, created: placed.created.length > 0, redirectUrl }
}
