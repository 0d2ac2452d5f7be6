/**
 * Orders entered in the back office (spec 2.2): a client's order, sample or future, priced by
 * the one pricing engine in the client's typology; editing a draft, cancelling, ventilating
 * (splitting a validated order across recipients), and the order page's related records.
 */
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import { buyerTypology, hiddenVintageNamesOf } from '#app/modules/catalogue/domain/catalogue'
import { boxItemsOf, exciseRateTable } from '#app/modules/catalogue/api/excise'
import { priceOrder } from '#app/modules/pricing/domain'
import type {
  OrderPrice,
  PricingDeliveryMode,
  PricingLineInput,
  PricingTypology,
} from '#app/modules/pricing/domain/types'
import {
  effectiveEntry,
  ventilate,
  ventilationProblem,
  type OrderEntry,
  type VentilationRequest,
} from '#app/modules/sales/domain/order-entry'
import { canTransition, orderMachine, transitionMessage } from '#app/modules/sales/domain/machines'
import { transferInstructions } from '#app/modules/sales/domain/transfer'
import { paymentDelayRefusal, saleForDelay } from '#app/modules/sales/domain/payment-delays'
import { isBusinessClient } from './documents/records'
import type { Db } from '#app/platform/db/client'
import {
  orderLines,
  orders,
  productFormats,
  products,
  productVintages,
  salesDocuments,
  shipments,
  shops,
  type Address,
} from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import { orderLineRow, type LineSource } from '#app/modules/checkout/api/cart-pricing'
import { catalogueChanged } from '#app/modules/catalogue/catalogue-events'
import { findClient, type ClientRecord } from '#app/modules/clients/api/clients'
import { chosenDeliveryAddress } from '#app/modules/clients/api/client-addresses'
import { activeDeliveryModes, type DeliveryModeRow } from '#app/modules/delivery/api/delivery-modes'
import {
  emitOrderEvent,
  findOrder,
  hasChildren,
  loadOrderRecords,
  scopeWhere,
  seenBy,
  shortStockError,
  takeUnits,
  transitionOrder,
  unitsByFormat,
  type OrderRecord,
  type OrderScope,
} from '#app/modules/checkout/api/orders'
import type { Member } from '#app/platform/api/types'

export const salesOrderText = {
  created: 'La commande a été enregistrée.',
  updated: 'La commande a été mise à jour.',
  ventilated: 'La commande a été ventilée.',
  draftOnly: 'Seule une commande en brouillon peut être modifiée.',
  noTypology: 'Ce client n’a pas de typologie et la boutique n’en a pas de publique.',
  unknownProduct: 'Produit inexistant',
  unknownMode: 'Mode de livraison inconnu.',
  ventilateValidated: 'Seule une commande validée peut être ventilée.',
  alreadyVentilated: 'Cette commande est déjà ventilée.',
  fromVentilation: 'Une commande issue d’une ventilation ne peut pas être ventilée à nouveau.',
  invoiced: 'Cette commande est déjà facturée : elle ne peut plus être ventilée.',
  shipped: 'Cette commande a déjà des expéditions : elle ne peut plus être ventilée.',
  cancelVentilated: 'Cette commande est ventilée : annulez ses commandes filles une à une.',
} as const

/** Scope of an actor's orders: the shop's, or an agent's clients' only. */
export const actorScope = (actor: Member): OrderScope => ({
  shopId: actor.shop.id,
  agentId: actor.agentId,
})

// ---------------------------------------------------------------- pricing

type PricedEntry = {
  price: OrderPrice
  sources: Map<string, LineSource>
  typology: PricingTypology
  mode: DeliveryModeRow | null
}

const idTmpOf = (i: number) => `l${i}`
const entryIndexOf = (idTmp: string) => Number(idTmp.slice(1))

