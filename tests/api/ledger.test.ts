import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mailOutbox, paymentReminders, payments } from '#app/platform/db/schema'
import { renderTarget } from '#app/modules/sales/api/pdf/render'
import {
  createCreditNote,
  createDeposit,
  invoiceOrder,
} from '#app/modules/sales/api/documents/documents'
import { createTestApi, type TestApi } from '#tests/support/api'
import { extractText, getDocumentProxy } from 'unpdf'
import { call, mailsTo, userIdOf } from './helpers'
import { readCsv } from './csv-file'
import { insertClient, insertDocument, insertOrder, line } from './ledger-fixtures'
import { documentRow, orderRow, setShopLegal, SHOP1, SHOP2, signInDemo } from './sales-db-fixtures'

let t: TestApi
let owner: string
let iam: string
let iamLimited: string
let agent: string
let buyer: string
let owner2: string

beforeAll(async () => {
  // Without SMTP the mailer prints each mail; the outbox is what these tests read.
  vi.spyOn(console, 'info').mockImplementation(() => {})
  t = await createTestApi()
  await setShopLegal(t)
  ;({ owner, iam, iamLimited, agent, buyer, owner2 } = await signInDemo(t))
})
afterAll(() => t.close())

const pay = async (json: unknown, token = owner) =>
  call(await t.request('/v1/payments', { method: 'POST', token, json }))

const ledgerCount = async () =>
  Number((await t.database.db.select({ n: count() }).from(payments))[0].n)

const day = 86_400_000

