/**
 * Which delivery modes serve a delivery address (spec 8: 'Aucun mode de livraison disponible
 * pour cette adresse'). Each mode keeps a zone (`zones`, migration 0017): countries and French
 * départements, an empty list meaning no restriction.
 * - A carrier serves an address when the address's country is listed (or none is) and, for a
 *   French address, its département is listed (or none is). Départements say nothing of other
 *   countries. Before 0017 a carrier whose address named a country delivered there only: the
 *   migration made that country its zone.
 * - Pick-up at the estate and collection points serve every address: the buyer collects there.
 * Countries compare as codes, whatever their case ('fr' is 'FR'). Without an address (the cart
 * page, before checkout) every mode is offered; with a country but no zip code yet, départements
 * are not checked (the checkout checks them again with the full address).
 */
import type { PricingDeliveryMode } from './types'

export type DeliveryAddressArea = {
  /** ISO 3166 code as the checkout form sends it ('FR', 'BE'…). */
  country?: string | null
  zipcode?: string | null
}

type ZonedMode = Pick<PricingDeliveryMode, 'kind'> & {
  zones?: { countries?: readonly string[]; departements?: readonly string[] } | null
}

/**
 * Spec 3: French département codes 01 to 96 and the overseas 971, 972, 973, 974 and 976. Corsica
 * is '20' in that list; its two départements '2A' and '2B' are accepted too, for a finer zone.
 */
export const frenchDepartements: readonly string[] = [
  ...Array.from({ length: 96 }, (_, i) => String(i + 1).padStart(2, '0')),
  '2A',
  '2B',
  '971',
  '972',
  '973',
  '974',
  '976',
]

const code = (value: string | null | undefined) => (value ?? '').trim().toUpperCase()

/**
 * The département of a French zip code: its 2 first digits, 3 for overseas ones (97x); Corsica's
 * 200xx and 201xx are Corse-du-Sud (2A), 202xx to 206xx Haute-Corse (2B). Null when the zip code
 * is not 5 digits of a département of spec 3's list (Monaco's 980xx, a typo).
 */
export function departementOf(zipcode: string | null | undefined): string | null {
  const zip = (zipcode ?? '').replace(/\s/g, '')
  if (!/^\d{5}$/.test(zip)) return null
  if (zip.startsWith('20')) return zip[2] <= '1' ? '2A' : '2B'
  const dep = zip.startsWith('97') ? zip.slice(0, 3) : zip.slice(0, 2)
  return frenchDepartements.includes(dep) ? dep : null
}

function departementListed(listed: readonly string[], zipcode: string): boolean {
  const dep = departementOf(zipcode)
  if (dep === null) return false
  // '20' (spec 3's code for Corsica) covers both its départements.
  return listed.includes(dep) || ((dep === '2A' || dep === '2B') && listed.includes('20'))
}

export function modeServesAddress(
  mode: ZonedMode,
  address: DeliveryAddressArea | null | undefined,
): boolean {
  if (!address || mode.kind !== 'carrier') return true
  const countries = (mode.zones?.countries ?? []).map(code)
  const country = code(address.country)
  if (countries.length > 0 && !countries.includes(country)) return false
  const departements = (mode.zones?.departements ?? []).map(code)
  if (country !== 'FR' || departements.length === 0) return true
  const zipcode = (address.zipcode ?? '').trim()
  return zipcode === '' || departementListed(departements, zipcode)
}

/** The modes of `modes` that serve `address`, in their order. */
export function modesServing<M extends ZonedMode>(
  modes: readonly M[],
  address: DeliveryAddressArea | null | undefined,
): M[] {
  return modes.filter((mode) => modeServesAddress(mode, address))
}
