import { describe, expect, it } from 'vitest'
import { modeServesAddress, modesServing } from './delivery-zones'
import { priceOrder } from './index'
import { carrier, line, order } from './test-builders'

const france = { country: 'FR', zipcode: '45000' }
const belgium = { country: 'BE', zipcode: '1000' }

const frenchCarrier = carrier({ id: 1, address: { country: 'FR' } })
const anywhere = carrier({ id: 2, name: 'Transporteur international', address: null })
const pickup = carrier({
  id: 3,
  kind: 'pickup',
  name: 'Retrait au domaine',
  pricesByBottles: {},
  address: { country: 'FR' },
})

const codes = (errors: { code: string }[]) => errors.map((e) => e.code)

describe('which delivery modes serve an address', () => {
  it('a carrier with a country delivers there only, whatever the case of the codes', () => {
    expect(modeServesAddress(frenchCarrier, france)).toBe(true)
    expect(modeServesAddress(frenchCarrier, { country: 'fr' })).toBe(true)
    expect(modeServesAddress(frenchCarrier, belgium)).toBe(false)
    expect(modeServesAddress(frenchCarrier, { country: null })).toBe(false)
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
