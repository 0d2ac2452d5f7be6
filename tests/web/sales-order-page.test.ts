import { beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { eq } from 'drizzle-orm'
import { jobs, orders, payments, salesDocuments, shipments } from '#app/platform/db/schema'
import { loader as futureLoader } from '#app/routes/dashboard.futures.$id'
import { action as futureEntry } from '#app/routes/dashboard.futures.add'
import { action as entryAction } from '#app/routes/dashboard.orders.add'
import { action, loader } from '#app/routes/dashboard.orders.$id'
import {
  db,
  entryForm,
  locationOf,
  newClient,
  replyOf,
  run,
  saleOf,
  toastOf,
  withDemoSessions,
} from './sales-cycle-fixtures'
import type { DemoAccount } from './session'

withDemoSessions(database)
const { item, clientId } = await saleOf('Cave du Port')
const other = (await newClient('Épicerie Fine')).id

/** A new order entered by the owner through the entry page, in the status the button gives. */
async function enter(intent: 'send' | 'validate' | 'draft', future = false, extra = {}) {
  const path = future ? '/dashboard/futures/add' : '/dashboard/orders/add'
  const location = locationOf(
    await run(
      future ? futureEntry : entryAction,
      'owner',
      path,
      entryForm(clientId, item, intent, extra),
    ),
  )
  return Number(location.split('/').pop())
}

const page = (account: DemoAccount, id: number, search = '') =>
  run(loader, account, `/dashboard/orders/${id}${search}`) as Promise<any>
const post = (account: DemoAccount, id: number, form: Record<string, string>) =>
  run(action, account, `/dashboard/orders/${id}`, form)

describe('/dashboard/orders/:id for staff', () => {
  let id: number
  beforeAll(async () => {
    id = await enter('validate')
  })

  it('shows the client, lines, totals, statuses and the actions of a validated order', async () => {
    const { sales, canDecide, title } = await page('owner', id)
    expect(title).toBe(`Commande n° ${id}`)
    expect(canDecide).toBe(false)
    expect(sales).toMatchObject({
      id,
      status: 'validated',
      paymentStatus: 'pending',
      deliveryStatus: 'pending',
      client: { id: clientId, name: 'Cave du Port' },
      paymentType: 'Virement',
      paymentDelay: '30 jours',
    })
    expect(sales.lines[0]).toMatchObject({ quantity: 6, remaining: 6 })
    expect(sales.totals.totalTTC).toBeGreaterThan(0)
    expect(sales.actions).toEqual({
      edit: false,
      validate: false,
      refuse: false,
      cancel: true,
      deposit: true,
      invoice: true,
      ship: true,
      ventilate: true,
      pdf: true,
      payment: false,
    })
  })

  it('offers only what the viewer may do, and 404s outside their reach', async () => {
    const limited = (await page('iam-limited', id)).sales
    expect(limited.actions.payment).toBe(false)
    // The agent does not follow this client: the provider answers 404, not 403.
    expect(((await page('agent', id)) as Response).status).toBe(404)
    expect(((await page('owner2', id)) as Response).status).toBe(404)
    expect(((await page('buyer', id)) as Response).status).toBe(404)
  })

  it('makes a 30 % deposit invoice, and says why a bad percentage is refused', async () => {
    const bad = replyOf(await post('owner', id, { intent: 'deposit', depositPercent: '130' }))
    expect(bad.status).toBe(400)
    expect(bad.data).toEqual({
      form: 'deposit',
      errors: { depositPercent: ['Le pourcentage doit être compris entre 0 et 100.'] },
    })
    const both = replyOf(
      await post('owner', id, { intent: 'deposit', depositPercent: '30', depositAmount: '10' }),
    )
    expect(both.data.errors.depositPercent).toEqual([
      'Indiquez soit un pourcentage, soit un montant.',
    ])
    const res = await post('owner', id, { intent: 'deposit', depositPercent: '30' })
    expect(locationOf(res)).toBe(`/dashboard/orders/${id}`)
    expect(await toastOf(res)).toBe('success: La facture d’acompte a été émise.')
    const { sales } = await page('owner', id)
    expect(sales.documents).toEqual([
      expect.objectContaining({
        type: 'deposit',
        typeLabel: 'Facture d’acompte',
        statusLabel: 'Émis',
      }),
    ])
    expect(sales.documents[0].number).toMatch(/^F-\d{6}$/)
    expect(sales.actions.ventilate).toBe(false)
  })

  it('records a payment on the open deposit invoice', async () => {
    const { sales } = await page('owner', id)
    expect(sales.actions.payment).toBe(true)
    const bad = replyOf(
      await post('owner', id, {
        intent: 'payment',
        'payment.documentId': String(sales.openBills[0].id),
        'payment.amount': 'dix',
        'payment.method': 'transfer',
      }),
    )
    expect(bad.data.errors.amount).toEqual(['Le montant doit être supérieur à zéro.'])
    const res = await post('owner', id, {
      intent: 'payment',
      'payment.documentId': String(sales.openBills[0].id),
      'payment.amount': '10,50',
      'payment.method': 'check',
      'payment.reference': 'CHQ 42',
    })
    expect(await toastOf(res)).toBe('success: Le paiement a été enregistré.')
    const rows = await (await db()).select().from(payments).where(eq(payments.reference, 'CHQ 42'))
    expect(rows).toEqual([expect.objectContaining({ amountCents: 1050, method: 'check' })])
    // A collaborator denied seeAllPayment is told no, without the provider's 403.
    const denied = await post('iam-limited', id, {
      intent: 'payment',
      'payment.documentId': String(sales.openBills[0].id),
      'payment.amount': '1',
      'payment.method': 'cash',
    })
    expect(await toastOf(denied)).toBe(
      'error: Cette action n’est pas possible pour cette commande.',
    )
  })

  it('ships part of the order, refusing more than what is left', async () => {
    const { sales } = await page('owner', id)
    const lineId = sales.lines[0].id
    const tooMany = replyOf(await post('owner', id, { intent: 'ship', [`ship.${lineId}`]: '7' }))
    expect(tooMany.data.errors.lines[0]).toMatch(/dépasse/)
    const none = replyOf(await post('owner', id, { intent: 'ship', [`ship.${lineId}`]: '0' }))
    expect(none.data.errors.lines).toEqual(['Choisissez au moins une ligne à expédier.'])
    const res = await post('owner', id, {
      intent: 'ship',
      [`ship.${lineId}`]: '2',
      carrier: 'Colissimo',
      trackingRef: '6A123',
    })
    expect(await toastOf(res)).toBe('success: L’expédition a été enregistrée.')
    const [shipment] = await (await db()).select().from(shipments).where(eq(shipments.orderId, id))
    expect(shipment).toMatchObject({ carrier: 'Colissimo', trackingRef: '6A123' })
    expect((await page('owner', id)).sales.lines[0].remaining).toBe(4)
  })

  it('asks for the confirmation PDF in the background', async () => {
    const res = await post('owner', id, { intent: 'pdf' })
    expect(await toastOf(res)).toMatch(/^success: La confirmation de commande est en cours/)
    const queued = await (await db()).select().from(jobs).where(eq(jobs.type, 'sales.pdf'))
    expect(queued.some((j) => (j.payload as { orderId?: number }).orderId === id)).toBe(true)
  })

  it('asks for a shipment’s delivery note in the background, for this order’s shipments only', async () => {
    const [shipment] = await (await db()).select().from(shipments).where(eq(shipments.orderId, id))
    const res = await post('owner', id, { intent: 'deliveryNote', shipmentId: String(shipment.id) })
    expect(await toastOf(res)).toMatch(/^success: Le bon de livraison est en cours/)
    const queued = await (await db()).select().from(jobs).where(eq(jobs.type, 'sales.pdf'))
    expect(
      queued.some((j) => (j.payload as { shipmentId?: number }).shipmentId === shipment.id),
    ).toBe(true)
    const other = await post('owner', id, { intent: 'deliveryNote', shipmentId: '999999' })
    expect(await toastOf(other)).toBe('error: Cette action n’est pas possible pour cette commande.')
  })

  it('invoices the order, deposits deducted, and goes to the invoice', async () => {
    const res = await post('owner', id, { intent: 'invoice' })
    const location = locationOf(res)
    expect(location).toMatch(/^\/dashboard\/orders\/documents\/\d+$/)
    const [invoice] = await (
      await db()
    )
      .select()
      .from(salesDocuments)
      .where(eq(salesDocuments.id, Number(location.split('/').pop())))
    expect(invoice.type).toBe('invoice')
    expect(invoice.depositsCents).toBeGreaterThan(0)
    expect(invoice.dueCents).toBe(invoice.totalTtcCents - invoice.depositsCents)
    const { sales } = await page('owner', id)
    expect(sales.status).toBe('invoiced')
    expect(sales.actions).toMatchObject({ invoice: false, deposit: false, cancel: false })
    // Invoicing again is not offered, and not sent.
    expect(await toastOf(await post('owner', id, { intent: 'invoice' }))).toMatch(/^error:/)
  })
})

describe('an intra-EU business sale under duty suspension', () => {
  it('asks the e-DA reference when invoicing, and the invoice carries it', async () => {
    const id = await enter('validate')
    const regime = {
      kind: 'intraEuBusiness' as const,
      country: 'BE',
      buyerVatNumber: 'BE0477472701',
      excise: 'suspension' as const,
    }
    await (await db()).update(orders).set({ taxRegime: regime }).where(eq(orders.id, id))
    expect((await page('owner', id)).sales.taxRegime).toEqual(regime)
    const bad = await post('owner', id, { intent: 'invoice', eDaReference: 'ARC 2026' })
    expect(await toastOf(bad)).toBe(
      'error: La référence de l’e-DA compte au plus 40 lettres et chiffres (ARC).',
    )
    const location = locationOf(
      await post('owner', id, { intent: 'invoice', eDaReference: '26FRA0001234567890' }),
    )
    const [invoice] = await (
      await db()
    )
      .select()
      .from(salesDocuments)
      .where(eq(salesDocuments.id, Number(location.split('/').pop())))
    expect(invoice.buyer?.eDaReference).toBe('26FRA0001234567890')
  })
})

describe('ventilation, cancellation, drafts', () => {
  it('splits a validated order between two clients, quantities adding up', async () => {
    const id = await enter('validate')
    const view = await page('owner', id, '?parts=3&rq=Épicerie')
    expect(view.parts).toBe(3)
    expect(view.recipients).toEqual([{ value: String(other), label: 'Épicerie Fine' }])
    expect(view.recipientQuery).toBe('Épicerie')
    const lineId = view.sales.lines[0].id
    const wrong = replyOf(
      await post('owner', id, {
        intent: 'ventilate',
        'parts[0].clientId': String(clientId),
        [`parts[0].${lineId}`]: '2',
        'parts[1].clientId': String(other),
        [`parts[1].${lineId}`]: '2',
      }),
    )
    expect(wrong.data.errors.parts[0]).toMatch(/doivent totaliser 6 \(4 réparties\)/)
    const one = replyOf(
      await post('owner', id, {
        intent: 'ventilate',
        'parts[0].clientId': String(clientId),
        [`parts[0].${lineId}`]: '6',
      }),
    )
    expect(one.data.errors.parts).toEqual(['Indiquez au moins deux destinataires.'])
    const res = await post('owner', id, {
      intent: 'ventilate',
      'parts[0].clientId': String(clientId),
      [`parts[0].${lineId}`]: '4',
      'parts[1].clientId': String(other),
      [`parts[1].${lineId}`]: '2',
      'parts[2].clientId': '',
    })
    expect(await toastOf(res)).toBe('success: La commande a été ventilée.')
    const { sales } = await page('owner', id)
    expect(sales.children.map((c: { client: string }) => c.client)).toEqual([
      'Cave du Port',
      'Épicerie Fine',
    ])
    expect(sales.actions).toMatchObject({ ventilate: false, invoice: false, ship: false })
    const child = (await page('owner', sales.children[0].id)).sales
    expect(child.parentId).toBe(id)
  })

  it('cancels a pending order and keeps validate/refuse for checkout orders', async () => {
    const id = await enter('send')
    const view = (await page('owner', id)).sales
    expect(view.actions).toMatchObject({ validate: true, refuse: true, cancel: true })
    expect((await page('owner', id)).canDecide).toBe(true)
    const res = await post('owner', id, { intent: 'cancel' })
    expect(await toastOf(res)).toBe('success: La commande a été annulée.')
    const [order] = await (await db()).select().from(orders).where(eq(orders.id, id))
    expect(order.status).toBe('cancelled')
  })

  it('validates a draft entered at the office from its page (no refusal offered)', async () => {
    const id = await enter('draft')
    const view = (await page('owner', id)).sales
    expect(view.actions).toMatchObject({ validate: true, refuse: false })
    await post('owner', id, { intent: 'validate' })
    const [order] = await (await db()).select().from(orders).where(eq(orders.id, id))
    expect(order.status).toBe('validated')
  })

  it('refuses an unknown intent', async () => {
    const id = await enter('draft')
    expect(((await post('owner', id, { intent: 'explode' })) as Response).status).toBe(400)
  })
})

describe('/dashboard/futures/:id', () => {
  it('shows a future with the same page, and only futures', async () => {
    const future = await enter('send', true, {
      expectedDeliveryAt: '2027-09-01',
    })
    const view = (await run(futureLoader, 'owner', `/dashboard/futures/${future}`)) as any
    expect(view.title).toBe(`Précommande n° ${future}`)
    expect(view.sales).toMatchObject({ kind: 'future', expectedDelivery: '01/09/2027' })
    const order = await enter('send')
    expect(
      ((await run(futureLoader, 'owner', `/dashboard/futures/${order}`)) as Response).status,
    ).toBe(404)
  })
})
