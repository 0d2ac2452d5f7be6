import { describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { eq } from 'drizzle-orm'
import { orderLines, orders, salesDocuments } from '#app/platform/db/schema'
import { action as futureAction, loader as futureLoader } from '#app/routes/dashboard.futures.add'
import { action, loader } from '#app/routes/dashboard.orders.add'
import { loader as orderLoader } from '#app/routes/dashboard.orders.$id'
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

withDemoSessions(database)
const ADD = '/dashboard/orders/add'
const { item, clientId } = await saleOf('Cave Entrée')

describe('/dashboard/orders/add: the page', () => {
  it('offers the catalogue, the clients, the spec 3 payment types and delays', async () => {
    const page = (await run(loader, 'owner', `${ADD}?q=Entrée`)) as any
    expect(page.title).toBe('Nouvelle commande')
    expect(page.refused).toBeNull()
    expect(page.catalogue).toContainEqual(expect.objectContaining({ value: item }))
    expect(page.clients).toEqual([expect.objectContaining({ id: clientId, name: 'Cave Entrée' })])
    expect(page.paymentTypes.map((o: { label: string }) => o.label)).toContain('Virement')
    expect(page.paymentTypes.map((o: { value: string }) => o.value)).not.toContain('sample')
    expect(page.paymentDelays).toContainEqual({ value: '30EOM', label: '30 jours fin de mois' })
    expect(page.intents.map((i: { label: string }) => i.label)).toEqual([
      'Enregistrer le brouillon',
      'Envoyer',
      'Valider',
    ])
  })

  it('titles and buttons follow subType and kind; an unknown one is a 400', async () => {
    const quote = (await run(loader, 'owner', `${ADD}?subType=quote`)) as any
    expect(quote.title).toBe('Nouveau devis')
    expect(quote.intents.map((i: { value: string }) => i.value)).toEqual(['draft', 'issue'])
    const bill = (await run(loader, 'owner', `${ADD}?subType=bill`)) as any
    expect(bill.intents.map((i: { value: string }) => i.value)).toEqual(['bill'])
    const sample = (await run(loader, 'owner', `${ADD}?kind=sample`)) as any
    expect(sample.title).toBe('Nouvel échantillon')
    expect(((await run(loader, 'owner', `${ADD}?subType=foo`)) as Response).status).toBe(400)
  })

  it('asks nothing of the provider for those who may not use it', async () => {
    // The admin has no shop: any call would be refused and sign them out.
    const admin = (await run(loader, 'admin', ADD)) as any
    expect(admin.refused).toMatch(/Vos droits/)
    expect(admin.clients).toEqual([])
    // Agents do not bill.
    const agent = (await run(loader, 'agent', `${ADD}?subType=bill`)) as any
    expect(agent.refused).toMatch(/Vos droits/)
    const posted = replyOf(
      await run(action, 'agent', `${ADD}?subType=bill`, entryForm(clientId, item, 'bill')),
    )
    expect(posted.status).toBe(403)
    // An agent only sees the clients they follow.
    const own = (await run(loader, 'agent', `${ADD}?q=Entrée`)) as any
    expect(own.clients).toEqual([])
  })
})

describe('/dashboard/orders/add: the form', () => {
  it('adds and removes a row, keeping what was typed', async () => {
    const more = replyOf(
      await run(action, 'owner', ADD, entryForm(clientId, item, 'addLine', { notes: 'Urgent' })),
    )
    expect(more.status).toBe(200)
    expect(more.data.values.lines).toEqual([
      { item, quantity: '6', discount: '' },
      { item: '', quantity: '1', discount: '' },
    ])
    expect(more.data.values.notes).toBe('Urgent')
    const fewer = replyOf(
      await run(action, 'owner', ADD, {
        ...entryForm(clientId, item, 'removeLine:0'),
        'lines[1].item': '',
        'lines[1].quantity': '2',
      }),
    )
    expect(fewer.data.values.lines).toEqual([{ item: '', quantity: '2', discount: '' }])
  })

  it('refuses a missing client, a bad quantity or discount in French, nothing saved', async () => {
    const before = (await (await db()).select().from(orders)).length
    const res = replyOf(
      await run(action, 'owner', ADD, {
        ...entryForm(0, item, 'send', { 'lines[0].quantity': 'six', 'lines[0].discount': '150' }),
        clientId: '',
      }),
    )
    expect(res.status).toBe(400)
    expect(res.data.errors).toEqual({
      clientId: ['Veuillez choisir un client.'],
      'lines[0].quantity': ['La quantité doit être un nombre entier entre 1 et 100 000.'],
      'lines[0].discount': ['La remise doit être comprise entre 0 et 100 %.'],
    })
    const empty = replyOf(await run(action, 'owner', ADD, entryForm(clientId, '', 'send')))
    expect(empty.data.errors['lines[0].item']).toEqual(['Ajoutez au moins un produit.'])
    expect((await (await db()).select().from(orders)).length).toBe(before)
  })

  it('shows the provider’s refusal on the line it names', async () => {
    const res = replyOf(await run(action, 'owner', ADD, entryForm(clientId, '99999:1', 'send')))
    expect(res.status).toBe(400)
    expect(res.data.errors['lines[0].item']).toEqual(['Produit inexistant'])
  })

  it('places an order priced by the provider, then shows it', async () => {
    const res = await run(
      action,
      'owner',
      ADD,
      entryForm(clientId, item, 'send', { 'lines[0].discount': '10' }),
    )
    const location = locationOf(res)
    expect(location).toMatch(/^\/dashboard\/orders\/\d+$/)
    const [order] = await (
      await db()
    )
      .select()
      .from(orders)
      .where(eq(orders.id, idOf(location)))
    expect(order).toMatchObject({
      status: 'pending',
      clientId,
      source: 'backoffice',
      kind: 'order',
    })
    expect(order.totalTtcCents).toBeGreaterThan(0)
    expect(await toastOf(res)).toMatch(
      /^success: La commande a été enregistrée\. Total TTC : \d[\d\s\u202f]*,\d{2}\s€\.$/,
    )
  })

  it('saves a draft and a sample (free)', async () => {
    const draft = locationOf(await run(action, 'iam', ADD, entryForm(clientId, item, 'draft')))
    const [d] = await (
      await db()
    )
      .select()
      .from(orders)
      .where(eq(orders.id, idOf(draft)))
    expect(d.status).toBe('draft')
    const sample = locationOf(
      await run(
        action,
        'owner',
        `${ADD}?kind=sample`,
        entryForm(clientId, item, 'send', { paymentType: '' }),
      ),
    )
    const [s] = await (
      await db()
    )
      .select()
      .from(orders)
      .where(eq(orders.id, idOf(sample)))
    expect(s).toMatchObject({ kind: 'sample', paymentType: 'sample', totalTtcCents: 0 })
  })

  it('makes a quote and issues it', async () => {
    const res = await run(action, 'iam', `${ADD}?subType=quote`, entryForm(clientId, item, 'issue'))
    const location = locationOf(res)
    expect(location).toMatch(/^\/dashboard\/orders\/documents\/\d+$/)
    const [quote] = await (
      await db()
    )
      .select()
      .from(salesDocuments)
      .where(eq(salesDocuments.id, idOf(location)))
    expect(quote).toMatchObject({ type: 'quote', status: 'generated', clientId })
    expect(quote.number).toMatch(/^D-\d{6}$/)
    expect(await toastOf(res)).toContain(`Le devis ${quote.number} a été émis.`)
  })

  it('edits a draft quote', async () => {
    const location = locationOf(
      await run(action, 'owner', `${ADD}?subType=quote`, entryForm(clientId, item, 'draft')),
    )
    const id = idOf(location)
    const page = (await run(loader, 'owner', `${ADD}?subType=quote&quote=${id}`)) as any
    expect(page.title).toBe('Modifier le devis')
    expect(page.values).toMatchObject({ clientId: String(clientId), paymentDelay: '30' })
    expect(page.values.lines).toEqual([{ item, quantity: '6', discount: '' }])
    locationOf(
      await run(
        action,
        'owner',
        `${ADD}?subType=quote&quote=${id}`,
        entryForm(clientId, item, 'draft', { 'lines[0].quantity': '12' }),
      ),
    )
    const [quote] = await (await db())
      .select()
      .from(salesDocuments)
      .where(eq(salesDocuments.id, id))
    expect(quote.lines[0].quantity).toBe(12)
  })

  it('edits a draft order, then validates it from the same form', async () => {
    const draft = locationOf(
      await run(
        action,
        'owner',
        ADD,
        entryForm(clientId, item, 'draft', {
          'lines[0].discount': '12,5',
          shipping: '9,90',
          paymentType: 'check',
          notes: 'Livrer le matin',
        }),
      ),
    )
    const id = idOf(draft)
    const edit = `${ADD}?order=${id}`
    // The order page links its draft to this form.
    const orderPage = (await run(orderLoader, 'owner', draft)) as any
    expect(orderPage.sales.actions.edit).toBe(true)
    expect(orderPage.sales.editHref).toBe(edit)
    const page = (await run(loader, 'owner', edit)) as any
    expect(page.title).toBe('Modifier le brouillon')
    expect(page.base).toBe(edit)
    expect(page.values).toMatchObject({
      clientId: String(clientId),
      shipping: '9,90',
      paymentType: 'check',
      paymentDelay: '30',
      notes: 'Livrer le matin',
    })
    expect(page.values.lines).toEqual([{ item, quantity: '6', discount: '12,5' }])

    const saved = await run(
      action,
      'owner',
      edit,
      entryForm(clientId, item, 'draft', { 'lines[0].quantity': '12', 'lines[0].discount': '5' }),
    )
    expect(locationOf(saved)).toBe(`/dashboard/orders/${id}`)
    expect(await toastOf(saved)).toMatch(/^success: La commande a été mise à jour\. Total TTC/)
    const lines = await (await db()).select().from(orderLines).where(eq(orderLines.orderId, id))
    expect(lines.map((l) => [l.quantity, l.discountPercent])).toEqual([[12, 5]])
    const [stillDraft] = await (await db()).select().from(orders).where(eq(orders.id, id))
    expect(stillDraft.status).toBe('draft')

    locationOf(await run(action, 'owner', edit, entryForm(clientId, item, 'validate')))
    const [validated] = await (await db()).select().from(orders).where(eq(orders.id, id))
    expect(validated.status).toBe('validated')
    // A draft no more: the page refuses it in French, and saving it changes nothing.
    const refused = (await run(loader, 'owner', edit)) as Response
    expect(refused.status).toBe(409)
    expect(await refused.text()).toBe('Seule une commande en brouillon peut être modifiée.')
    const late = (await run(action, 'owner', edit, entryForm(clientId, item, 'draft'))) as Response
    expect(late.status).toBe(409)
    const [after] = await (await db()).select().from(orders).where(eq(orders.id, id))
    expect(after.status).toBe('validated')
    expect(((await run(orderLoader, 'owner', draft)) as any).sales.actions.edit).toBe(false)
    // A future is edited on its own route only.
    expect(
      ((await run(futureLoader, 'owner', `/dashboard/futures/add?order=${id}`)) as Response).status,
    ).toBe(404)
  })

  it('bills at once: a validated order and its issued invoice', async () => {
    const location = locationOf(
      await run(action, 'owner', `${ADD}?subType=bill`, entryForm(clientId, item, 'bill')),
    )
    const [invoice] = await (
      await db()
    )
      .select()
      .from(salesDocuments)
      .where(eq(salesDocuments.id, idOf(location)))
    expect(invoice.type).toBe('invoice')
    expect(invoice.number).toMatch(/^F-\d{6}$/)
    const [order] = await (await db()).select().from(orders).where(eq(orders.id, invoice.orderId!))
    expect(order.status).toBe('invoiced')
  })

  it('creates a client inline and comes back with it chosen', async () => {
    const res = await run(action, 'owner', `${ADD}?subType=quote`, {
      intent: 'createClient',
      'client.businessName': 'Bistrot Neuf',
      'client.email': 'bistrot@neuf.test',
    })
    const location = locationOf(res)
    expect(location).toMatch(/^\/dashboard\/orders\/add\?subType=quote&clientId=\d+$/)
    const page = (await run(loader, 'owner', location)) as any
    expect(page.values.clientId).toBe(location.split('=').pop())
    expect(page.clients).toContainEqual(expect.objectContaining({ name: 'Bistrot Neuf' }))
    const bad = replyOf(
      await run(action, 'owner', ADD, { intent: 'createClient', 'client.email': 'pas-un-mail' }),
    )
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.data.errors)[0]).toMatch(/^client\./)
  })
})

describe('/dashboard/futures/add', () => {
  it('asks for the expected delivery, then records the future', async () => {
    const page = (await run(futureLoader, 'owner', '/dashboard/futures/add')) as any
    expect(page.title).toBe('Nouvelle précommande')
    const missing = replyOf(
      await run(futureAction, 'owner', '/dashboard/futures/add', entryForm(clientId, item, 'send')),
    )
    expect(missing.data.errors.expectedDeliveryAt).toEqual([
      'Indiquez la date de livraison prévue du primeur.',
    ])
    const location = locationOf(
      await run(
        futureAction,
        'owner',
        '/dashboard/futures/add',
        entryForm(clientId, item, 'send', { expectedDeliveryAt: '2027-09-01' }),
      ),
    )
    expect(location).toMatch(/^\/dashboard\/futures\/\d+$/)
    const [order] = await (
      await db()
    )
      .select()
      .from(orders)
      .where(eq(orders.id, idOf(location)))
    expect(order.kind).toBe('future')
  })
})
