/**
 * Shipping of one seller's order by its delivery mode (spec 5 and 9). Rules:
 * - Bottles are the bottle equivalents of the bottle and box lines (a magnum is 2, accessories and
 *   prestations 0). Parcels: ceil(bottles / bottlesPerParcel), at least 1 when something ships.
 * - Price: the `pricesByBottles` value at the bottles of the first parcel (min(ceil(bottles),
 *   bottlesPerParcel), at least 1; below the lowest threshold, the lowest threshold's price), plus `extraParcelCents` for each further parcel, plus the
 *   mountain surcharge for a mountain address. Cents TTC.
 *   A mode without a price grid (a pick-up at the estate) is free: no parcel, extra or surcharge.
 * - Franco: free shipping, surcharge included, when the order's TTC without shipping reaches
 *   `freeFromCents` or its bottles reach `freeFromBottles`.
 * - Progress: the larger of amount / freeFromCents and bottles / freeFromBottles, in whole percent,
 *   100 only once reached. What is left is given both ways, 0 when reached or when the mode has no
 *   such threshold. Before a mode is chosen, the progress is the first mode's and shipping is 0.
 */
import { thresholdSteps, thresholdValue } from '#app/modules/catalogue/domain/catalogue'
import type { PricingDeliveryMode } from './types'

export const DEFAULT_BOTTLES_PER_PARCEL = 12

export type ShippingInput = {
  /** The chosen mode, or null. */
  mode: PricingDeliveryMode | null
  /** The mode whose franco progress is shown: the chosen one, else the first available. */
  progressMode: PricingDeliveryMode | null
  bottles: number
  /** Whether anything ships (a line that is not a prestation). */
  ships: boolean
  /** The order's TTC without shipping. */
  amountCents: number
  mountain: boolean
}

export type Shipping = {
  shippingCents: number
  nbrPackages: number
  franco: boolean
  francoPercent: number
  amountBeforeFranco: number
  amountBeforeBottleFranco: number
}

const ceil4 = (value: number) => Math.ceil(Math.round(value * 1e4) / 1e4)

export function parcelsFor(bottles: number, bottlesPerParcel: number, ships: boolean): number {
  if (!ships) return 0
  const perParcel = bottlesPerParcel > 0 ? bottlesPerParcel : DEFAULT_BOTTLES_PER_PARCEL
  return Math.max(1, ceil4(bottles / perParcel))
}

/** The price of the first parcel at a bottle count. */
export function firstParcelPrice(mode: PricingDeliveryMode, bottles: number): number {
  const perParcel = mode.bottlesPerParcel > 0 ? mode.bottlesPerParcel : DEFAULT_BOTTLES_PER_PARCEL
  const count = Math.max(1, Math.min(ceil4(bottles), perParcel))
  const value = thresholdValue(mode.pricesByBottles, count)
  if (value !== null) return Math.max(0, value)
  const lowest = thresholdSteps(mode.pricesByBottles)[0]
  return lowest ? Math.max(0, lowest.value) : 0
}

type Franco = Omit<Shipping, 'shippingCents' | 'nbrPackages'>

export function francoOf(
  mode: PricingDeliveryMode | null,
  amountCents: number,
  bottles: number,
): Franco {
  const none: Franco = {
    franco: false,
    francoPercent: 0,
    amountBeforeFranco: 0,
    amountBeforeBottleFranco: 0,
  }
  if (!mode) return none
  const byAmount = mode.freeFromCents
  const byBottles = mode.freeFromBottles
  const reached =
    (byAmount !== null && amountCents >= byAmount) || (byBottles !== null && bottles >= byBottles)
  if (reached) return { ...none, franco: true, francoPercent: 100 }
  const progress = Math.max(
    byAmount !== null && byAmount > 0 ? amountCents / byAmount : 0,
    byBottles !== null && byBottles > 0 ? bottles / byBottles : 0,
  )
  return {
    franco: false,
    francoPercent: Math.min(99, Math.max(0, Math.floor(progress * 100))),
    amountBeforeFranco: byAmount !== null ? byAmount - amountCents : 0,
    amountBeforeBottleFranco: byBottles !== null ? ceil4(byBottles - bottles) : 0,
  }
}

export function shippingOf(input: ShippingInput): Shipping {
  const { mode, bottles, ships } = input
  const nbrPackages = parcelsFor(
    bottles,
    mode?.bottlesPerParcel ?? DEFAULT_BOTTLES_PER_PARCEL,
    ships,
  )
  const franco = ships
    ? francoOf(input.progressMode, input.amountCents, bottles)
    : francoOf(null, 0, 0)
  const free =
    !mode ||
    !ships ||
    thresholdSteps(mode.pricesByBottles).length === 0 ||
    (franco.franco && input.progressMode === mode)
  if (free) {
    return { shippingCents: 0, nbrPackages, ...franco }
  }
  const shippingCents =
    firstParcelPrice(mode, bottles) +
    (nbrPackages - 1) * Math.max(0, mode.extraParcelCents) +
    (input.mountain ? Math.max(0, mode.mountainSurchargeCents ?? 0) : 0)
  return { shippingCents, nbrPackages, ...franco }
}
