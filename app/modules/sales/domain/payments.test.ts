import { describe, expect, it } from 'vitest'
import {
  checkEntry,
  creditStatusOf,
  daysLate,
  LedgerRefusal,
  legalStatusAfter,
  paymentStatusOf,
  signedAmount,
  type LedgerDocument,
} from './payments'
import { euros } from '#app/platform/domain/money'

const now = new Date('2026-03-15T12:00:00Z')
const invoice: LedgerDocument = {
  type: 'invoice',
  number: 'F-000001',
  status: 'generated',
  dueCents: 10_000,
  paidCents: 0,
  dueAt: new Date('2026-03-31T21:59:59Z'),
  clientId: 1,
  creditRemainingCents: null,
  creditStatus: null,
}
const credit: LedgerDocument = {
  ...invoice,
  type: 'credit',
  number: 'F-000002',
  dueCents: 0,
  dueAt: null,
  creditRemainingCents: 3_000,
  creditStatus: 'full',
}

const refusal = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    if (error instanceof LedgerRefusal) return { status: error.status, message: error.message }
    throw error
  }
  return null
}

describe('euros', () => {
  it('writes French amounts with plain spaces', () => {
    expect(euros(123_450)).toBe('1 234,50 €')
    expect(euros(5)).toBe('0,05 €')
    expect(euros(-6_480)).toBe('-64,80 €')
    expect(euros(123_456_789)).toBe('1 234 567,89 €')
  })
})

describe('payment status', () => {
  it('is pending, partial, paid, late (missing) or refunded', () => {
    expect(paymentStatusOf(invoice, 0, now)).toBe('pending')
    expect(paymentStatusOf(invoice, 1, now)).toBe('partial')
    expect(paymentStatusOf(invoice, 10_000, now)).toBe('paid')
    const late = new Date('2026-04-02T00:00:00Z')
    expect(paymentStatusOf(invoice, 0, late)).toBe('missing')
    expect(paymentStatusOf(invoice, 5_000, late)).toBe('missing')
    expect(paymentStatusOf(invoice, 10_000, late)).toBe('paid')
    expect(paymentStatusOf(invoice, 0, now, 'refund')).toBe('refunded')
    expect(paymentStatusOf(invoice, 2_000, now, 'refund')).toBe('partial')
  })

  it('moves the legal status through the invoice machine’s states', () => {
    expect(legalStatusAfter('generated', 1, 10_000)).toBe('incomplete')
    expect(legalStatusAfter('processing', 10_000, 10_000)).toBe('completed')
    expect(legalStatusAfter('completed', 0, 10_000)).toBe('processing')
    expect(legalStatusAfter('incomplete', 0, 10_000)).toBe('processing')
    expect(legalStatusAfter('generated', 0, 10_000)).toBe('generated')
  })

  it('a credit note is full, partial or empty from what is left', () => {
    expect(creditStatusOf(3_000, 3_000)).toBe('full')
    expect(creditStatusOf(1, 3_000)).toBe('partial')
    expect(creditStatusOf(0, 3_000)).toBe('empty')
  })

  it('counts whole days late', () => {
    expect(daysLate(null, now)).toBe(0)
    expect(daysLate(new Date('2026-03-16T00:00:00Z'), now)).toBe(0)
    expect(daysLate(new Date('2026-03-05T11:00:00Z'), now)).toBe(10)
  })
})

describe('checkEntry', () => {
  const payment = (amountCents: number) => ({
    kind: 'payment' as const,
    amountCents,
    method: 'transfer',
  })

  it('adds a payment and refuses more than is left', () => {
    expect(checkEntry(invoice, payment(4_000))).toBe(4_000)
    expect(refusal(() => checkEntry({ ...invoice, paidCents: 4_000 }, payment(6_001)))).toEqual({
      status: 400,
      message: 'Le montant dépasse le reste à payer (60,00 €).',
    })
  })

  it('refuses quotes, drafts and payments on a credit note', () => {
    expect(refusal(() => checkEntry({ ...invoice, type: 'quote' }, payment(1)))?.status).toBe(409)
    expect(
      refusal(() => checkEntry({ ...invoice, number: null, status: 'pending' }, payment(1)))
        ?.status,
    ).toBe(409)
    expect(refusal(() => checkEntry(credit, payment(1)))?.status).toBe(409)
  })

  it('refunds no more than was paid, and signs refunds negative', () => {
    const paid = { ...invoice, paidCents: 3_000 }
    const refund = { kind: 'refund' as const, amountCents: 3_000, method: 'transfer' }
    expect(checkEntry(paid, refund)).toBe(0)
    expect(refusal(() => checkEntry(paid, { ...refund, amountCents: 3_001 }))?.status).toBe(400)
    expect(signedAmount(refund)).toBe(-3_000)
    expect(signedAmount(payment(5))).toBe(5)
    // Paying a credit note's rest back to the client.
    expect(refusal(() => checkEntry(credit, { ...refund, amountCents: 3_001 }))?.status).toBe(400)
    expect(checkEntry(credit, refund)).toBe(0)
  })

  it('uses a credit note of the same client, within what is left of it', () => {
    const use = (amountCents: number) => ({
      kind: 'credit' as const,
      amountCents,
      method: 'credit',
    })
    expect(checkEntry(invoice, use(3_000), credit)).toBe(3_000)
    expect(refusal(() => checkEntry(invoice, use(3_001), credit))?.message).toBe(
      "Le montant dépasse ce qui reste de l'avoir (30,00 €).",
    )
    expect(refusal(() => checkEntry(invoice, use(1), { ...credit, clientId: 2 }))?.status).toBe(409)
    expect(
      refusal(() =>
        checkEntry(invoice, use(1), { ...credit, creditStatus: 'empty', creditRemainingCents: 0 }),
      )?.status,
    ).toBe(409)
    expect(refusal(() => checkEntry(invoice, use(1), null))?.status).toBe(400)
  })
})
