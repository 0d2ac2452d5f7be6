import { describe, expect, it } from 'vitest'
import {
  departementOf,
  frenchDepartements,
  modeServesAddress,
  modesServing,
} from './delivery-zones'
import { priceOrder } from './index'
import { carrier, line, order } from './test-builders'

const france = { country: 'FR', zipcode: '45000' }
const belgium = { country: 'BE', zipcode: '1000' }

const zone = (countries: string[], departements: string[] = []) => ({ countries, departements })
const frenchCarrier = carrier({ id: 1, zones: zone(['FR']) })
const anywhere = carrier({ id: 2, name: 'Transporteur international', zones: zone([]) })
const pickup = carrier({
  id: 3,
  kind: 'pickup',
  name: 'Retrait au domaine',
  pricesByBottles: {},
  address: { country: 'FR' },
  zones: zone(['FR'], ['18']),
})

const codes = (errors: { code: string }[]) => errors.map((e) => e.code)

describe('which delivery modes serve an address', () => {
  it('a carrier with a country delivers there only, whatever the case of the codes', () => {
    expect(modeServesAddress(frenchCarrier, france)).toBe(true)
    expect(modeServesAddress(frenchCarrier, { country: 'fr' })).toBe(true)
    expect(modeServesAddress(frenchCarrier, belgium)).toBe(false)
    expect(modeServesAddress(frenchCarrier, { country: null })).toBe(false)
  })

  it('a carrier whose address names a country but whose zone is empty delivers everywhere', () => {
    // The migration moved that country into the zone; the address alone no longer restricts.
    expect(modeServesAddress(carrier({ address: { country: 'FR' } }), belgium)).toBe(true)
    expect(modeServesAddress(carrier({ zones: null }), belgium)).toBe(true)
  })

  it('a carrier with départements serves French addresses in them only', () => {
    const centre = carrier({ zones: zone(['FR'], ['45', '18', '41']) })
    expect(modeServesAddress(centre, { country: 'FR', zipcode: '45000' })).toBe(true)
    expect(modeServesAddress(centre, { country: 'FR', zipcode: '18 300' })).toBe(true)
    expect(modeServesAddress(centre, { country: 'FR', zipcode: '75001' })).toBe(false)
    expect(modeServesAddress(centre, { country: 'FR', zipcode: 'abc' })).toBe(false)
    // No zip code yet (the delivery modes' list for a country): the checkout checks it later.
    expect(modeServesAddress(centre, { country: 'FR' })).toBe(true)
    expect(modeServesAddress(centre, belgium)).toBe(false)
  })

  it('départements restrict France only: other listed countries are served whole', () => {
    const mode = carrier({ zones: zone(['FR', 'BE'], ['59']) })
    expect(modeServesAddress(mode, belgium)).toBe(true)
    expect(modeServesAddress(mode, { country: 'FR', zipcode: '59000' })).toBe(true)
    expect(modeServesAddress(mode, { country: 'FR', zipcode: '62000' })).toBe(false)
    // Départements without countries: every country, and France in those départements.
    const noCountry = carrier({ zones: zone([], ['971', '972']) })
    expect(modeServesAddress(noCountry, { country: 'DE', zipcode: '10115' })).toBe(true)
    expect(modeServesAddress(noCountry, { country: 'FR', zipcode: '97200' })).toBe(true)
    expect(modeServesAddress(noCountry, { country: 'FR', zipcode: '97400' })).toBe(false)
  })

  it('Corsica: 2A, 2B, or 20 for both', () => {
    expect(
      modeServesAddress(carrier({ zones: zone(['FR'], ['2A']) }), {
        country: 'FR',
        zipcode: '20000',
      }),
    ).toBe(true)
    expect(
      modeServesAddress(carrier({ zones: zone(['FR'], ['2A']) }), {
        country: 'FR',
        zipcode: '20200',
      }),
    ).toBe(false)
    expect(
      modeServesAddress(carrier({ zones: zone(['FR'], ['20']) }), {
        country: 'FR',
        zipcode: '20600',
      }),
    ).toBe(true)
  })

  it('a carrier without a country, a pick-up and a collection point serve every address', () => {
    expect(modeServesAddress(anywhere, belgium)).toBe(true)
    expect(modeServesAddress(pickup, belgium)).toBe(true)
    expect(modeServesAddress({ ...pickup, kind: 'collectionPoint' }, belgium)).toBe(true)
  })

  it('without an address (the cart page), every mode is offered, in its order', () => {
    expect(modesServing([frenchCarrier, anywhere, pickup], null).map((m) => m.id)).toEqual([
      1, 2, 3,
    ])
    expect(modesServing([frenchCarrier, anywhere, pickup], belgium).map((m) => m.id)).toEqual([
      2, 3,
    ])
  })
})

