/**
 * Invoicing an order through the API: a 30 % deposit, the final invoice with the deposit
 * deducted, credit notes (part, then the rest), and the immutability of issued documents.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { salesDocuments } from '#app/platform/db/schema'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call, endsParisDay, parisDaysBetween } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'
import {
  countDocuments,
  documentRow,
  orderRow,
  setShopLegal,
  sourceLegal,
} from './sales-db-fixtures'
import { createClient, createValidatedOrder } from './sales-documents-fixtures'

let t: TestApi
let source: number
let owner: string
let client: number

beforeAll(async () => {
  t = await createTestApi()
  source = await shopIdOf(t, 'SOURCE')
  await setShopLegal(t, source, sourceLegal)
  owner = (await t.login('owner@caveau.test')).jwt
  client = await createClient(t, source, { businessName: 'Le Bistrot du Port' })
})
afterAll(() => t.close())

const post = (path: string, json: unknown) =>
  t.request(`/v1/sales-documents${path}`, { method: 'POST', token: owner, json }).then(call)
const put = (path: string, json?: unknown) =>
  t.request(`/v1/sales-documents${path}`, { method: 'PUT', token: owner, json }).then(call)
const get = (path: string) => t.request(`/v1/sales-documents${path}`, { token: owner }).then(call)

/** The database's own message: Drizzle wraps it in "Failed query: …" with it as the cause. */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query
  } catch (error) {
    const e = error as Error & { cause?: Error }
    return `${e.message} ${e.cause?.message ?? ''}`
  }
  return 'accepted'
}

const paris = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date(iso))

