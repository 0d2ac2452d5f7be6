import { beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { eq } from 'drizzle-orm'
import { jobs, salesDocuments } from '#app/platform/db/schema'
import { action as entryAction } from '#app/routes/dashboard.orders.add'
import { action, loader } from '#app/routes/dashboard.orders.documents.$id'
import {
  db,
  entryForm,
  idOf,
  locationOf,
  replyOf,
  run,
  saleOf,
  toastOf,
  withDemoSessions,
} from './sales-cycle-fixtures'
import type { DemoAccount } from './session'

withDemoSessions(database)
const { item, clientId } = await saleOf('Cave Document', { email: 'compta@cave-document.test' })

async function make(subType: 'quote' | 'bill', intent: string) {
  const path = `/dashboard/orders/add?subType=${subType}`
  return idOf(locationOf(await run(entryAction, 'owner', path, entryForm(clientId, item, intent))))
}

const page = (account: DemoAccount, id: number) =>
  run(loader, account, `/dashboard/orders/documents/${id}`) as Promise<any>
const post = (account: DemoAccount, id: number, form: Record<string, string | string[]>) =>
  run(action, account, `/dashboard/orders/documents/${id}`, form)
const row = async (id: number) =>
  (await (await db()).select().from(salesDocuments).where(eq(salesDocuments.id, id)))[0]

describe('a quote', () => {
  it('shows what its PDF will say, and the actions of an issued quote', async () => {
    const id = await make('quote', 'issue')
    const { title, document: doc } = await page('owner', id)
    expect(title).toMatch(/^Devis D-\d{6}$/)
    expect(doc).toMatchObject({
      type: 'quote',
      statusLabel: 'Émis',
      paymentStatus: null,
      client: { id: clientId, name: 'Cave Document' },
      defaultEmail: 'compta@cave-document.test',
    })
    expect(doc.seller.name).toBeTruthy()
    expect(doc.buyer.name).toBe('Cave Document')
    expect(doc.dates.issuedAt).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    expect(doc.lines[0]).toMatchObject({ quantity: 6, vatRate: '20 %' })
    expect(doc.actions).toEqual({
      issue: false,
      edit: false,
      accept: true,
      reject: true,
      cancel: true,
      credit: false,
      payment: false,
      send: true,
      pdf: true,
    })
  })

  it('is out of reach of other shops and of the agent who does not follow its client', async () => {
    const id = await make('quote', 'draft')
    expect(((await page('owner2', id)) as Response).status).toBe(404)
    expect(((await page('agent', id)) as Response).status).toBe(404)
    // A buyer does not get this page at all (the guard sends them to the dashboard).
    expect(((await page('buyer', id)) as Response).headers.get('location')).toBe('/dashboard')
  })

  it('issues a draft, then withdraws it', async () => {
    const id = await make('quote', 'draft')
    expect((await page('owner', id)).document.actions).toMatchObject({
      issue: true,
      edit: true,
      send: false,
      pdf: false,
    })
    const issued = await post('owner', id, { intent: 'issue' })
    expect(await toastOf(issued)).toBe('success: Le document a été émis.')
    expect((await row(id)).number).toMatch(/^D-\d{6}$/)
    const cancelled = await post('owner', id, { intent: 'cancel' })
    expect(await toastOf(cancelled)).toBe('success: Le devis a été annulé.')
    expect((await row(id)).status).toBe('cancelled')
    // Refusing a withdrawn quote is not offered, and not sent.
    expect(await toastOf(await post('owner', id, { intent: 'reject' }))).toBe(
      'error: Cette action n’est pas possible pour ce document.',
    )
  })

  it('sends it by mail to valid addresses only', async () => {
    const id = await make('quote', 'issue')
    const empty = replyOf(await post('owner', id, { intent: 'send', emails: ' , ' }))
    expect(empty).toEqual({
      status: 400,
      data: {
        form: 'send',
        errors: { emails: ['Veuillez renseigner au moins une adresse mail.'] },
      },
    })
    const bad = replyOf(await post('owner', id, { intent: 'send', emails: 'a@cave.fr, oops' }))
    expect(bad.data.errors.emails).toEqual(['L\'adresse "oops" est invalide.'])
    const res = await post('owner', id, {
      intent: 'send',
      emails: ['compta@cave-document.test', 'patron@cave-document.test'],
    })
    expect(await toastOf(res)).toBe("success: L'envoi du document est en cours.")
    const queued = await (await db()).select().from(jobs).where(eq(jobs.type, 'sales.send'))
    expect(queued.at(-1)?.payload).toMatchObject({
      documentId: id,
      emails: ['compta@cave-document.test', 'patron@cave-document.test'],
    })
  })

  it('accepted by the client, becomes an order, and the page goes there', async () => {
    const id = await make('quote', 'issue')
    const res = await post('iam', id, { intent: 'accept' })
    expect(locationOf(res)).toMatch(/^\/dashboard\/orders\/\d+$/)
    expect(await toastOf(res)).toBe('success: Le devis a été accepté : la commande est créée.')
    expect((await row(id)).status).toBe('completed')
  })
})

describe('an invoice and its credit note', () => {
  let invoiceId: number
  beforeAll(async () => {
    invoiceId = await make('bill', 'bill')
  })

  it('shows its totals, due date, mentions and the billing actions', async () => {
    const { document: doc } = await page('owner', invoiceId)
    expect(doc.title).toMatch(/^Facture F-\d{6}$/)
    expect(doc.dates.dueAt).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    expect(doc.totals.due).toBe(doc.totals.ttc)
    expect(doc.footer.join(' ')).toMatch(/40/)
    expect(doc.actions).toMatchObject({ credit: true, payment: true, send: true, accept: false })
    // Denied seeAllPayment: no payment form, and a forged post does not reach the ledger.
    const limited = (await page('iam-limited', invoiceId)).document
    expect(limited.actions.payment).toBe(false)
    const forged = await post('iam-limited', invoiceId, {
      intent: 'payment',
      'payment.documentId': String(invoiceId),
      'payment.amount': '5',
      'payment.method': 'cash',
    })
    expect(await toastOf(forged)).toBe('error: Cette action n’est pas possible pour ce document.')
  })

  it('records a partial payment and lists it', async () => {
    const res = await post('owner', invoiceId, {
      intent: 'payment',
      'payment.documentId': String(invoiceId),
      'payment.amount': '20',
      'payment.method': 'transfer',
      'payment.reference': 'VIR-77',
    })
    expect(await toastOf(res)).toBe('success: Le paiement a été enregistré.')
    const { document: doc } = await page('owner', invoiceId)
    expect(doc.paymentStatus).toBe('partial')
    expect(doc.payments).toEqual([
      expect.objectContaining({ kind: 'Paiement', method: 'Virement', reference: 'VIR-77' }),
    ])
    const tooMuch = replyOf(
      await post('owner', invoiceId, {
        intent: 'payment',
        'payment.documentId': String(invoiceId),
        'payment.amount': '99999',
        'payment.method': 'transfer',
      }),
    )
    expect(tooMuch.status).toBeGreaterThanOrEqual(400)
    expect(Object.values(tooMuch.data.errors).flat()[0]).toMatch(/\w/)
  })

  it('issues a credit note for chosen quantities, with a reason', async () => {
    const noReason = replyOf(
      await post('owner', invoiceId, {
        intent: 'credit',
        'credit.mode': 'lines',
        'credit.q.0': '1',
      }),
    )
    expect(noReason.data.errors).toEqual({ reason: ['Indiquez le motif de l’avoir.'] })
    const nothing = replyOf(
      await post('owner', invoiceId, {
        intent: 'credit',
        'credit.mode': 'lines',
        'credit.reason': 'Casse',
      }),
    )
    expect(nothing.data.errors.lines).toEqual(['Choisissez au moins une ligne à créditer.'])
    const tooMany = replyOf(
      await post('owner', invoiceId, {
        intent: 'credit',
        'credit.mode': 'lines',
        'credit.q.0': '7',
        'credit.reason': 'Casse',
      }),
    )
    expect(tooMany.data.errors.form[0]).toMatch(/il ne reste que 6 unité/)
    const res = await post('owner', invoiceId, {
      intent: 'credit',
      'credit.mode': 'lines',
      'credit.q.0': '1',
      'credit.reason': 'Une bouteille cassée',
    })
    const creditId = idOf(locationOf(res))
    expect(await toastOf(res)).toBe('success: L’avoir a été émis.')
    const { document: credit } = await page('owner', creditId)
    expect(credit).toMatchObject({ type: 'credit', creditStatus: 'À solder' })
    expect(credit.title).toMatch(/^Avoir F-\d{6}$/)
    expect(credit.invoice.id).toBe(invoiceId)
    expect(credit.creditRemaining).toBe(credit.totals.ttc)
    expect((await page('owner', invoiceId)).document.credits).toHaveLength(1)
  })

  it('credits an amount, or what is left of the whole', async () => {
    const amount = await post('owner', invoiceId, {
      intent: 'credit',
      'credit.mode': 'amount',
      'credit.amount': '5',
      'credit.reason': 'Geste commercial',
    })
    expect(await toastOf(amount)).toBe('success: L’avoir a été émis.')
    const all = await post('owner', invoiceId, {
      intent: 'credit',
      'credit.mode': 'all',
      'credit.reason': 'Annulation',
    })
    expect(await toastOf(all)).toBe('success: L’avoir a été émis.')
    expect((await page('owner', invoiceId)).document.actions.credit).toBe(false)
  })

  it('asks for its PDF in the background', async () => {
    const res = await post('owner', invoiceId, { intent: 'pdf' })
    expect(await toastOf(res)).toMatch(/^success: Le PDF est en cours de préparation/)
  })
})
