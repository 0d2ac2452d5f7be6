/**
 * Shipments and returns of an order (spec 4 delivery statuses), as pure rules:
 * - Parcels: 12 bottle equivalents (75 cl) a parcel, at least one when something ships.
 * - A delivery never ships more of a line than ordered less what earlier deliveries took, whatever
 *   their status (a delivery that came back is not shipped again automatically).
 * - Units count as delivered once their delivery is delivered (or later returned, in part or in
 *   whole); units count as returned when a delivery comes back whole (status returned) or a return
 *   arrives (status returned or delivered). A return never takes back more of a line than was
 *   delivered less the returns already recorded, whatever their status.
 * - The order's delivery status follows from its lines: nothing delivered → pending; some lines
 *   short → partiallyDelivered; every line delivered → delivered; then any return makes it
 *   partiallyReturned, and returned once everything delivered came back.
 */
import * as z from 'zod'
import { CheckoutAddress } from '#app/modules/checkout/domain/cart-schema'
import type { DeliveryStatus } from '#app/platform/db/schema'
import { checked, typedLines } from './form-text'
import { deliveryMachine, statusesOf } from './machines'

export const BOTTLES_PER_PARCEL = 12

export type ShipmentKind = 'delivery' | 'return'
export type ShipmentLine = { lineId: number; quantity: number }
export type ShipmentFacts = { kind: ShipmentKind; status: DeliveryStatus; lines: ShipmentLine[] }
export type OrderedLine = { id: number; quantity: number }

/** Parcels for a number of bottle equivalents (rounded to 4 decimals first: 1,5 L is 2). */
export function parcelsFor(bottles: number): number {
  const exact = Math.round(bottles * 1e4) / 1e4
  return Math.max(1, Math.ceil(exact / BOTTLES_PER_PARCEL))
}

const deliveredStatuses: ReadonlySet<DeliveryStatus> = new Set([
  'delivered',
  'partiallyReturned',
  'returned',
])
const returnArrived: ReadonlySet<DeliveryStatus> = new Set(['returned', 'delivered'])

function addUp(target: Map<number, number>, lines: ShipmentLine[]) {
  for (const l of lines) target.set(l.lineId, (target.get(l.lineId) ?? 0) + l.quantity)
}

/** Per order line: units in deliveries, delivered, returned, and in returns (any status). */
export function lineTallies(shipments: readonly ShipmentFacts[]) {
  const shipped = new Map<number, number>()
  const delivered = new Map<number, number>()
  const returned = new Map<number, number>()
  const inReturns = new Map<number, number>()
  for (const s of shipments) {
    if (s.kind === 'delivery') {
      addUp(shipped, s.lines)
      if (deliveredStatuses.has(s.status)) addUp(delivered, s.lines)
      if (s.status === 'returned') addUp(returned, s.lines)
    } else {
      addUp(inReturns, s.lines)
      if (returnArrived.has(s.status)) addUp(returned, s.lines)
    }
  }
  return { shipped, delivered, returned, inReturns }
}

/** What is left to ship of each line: ordered less every delivery already made. */
export function remainingToShip(
  lines: readonly OrderedLine[],
  shipments: readonly ShipmentFacts[],
): Map<number, number> {
  const { shipped } = lineTallies(shipments)
  return new Map(lines.map((l) => [l.id, Math.max(0, l.quantity - (shipped.get(l.id) ?? 0))]))
}

/** What may still come back of each line: delivered less the returns already recorded. */
export function returnable(
  lines: readonly OrderedLine[],
  shipments: readonly ShipmentFacts[],
): Map<number, number> {
  const deliveries = shipments.filter((s) => s.kind === 'delivery')
  const { delivered, returned: cameBack } = lineTallies(deliveries)
  const { inReturns } = lineTallies(shipments)
  return new Map(
    lines.map((l) => [
      l.id,
      Math.max(
        0,
        (delivered.get(l.id) ?? 0) - (cameBack.get(l.id) ?? 0) - (inReturns.get(l.id) ?? 0),
      ),
    ]),
  )
}

/**
 * The lines of a new shipment that exceed what is allowed (`allowed` from remainingToShip or
 * returnable), or name a line the order does not have: their ids, empty when it is fine.
 */