/** The delivery mode the engine prices with: the chosen one, its price replaced when given. */
function pricingModes(
  mode: DeliveryModeRow | null,
  shippingCents: number | null,
): PricingDeliveryMode[] {
  if (shippingCents === null) return mode ? [mode] : []
  const base: PricingDeliveryMode = mode ?? {
    id: 0,
    kind: 'carrier',
    name: 'Frais de port',
    pricesByBottles: {},
    bottlesPerParcel: 12,
    extraParcelCents: 0,
    freeFromCents: null,
    freeFromBottles: null,
    mountainSurchargeCents: null,
  }
  // A price set by hand is the whole shipping: one price, no extra parcel, threshold or surcharge.
  return [
    {
      ...base,
      pricesByBottles: { '1': shippingCents },
      extraParcelCents: 0,
      freeFromCents: null,
      freeFromBottles: null,
      mountainSurchargeCents: null,
    },
  ]
}

/**
 * Prices an entry for its client: the client's typology (else the shop's public one), every
 * line of the shop's catalogue (any status: staff sell what they like), its discount, the chosen
 * delivery mode or the shipping set by hand. No automatic promotion: the back office gives its
 * discounts line by line. Unknown lines and modes are refused (400); stock is checked on writing.
 */
export async function priceEntry(
  db: Db,
  shopId: number,
  client: ClientRecord,
  raw: OrderEntry,
): Promise<PricedEntry> {
  const entry = effectiveEntry(raw)
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId))
  const key = buyerTypology(shop.typologies, client.typology)
  if (!key)
    throw new ApiError(400, salesOrderText.noTypology, { clientId: [salesOrderText.noTypology] })
  const typology: PricingTypology = { ...shop.typologies[key], key }

  const formatIds = [...new Set(entry.lines.map((l) => l.formatId))]
  const formatRows = await db
    .select({ format: productFormats, product: products })
    .from(productFormats)
    .innerJoin(products, eq(products.id, productFormats.productId))
    .where(and(inArray(productFormats.id, formatIds), eq(products.shopId, shopId)))
  const productIds = [...new Set(formatRows.map((r) => r.product.id))]
  const vintageRows = productIds.length
    ? await db
        .select()
        .from(productVintages)
        .where(inArray(productVintages.productId, productIds))
        .orderBy(asc(productVintages.position), asc(productVintages.id))
    : []
  const errors: Record<string, string[]> = {}
  const sources = new Map<string, LineSource>()
  const hiddenVintageNames = hiddenVintageNamesOf(shop.settings)
  const lines: PricingLineInput[] = []
  const [exciseRates, boxes] = await Promise.all([
    exciseRateTable(db),
    boxItemsOf(
      db,
      formatRows.map((r) => r.product),
    ),
  ])
  entry.lines.forEach((line, i) => {
    const found = formatRows.find((r) => r.format.id === line.formatId)
    const vintage = found
      ? vintageRows.find((v) =>
          line.vintageId === undefined
            ? v.productId === found.product.id
            : v.id === line.vintageId && v.productId === found.product.id,
        )
      : undefined
    if (!found || !vintage) {
      errors[`lines.${i}.formatId`] = [salesOrderText.unknownProduct]
      return
    }
    const idTmp = idTmpOf(i)
    sources.set(idTmp, {
      product: found.product,
      format: found.format,
      vintage,
      hiddenVintageNames,
    })
    lines.push({
      idTmp,
      quantity: line.quantity,
      isWrapped: false,
      product: found.product,
      format: found.format,
      ...(line.discountPercent ? { discountPercent: line.discountPercent } : {}),
      sample: entry.kind === 'sample',
      vintage,
      ...(boxes.has(found.product.id) ? { box: boxes.get(found.product.id) } : {}),
    })
  })

  const modes = (await activeDeliveryModes(db, [shopId])).get(shopId) ?? []
  const mode =
    entry.deliveryModeId === undefined || entry.deliveryModeId === null
      ? null
      : (modes.find((m) => m.id === entry.deliveryModeId) ?? null)
  if (entry.deliveryModeId && !mode) errors.deliveryModeId = [salesOrderText.unknownMode]
  const first = Object.values(errors)[0]?.[0]
  if (first) throw new ApiError(400, first, errors)

  const shippingCents = entry.shippingCents ?? (entry.kind === 'sample' ? 0 : null)
  const pricingModeList = pricingModes(mode, shippingCents)
  const settings = shop.settings
  const price = priceOrder({
    seller: {
      id: shop.id,
      name: shop.name,
      hasTVA: settings.hasTVA,
      vatRate: settings.vatRate,
      allRulesInEq75: settings.allRulesInEq75,
      orderRules: settings.orderRules,
      wrappingPriceCents: settings.wrappingPriceCents,
    },
    typology,
    lines,
    promotions: [],
    deliveryModes: pricingModeList,
    deliveryModeId: pricingModeList[0]?.id ?? null,
    paymentType: entry.paymentType ?? null,
    placing: false,
    now: new Date(),
    exciseRates,
  })
  // Shop limits (minimum amount, multiples…) bind online buyers, not the producer's own entry.
  const unknown = price.errors.filter((e) => e.code === 'unknownProduct')
  if (unknown.length > 0) {
    const byLine: Record<string, string[]> = {}
    for (const e of unknown)
      byLine[`lines.${Number(e.lineId?.slice(1) ?? 0)}.formatId`] = [salesOrderText.unknownProduct]
    throw new ApiError(400, salesOrderText.unknownProduct, byLine)
  }
  return { price, sources, typology, mode }
}

