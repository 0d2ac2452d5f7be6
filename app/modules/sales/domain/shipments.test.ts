import { describe, expect, it } from 'vitest'
import {
  excessLines,
  orderDeliveryStatus,
  parcelsFor,
  remainingToShip,
  returnable,
  shipmentDates,
  type ShipmentFacts,
} from './shipments'

const lines = [
  { id: 1, quantity: 12 },
  { id: 2, quantity: 6 },
]
const delivery = (status: ShipmentFacts['status'], ...l: [number, number][]): ShipmentFacts => ({
  kind: 'delivery',
  status,
  lines: l.map(([lineId, quantity]) => ({ lineId, quantity })),
})
const back = (status: ShipmentFacts['status'], ...l: [number, number][]): ShipmentFacts => ({
  ...delivery(status, ...l),
  kind: 'return',
})

describe('parcelsFor', () => {
  it('packs 12 bottle equivalents a parcel, at least one', () => {
    expect(parcelsFor(0)).toBe(1)
    expect(parcelsFor(1)).toBe(1)
    expect(parcelsFor(12)).toBe(1)
    expect(parcelsFor(13)).toBe(2)
    expect(parcelsFor(24)).toBe(2)
    // Six magnums are 12 bottle equivalents; floating noise never adds a parcel.
    expect(parcelsFor(6 * 2)).toBe(1)
    expect(parcelsFor(0.1 * 3 * 40)).toBe(1)
    expect(parcelsFor(25)).toBe(3)
  })
})

describe('remaining quantities', () => {
  it('ships at most what is ordered less every earlier delivery', () => {
    const shipments = [delivery('pending', [1, 5]), delivery('returned', [1, 2])]
    expect(remainingToShip(lines, shipments)).toEqual(
      new Map([
        [1, 5],
        [2, 6],
      ]),
    )
    expect(excessLines([{ lineId: 1, quantity: 5 }], remainingToShip(lines, shipments))).toEqual([])
    expect(excessLines([{ lineId: 1, quantity: 6 }], remainingToShip(lines, shipments))).toEqual([
      1,
    ])
    // The same line twice adds up; an unknown line is refused.
    expect(
      excessLines(
        [
          { lineId: 2, quantity: 4 },
          { lineId: 2, quantity: 3 },
        ],
        remainingToShip(lines, []),
      ),
    ).toEqual([2])
    expect(excessLines([{ lineId: 9, quantity: 1 }], remainingToShip(lines, []))).toEqual([9])
  })

  it('takes back at most what was delivered less returns already recorded', () => {
    const shipments = [
      delivery('delivered', [1, 10]),
      delivery('transit', [2, 6]),
      back('pending', [1, 3]),
    ]
    expect(returnable(lines, shipments)).toEqual(
      new Map([
        [1, 7],
        [2, 0],
      ]),
    )
    // A delivery that came back whole leaves nothing to return.
    expect(returnable(lines, [delivery('returned', [1, 4])]).get(1)).toBe(0)
  })
})

describe('orderDeliveryStatus', () => {
  it('follows the deliveries, then the returns', () => {
    expect(orderDeliveryStatus(lines, [])).toBe('pending')
    expect(orderDeliveryStatus(lines, [delivery('transit', [1, 12], [2, 6])])).toBe('pending')
    expect(orderDeliveryStatus(lines, [delivery('delivered', [1, 12])])).toBe('partiallyDelivered')
    const all = delivery('delivered', [1, 12], [2, 6])
    expect(orderDeliveryStatus(lines, [all])).toBe('delivered')
    expect(orderDeliveryStatus(lines, [all, back('transit', [2, 6])])).toBe('delivered')
    expect(orderDeliveryStatus(lines, [all, back('returned', [2, 6])])).toBe('partiallyReturned')
    expect(orderDeliveryStatus(lines, [all, back('returned', [1, 12], [2, 6])])).toBe('returned')
    expect(orderDeliveryStatus(lines, [delivery('returned', [1, 12], [2, 6])])).toBe('returned')
  })
})

describe('shipmentDates', () => {
  const now = new Date('2026-03-01T10:00:00Z')
  const none = { shippedAt: null, deliveredAt: null }
  it('dates the departure and the delivery once', () => {
    expect(shipmentDates('preparation', none, now)).toEqual(none)
    expect(shipmentDates('transit', none, now)).toEqual({ shippedAt: now, deliveredAt: null })
    expect(shipmentDates('delivered', none, now)).toEqual({ shippedAt: now, deliveredAt: now })
    const earlier = new Date('2026-02-01T10:00:00Z')
    expect(shipmentDates('delivered', { shippedAt: earlier, deliveredAt: null }, now)).toEqual({
      shippedAt: earlier,
      deliveredAt: now,
    })
  })
})