describe('from an order to its credit notes', () => {
  let orderId: number
  let deposit: any
  let invoice: any

  it('issues a 30 % deposit invoice, due on issue, with every mandatory mention', async () => {
    orderId = await createValidatedOrder(t, source, client)
    const res = await post('/deposits', { orderId, percent: 30 })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('La facture d’acompte a été émise.')
    deposit = res.body.document
    // 30 % of 48,60 € = 14,58 €, all at 20 %: 12,15 € HT + 2,43 € of VAT.
    expect(deposit).toMatchObject({
      type: 'deposit',
      status: 'generated',
      orderId,
      clientId: client,
      number: 'F-000001',
      sequence: 1,
      depositPercent: 30,
      totalHtCents: 1215,
      tvaCents: 243,
      totalTtcCents: 1458,
      dueCents: 1458,
      paymentDelay: 'order',
    })
    expect(deposit.lines).toEqual([
      expect.objectContaining({
        name: `Acompte de 30 % sur la commande n° ${orderId}`,
        vatRate: 20,
      }),
    ])
    expect(paris(deposit.dueAt)).toBe(paris(deposit.issuedAt))
    expect(deposit.missingMentions).toEqual([])
    expect(deposit.footer).toEqual(
      expect.arrayContaining([
        'Taux des pénalités de retard : 10,15 % par an.',
        'Indemnité forfaitaire pour frais de recouvrement : 40 €.',
      ]),
    )
  })

  it('refuses a deposit beyond what is left, or on an order that is not validated', async () => {
    const before = await countDocuments(t)
    const tooMuch = await post('/deposits', { orderId, amountCents: 4860 - 1458 + 1 })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.message).toBe(
      'L’acompte ne peut pas dépasser ce qui reste à facturer sur la commande (34,02 €).',
    )
    const pending = await createValidatedOrder(t, source, client, 'pending')
    const early = await post('/deposits', { orderId: pending, percent: 10 })
    expect(early.status).toBe(409)
    expect(early.body.message).toBe('Un acompte ne se facture que sur une commande validée.')
    expect((await post('/invoices', { orderId: pending })).status).toBe(409)
    expect((await post('/deposits', { orderId: 999999, percent: 10 })).status).toBe(404)
    expect(await countDocuments(t)).toBe(before)
  })

  it('issues the final invoice with the order’s lines and the deposit deducted', async () => {
    const res = await post('/invoices', { orderId })
    expect(res.status).toBe(201)
    invoice = res.body.document
    expect(invoice).toMatchObject({
      type: 'invoice',
      status: 'generated',
      number: 'F-000002',
      totalHtCents: 4050,
      tvaCents: 810,
      dutiesCents: 9,
      totalTtcCents: 4860,
      shippingCents: 990,
      depositsCents: 1458,
      dueCents: 4860 - 1458,
      paymentDelay: '30',
    })
    expect(invoice.lines.map((l: any) => [l.name, l.unitHtCents, l.totalTtcCents])).toEqual([
      ['Sancerre Les Caillottes 2022 – 75 cl', 1075, 3870],
      ['Frais de port', 825, 990],
    ])
    expect(invoice.deposits).toEqual([
      expect.objectContaining({ id: deposit.id, number: 'F-000001', totalTtcCents: 1458 }),
    ])
    // 30 days from today, on the Paris calendar, to the end of that day (in Paris).
    expect(parisDaysBetween(invoice.issuedAt, invoice.dueAt)).toBe(30)
    expect(endsParisDay(invoice.dueAt)).toBe(true)
    expect(invoice.seller).toMatchObject({ name: 'SARL Domaine de la Source', hasTVA: true })
    expect(invoice.buyer).toMatchObject({ name: 'Le Bistrot du Port', siret: '73282932000074' })
    expect(invoice.missingMentions).toEqual([])
    expect(invoice.footer).toContain("Droits d'accises acquittés : 0,09 € inclus dans le total HT.")
    expect((await orderRow(t, orderId)).status).toBe('invoiced')
  })

  it('refuses a second invoice or deposit on an invoiced order, with the machine’s message', async () => {
    const before = await countDocuments(t)
    const again = await post('/invoices', { orderId })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(
      'Transition impossible : une commande au statut « Facturée » ne peut pas passer au statut « Facturée ».',
    )
    expect((await post('/deposits', { orderId, percent: 10 })).status).toBe(409)
    expect(await countDocuments(t)).toBe(before)
  })

  it('credits one bottle of three: a credit note to use, the invoice still due', async () => {
    const res = await post('/credits', {
      invoiceId: invoice.id,
      lines: [{ index: 0, quantity: 1 }],
      reason: 'Bouteille cassée',
    })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('L’avoir a été émis.')
    const credit = res.body.document
    expect(credit).toMatchObject({
      type: 'credit',
      status: 'generated',
      number: 'F-000003',
      invoiceId: invoice.id,
      orderId,
      totalHtCents: 1075,
      tvaCents: 215,
      dutiesCents: 3,
      totalTtcCents: 1290,
      creditStatus: 'full',
      creditRemainingCents: 1290,
      dueCents: 0,
      dueAt: null,
      notes: 'Bouteille cassée',
    })
    expect(credit.invoice).toMatchObject({ id: invoice.id, number: 'F-000002' })
    expect(credit.footer[0]).toBe('Avoir sur la facture n° F-000002.')
    expect(credit.missingMentions).toEqual([])
    const reread = await get(`/${invoice.id}`)
    expect(reread.body.document.status).toBe('generated')
    expect(reread.body.document.credits).toEqual([
      expect.objectContaining({ id: credit.id, number: 'F-000003', totalTtcCents: 1290 }),
    ])
  })

  it('credits the rest by amount, exactly, and the invoice is cancelled', async () => {
    const rest = 4860 - 1290
    const tooMuch = await post('/credits', {
      invoiceId: invoice.id,
      amountCents: rest + 1,
      reason: 'x',
    })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.message).toBe(
      'L’avoir ne peut pas dépasser ce qui reste à créditer sur la facture (35,70 €).',
    )
    const res = await post('/credits', {
      invoiceId: invoice.id,
      amountCents: rest,
      reason: 'Commande annulée',
    })
    expect(res.status).toBe(201)
    expect(res.body.document).toMatchObject({
      number: 'F-000004',
      totalTtcCents: rest,
      creditRemainingCents: rest,
      // What the invoice had left at 20 %: 4050 - 1075 HT, 810 - 215 VAT.
      totalHtCents: 2975,
      tvaCents: 595,
    })
    const cancelled = await documentRow(t, invoice.id)
    expect(cancelled.status).toBe('cancelled')
    const after = await post('/credits', { invoiceId: invoice.id, amountCents: 1, reason: 'x' })
    expect(after.status).toBe(409)
    expect(after.body.message).toBe('Cette facture est annulée : il n’y a plus rien à créditer.')
  })

  it('credits a deposit invoice in part, which its final invoice then deducts less', async () => {
    const order = await createValidatedOrder(t, source, client)
    const dep = (await post('/deposits', { orderId: order, amountCents: 2000 })).body.document
    expect(dep.lines[0].name).toBe(`Acompte sur la commande n° ${order}`)
    const credit = await post('/credits', { invoiceId: dep.id, amountCents: 500, reason: 'Geste' })
    expect(credit.status).toBe(201)
    expect((await documentRow(t, dep.id)).status).toBe('generated')
    const final = (await post('/invoices', { orderId: order })).body.document
    expect(final).toMatchObject({ depositsCents: 1500, dueCents: 4860 - 1500 })
  })
})

