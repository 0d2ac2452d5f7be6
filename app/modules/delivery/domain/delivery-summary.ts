/**
 * A delivery mode in a line, for the settings' list (issue 16 §1): where it delivers and what it
 * costs, in French.
 */
import { countryName } from '#app/modules/checkout/domain/checkout-schema'
import type { DeliveryZones } from '#app/platform/db/schema'
import { euros } from '#app/platform/domain/money'

type Priced = {
  kind: 'carrier' | 'pickup' | 'collectionPoint'
  zones: DeliveryZones
  pricesByBottles: Record<string, number>
  freeFromCents: number | null
  freeFromBottles: number | null
  mountainSurchargeCents: number | null
}

const bottles = (n: number) => `${n} bouteille${n > 1 ? 's' : ''}`

/** 'Partout', 'France (45, 18, 41), Belgique', or for pick-ups 'Sur place'. */
export function zoneSummary(mode: Pick<Priced, 'kind' | 'zones'>): string {
  if (mode.kind !== 'carrier') return 'Sur place (toutes adresses)'
  const { countries, departements } = mode.zones
  const deps = departements.length > 0 ? ` (${departements.join(', ')})` : ''
  if (countries.length === 0)
    return departements.length > 0 ? `Partout ; en France : ${departements.join(', ')}` : 'Partout'
  return countries.map((c) => (c === 'FR' ? `France${deps}` : countryName(c))).join(', ')
}

/** '9,90 € dès 1 bouteille, 14,90 € dès 6 bouteilles ; franco dès 150,00 € ou 24 bouteilles'. */
export function priceSummary(mode: Priced): string {
  const bands = Object.entries(mode.pricesByBottles)
    .map(([from, cents]) => [Number(from), cents] as const)
    .sort(([a], [b]) => a - b)
    .map(([from, cents]) => `${euros(cents)} dès ${bottles(from)}`)
  const parts = [bands.length > 0 ? bands.join(', ') : 'Gratuit']
  const franco = [
    mode.freeFromCents !== null ? euros(mode.freeFromCents) : null,
    mode.freeFromBottles !== null ? bottles(mode.freeFromBottles) : null,
  ].filter(Boolean)
  if (franco.length > 0) parts.push(`franco dès ${franco.join(' ou ')}`)
  if (mode.mountainSurchargeCents) parts.push(`montagne + ${euros(mode.mountainSurchargeCents)}`)
  return parts.join(' ; ')
}
