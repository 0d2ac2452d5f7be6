import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import type { LoaderFunctionArgs } from '@remix-run/node'
import { and, eq } from 'drizzle-orm'
import { getRuntime } from '#app/platform/api/runtime.server'
import {
  clients,
  orders,
  paymentReminders,
  payments,
  salesDocuments,
  shipments,
  users,
} from '#app/platform/db/schema'
import { loader as deliveryLoader, action as deliveryAction } from '#app/routes/dashboard.delivery'
import { loader as futuresLoader } from '#app/routes/dashboard.futures._index'
import { loader as billsLoader } from '#app/routes/dashboard.orders.bills'
import { loader as creditsLoader } from '#app/routes/dashboard.orders.credits'
import { loader as depositsLoader } from '#app/routes/dashboard.orders.deposits'
import { loader as ordersLoader } from '#app/routes/dashboard.orders._index'
import { loader as quotesLoader } from '#app/routes/dashboard.orders.quotes'
import { loader as samplesLoader } from '#app/routes/dashboard.orders.samples'
import { loader as ventilateLoader } from '#app/routes/dashboard.orders.ventilate'
import {
  loader as paymentsLoader,
  action as paymentsAction,
} from '#app/routes/dashboard.payments._index'
import { loader as paymentCreditsLoader } from '#app/routes/dashboard.payments.credits'
import { loader as outstandingsLoader } from '#app/routes/dashboard.payments.outstandings'
import {
  loader as unpaidsLoader,
  action as unpaidsAction,
} from '#app/routes/dashboard.payments.unpaids'
import { loader as exportLoader } from '#app/routes/resources.sales-export'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

/** The sales back office's list pages, at loader and action level, against the real provider. */

const db = async () => (await getRuntime()).database.db
const DAY = 86_400_000

type Loader = (args: LoaderFunctionArgs) => any

