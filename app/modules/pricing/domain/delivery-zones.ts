/**
 * Which delivery modes serve a delivery address (spec 8: 'Aucun mode de livraison disponible
 * pour cette adresse'). The schema keeps no zone list per mode, so the rule reads the fields a
 * mode has:
 * - a carrier whose `address` names a country delivers within that country only (excise and
 *   VAT make shipping alcohol abroad a separate arrangement); a carrier without one delivers
 *   anywhere;
 * - pick-up at the estate and collection points serve every address: the buyer collects there.
 * Countries compare as codes, whatever their case ('fr' is 'FR'). Without an address (the cart
 * page, before checkout) every mode is offered.
 */
import type { PricingDeliveryMode } from './types'

export type DeliveryAddressArea = {
  /** ISO 3166 code as the checkout form sends it ('FR', 'BE'…). */
  country?: string | null
  zipcode?: string | null
}

type ZonedMode = Pick<PricingDeliveryMode, 'kind'> & {
  address?: { country?: string | null } | null
}

const code = (value: string | null | undefined) => (value ?? '').trim().toUpperCase()

export function modeServesAddress(
  mode: ZonedMode,
  address: DeliveryAddressArea | null | undefined,
): boolean {
  if (!address || mode.kind !== 'carrier') return true
  const area = code(mode.address?.country)
  return area === '' || area === code(address.country)
}

/** The modes of `modes` that serve `address`, in their order. */
export function modesServing<M extends ZonedMode>(
  modes: readonly M[],
  address: DeliveryAddressArea | null | undefined,
): M[] {
  return modes.filter((mode) => modeServesAddress(mode, address))
}