describe('the département of a French zip code', () => {
  it('reads 2 digits, 3 overseas, and Corsica’s 2A and 2B', () => {
    expect(departementOf('45000')).toBe('45')
    expect(departementOf('01000')).toBe('01')
    expect(departementOf('75 001')).toBe('75')
    expect(departementOf('97100')).toBe('971')
    expect(departementOf('97600')).toBe('976')
    expect(departementOf('20000')).toBe('2A') // Ajaccio
    expect(departementOf('20169')).toBe('2A') // Bonifacio
    expect(departementOf('20200')).toBe('2B') // Bastia
    expect(departementOf('20600')).toBe('2B')
  })

  it('answers null outside spec 3’s list or for a malformed code', () => {
    expect(departementOf('97500')).toBeNull() // Saint-Pierre-et-Miquelon
    expect(departementOf('98000')).toBeNull() // Monaco
    expect(departementOf('4500')).toBeNull()
    expect(departementOf('')).toBeNull()
    expect(departementOf(null)).toBeNull()
  })

  it('spec 3’s list: 01 to 96, five overseas, and Corsica’s two', () => {
    expect(frenchDepartements).toHaveLength(96 + 5 + 2)
    expect(frenchDepartements).toContain('20')
    expect(frenchDepartements).not.toContain('97')
  })
})

describe('the engine with a delivery address', () => {
  const sixBottles = [line({ quantity: 6 })]

  it('prices a French carrier for a French address: 14,90 € for 6 bottles', () => {
    const priced = priceOrder(
      order({ lines: sixBottles, deliveryModes: [frenchCarrier], deliveryAddress: france }),
    )
    expect(priced.errors).toEqual([])
    expect(priced.price.shipping).toBe(1490)
    expect(priced.deliveryModeId).toBe(1)
  })

  it('refuses the French carrier chosen for a Belgian address, with spec 8’s message, and charges no shipping', () => {
    const priced = priceOrder(
      order({
        lines: sixBottles,
        deliveryModes: [frenchCarrier, pickup],
        deliveryModeId: 1,
        deliveryAddress: belgium,
      }),
    )
    expect(priced.errors).toEqual([
      {
        code: 'noDeliveryMode',
        message: 'Aucun mode de livraison disponible pour cette adresse',
        messageEn: 'No delivery mode available for this address',
      },
    ])
    expect(priced.price.shipping).toBe(0)
    expect(priced.deliveryModeId).toBeNull()
  })

  it('says no mode is available when none serves the address, before any is chosen', () => {
    const priced = priceOrder(
      order({
        lines: sixBottles,
        deliveryModes: [frenchCarrier],
        deliveryModeId: null,
        deliveryAddress: belgium,
      }),
    )
    expect(codes(priced.errors)).toEqual(['noDeliveryMode'])
  })

  it('accepts the pick-up for the same Belgian buyer: free', () => {
    const priced = priceOrder(
      order({
        lines: sixBottles,
        deliveryModes: [frenchCarrier, pickup],
        deliveryModeId: 3,
        deliveryAddress: belgium,
      }),
    )
    expect(priced.errors).toEqual([])
    expect(priced.price.shipping).toBe(0)
  })
})