// ---------------------------------------------------------------- writing

function orderColumns(actor: Member, client: ClientRecord, raw: OrderEntry, priced: PricedEntry) {
  const entry = effectiveEntry(raw)
  const { price } = priced
  // Delivered at home by a carrier: to the client's delivery address, else where they are billed.
  const home = priced.mode?.kind === 'carrier' ? client.billingAddress : null
  const delivery = (entry.deliveryAddress ??
    client.deliveryAddress ??
    home ??
    null) as Address | null
  return {
    clientId: client.id,
    buyerId: client.userId,
    kind: entry.kind,
    agentId: actor.agentId ?? client.agentId,
    typology: priced.typology.key,
    ttc: priced.typology.ttc,
    totalHtCents: price.price.totalHT,
    tvaCents: price.price.tva,
    dutiesCents: price.price.duties,
    shippingCents: price.price.shipping,
    wrappingCents: price.price.wrapping,
    promoAmountCents: price.price.promoAmount,
    totalTtcCents: price.price.totalTTC,
    shipping: {
      deliveryModeId: priced.mode?.id ?? null,
      kind: priced.mode?.kind ?? null,
      name: priced.mode?.name ?? null,
      address: priced.mode?.address ?? null,
      franco: price.franco,
      nbrPackages: price.nbrPackages,
      bottles: price.bottles,
      mountain: false,
      instructions: null,
      ...(entry.shippingCents !== undefined && entry.shippingCents !== null
        ? { manualCents: entry.shippingCents }
        : {}),
    },
    paymentType: entry.paymentType ?? 'sample',
    paymentDelay: entry.paymentDelay ?? client.paymentDelay ?? null,
    expectedDeliveryAt: entry.kind === 'future' ? (entry.expectedDeliveryAt ?? null) : null,
    deliveryAddress: delivery,
    billingAddress: (entry.billingAddress ?? client.billingAddress ?? delivery) as Address | null,
    contact: {
      lastname: client.lastname,
      firstname: client.firstname,
      businessName: client.businessName,
      email: client.email,
      phone: client.phone,
      siret: client.siret,
    },
    notes: entry.notes || null,
  }
}

/**
 * 400 when the order's payment term (typed, or the client's own) is beyond the legal caps of a
 * sale between businesses in France (L441-10, L441-11), as issuing its invoice would refuse it.
 */
function assertLegalDelay(
  client: ClientRecord,
  columns: ReturnType<typeof orderColumns>,
  priced: PricedEntry,
) {
  if (!columns.paymentDelay) return
  const refusal = paymentDelayRefusal(
    columns.paymentDelay,
    saleForDelay({
      business: isBusinessClient(client),
      country: (columns.deliveryAddress ?? columns.billingAddress)?.country,
      products: [...priced.sources.values()].map((s) => s.product),
    }),
  )
  if (refusal) throw new ApiError(400, refusal, { paymentDelay: [refusal] })
}