async function settle(run: () => unknown): Promise<unknown> {
  try {
    return await run()
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

const load = <T>(loader: Loader, account: DemoAccount, path: string) =>
  settle(() => loader({ request: requestAs(account, path), params: {}, context: {} })) as Promise<T>

function post(account: DemoAccount, path: string, fields: Record<string, string>) {
  return requestAs(account, path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    body: new URLSearchParams(fields).toString(),
  })
}

const act = (action: Loader, account: DemoAccount, path: string, fields: Record<string, string>) =>
  settle(() => action({ request: post(account, path, fields), params: {}, context: {} }))

type Any = Record<string, any>

const seeded = {} as {
  clientId: number
  agentClientId: number
  validated: number
  sample: number
  future: number
  parent: number
  child: number
  agentOrder: number
  overdue: number
  notDue: number
  credit: number
  quote: number
  shipment: number
}

function line(totalHtCents: number) {
  return {
    name: 'Sancerre Les Caillottes 2022',
    quantity: 6,
    unitHtCents: totalHtCents / 6,
    vatRate: 20,
    totalHtCents,
    vatCents: totalHtCents / 5,
    dutiesCents: 0,
    totalTtcCents: (totalHtCents * 6) / 5,
  }
}

beforeAll(async () => {
  await signInDemoAccounts()
  const d = await db()
  const [agent] = await d.select().from(users).where(eq(users.email, 'agent@caveau.test'))
  const [client, agentClient] = await d
    .insert(clients)
    .values([
      { shopId: 1, businessName: 'Cave des Listes', email: 'cave@listes.test', isPro: true },
      { shopId: 1, businessName: 'Bistrot de l’Agent', isPro: true, agentId: agent.id },
    ])
    .returning()
  seeded.clientId = client.id
  seeded.agentClientId = agentClient.id
  const order = (values: Partial<typeof orders.$inferInsert>) => ({
    shopId: 1,
    clientId: client.id,
    status: 'validated' as const,
    source: 'backoffice' as const,
    totalHtCents: 10_000,
    tvaCents: 2_000,
    totalTtcCents: 12_000,
    paymentType: 'transfer',
    ...values,
  })
  const [validated, sample, future, parent, agentOrder] = await d
    .insert(orders)
    .values([
      order({ totalTtcCents: 123_450, totalHtCents: 102_875, tvaCents: 20_575 }),
      order({
        kind: 'sample',
        status: 'pending',
        totalTtcCents: 0,
        totalHtCents: 0,
        tvaCents: 0,
        paymentType: 'sample',
      }),
      order({ kind: 'future', expectedDeliveryAt: new Date('2027-09-15T10:00:00Z') }),
      order({}),
      order({ clientId: agentClient.id, status: 'pending' }),
    ])
    .returning()
  const [child] = await d
    .insert(orders)
    .values(
      order({ parentId: parent.id, totalTtcCents: 6_000, totalHtCents: 5_000, tvaCents: 1_000 }),
    )
    .returning()
  Object.assign(seeded, {
    validated: validated.id,
    sample: sample.id,
    future: future.id,
    parent: parent.id,
    child: child.id,
    agentOrder: agentOrder.id,
  })
  const now = Date.now()
  const doc = (values: Partial<typeof salesDocuments.$inferInsert>) => ({
    shopId: 1,
    type: 'invoice' as const,
    status: 'generated' as const,
    clientId: client.id,
    orderId: validated.id,
    buyer: { name: 'Cave des Listes' },
    lines: [line(10_000)],
    totalHtCents: 10_000,
    tvaCents: 2_000,
    totalTtcCents: 12_000,
    dueCents: 12_000,
    ...values,
  })
  const [overdue, notDue, credit, quote] = await d
    .insert(salesDocuments)
    .values([
      doc({
        number: 'F-990101',
        sequence: 990101,
        issuedAt: new Date(now - 45 * DAY),
        dueAt: new Date(now - 15 * DAY),
      }),
      doc({
        number: 'F-990102',
        sequence: 990102,
        issuedAt: new Date(now - DAY),
        dueAt: new Date(now + 29 * DAY),
      }),
      doc({
        type: 'credit',
        number: 'F-990103',
        sequence: 990103,
        issuedAt: new Date(now - DAY),
        totalHtCents: -2_500,
        tvaCents: -500,
        totalTtcCents: -3_000,
        dueCents: -3_000,
        creditStatus: 'full',
        creditRemainingCents: 3_000,
        lines: [line(-2_500)],
      }),
      doc({ type: 'quote', status: 'pending', orderId: null }),
    ])
    .returning()
  Object.assign(seeded, {
    overdue: overdue.id,
    notDue: notDue.id,
    credit: credit.id,
    quote: quote.id,
  })
  const [shipment] = await d
    .insert(shipments)
    .values({
      shopId: 1,
      orderId: validated.id,
      lines: [],
      parcels: 2,
      carrier: 'Colissimo',
      trackingRef: 'CP123FR',
    })
    .returning()
  seeded.shipment = shipment.id
})
afterAll(() => closeRuntime(database))

describe('/dashboard/orders', () => {
  it('gives the owner the shop’s orders with the filters passed to the API', async () => {
    const all = await load<Any>(ordersLoader, 'owner', '/dashboard/orders')
    expect(all.audience).toBe('shop')
    const ids = all.orders.map((o: Any) => o.id)
    expect(ids).toEqual(expect.arrayContaining([seeded.validated, seeded.sample, seeded.future]))
    expect(all.actions.map((a: Any) => a.label)).toEqual([
      'Nouvelle commande',
      'Nouveau devis',
      'Nouvelle facture',
    ])
    expect(all.clients).toContainEqual({ value: String(seeded.clientId), label: 'Cave des Listes' })

    const row = all.orders.find((o: Any) => o.id === seeded.validated)
    expect(row).toMatchObject({
      client: 'Cave des Listes',
      kindLabel: 'Commande',
      status: 'validated',
    })
    expect(row.total).toMatch(/^1\s234,50\s€$/)

    const mine = `clientId=${seeded.clientId}`
    const samples = await load<Any>(ordersLoader, 'owner', `/dashboard/orders?kind=sample&${mine}`)
    expect(samples.orders.map((o: Any) => o.id)).toEqual([seeded.sample])
    const allSamples = await load<Any>(ordersLoader, 'owner', '/dashboard/orders?kind=sample')
    expect(allSamples.orders.every((o: Any) => o.kind === 'sample')).toBe(true)
    const pending = await load<Any>(
      ordersLoader,
      'owner',
      `/dashboard/orders?status=pending&clientId=${seeded.clientId}`,
    )
    expect(pending.orders.map((o: Any) => o.id)).toEqual([seeded.sample])
    const big = await load<Any>(
      ordersLoader,
      'owner',
      `/dashboard/orders?min=1+000,00&max=2000&${mine}`,
    )
    expect(big.orders.map((o: Any) => o.id)).toEqual([seeded.validated])
    expect(big.list.search).toBe(`clientId=${seeded.clientId}&min=1+000%2C00&max=2000`)
  })

  it('keeps a filter typed wrong out of the query and says why, in French', async () => {
    const page = await load<Any>(ordersLoader, 'owner', '/dashboard/orders?min=abc&from=2026-02-31')
    expect(page.list.errors).toEqual({
      min: 'Doit être un montant en euros, par exemple 1 234,50.',
      from: "La date indiquée n'est pas correct",
    })
    expect(page.list.filtered).toBe(false)
    expect(page.orders.length).toBeGreaterThan(0)
  })

  it('shows an agent the orders of their clients only, and a buyer their own', async () => {
    const agent = await load<Any>(ordersLoader, 'agent', '/dashboard/orders')
    expect(agent.audience).toBe('agent')
    const agentIds = agent.orders.map((o: Any) => o.id)
    expect(agentIds).toContain(seeded.agentOrder)
    expect(agentIds).not.toContain(seeded.validated)
    expect(agent.actions.map((a: Any) => a.label)).toEqual(['Nouvelle commande', 'Nouveau devis'])
    const buyer = await load<Any>(ordersLoader, 'buyer', '/dashboard/orders')
    expect(buyer).toMatchObject({ audience: 'buyer', page: 1 })
    expect(buyer.orders.map((o: Any) => o.id)).not.toContain(seeded.validated)
  })
})

describe('orders of one kind and ventilations', () => {
  it('lists samples, futures with their expected delivery, and ventilations with children', async () => {
    const mine = `clientId=${seeded.clientId}`
    const samples = await load<Any>(samplesLoader, 'owner', `/dashboard/orders/samples?${mine}`)
    expect(samples.rows.map((o: Any) => o.id)).toEqual([seeded.sample])
    expect(samples.actions).toEqual([
      { label: 'Nouvel échantillon', to: '/dashboard/orders/add?kind=sample' },
    ])
    expect(samples.exportTo).toBe(`/resources/sales-export?${mine}&kind=sample&list=orders`)

    const futures = await load<Any>(futuresLoader, 'owner', `/dashboard/futures?${mine}`)
    expect(futures.rows).toEqual([
      expect.objectContaining({ id: seeded.future, expectedDelivery: '15/09/2027' }),
    ])
    expect(futures.actions[0]).toEqual({
      label: 'Nouvelle commande primeur',
      to: '/dashboard/futures/add',
    })

    const ventilate = await load<Any>(
      ventilateLoader,
      'owner',
      `/dashboard/orders/ventilate?${mine}`,
    )
    expect(ventilate.exportTo).toBe(
      `/resources/sales-export?${mine}&status=validated&kind=order&list=orders`,
    )
    expect(ventilate.open.rows.map((o: Any) => o.id)).toEqual(
      expect.arrayContaining([seeded.validated, seeded.parent]),
    )
    expect(ventilate.open.rows.map((o: Any) => o.id)).not.toContain(seeded.sample)
    expect(ventilate.split.orders).toContainEqual(
      expect.objectContaining({
        id: seeded.parent,
        children: [expect.objectContaining({ id: seeded.child, client: 'Cave des Listes' })],
      }),
    )
  })
})

describe('sales documents lists', () => {
  it('lists invoices with paid and remaining amounts and due dates', async () => {
    const bills = await load<Any>(billsLoader, 'owner', '/dashboard/orders/bills?q=F-99010')
    expect(bills.allowed).toBe(true)
    const numbers = bills.rows.map((d: Any) => d.number)
    expect(numbers).toEqual(expect.arrayContaining(['F-990101', 'F-990102']))
    expect(numbers).not.toContain('F-990103')
    const overdue = bills.rows.find((d: Any) => d.number === 'F-990101')
    expect(overdue.left).toMatch(/^120,00\s€$/)
    expect(overdue.dueDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    expect(bills.actions).toEqual([
      { label: 'Nouvelle facture', to: '/dashboard/orders/add?subType=bill' },
    ])
    expect(bills.exportTo).toBe('/resources/sales-export?q=F-99010&type=invoice&list=documents')
    const amount = await load<Any>(
      billsLoader,
      'owner',
      '/dashboard/orders/bills?q=F-99010&min=119,99&max=120',
    )
    expect(amount.rows.length).toBe(2)
    const none = await load<Any>(billsLoader, 'owner', '/dashboard/orders/bills?q=F-99010&max=100')
    expect(none.rows).toEqual([])
  })

  it('lists quotes, deposits and credit notes by type', async () => {
    const mine = `clientId=${seeded.clientId}`
    const quotes = await load<Any>(quotesLoader, 'owner', `/dashboard/orders/quotes?${mine}`)
    expect(quotes.rows.map((d: Any) => d.id)).toContain(seeded.quote)
    expect(quotes.actions[0].label).toBe('Nouveau devis')
    const credits = await load<Any>(creditsLoader, 'owner', `/dashboard/orders/credits?${mine}`)
    expect(credits.rows).toEqual([
      expect.objectContaining({ number: 'F-990103', creditStatus: 'full' }),
    ])
    const deposits = await load<Any>(depositsLoader, 'iam', `/dashboard/orders/deposits?${mine}`)
    expect(deposits).toMatchObject({ allowed: true, rows: [], actions: [] })
    const seededDeposits = await load<Any>(depositsLoader, 'iam', '/dashboard/orders/deposits')
    expect(seededDeposits.rows.every((d: Any) => d.type === 'deposit')).toBe(true)
  })
})

describe('/dashboard/delivery', () => {
  it('lists shipments with the next statuses the delivery machine allows', async () => {
    const page = await load<Any>(deliveryLoader, 'owner', '/dashboard/delivery?status=pending')
    const row = page.shipments.find((s: Any) => s.id === seeded.shipment)
    expect(row).toMatchObject({
      parcels: 2,
      carrier: 'Colissimo',
      trackingRef: 'CP123FR',
      status: 'pending',
    })
    expect(row.next.map((n: Any) => n.value)).toEqual([
      'preparation',
      'pendingPickup',
      'transit',
      'delivered',
      'error',
      'exception',
    ])
    // Its CSV file, with the page's filter.
    expect(page.exportTo).toBe('/resources/sales-export?status=pending&list=shipments')
    const file = await load<Response>(exportLoader, 'owner', page.exportTo)
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="livraisons-/)
    const text = await file.text()
    expect(text).toContain('"Colissimo";"CP123FR"')
    expect(text).not.toContain('"Livrée"')
    const agent = await load<Response>(exportLoader, 'agent', page.exportTo)
    expect(agent.status).toBe(403)
  })

  it('moves a shipment along, and refuses an illegal move with the API’s message', async () => {
    const path = '/dashboard/delivery?status=pending'
    const moved = (await act(deliveryAction, 'owner', '/dashboard/delivery', {
      shipmentId: String(seeded.shipment),
      status: 'preparation',
      redirectTo: path,
    })) as Response
    expect(moved.status).toBe(302)
    expect(moved.headers.get('location')).toBe(path)
    const status = async () =>
      (await (await db()).select().from(shipments).where(eq(shipments.id, seeded.shipment)))[0]
        .status
    expect(await status()).toBe('preparation')

    const refused = (await act(deliveryAction, 'owner', '/dashboard/delivery', {
      shipmentId: String(seeded.shipment),
      status: 'pending',
      redirectTo: 'https://elsewhere.test/',
    })) as Response
    expect(refused.headers.get('location')).toBe('/dashboard/delivery')
    expect(refused.headers.get('set-cookie')).toContain('toast=')
    expect(await status()).toBe('preparation')
  })
})

describe('/dashboard/payments', () => {
  it('records a payment against a document number typed in the form', async () => {
    const res = (await act(paymentsAction, 'owner', '/dashboard/payments', {
      intent: 'record',
      document: 'f-990102',
      kind: 'payment',
      amount: '50,25',
      method: 'check',
      receivedAt: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()),
      reference: 'Chèque 4411',
    })) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/dashboard/payments')
    const rows = await (await db())
      .select()
      .from(payments)
      .where(eq(payments.documentId, seeded.notDue))
    expect(rows).toEqual([
      expect.objectContaining({ amountCents: 5_025, method: 'check', reference: 'Chèque 4411' }),
    ])

    const page = await load<Any>(
      paymentsLoader,
      'owner',
      `/dashboard/payments?method=check&clientId=${seeded.clientId}`,
    )
    expect(page.payments[0]).toMatchObject({
      document: 'F-990102',
      method: 'Chèque',
      kind: 'Paiement',
      client: 'Cave des Listes',
    })
    expect(page.sum).toMatch(/^50,25\s€$/)
    expect(page.exportTo).toBe(
      `/resources/sales-export?clientId=${seeded.clientId}&method=check&list=payments`,
    )
    const none = await load<Any>(
      paymentsLoader,
      'owner',
      `/dashboard/payments?kind=refund&clientId=${seeded.clientId}`,
    )
    expect(none.payments).toEqual([])
  })

  it('puts French refusals beside their fields and records nothing', async () => {
    const before = (await (await db()).select().from(payments)).length
    const target = (await act(paymentsAction, 'owner', '/dashboard/payments', {
      intent: 'record',
      kind: 'payment',
      amount: '12',
      method: 'transfer',
      receivedAt: '2026-01-10',
    })) as Any
    expect(target.data.result.error).toEqual({
      document: ['Indiquez le document ou la commande réglée.'],
    })
    const typed = (await act(paymentsAction, 'owner', '/dashboard/payments', {
      intent: 'record',
      document: 'F-990101',
      kind: 'payment',
      amount: 'douze',
      method: 'transfer',
      receivedAt: '2026-02-30',
    })) as Any
    expect(typed.init.status).toBe(400)
    expect(typed.data.result.error).toEqual({
      amount: ['Doit être un montant en euros, par exemple 1 234,50.'],
      receivedAt: ["La date indiquée n'est pas correct"],
    })

    const unknown = (await act(paymentsAction, 'owner', '/dashboard/payments', {
      intent: 'record',
      document: 'F-000000',
      kind: 'payment',
      amount: '10',
      method: 'transfer',
      receivedAt: '2026-01-10',
    })) as Any
    expect(unknown.data.result.error.document).toEqual([
      'Aucune facture, facture d’acompte ni avoir ne porte ce numéro.',
    ])

    const overpaid = (await act(paymentsAction, 'owner', '/dashboard/payments', {
      intent: 'record',
      document: 'F-990101',
      kind: 'payment',
      amount: '500',
      method: 'transfer',
      receivedAt: '2026-01-10',
    })) as Any
    expect(overpaid.init.status).toBe(400)
    expect(overpaid.data.result.error.amount[0]).toMatch(
      /^Le montant dépasse le reste à payer \(120,00 €\)\.$/,
    )
    expect((await (await db()).select().from(payments)).length).toBe(before)
  })

  it('refuses iam-limited (no seeAllPayment) through the guard, without signing out', async () => {
    const res = (await load<Response>(
      paymentsLoader,
      'iam-limited',
      '/dashboard/payments',
    )) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/dashboard')
    expect(res.headers.get('set-cookie') ?? '').not.toMatch(
      /__session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/,
    )
    const credits = await load<Any>(
      paymentCreditsLoader,
      'iam-limited',
      '/dashboard/payments/credits',
    )
    expect(credits).toEqual({ title: 'Avoirs clients', allowed: false })
  })
})

describe('outstandings, unpaids and credit notes', () => {
  it('shows documents not yet due with the sum at the top', async () => {
    const page = await load<Any>(outstandingsLoader, 'owner', '/dashboard/payments/outstandings')
    const row = page.documents.find((d: Any) => d.id === seeded.notDue)
    expect(row).toMatchObject({
      number: 'F-990102',
      typeLabel: 'Facture',
      client: 'Cave des Listes',
    })
    expect(row.recordHref).toBe('/dashboard/payments?document=F-990102#record')
    expect(page.documents.map((d: Any) => d.id)).not.toContain(seeded.overdue)
    expect(page.count).toBe(page.documents.length)
  })

  it('exports what is owed as CSV files: outstandings, unpaids, credit notes', async () => {
    const files = [
      { list: 'outstandings', name: 'encours', has: '"F-990102"', hasNot: '"F-990101"' },
      { list: 'unpaids', name: 'impayes', has: '"F-990101"', hasNot: '"F-990102"' },
      { list: 'credits', name: 'avoirs', has: '"Avoir";"Client"', hasNot: '"F-990101";"Facture"' },
    ]
    for (const f of files) {
      const file = await load<Response>(
        exportLoader,
        'owner',
        `/resources/sales-export?list=${f.list}`,
      )
      expect(file.headers.get('content-disposition'), f.list).toMatch(
        new RegExp(`^attachment; filename="${f.name}-`),
      )
      const text = await file.text()
      expect(text, f.list).toContain(f.has)
      expect(text, f.list).not.toContain(f.hasNot)
      const agent = await load<Response>(
        exportLoader,
        'agent',
        `/resources/sales-export?list=${f.list}`,
      )
      expect(agent.status, f.list).toBe(403)
    }
  })

  it('shows overdue documents, refuses a reminder without a valid address, sends one', async () => {
    const path = '/dashboard/payments/unpaids'
    const page = await load<Any>(unpaidsLoader, 'owner', path)
    const row = page.documents.find((d: Any) => d.id === seeded.overdue)
    expect(row).toMatchObject({
      number: 'F-990101',
      paymentStatus: 'missing',
      clientEmail: 'cave@listes.test',
      lastReminder: null,
      reminders: [],
    })
    expect(row.daysLate).toBeGreaterThanOrEqual(14)

    const remind = (emails: string) =>
      act(unpaidsAction, 'owner', path, {
        intent: 'remind',
        documentId: String(seeded.overdue),
        emails,
      })
    const empty = (await remind('  ')) as Any
    expect(empty.init.status).toBe(400)
    expect(empty.data.reminder.error).toBe('Veuillez renseigner au moins une adresse mail.')
    const invalid = (await remind('cave@listes.test, pas-une-adresse')) as Any
    expect(invalid.data.reminder).toEqual({
      documentId: seeded.overdue,
      emails: 'cave@listes.test, pas-une-adresse',
      error: 'L\'adresse "pas-une-adresse" est invalide.',
    })
    const notOverdue = (await act(unpaidsAction, 'owner', path, {
      intent: 'remind',
      documentId: String(seeded.notDue),
      emails: 'cave@listes.test',
    })) as Any
    expect(notOverdue.data.reminder.error).toBe("Ce document n'est pas en retard de paiement.")

    const sent = (await remind('cave@listes.test compta@listes.test')) as Response
    expect(sent.status).toBe(302)
    const stored = await (
      await db()
    )
      .select()
      .from(paymentReminders)
      .where(and(eq(paymentReminders.documentId, seeded.overdue)))
    expect(stored.map((r) => r.recipients)).toEqual([['cave@listes.test', 'compta@listes.test']])
    const again = await load<Any>(unpaidsLoader, 'owner', path)
    const reminded = again.documents.find((d: Any) => d.id === seeded.overdue)
    expect(reminded.lastReminder).toMatch(/^\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/)
    expect(reminded.reminders).toEqual([
      expect.objectContaining({ recipients: 'cave@listes.test, compta@listes.test' }),
    ])
  })

  it('lists credit notes with what is left and their credit status', async () => {
    const page = await load<Any>(paymentCreditsLoader, 'owner', '/dashboard/payments/credits')
    expect(page.credits).toContainEqual(
      expect.objectContaining({ number: 'F-990103', status: 'full' }),
    )
    const row = page.credits.find((c: Any) => c.number === 'F-990103')
    expect(row.remaining).toMatch(/^30,00\s€$/)
    expect(row.invoice).toBeNull()
    expect(page.count).toBe(page.credits.length)
  })
})

describe('/resources/sales-export', () => {
  const csv = async (account: DemoAccount, query: string) =>
    (await load<Response>(exportLoader, account, `/resources/sales-export?${query}`)) as Response

  it('streams the filtered orders, documents and payments as CSV', async () => {
    const orders = await csv(
      'owner',
      `list=orders&kind=sample&sort=amount-asc&clientId=${seeded.clientId}`,
    )
    expect(orders.status).toBe(200)
    expect(orders.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(orders.headers.get('content-disposition')).toMatch(/^attachment; filename="commandes-/)
    const ordersText = await orders.text()
    expect(ordersText.split('\r\n')[0]).toContain('N° commande')
    expect(ordersText).toContain(String(seeded.sample))
    const lines = ordersText.trim().split('\r\n')
    expect(lines.length).toBe(2)
    expect(lines[1].startsWith(`${seeded.sample};`)).toBe(true)

    const docs = await csv('owner', 'list=documents&type=invoice&min=100&max=120,00&q=F-99010')
    const docsText = await docs.text()
    expect(docs.headers.get('content-disposition')).toBe('attachment; filename="factures.csv"')
    expect(docsText).toContain('F-990101')
    expect(docsText).not.toContain('F-990103')

    const ledger = await csv('owner', `list=payments&method=check&clientId=${seeded.clientId}`)
    expect(await ledger.text()).toContain('Chèque 4411')
  })

  it('answers 403 itself to a user without the list’s right: the API is not asked', async () => {
    const refused = await csv('iam-limited', 'list=payments')
    expect(refused.status).toBe(403)
    expect(refused.headers.get('set-cookie')).toBeNull()
    expect((await csv('owner', 'list=unknown')).status).toBe(404)
    const buyer = await csv('buyer', 'list=orders')
    expect(buyer.status).toBe(302)
    expect(buyer.headers.get('location')).toBe('/dashboard')
  })
})