describe('POST /v1/payments', () => {
  it('partial then full payment moves the invoice to incomplete then completed, and the order to paid', async () => {
    const client = await insertClient(t)
    const order = await insertOrder(t, SHOP1, client.id)
    const invoice = await insertDocument(t, {
      type: 'invoice',
      clientId: client.id,
      orderId: order.id,
      issuedAt: new Date(),
    })
    expect(invoice.dueCents).toBe(21_600)

    const first = await pay({
      documentId: invoice.id,
      amountCents: 10_000,
      method: 'transfer',
      reference: 'VIR-001',
    })
    expect(first.status).toBe(201)
    expect(first.body.payment).toMatchObject({
      kind: 'payment',
      amountCents: 10_000,
      documentId: invoice.id,
      orderId: order.id,
      clientId: client.id,
    })
    let doc = await documentRow(t, invoice.id)
    expect(doc).toMatchObject({ paidCents: 10_000, paymentStatus: 'partial', status: 'incomplete' })
    expect((await orderRow(t, order.id)).paymentStatus).toBe('partial')

    const over = await pay({ documentId: invoice.id, amountCents: 11_601, method: 'check' })
    expect(over.status).toBe(400)
    expect(over.body.message).toBe('Le montant dépasse le reste à payer (116,00 €).')

    expect(
      (await pay({ documentId: invoice.id, amountCents: 11_600, method: 'check' })).status,
    ).toBe(201)
    doc = await documentRow(t, invoice.id)
    expect(doc).toMatchObject({ paidCents: 21_600, paymentStatus: 'paid', status: 'completed' })
    expect((await orderRow(t, order.id)).paymentStatus).toBe('paid')

    const more = await pay({ documentId: invoice.id, amountCents: 1, method: 'cash' })
    expect(more.body.message).toBe('Le montant dépasse le reste à payer (0,00 €).')

    // A refund of everything takes it back to "sent", refunded.
    const refund = await pay({
      documentId: invoice.id,
      kind: 'refund',
      amountCents: 21_600,
      method: 'transfer',
    })
    expect(refund.status).toBe(201)
    expect(refund.body.payment.amountCents).toBe(-21_600)
    doc = await documentRow(t, invoice.id)
    expect(doc).toMatchObject({ paidCents: 0, paymentStatus: 'refunded', status: 'processing' })
    expect((await orderRow(t, order.id)).paymentStatus).toBe('refunded')

    const tooMuch = await pay({
      documentId: invoice.id,
      kind: 'refund',
      amountCents: 1,
      method: 'transfer',
    })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.message).toBe('Le remboursement dépasse ce qui a été payé (0,00 €).')
  })

  it('a credit note pays an invoice of the same client, full → partial → empty', async () => {
    const client = await insertClient(t)
    const other = await insertClient(t)
    const invoice = await insertDocument(t, { type: 'invoice', clientId: client.id })
    const invoice2 = await insertDocument(t, { type: 'invoice', clientId: client.id })
    const credit = await insertDocument(t, {
      type: 'credit',
      clientId: client.id,
      invoiceId: invoice.id,
      lines: [line('Retour de 5 bouteilles', 5, 1_500)],
    })
    const strangers = await insertDocument(t, { type: 'invoice', clientId: other.id })
    expect(credit.creditRemainingCents).toBe(9_000)

    const wrongMethod = await pay({
      documentId: invoice.id,
      kind: 'credit',
      creditId: credit.id,
      amountCents: 1_000,
      method: 'transfer',
    })
    expect(wrongMethod.status).toBe(400)

    const use = (documentId: number, amountCents: number) =>
      pay({ documentId, kind: 'credit', creditId: credit.id, amountCents, method: 'credit' })

    const otherClient = await use(strangers.id, 1_000)
    expect(otherClient.status).toBe(409)
    expect(otherClient.body.message).toBe(
      'Cet avoir appartient à un autre client que celui du document.',
    )

    expect((await use(invoice.id, 4_000)).status).toBe(201)
    let cn = await documentRow(t, credit.id)
    expect(cn).toMatchObject({ creditRemainingCents: 5_000, creditStatus: 'partial' })
    expect(await documentRow(t, invoice.id)).toMatchObject({
      paidCents: 4_000,
      status: 'incomplete',
    })

    const tooMuch = await use(invoice2.id, 5_001)
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.message).toBe("Le montant dépasse ce qui reste de l'avoir (50,00 €).")

    const used = await use(invoice2.id, 5_000)
    expect(used.body.payment).toMatchObject({
      kind: 'credit',
      method: 'credit',
      creditId: credit.id,
    })
    cn = await documentRow(t, credit.id)
    expect(cn).toMatchObject({
      creditRemainingCents: 0,
      creditStatus: 'empty',
      status: 'completed',
    })
    expect((await use(invoice2.id, 1)).status).toBe(409)

    const credits = await call(await t.request('/v1/payments/credits', { token: owner }))
    expect(credits.status).toBe(200)
    expect(credits.body.credits.find((c: { id: number }) => c.id === credit.id)).toMatchObject({
      number: credit.number,
      invoiceNumber: invoice.number,
      amountCents: 9_000,
      creditRemainingCents: 0,
      creditStatus: 'empty',
    })
    // The same list as a CSV file, the credit note's row as read above.
    const file = await readCsv(t, '/v1/payments/credits/export.csv', owner)
    expect(file.res.headers.get('content-disposition')).toMatch(
      /filename="avoirs-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    expect(file.header).toBe(
      '"Avoir";"Client";"Facture corrigée";"Émis le";"Montant (€)";"Reste (€)";"État"',
    )
    expect(file.rows).toHaveLength(credits.body.credits.length)
    const row = file.cells(credit.number!)!
    expect([row[2], row[4], row[5], row[6]]).toEqual([
      `"${invoice.number}"`,
      '90,00',
      '0,00',
      '"Soldé"',
    ])
  })

  it('refuses quotes and drafts (409), and another shop’s documents (404), writing nothing', async () => {
    const client = await insertClient(t)
    const quote = await insertDocument(t, { type: 'quote', clientId: client.id })
    const draft = await insertDocument(t, { type: 'invoice', clientId: client.id, issued: false })
    const client2 = await insertClient(t, SHOP2)
    const theirs = await insertDocument(t, { shopId: SHOP2, type: 'invoice', clientId: client2.id })
    const before = await ledgerCount()

    const onQuote = await pay({ documentId: quote.id, amountCents: 100, method: 'cash' })
    expect(onQuote.status).toBe(409)
    expect(onQuote.body.message).toBe('Un devis ne reçoit pas de paiement.')
    const onDraft = await pay({ documentId: draft.id, amountCents: 100, method: 'cash' })
    expect(onDraft.status).toBe(409)
    expect((await pay({ documentId: theirs.id, amountCents: 100, method: 'cash' })).status).toBe(
      404,
    )
    expect(await ledgerCount()).toBe(before)
    expect((await documentRow(t, theirs.id)).paidCents).toBe(0)
  })

  it('records a payment on an order without invoice, bounded by its total', async () => {
    const client = await insertClient(t)
    const order = await insertOrder(t, SHOP1, client.id)
    const over = await pay({ orderId: order.id, amountCents: 21_601, method: 'cb' })
    expect(over.status).toBe(400)
    expect(over.body.message).toBe('Le montant dépasse le reste à payer de la commande (216,00 €).')
    const paid = await pay({ orderId: order.id, amountCents: 21_600, method: 'cb' })
    expect(paid.status).toBe(201)
    expect(paid.body.payment).toMatchObject({
      orderId: order.id,
      documentId: null,
      clientId: client.id,
    })
    expect((await orderRow(t, order.id)).paymentStatus).toBe('paid')
  })

  it('answers 401, 403 and 400 with nothing written', async () => {
    const client = await insertClient(t)
    const invoice = await insertDocument(t, { type: 'invoice', clientId: client.id })
    const body = { documentId: invoice.id, amountCents: 100, method: 'cash' }
    const before = await ledgerCount()
    expect(
      (await call(await t.request('/v1/payments', { method: 'POST', json: body }))).status,
    ).toBe(401)
    for (const token of [buyer, agent, iamLimited])
      expect((await pay(body, token)).status).toBe(403)
    const bad = [
      { ...body, amountCents: 0 },
      { ...body, amountCents: -5 },
      { ...body, amountCents: 1.5 },
      { ...body, method: 'bitcoin' },
      { amountCents: 100, method: 'cash' },
      { ...body, kind: 'gift' },
      { ...body, receivedAt: 'hier' },
      { ...body, receivedAt: new Date(Date.now() + 5 * day).toISOString() },
      { ...body, unknown: true },
    ]
    for (const json of bad) expect((await pay(json)).status, JSON.stringify(json)).toBe(400)
    expect((await pay(body, owner2)).status).toBe(404)
    expect(await ledgerCount()).toBe(before)
    expect((await documentRow(t, invoice.id)).paidCents).toBe(0)

    expect((await pay(body, iam)).status).toBe(201)
  })
})