/**
 * The order's lines, each with the discount given in the entry (not a sample's implied 100 %),
 * so that a draft reopens in the form as it was typed.
 */
function lineRows(orderId: number, raw: OrderEntry, priced: PricedEntry) {
  return priced.price.lines.map((line, position) => ({
    ...orderLineRow(orderId, line, priced.sources, position),
    discountPercent: raw.lines[entryIndexOf(line.idTmp)]?.discountPercent ?? null,
  }))
}

/**
 * The entry with the client's address it picked (`deliveryAddressId`) copied as its delivery
 * address: an order keeps its own copy, whatever later happens to the client's address book.
 */
async function withChosenAddress(
  db: Db,
  actor: Member,
  client: ClientRecord,
  entry: OrderEntry,
): Promise<OrderEntry> {
  if (entry.deliveryAddressId === undefined) return entry
  const address = await chosenDeliveryAddress(db, actor, client.id, entry.deliveryAddressId)
  return { ...entry, deliveryAddress: address as OrderEntry['deliveryAddress'] }
}

const holdsOnEntry = (entry: OrderEntry) => entry.status !== 'draft' && entry.kind !== 'future'

/** POST /orders/entries: a new order of the actor's shop for one of its (their) clients. */
export async function createEntry(db: Db, actor: Member, asked: OrderEntry): Promise<OrderRecord> {
  const client = await findClient(db, actor, asked.clientId)
  const entry = await withChosenAddress(db, actor, client, asked)
  const priced = await priceEntry(db, actor.shop.id, client, entry)
  const columns = orderColumns(actor, client, entry, priced)
  assertLegalDelay(client, columns, priced)
  const id = await db.transaction(async (tx) => {
    const now = new Date()
    const [row] = await tx
      .insert(orders)
      .values({
        shopId: actor.shop.id,
        status: entry.status,
        source: 'backoffice',
        createdById: actor.userId,
        ...columns,
        ...(entry.status === 'validated' ? { validatedAt: now } : {}),
      })
      .returning({ id: orders.id })
    const rows = lineRows(row.id, entry, priced)
    if (rows.length > 0) await tx.insert(orderLines).values(rows)
    if (holdsOnEntry(entry)) {
      const short = await takeUnits(
        tx,
        { id: row.id, shopId: actor.shop.id },
        await unitsByFormat(tx, row.id),
      )
      if (short.length > 0) throw await shortStockError(tx, row.id, short)
    }
    if (entry.status !== 'draft') await emitOrderEvent(tx, 'order.placed', actor.shop.id, row.id)
    return row.id
  })
  if (holdsOnEntry(entry)) catalogueChanged(actor.shop.id)
  const [record] = await loadOrderRecords(db, [id])
  return record
}

/** PUT /orders/:id/entry: a draft rewritten whole, and placed when its status says so. */
export async function updateEntry(
  db: Db,
  actor: Member,
  id: number,
  asked: OrderEntry,
): Promise<OrderRecord> {
  const current = await findOrder(db, actorScope(actor), id)
  if (current.status !== 'draft') throw new ApiError(409, salesOrderText.draftOnly)
  const client = await findClient(db, actor, asked.clientId)
  const entry = await withChosenAddress(db, actor, client, asked)
  const priced = await priceEntry(db, actor.shop.id, client, entry)
  const columns = orderColumns(actor, client, entry, priced)
  assertLegalDelay(client, columns, priced)
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update')
    if (locked?.status !== 'draft') throw new ApiError(409, salesOrderText.draftOnly)
    if (entry.status !== 'draft' && !canTransition(orderMachine, 'draft', entry.status))
      throw new ApiError(409, transitionMessage(orderMachine, 'draft', entry.status))
    const now = new Date()
    await tx
      .update(orders)
      .set({
        ...columns,
        status: entry.status,
        updatedAt: now,
        ...(entry.status === 'validated' ? { validatedAt: now } : {}),
      })
      .where(eq(orders.id, id))
    await tx.delete(orderLines).where(eq(orderLines.orderId, id))
    const rows = lineRows(id, entry, priced)
    if (rows.length > 0) await tx.insert(orderLines).values(rows)
    if (holdsOnEntry(entry)) {
      const short = await takeUnits(tx, { id, shopId: actor.shop.id }, await unitsByFormat(tx, id))
      if (short.length > 0) throw await shortStockError(tx, id, short)
    }
    if (entry.status !== 'draft') await emitOrderEvent(tx, 'order.placed', actor.shop.id, id)
  })
  if (holdsOnEntry(entry)) catalogueChanged(actor.shop.id)
  const [record] = await loadOrderRecords(db, [id])
  return record
}