describe('immutability of issued documents', () => {
  let issued: any

  beforeAll(async () => {
    const order = await createValidatedOrder(t, source, client)
    issued = (await post('/invoices', { orderId: order })).body.document
  })

  it('the database refuses any change to what an issued document says', async () => {
    const { db } = t.database
    const immutable = /issued document F-\d{6} is immutable/
    expect(
      await refusal(
        db.update(salesDocuments).set({ lines: [] }).where(eq(salesDocuments.id, issued.id)),
      ),
    ).toMatch(immutable)
    expect(
      await refusal(
        db.execute(sql`update sales_documents set total_ttc_cents = 1 where id = ${issued.id}`),
      ),
    ).toMatch(immutable)
    expect(
      await refusal(
        db.execute(sql`update sales_documents set number = 'F-999999' where id = ${issued.id}`),
      ),
    ).toMatch(immutable)
    expect(
      await refusal(db.delete(salesDocuments).where(eq(salesDocuments.id, issued.id))),
    ).toMatch(/issued document F-\d{6} cannot be deleted/)
    // What may change: its payment state.
    await db
      .update(salesDocuments)
      .set({ paidCents: 100, paymentStatus: 'partial' })
      .where(eq(salesDocuments.id, issued.id))
    const row = await documentRow(t, issued.id)
    expect(row.lines).toEqual(issued.lines)
    expect(row.totalTtcCents).toBe(issued.totalTtcCents)
  })

  it('the API answers 409 to an edit, a cancellation or an acceptance of an issued invoice', async () => {
    const edit = await put(`/${issued.id}`, {
      clientId: client,
      lines: [{ name: 'x', quantity: 1, unitHtCents: 1, vatRate: 20 }],
    })
    expect(edit.status).toBe(409)
    expect(edit.body.message).toBe(
      'Un document émis ne peut plus être modifié : corrigez une facture par un avoir.',
    )
    const cancel = await put(`/${issued.id}/cancel`)
    expect(cancel.status).toBe(409)
    expect(cancel.body.message).toBe('Une facture émise ne s’annule que par un avoir.')
    const accept = await put(`/${issued.id}/accept`)
    expect(accept.status).toBe(409)
    expect(accept.body.message).toBe('Seul un devis peut être accepté ou refusé.')
    expect((await put(`/${issued.id}/issue`)).status).toBe(409)
    expect((await documentRow(t, issued.id)).status).toBe('generated')
  })
})

describe('money received before the invoice', () => {
  it('allocates a card payment taken on the order to its final invoice, which is then settled', async () => {
    const orderId = await createValidatedOrder(t, source, client)
    const paid = await t
      .request('/v1/payments', {
        method: 'POST',
        token: owner,
        json: { orderId, amountCents: 4860, method: 'cb', kind: 'payment' },
      })
      .then(call)
    expect(paid.status).toBe(201)
    const invoice = await post('/invoices', { orderId })
    expect(invoice.status).toBe(201)
    const row = await documentRow(t, invoice.body.document.id)
    expect(row.paidCents).toBe(4860)
    expect(row.paymentStatus).toBe('paid')
    expect(row.status).toBe('completed')
    expect((await orderRow(t, orderId)).paymentStatus).toBe('paid')
    const outstanding = await t.request('/v1/payments/outstandings', { token: owner }).then(call)
    expect(JSON.stringify(outstanding.body)).not.toContain(row.number!)
  })
})