describe('GET /v1/payments and its CSV', () => {
  it('filters, sorts, pages and exports the ledger of the caller’s shop only', async () => {
    const client = await insertClient(t, SHOP1, { businessName: 'Cave Filtrée' })
    const invoice = await insertDocument(t, { type: 'invoice', clientId: client.id })
    await pay({
      documentId: invoice.id,
      amountCents: 1_000,
      method: 'check',
      reference: '=CHQ 42',
      receivedAt: '2026-01-10',
    })
    await pay({
      documentId: invoice.id,
      amountCents: 2_500,
      method: 'transfer',
      receivedAt: '2026-01-20',
    })
    const list = async (query: string, token = owner) =>
      call(await t.request(`/v1/payments${query}`, { token }))

    const mine = await list(`?clientId=${client.id}`)
    expect(mine.status).toBe(200)
    expect(mine.body.total).toBe(2)
    expect(mine.body.sumCents).toBe(3_500)
    expect(mine.body.payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([
      2_500, 1_000,
    ])
    expect(mine.body.payments[0]).toMatchObject({
      clientName: 'Cave Filtrée',
      documentNumber: invoice.number,
    })
    expect((await list(`?clientId=${client.id}&method=check`)).body.total).toBe(1)
    expect((await list(`?clientId=${client.id}&from=2026-01-15`)).body.total).toBe(1)
    expect((await list(`?clientId=${client.id}&to=2026-01-10`)).body.total).toBe(1)
    expect((await list(`?clientId=${client.id}&min=2000`)).body.total).toBe(1)
    expect((await list(`?clientId=${client.id}&max=1000`)).body.total).toBe(1)
    expect((await list('?q=Filtr')).body.total).toBe(2)
    expect((await list(`?q=${invoice.number}`)).body.total).toBe(2)
    expect((await list(`?clientId=${client.id}&sort=amount`)).body.payments[0].amountCents).toBe(
      1_000,
    )
    expect((await list('?q=Filtr', owner2)).body.total).toBe(0)
    for (const q of ['?page=0', '?sort=name', '?from=2026-02-30', '?kind=gift', '?foo=1'])
      expect((await list(q)).status, q).toBe(400)

    const csv = await t.request(`/v1/payments/export.csv?clientId=${client.id}`, { token: owner })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const bytes = new Uint8Array(await csv.arrayBuffer())
    // A byte order mark, so that a French spreadsheet reads UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text.startsWith('"Date";"Type"')).toBe(true)
    expect(text).toContain('"20/01/2026";"Paiement";"Virement";"Cave Filtrée"')
    // A cell that would be a formula is neutralised.
    expect(text).toContain(`"'=CHQ 42";10,00`)
  })

  it('refuses anonymous, buyers, agents and iam-limited on every read', async () => {
    const paths = [
      '/v1/payments',
      '/v1/payments/export.csv',
      '/v1/payments/outstandings',
      '/v1/payments/unpaids',
      '/v1/payments/credits',
      '/v1/payments/outstandings/export.csv',
      '/v1/payments/unpaids/export.csv',
      '/v1/payments/credits/export.csv',
    ]
    for (const path of paths) {
      expect((await t.request(path)).status, path).toBe(401)
      for (const token of [buyer, agent, iamLimited])
        expect((await t.request(path, { token })).status, path).toBe(403)
      expect((await t.request(path, { token: iam })).status, path).toBe(200)
    }
  })
})

describe('outstandings, unpaids and reminders', () => {
  it('splits open documents by due date and reminds an overdue one by mail', async () => {
    const now = Date.now()
    const client = await insertClient(t, SHOP1, { businessName: 'Client en retard' })
    const notDue = await insertDocument(t, {
      type: 'invoice',
      clientId: client.id,
      issuedAt: new Date(now - 10 * day),
      dueAt: new Date(now + 20 * day),
    })
    const deposit = await insertDocument(t, {
      type: 'deposit',
      clientId: client.id,
      issuedAt: new Date(now - 10 * day),
      dueAt: new Date(now + 5 * day),
      lines: [line('Acompte', 1, 5_000)],
    })
    const late = await insertDocument(t, {
      type: 'invoice',
      clientId: client.id,
      issuedAt: new Date(now - 42 * day),
      dueAt: new Date(now - 12 * day - 3_600_000),
    })
    await pay({ documentId: late.id, amountCents: 1_600, method: 'transfer' })

    const outstanding = await call(await t.request('/v1/payments/outstandings', { token: owner }))
    const ids = outstanding.body.documents.map((d: { id: number }) => d.id)
    expect(ids).toEqual(expect.arrayContaining([notDue.id, deposit.id]))
    expect(ids).not.toContain(late.id)
    expect(outstanding.body.totals.leftCents).toBeGreaterThanOrEqual(21_600 + 6_000)

    const unpaid = await call(await t.request('/v1/payments/unpaids', { token: owner }))
    const row = unpaid.body.documents.find((d: { id: number }) => d.id === late.id)
    expect(row).toMatchObject({
      number: late.number,
      leftCents: 20_000,
      daysLate: 12,
      paymentStatus: 'missing',
      reminderCount: 0,
      lastReminderAt: null,
      clientName: 'Client en retard',
    })
    expect(unpaid.body.documents.map((d: { id: number }) => d.id)).not.toContain(notDue.id)
    expect((await documentRow(t, late.id)).paymentStatus).toBe('missing')

    const remind = async (json: unknown, token = owner, id = late.id) =>
      call(await t.request(`/v1/payments/unpaids/${id}/remind`, { method: 'POST', token, json }))
    const remindersBefore = Number(
      (await t.database.db.select({ n: count() }).from(paymentReminders))[0].n,
    )
    const mailsBefore = Number((await t.database.db.select({ n: count() }).from(mailOutbox))[0].n)
    expect((await remind({ emails: [] })).body.message).toBe(
      'Veuillez renseigner au moins une adresse mail.',
    )
    expect((await remind({})).body.message).toBe('Veuillez renseigner au moins une adresse mail.')
    const invalid = await remind({ emails: ['compta@exemple.test', 'pas-un-mail'] })
    expect(invalid.status).toBe(400)
    expect(invalid.body.message).toBe('L\'adresse "pas-un-mail" est invalide.')
    expect((await remind({ emails: ['a@exemple.test'] }, owner, notDue.id)).status).toBe(409)
    expect((await remind({ emails: ['a@exemple.test'] }, iamLimited)).status).toBe(403)
    expect((await remind({ emails: ['a@exemple.test'] }, owner2)).status).toBe(404)
    expect((await remind({ emails: ['a@exemple.test'] }, buyer)).status).toBe(403)
    expect(Number((await t.database.db.select({ n: count() }).from(paymentReminders))[0].n)).toBe(
      remindersBefore,
    )
    expect(Number((await t.database.db.select({ n: count() }).from(mailOutbox))[0].n)).toBe(
      mailsBefore,
    )

    const sent = await remind({ emails: ['compta@retard.test', 'Direction@retard.test'] })
    expect(sent.status).toBe(201)
    const [mail] = await mailsTo(t, 'compta@retard.test')
    expect(mail.subject).toBe(`Relance : facture ${late.number} – 200,00 € restant dû`)
    expect(mail.text).toContain('Montant restant dû : 200,00 € (sur 216,00 €).')
    expect(mail.text).toMatch(/Date d'échéance : \d{2}\/\d{2}\/\d{4}, soit 12 jours de retard\./)
    expect(mail.text).toContain('IBAN FR7630006000011234567890189')
    expect(await mailsTo(t, 'direction@retard.test')).toHaveLength(1)

    const history = await call(
      await t.request(`/v1/payments/unpaids/${late.id}/reminders`, { token: owner }),
    )
    expect(history.body.reminders).toHaveLength(1)
    expect(history.body.reminders[0].recipients).toEqual([
      'compta@retard.test',
      'Direction@retard.test',
    ])
    expect(
      (await t.request(`/v1/payments/unpaids/${late.id}/reminders`, { token: owner2 })).status,
    ).toBe(404)
    const after = await call(await t.request('/v1/payments/unpaids', { token: owner }))
    expect(after.body.documents.find((d: { id: number }) => d.id === late.id)).toMatchObject({
      reminderCount: 1,
      lastReminderAt: expect.any(String),
    })
    const rows = await t.database.db
      .select()
      .from(paymentReminders)
      .where(eq(paymentReminders.documentId, late.id))
    expect(rows).toHaveLength(1)

    // Both lists as CSV files, each row as the list reads it.
    const open = await readCsv(t, '/v1/payments/outstandings/export.csv', owner)
    expect(open.res.headers.get('content-disposition')).toMatch(/filename="encours-/)
    expect(open.header).toBe(
      '"Document";"Type";"Client";"E-mail";"Émis le";"Échéance";"Montant TTC (€)";"Payé (€)";"Reste dû (€)"',
    )
    expect(open.rows).toHaveLength(outstanding.body.documents.length)
    expect(open.cells(deposit.number!)?.slice(1, 3)).toEqual([
      '"Facture d’acompte"',
      '"Client en retard"',
    ])
    expect(open.cells(late.number!)).toBeUndefined()
    const overdue = await readCsv(t, '/v1/payments/unpaids/export.csv', owner)
    expect(overdue.res.headers.get('content-disposition')).toMatch(/filename="impayes-/)
    expect(overdue.header.endsWith(';"Jours de retard";"Relances";"Dernière relance"')).toBe(true)
    const lateRow = overdue.cells(late.number!)!
    expect(lateRow.slice(6, 11)).toEqual(['216,00', '16,00', '200,00', '12', '1'])
    expect(lateRow[11]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    expect(overdue.cells(notDue.number!)).toBeUndefined()
    expect((await t.request('/v1/payments/unpaids/export.csv?x=1', { token: owner })).status).toBe(
      400,
    )
  })
})

describe('with documents issued by the documents service', () => {
  it('deposit paid, final invoice net of it, part paid, a credit note used: the rest is what is owed', async () => {
    const ownerId = await userIdOf(t, 'owner@caveau.test')
    const client = await insertClient(t)
    const order = await insertOrder(t, SHOP1, client.id)
    const deposit = await createDeposit(t.deps.db, SHOP1, order.id, { percent: 30 }, ownerId)
    expect(deposit.dueCents).toBe(6_480)
    expect(
      (await pay({ documentId: deposit.id, amountCents: 6_480, method: 'transfer' })).status,
    ).toBe(201)
    expect(await documentRow(t, deposit.id)).toMatchObject({
      paymentStatus: 'paid',
      status: 'completed',
    })

    const invoice = await invoiceOrder(t.deps.db, SHOP1, order.id, ownerId)
    expect(invoice).toMatchObject({ depositsCents: 6_480, dueCents: 15_120 })
    const pdf = await getDocumentProxy(
      (await renderTarget(t.deps.db, { documentId: invoice.id })).bytes,
    )
    const text = ((await extractText(pdf, { mergePages: true })).text as string).replace(
      /\s+/g,
      ' ',
    )
    expect(text).toContain(`Acompte ${deposit.number}`)
    expect(text).toContain('Net à payer 151,20 €')

    expect(
      (await pay({ documentId: invoice.id, amountCents: 5_000, method: 'check' })).status,
    ).toBe(201)
    const credit = await createCreditNote(
      t.deps.db,
      SHOP1,
      invoice.id,
      { amountCents: 2_400, reason: 'Deux bouteilles cassées' },
      ownerId,
    )
    const used = await pay({
      documentId: invoice.id,
      kind: 'credit',
      creditId: credit.id,
      amountCents: 2_400,
      method: 'credit',
    })
    expect(used.status).toBe(201)
    expect(await documentRow(t, credit.id)).toMatchObject({
      creditStatus: 'empty',
      creditRemainingCents: 0,
    })
    expect(await documentRow(t, invoice.id)).toMatchObject({
      paidCents: 7_400,
      paymentStatus: 'partial',
      status: 'incomplete',
    })
    const open = await call(await t.request('/v1/payments/outstandings', { token: owner }))
    expect(open.body.documents.find((d: { id: number }) => d.id === invoice.id)?.leftCents).toBe(
      7_720,
    )
  })
})