/** PUT /orders/:id/cancel: through the order machine; the units go back to the stock. */
export async function cancelOrder(db: Db, actor: Member, id: number): Promise<OrderRecord> {
  await findOrder(db, actorScope(actor), id)
  if (await hasChildren(db, id)) throw new ApiError(409, salesOrderText.cancelVentilated)
  return transitionOrder(db, actorScope(actor), id, { to: 'cancelled' })
}

// ---------------------------------------------------------------- ventilation

/**
 * POST /orders/:id/ventilate: one validated child order per recipient, each line's unit price
 * kept and amounts shared so that the children add up to the order to the cent (see
 * `ventilate`). The order stays validated; its units now belong to its children, so the stock
 * does not move.
 */
export async function ventilateOrder(
  db: Db,
  actor: Member,
  id: number,
  request: VentilationRequest,
): Promise<number[]> {
  const order = await findOrder(db, actorScope(actor), id)
  if (order.parentId !== null) throw new ApiError(409, salesOrderText.fromVentilation)
  if (order.status === 'invoiced') throw new ApiError(409, salesOrderText.invoiced)
  if (order.status !== 'validated') throw new ApiError(409, salesOrderText.ventilateValidated)
  const recipients = new Map<number, ClientRecord>()
  for (const part of request.parts)
    if (!recipients.has(part.clientId))
      recipients.set(part.clientId, await findClient(db, actor, part.clientId))
  const problem = ventilationProblem(order.lines, request.parts)
  if (problem) throw new ApiError(400, problem, { parts: [problem] })
  const shares = ventilate(order, request.parts)

  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update')
    if (locked?.status !== 'validated') throw new ApiError(409, salesOrderText.ventilateValidated)
    if (await hasChildren(tx, id)) throw new ApiError(409, salesOrderText.alreadyVentilated)
    const [invoice] = await tx
      .select({ id: salesDocuments.id })
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.orderId, id),
          inArray(salesDocuments.type, ['invoice', 'deposit']),
          ne(salesDocuments.status, 'cancelled'),
        ),
      )
      .limit(1)
    if (invoice) throw new ApiError(409, salesOrderText.invoiced)
    const [shipped] = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.orderId, id))
      .limit(1)
    if (shipped) throw new ApiError(409, salesOrderText.shipped)

    const now = new Date()
    const childIds: number[] = []
    for (const [i, part] of request.parts.entries()) {
      const client = recipients.get(part.clientId)!
      const share = shares[i]
      const delivery = part.deliveryAddress ?? client.deliveryAddress ?? order.deliveryAddress
      const [child] = await tx
        .insert(orders)
        .values({
          shopId: order.shopId,
          buyerId: client.userId,
          clientId: client.id,
          status: 'validated',
          kind: order.kind,
          source: 'backoffice',
          createdById: actor.userId,
          agentId: client.agentId ?? order.agentId,
          parentId: order.id,
          quoteId: order.quoteId,
          paymentDelay: order.paymentDelay,
          expectedDeliveryAt: order.expectedDeliveryAt,
          typology: order.typology,
          ttc: order.ttc,
          totalHtCents: share.totalHtCents,
          tvaCents: share.tvaCents,
          dutiesCents: share.dutiesCents,
          shippingCents: share.shippingCents,
          wrappingCents: share.wrappingCents,
          promoAmountCents: share.promoAmountCents,
          totalTtcCents: share.totalTtcCents,
          shipping: { ...order.shipping, ventilatedFrom: order.id },
          paymentType: order.paymentType,
          deliveryAddress: delivery,
          billingAddress: client.billingAddress ?? delivery,
          contact: {
            lastname: client.lastname,
            firstname: client.firstname,
            businessName: client.businessName,
            email: client.email,
            phone: client.phone,
            siret: client.siret,
          },
          notes: order.notes,
          validatedAt: now,
        })
        .returning({ id: orders.id })
      childIds.push(child.id)
      await tx.insert(orderLines).values(
        share.lines.map((l, position) => {
          const line = order.lines.find((ol) => ol.id === l.lineId)!
          return {
            orderId: child.id,
            productId: line.productId,
            formatId: line.formatId,
            vintageId: line.vintageId,
            name: line.name,
            formatLabel: line.formatLabel,
            vintageName: line.vintageName,
            quantity: l.quantity,
            unitPriceCents: line.unitPriceCents,
            listUnitPriceCents: line.listUnitPriceCents,
            listReduction: line.listReduction,
            vatRate: line.vatRate,
            totalHtCents: l.totalHtCents,
            vatCents: l.vatCents,
            dutiesCents: l.dutiesCents,
            totalTtcCents: l.totalTtcCents,
            isWrapped: line.isWrapped,
            isFromFidelity: line.isFromFidelity,
            discountPercent: line.discountPercent,
            position,
          }
        }),
      )
    }
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, id))
    return childIds
  })
}