export function excessLines(
  requested: readonly ShipmentLine[],
  allowed: ReadonlyMap<number, number>,
): number[] {
  const wanted = new Map<number, number>()
  addUp(wanted, [...requested])
  return [...wanted]
    .filter(([id, qty]) => !allowed.has(id) || qty > allowed.get(id)!)
    .map(([id]) => id)
}

export type OrderDeliveryStatus = Extract<
  DeliveryStatus,
  'pending' | 'partiallyDelivered' | 'delivered' | 'partiallyReturned' | 'returned'
>

/** The order's delivery status from its lines and shipments (see the module comment). */
export function orderDeliveryStatus(
  lines: readonly OrderedLine[],
  shipments: readonly ShipmentFacts[],
): OrderDeliveryStatus {
  const { delivered, returned } = lineTallies(shipments)
  const sum = (m: Map<number, number>) => lines.reduce((s, l) => s + (m.get(l.id) ?? 0), 0)
  const deliveredUnits = sum(delivered)
  const returnedUnits = sum(returned)
  if (returnedUnits > 0) return returnedUnits >= deliveredUnits ? 'returned' : 'partiallyReturned'
  if (deliveredUnits === 0) return 'pending'
  const complete = lines.every((l) => (delivered.get(l.id) ?? 0) >= l.quantity)
  return complete ? 'delivered' : 'partiallyDelivered'
}

/** Dates a shipment gets when it reaches a status (never moved once set). */
export function shipmentDates(
  status: DeliveryStatus,
  current: { shippedAt: Date | null; deliveredAt: Date | null },
  now: Date,
): { shippedAt: Date | null; deliveredAt: Date | null } {
  const leftEstate = status !== 'pending' && status !== 'preparation' && status !== 'pendingPickup'
  const arrived = status === 'delivered' || status === 'partiallyDelivered'
  return {
    shippedAt: current.shippedAt ?? (leftEstate && status !== 'error' ? now : null),
    deliveredAt: current.deliveredAt ?? (arrived ? now : null),
  }
}

// ---------------------------------------------------------------- the rules of the requests

const id = z.number().int().positive().max(2_147_483_647)
export const shipmentMessages = {
  quantity: 'La quantité doit être un nombre entier positif.',
  noLine: 'Choisissez au moins une ligne à expédier.',
} as const
export const deliveryStatuses = statusesOf(deliveryMachine) as [DeliveryStatus, ...DeliveryStatus[]]

/** POST /shipments: some lines of an order shipped (or taken back). */
export const ShipmentInput = z.strictObject({
  orderId: id,
  kind: z.enum(['delivery', 'return'], { error: 'Type d’expédition inconnu.' }).default('delivery'),
  lines: z
    .array(
      z.strictObject({
        lineId: id,
        quantity: z
          .number({ error: shipmentMessages.quantity })
          .int(shipmentMessages.quantity)
          .min(1, shipmentMessages.quantity)
          .max(100_000, shipmentMessages.quantity),
      }),
      { error: shipmentMessages.noLine },
    )
    .min(1, shipmentMessages.noLine)
    .max(200),
  carrier: z.string().trim().max(100).optional(),
  trackingRef: z.string().trim().max(100).optional(),
  address: CheckoutAddress.optional(),
})
export type ShipmentInput = z.output<typeof ShipmentInput>

/**
 * The order page's 'Expédier' form: a quantity per order line (`ship.{lineId}`, the empty and zero
 * ones left out), a carrier and a tracking reference. Its value is the lines under the API's rule,
 * any problem with them on `lines`.
 */
export const shipmentForm = (lineIds: readonly number[]) =>
  z
    .object({
      ship: z.record(z.string(), z.unknown()).catch({}).default({}),
      carrier: z.string().trim().optional(),
      trackingRef: z.string().trim().optional(),
    })
    .transform((form, ctx) => ({
      lines: checked(ctx, ShipmentInput.shape.lines, typedLines(form.ship, lineIds), ['lines'])!,
      carrier: form.carrier || undefined,
      trackingRef: form.trackingRef || undefined,
    }))

/** A shipment's next status, as the API takes it (PUT /shipments/{id}/status). */
export const ShipmentStatusInput = z.strictObject({
  status: z.enum(deliveryStatuses, { error: 'Statut de livraison inconnu.' }),
})
