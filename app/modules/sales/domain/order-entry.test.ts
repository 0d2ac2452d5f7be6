import { describe, expect, it } from 'vitest'
import { OrderEntry, ventilate, ventilationProblem } from './order-entry'

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0)

describe('ventilate', () => {
  // 7 bottles at 13,33 € TTC (20 %) and 3 magnums, plus 12,90 € shipping.
  const order = {
    lines: [
      {
        id: 1,
        quantity: 7,
        totalHtCents: 7776,
        vatCents: 1555,
        dutiesCents: 22,
        totalTtcCents: 9331,
      },
      {
        id: 2,
        quantity: 3,
        totalHtCents: 8325,
        vatCents: 1665,
        dutiesCents: 19,
        totalTtcCents: 9990,
      },
    ],
    totalHtCents: 7776 + 8325 + 1075,
    tvaCents: 1555 + 1665 + 215,
    dutiesCents: 41,
    shippingCents: 1290,
    wrappingCents: 0,
    promoAmountCents: 0,
    totalTtcCents: 7776 + 8325 + 1075 + 1555 + 1665 + 215,
  }
  const parts = [
    {
      lines: [
        { lineId: 1, quantity: 3 },
        { lineId: 2, quantity: 1 },
      ],
    },
    {
      lines: [
        { lineId: 1, quantity: 2 },
        { lineId: 2, quantity: 1 },
      ],
    },
    {
      lines: [
        { lineId: 1, quantity: 2 },
        { lineId: 2, quantity: 1 },
      ],
    },
  ]

  it('adds up to the order to the cent, each part TTC = HT + VAT', () => {
    const result = ventilate(order, parts)
    for (const field of [
      'totalHtCents',
      'tvaCents',
      'dutiesCents',
      'shippingCents',
      'totalTtcCents',
    ] as const) {
      expect(sum(result.map((p) => p[field])), field).toBe(order[field])
    }
    for (const part of result) expect(part.totalTtcCents).toBe(part.totalHtCents + part.tvaCents)
    for (const line of order.lines) {
      const shares = result.flatMap((p) => p.lines.filter((l) => l.lineId === line.id))
      expect(sum(shares.map((l) => l.totalTtcCents))).toBe(line.totalTtcCents)
      expect(sum(shares.map((l) => l.quantity))).toBe(line.quantity)
    }
    // 3 of 7 bottles: 3 × 9331 / 7 = 3999 (half-up of 3998,99).
    expect(result[0].lines[0].totalHtCents + result[0].lines[0].vatCents).toBe(3999)
  })

  it('refuses parts that do not add up, name another line, or take nothing', () => {
    const named = order.lines.map((l) => ({ ...l, name: `Ligne ${l.id}` }))
    expect(ventilationProblem(named, parts)).toBeNull()
    expect(ventilationProblem(named, parts.slice(1))).toBe(
      'Les quantités de « Ligne 1 » doivent totaliser 7 (4 réparties).',
    )
    expect(ventilationProblem(named, [...parts, { lines: [{ lineId: 9, quantity: 1 }] }])).toBe(
      'Une ligne indiquée n’appartient pas à cette commande.',
    )
    expect(ventilationProblem(named, [...parts, { lines: [] }])).toBe(
      'Chaque destinataire doit recevoir au moins un produit.',
    )
  })
})

describe('OrderEntry', () => {
  const base = { clientId: 1, lines: [{ formatId: 1, quantity: 1 }] }
  it('asks a payment type of orders, a date of futures, and keeps “sample” for samples', () => {
    expect(OrderEntry.safeParse({ ...base, paymentType: 'transfer' }).success).toBe(true)
    expect(OrderEntry.safeParse({ ...base, kind: 'sample' }).success).toBe(true)
    const messages = (value: unknown) =>
      OrderEntry.safeParse(value).error?.issues.map((i) => i.message) ?? []
    expect(messages(base)).toEqual(['Veuillez choisir un type de paiement.'])
    expect(messages({ ...base, paymentType: 'sample' })).toEqual([
      'Le paiement « Échantillon » est réservé aux échantillons.',
    ])
    expect(messages({ ...base, kind: 'future', paymentType: 'transfer' })).toEqual([
      'Indiquez la date de livraison prévue du primeur.',
    ])
    expect(messages({ ...base, paymentType: 'stripe' })).toEqual([
      'Veuillez choisir un type de paiement.',
    ])
  })
})
