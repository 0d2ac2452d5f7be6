/**
 * Carriers' tracking as pure rules (issue 16 §1, "Carriers"): which carriers Caveau speaks, the
 * public tracking page of a parcel, and how a carrier's tracking events become the spec's
 * delivery statuses (spec 4: pendingPickup, pickup, transit, delivered, returned, exception…),
 * moved only along the delivery machine (sales/domain/machines.ts).
 */
import type { DeliveryStatus } from '#app/platform/db/schema'
import { canTransition, deliveryMachine } from '#app/modules/sales/domain/machines'

/** The carriers Caveau makes labels with. Mondial Relay, Chronopost, UPS would join here. */
export const carrierIds = ['colissimo'] as const
export type CarrierId = (typeof carrierIds)[number]

export const carrierNames: Record<CarrierId, string> = { colissimo: 'Colissimo' }

export const isCarrierId = (value: unknown): value is CarrierId =>
  typeof value === 'string' && (carrierIds as readonly string[]).includes(value)

/** The carrier's public page following a parcel; null for a carrier Caveau does not know. */
export function trackingUrl(carrier: string | null, ref: string | null): string | null {
  if (!ref || !carrier) return null
  const id = carrier.trim().toLowerCase()
  if (id === 'colissimo')
    return `https://www.laposte.fr/outils/suivre-vos-envois?code=${encodeURIComponent(ref.trim())}`
  return null
}

/**
 * La Poste's tracking event codes (API Suivi v2, `shipment.event[].code`) and the delivery status
 * each means. Absent (DR1, "déclaratif réceptionné": the label exists, the parcel is not handed
 * over yet) or unknown codes change nothing.
 */
export const laPosteEventStatus: Readonly<Record<string, DeliveryStatus>> = {
  PC1: 'pickup', // pris en charge
  PC2: 'pickup', // pris en charge dans le pays d'expédition
  ET1: 'transit', // en cours de traitement
  ET2: 'transit',
  ET3: 'transit',
  ET4: 'transit',
  EP1: 'transit', // en attente de présentation
  DO1: 'transit', // entrée en douane
  DO2: 'transit', // sortie de douane
  DO3: 'exception', // retenu en douane
  PB1: 'exception', // problème en cours
  PB2: 'transit', // problème résolu
  MD2: 'transit', // mis en distribution
  ND1: 'exception', // non distribuable
  AG1: 'transit', // en attente d'être retiré au guichet
  RE1: 'returned', // retourné à l'expéditeur
  DI0: 'delivered',
  DI1: 'delivered', // distribué
  DI2: 'returned', // distribué à l'expéditeur
  DI3: 'exception', // retardé
}

export type TrackingEvent = { code: string; label: string; date: string }

/** The status the carrier's latest meaningful event means (events in any order), or null. */
export function statusFromEvents(events: readonly TrackingEvent[]): DeliveryStatus | null {
  const latestFirst = [...events].sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
  for (const event of latestFirst) {
    const status = laPosteEventStatus[event.code.trim().toUpperCase()]
    if (status) return status
  }
  return null
}

/** The latest event (by date), or null. */
export const latestEvent = (events: readonly TrackingEvent[]) =>
  [...events].sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0] ?? null

/**
 * The steps that bring a shipment from `current` to what the carrier says, along the delivery
 * machine: none when it is there already or no path exists (a parcel picked up after being marked
 * in transit stays in transit), one step, or two through 'transit' (pending → pickup is not a
 * move of the machine, pending → transit → … are).
 */
export function trackingSteps(current: DeliveryStatus, target: DeliveryStatus): DeliveryStatus[] {
  if (current === target) return []
  if (canTransition(deliveryMachine, current, target)) return [target]
  if (
    target !== 'transit' &&
    canTransition(deliveryMachine, current, 'transit') &&
    canTransition(deliveryMachine, 'transit', target)
  )
    return ['transit', target]
  return []
}

/** Statuses a label can still be made at: the parcel has not left the estate. */
export const labelStatuses: ReadonlySet<DeliveryStatus> = new Set([
  'pending',
  'preparation',
  'pendingPickup',
])

/** A shipment with a label waits for the carrier to pick it up ('À enlever'), if it may. */
export const statusWithLabel = (current: DeliveryStatus): DeliveryStatus | null =>
  canTransition(deliveryMachine, current, 'pendingPickup') ? 'pendingPickup' : null

/** Statuses the tracking job still follows (anything not yet arrived or back). */
export const trackedStatuses: readonly DeliveryStatus[] = [
  'pending',
  'preparation',
  'pendingPickup',
  'pickup',
  'transit',
  'exception',
]

/** What the order page knows of a shipment. */
export type ShipmentFacts = {
  id: number
  isDelivery: boolean
  status: string
  parcels: number
  carrier: string | null
  trackingRef: string | null
}

/** A Colissimo label exists for it (its download link is shown). */
export const labelled = (s: ShipmentFacts) =>
  s.carrier?.toLowerCase() === 'colissimo' && Boolean(s.trackingRef)

/** The shipment may get its label now: a delivery of one parcel not yet handed over. */
export const labellable = (s: ShipmentFacts) =>
  s.isDelivery && s.parcels === 1 && !labelled(s) && labelStatuses.has(s.status as DeliveryStatus)
