import { describe, expect, it } from 'vitest'
import { priceSummary, zoneSummary } from './delivery-summary'

const carrier = {
  kind: 'carrier' as const,
  zones: { countries: [], departements: [] },
  pricesByBottles: { '6': 1490, '1': 990 },
  freeFromCents: null,
  freeFromBottles: null,
  mountainSurchargeCents: null,
}

describe('a delivery mode in a line (settings list)', () => {
  it('names the zone: everywhere, countries in French, France’s départements', () => {
    expect(zoneSummary(carrier)).toBe('Partout')
    expect(
      zoneSummary({ ...carrier, zones: { countries: ['FR', 'BE'], departements: ['45'] } }),
    ).toBe('France (45), Belgique')
    expect(zoneSummary({ ...carrier, zones: { countries: [], departements: ['2A', '2B'] } })).toBe(
      'Partout ; en France : 2A, 2B',
    )
    expect(zoneSummary({ ...carrier, kind: 'pickup' })).toBe('Sur place (toutes adresses)')
  })

  it('lists the bands by threshold, then franco and mountain surcharge', () => {
    expect(priceSummary(carrier)).toBe('9,90 € dès 1 bouteille, 14,90 € dès 6 bouteilles')
    expect(
      priceSummary({
        ...carrier,
        freeFromCents: 15_000,
        freeFromBottles: 24,
        mountainSurchargeCents: 1_000,
      }),
    ).toBe(
      '9,90 € dès 1 bouteille, 14,90 € dès 6 bouteilles ; franco dès 150,00 € ou 24 bouteilles ; montagne + 10,00 €',
    )
    expect(priceSummary({ ...carrier, pricesByBottles: {} })).toBe('Gratuit')
  })
})