// ---------------------------------------------------------------- the order page

/**
 * GET /orders/:id: the order with its client, its children (ventilation), its shipments and its
 * sales documents. A buyer sees only the issued invoices, deposits and credit notes.
 */
export async function orderDetail(db: Db, scope: OrderScope, id: number) {
  const order = await findOrder(db, scope, id)
  const buyer = 'buyerId' in scope
  const [childIds, shipmentRows, documents, [shop]] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.parentId, id), buyer ? sql`false` : scopeWhere(scope)))
      .orderBy(asc(orders.id)),
    db.select().from(shipments).where(eq(shipments.orderId, id)).orderBy(asc(shipments.id)),
    db
      .select({
        id: salesDocuments.id,
        type: salesDocuments.type,
        number: salesDocuments.number,
        status: salesDocuments.status,
        issuedAt: salesDocuments.issuedAt,
        dueAt: salesDocuments.dueAt,
        totalHtCents: salesDocuments.totalHtCents,
        tvaCents: salesDocuments.tvaCents,
        totalTtcCents: salesDocuments.totalTtcCents,
        dueCents: salesDocuments.dueCents,
        paidCents: salesDocuments.paidCents,
        paymentStatus: salesDocuments.paymentStatus,
      })
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.orderId, id),
          buyer ? isNotNull(salesDocuments.number) : undefined,
          buyer ? inArray(salesDocuments.type, ['invoice', 'deposit', 'credit']) : undefined,
        ),
      )
      .orderBy(asc(salesDocuments.id)),
    db
      .select({ name: shops.name, legal: shops.legal })
      .from(shops)
      .where(eq(shops.id, order.shopId)),
  ])
  const children = await loadOrderRecords(
    db,
    childIds.map((c) => c.id),
  )
  return {
    ...seenBy(scope, order),
    children: children.map((c) => ({
      id: c.id,
      status: c.status,
      deliveryStatus: c.deliveryStatus,
      client: c.client,
      totalHtCents: c.totalHtCents,
      tvaCents: c.tvaCents,
      totalTtcCents: c.totalTtcCents,
      lines: c.lines.map((l) => ({ id: l.id, name: l.name, quantity: l.quantity })),
    })),
    shipments: shipmentRows.map(({ shopId: _s, ...s }) => s),
    documents,
    transfer: shop ? transferInstructions(order, shop) : null,
  }
}
