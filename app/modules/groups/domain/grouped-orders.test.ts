import { describe, expect, it } from 'vitest'
import {
  groupLinesSchema,
  groupMessages,
  isGroupDue,
  isGroupOpen,
  mergeMemberLines,
  openGroupSchema,
  shareOf,
} from './grouped-orders'

const now = new Date('2026-11-21T10:00:00.000Z')
const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60_000).toISOString()
const address = { street: '12 rue des Vignes', zipcode: '45000', city: 'Orléans', country: 'FR' }
const valid = {
  shopId: 1,
  name: 'Les amis du jeudi',
  deadline: inDays(7),
  deliveryModeId: 3,
  deliveryAddress: address,
  paymentType: 'transfer',
}

const messagesOf = (body: unknown) => {
  const result = openGroupSchema(now).safeParse(body)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('opening a grouped order', () => {
  it('accepts a name, a deadline a week ahead, a delivery and a transfer', () => {
    const parsed = openGroupSchema(now).parse(valid)
    expect(parsed.deadline).toEqual(new Date(valid.deadline))
    expect(parsed.lines).toEqual([])
  })

  it('wants a name of 1 to 80 characters', () => {
    expect(messagesOf({ ...valid, name: '   ' })).toEqual([groupMessages.name])
    expect(messagesOf({ ...valid, name: 'x'.repeat(81) })).toEqual([groupMessages.name])
    expect(messagesOf({ ...valid, name: 'x'.repeat(80) })).toEqual([])
  })

  it('wants a deadline in the future and at most 60 days ahead', () => {
    expect(messagesOf({ ...valid, deadline: now.toISOString() })).toEqual([
      groupMessages.deadlinePast,
    ])
    expect(messagesOf({ ...valid, deadline: inDays(-1) })).toEqual([groupMessages.deadlinePast])
    expect(messagesOf({ ...valid, deadline: inDays(60) })).toEqual([])
    expect(messagesOf({ ...valid, deadline: inDays(60.01) })).toEqual([
      groupMessages.deadlineTooFar,
    ])
    expect(messagesOf({ ...valid, deadline: 'jeudi prochain' })).toEqual([groupMessages.deadline])
  })

  it('refuses card and SEPA: one payer settles a group’s order', () => {
    expect(messagesOf({ ...valid, paymentType: 'stripe' })).toEqual([groupMessages.payment])
    expect(messagesOf({ ...valid, paymentType: 'stripeSepa' })).toEqual([groupMessages.payment])
    for (const type of ['transfer', 'check', 'cash', 'bill'])
      expect(messagesOf({ ...valid, paymentType: type })).toEqual([])
  })

  it('wants a delivery mode and an address, and no unknown key such as a price', () => {
    expect(messagesOf({ ...valid, deliveryModeId: undefined })).toEqual([
      groupMessages.deliveryMode,
    ])
    expect(messagesOf({ ...valid, deliveryAddress: { ...address, city: '' } })).toHaveLength(1)
    expect(messagesOf({ ...valid, totalCents: 100 })).toHaveLength(1)
  })
})

describe('a member’s lines', () => {
  it('take a format, an optional vintage and 1 to 999 units', () => {
    expect(groupLinesSchema.safeParse({ lines: [{ formatId: 4, quantity: 3 }] }).success).toBe(true)
    const zero = groupLinesSchema.safeParse({ lines: [{ formatId: 4, quantity: 0 }] })
    expect(zero.success ? null : zero.error.issues[0].message).toBe(groupMessages.quantity)
    const price = groupLinesSchema.safeParse({
      lines: [{ formatId: 4, quantity: 1, unitPriceCents: 100 }],
    })
    expect(price.success).toBe(false)
  })
})

describe('whether a group is open', () => {
  const deadline = new Date(now.getTime() + 60_000)
  it('is open until its deadline, then due until it is placed or expired', () => {
    expect(isGroupOpen({ status: 'open', deadline }, now)).toBe(true)
    expect(isGroupDue({ status: 'open', deadline }, now)).toBe(false)
    expect(isGroupOpen({ status: 'open', deadline }, deadline)).toBe(false)
    expect(isGroupDue({ status: 'open', deadline }, deadline)).toBe(true)
  })
  it('is closed once placed or expired, whatever the date', () => {
    expect(isGroupOpen({ status: 'placed', deadline }, now)).toBe(false)
    expect(isGroupOpen({ status: 'expired', deadline: deadline.toISOString() }, now)).toBe(false)
    expect(isGroupDue({ status: 'expired', deadline }, deadline)).toBe(false)
  })
})

describe('merging the members’ lines into one order', () => {
  const line = (productId: number, formatId: number, quantity: number, isWrapped = false) => ({
    idTmp: 'x',
    productId,
    formatId,
    vintageId: 9,
    quantity,
    isWrapped,
  })

  it('adds up the same wine: 6 + 6 bottles of one Sancerre make one line of 12', () => {
    const merged = mergeMemberLines([
      { products: [line(1, 10, 6), line(2, 20, 1)] },
      { products: [line(1, 10, 6, true)] },
      { products: [] },
    ])
    expect(merged).toEqual([
      { idTmp: '1-10-9', productId: 1, formatId: 10, vintageId: 9, quantity: 12, isWrapped: true },
      { idTmp: '2-20-9', productId: 2, formatId: 20, vintageId: 9, quantity: 1, isWrapped: false },
    ])
  })

  it('keeps another format of the same wine apart', () => {
    expect(
      mergeMemberLines([{ products: [line(1, 10, 1)] }, { products: [line(1, 11, 1)] }]),
    ).toHaveLength(2)
  })

  it('gives nothing for no member', () => {
    expect(mergeMemberLines([])).toEqual([])
  })
})

describe('a member’s share of a line', () => {
  it('is the line’s total in proportion, half-up: 1 of 3 bottles of a 100,00 € line is 33,33 €', () => {
    expect(shareOf(10_000, 1, 3)).toBe(3333)
    expect(shareOf(10_000, 2, 3)).toBe(6667)
    expect(shareOf(1_001, 1, 2)).toBe(501)
    expect(shareOf(500, 1, 0)).toBe(0)
  })
})
