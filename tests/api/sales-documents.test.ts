/** Quotes through the API: refusals of every endpoint, the quote's life, lists and CSV. */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orders, salesDocuments } from '#app/platform/db/schema'
import { parisIsoDay } from '#app/platform/domain/paris-calendar'
import { createTestApi, type TestApi } from '#tests/support/api'
import { lineOf } from './cart-fixtures'
import { call, endsParisDay, parisDaysBetween, userIdOf } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'
import { countDocuments, documentRow, setShopLegal, sourceLegal } from './sales-db-fixtures'
import {
  createAgent,
  createClient,
  createValidatedOrder,
  setAuthorizations,
} from './sales-documents-fixtures'

let t: TestApi
let source: number
let martin: number
let tokens: Record<'owner' | 'iam' | 'agent' | 'buyer' | 'pro' | 'owner2', string>
let ids: Record<'iam' | 'agent', number>
let restaurant: number
let agentClient: number
let otherAgentClient: number
let martinClient: number
let sancerre: { formatId: number; vintageId: number; productId: number }

beforeAll(async () => {
  t = await createTestApi()
  source = await shopIdOf(t, 'SOURCE')
  martin = await shopIdOf(t, 'MARTIN')
  await setShopLegal(t, source, sourceLegal)
  const login = async (email: string) => (await t.login(email)).jwt
  tokens = {
    owner: await login('owner@caveau.test'),
    iam: await login('iam@caveau.test'),
    agent: await login('agent@caveau.test'),
    buyer: await login('buyer@caveau.test'),
    pro: await login('pro@caveau.test'),
    owner2: await login('owner2@caveau.test'),
  }
  ids = {
    iam: await userIdOf(t, 'iam@caveau.test'),
    agent: await userIdOf(t, 'agent@caveau.test'),
  }
  restaurant = await createClient(t, source, { businessName: 'Le Bistrot du Port' })
  agentClient = await createClient(t, source, { agentId: ids.agent, lastname: 'Suivi' })
  otherAgentClient = await createClient(t, source, { agentId: await createAgent(t, source) })
  martinClient = await createClient(t, martin)
  sancerre = await lineOf(t, 'sancerre-les-caillottes')
})
afterAll(() => t.close())

const send = (method: string, path: string, token?: string, json?: unknown) =>
  t.request(`/v1/sales-documents${path}`, { method, token, json }).then(call)

const quoteBody = (clientId: number, extra: Record<string, unknown> = {}) => ({
  clientId,
  lines: [
    { formatId: sancerre.formatId, vintageId: sancerre.vintageId, quantity: 2 },
    { name: 'Dégustation commentée', quantity: 1, unitHtCents: 15000, vatRate: 20 },
  ],
  ...extra,
})

async function issuedQuote(clientId = restaurant, token = tokens.owner) {
  const created = await send('POST', '/quotes', token, quoteBody(clientId))
  expect(created.status).toBe(201)
  const issued = await send('PUT', `/${created.body.document.id}/issue`, token)
  expect(issued.status).toBe(200)
  return issued.body.document
}

describe('refusals', () => {
  let quoteId: number
  let orderId: number
  let invoiceId: number
  beforeAll(async () => {
    quoteId = (await send('POST', '/quotes', tokens.owner, quoteBody(restaurant))).body.document.id
    orderId = await createValidatedOrder(t, source, restaurant)
    invoiceId = (await send('POST', '/invoices', tokens.owner, { orderId })).body.document.id
  })

  const endpoints = () =>
    [
      ['GET', '?type=all', undefined],
      ['GET', '/export.csv?type=all', undefined],
      ['GET', `/${quoteId}`, undefined],
      ['POST', '/quotes', quoteBody(restaurant)],
      ['PUT', `/${quoteId}`, quoteBody(restaurant)],
      ['PUT', `/${quoteId}/issue`, undefined],
      ['PUT', `/${quoteId}/accept`, undefined],
      ['PUT', `/${quoteId}/reject`, undefined],
      ['PUT', `/${quoteId}/cancel`, undefined],
      ['POST', '/invoices', { orderId }],
      ['POST', '/deposits', { orderId, percent: 10 }],
      ['POST', '/credits', { invoiceId, amountCents: 100, reason: 'Casse' }],
    ] as const

  it('answers 401 to anonymous callers and 403 to buyers on every endpoint', async () => {
    const before = await countDocuments(t)
    for (const [method, path, body] of endpoints()) {
      const anonymous = await send(method, path, undefined, body)
      expect(anonymous.status, `${method} ${path}`).toBe(401)
      expect(anonymous.body.message).toBe('Veuillez vous connecter.')
      for (const token of [tokens.buyer, tokens.pro]) {
        const buyer = await send(method, path, token, body)
        expect(buyer.status, `${method} ${path}`).toBe(403)
      }
    }
    expect(await countDocuments(t)).toBe(before)
    expect((await documentRow(t, quoteId)).status).toBe('pending')
  })

  it('refuses a collaborator denied billOrder the invoices, deposits and credit notes', async () => {
    await setAuthorizations(t, ids.iam, { billOrder: false })
    try {
      const before = await countDocuments(t)
      const other = await createValidatedOrder(t, source, restaurant)
      expect((await send('POST', '/invoices', tokens.iam, { orderId: other })).status).toBe(403)
      expect(
        (await send('POST', '/deposits', tokens.iam, { orderId: other, percent: 10 })).status,
      ).toBe(403)
      expect(
        (
          await send('POST', '/credits', tokens.iam, {
            invoiceId,
            amountCents: 100,
            reason: 'Casse',
          })
        ).status,
      ).toBe(403)
      expect(await countDocuments(t)).toBe(before)
      // Quotes and reading stay open to them (createQuote, seeAllOrder).
      expect((await send('POST', '/quotes', tokens.iam, quoteBody(restaurant))).status).toBe(201)
      expect((await send('GET', `/${invoiceId}`, tokens.iam)).status).toBe(200)
    } finally {
      await setAuthorizations(t, ids.iam, {})
    }
  })

  it('refuses quotes to a collaborator denied createQuote, and reading without either right', async () => {
    await setAuthorizations(t, ids.iam, {
      createQuote: false,
      seeAllOrder: false,
      billOrder: false,
    })
    try {
      expect((await send('POST', '/quotes', tokens.iam, quoteBody(restaurant))).status).toBe(403)
      expect((await send('PUT', `/${quoteId}/issue`, tokens.iam)).status).toBe(403)
      expect((await send('GET', '?type=all', tokens.iam)).status).toBe(403)
      expect((await send('GET', `/${quoteId}`, tokens.iam)).status).toBe(403)
    } finally {
      await setAuthorizations(t, ids.iam, {})
    }
    expect((await documentRow(t, quoteId)).status).toBe('pending')
  })

  it('lets an agent quote for their own clients only; another agent’s client is 404', async () => {
    const own = await send('POST', '/quotes', tokens.agent, quoteBody(agentClient))
    expect(own.status).toBe(201)
    expect((await send('PUT', `/${own.body.document.id}/issue`, tokens.agent)).status).toBe(200)
    const before = await countDocuments(t)
    const foreign = await send('POST', '/quotes', tokens.agent, quoteBody(otherAgentClient))
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe('Client introuvable.')
    const theirs = (await send('POST', '/quotes', tokens.owner, quoteBody(otherAgentClient))).body
      .document.id
    for (const [method, path] of [
      ['GET', `/${theirs}`],
      ['PUT', `/${theirs}/issue`],
      ['PUT', `/${theirs}/cancel`],
      ['GET', `/${quoteId}`],
    ] as const)
      expect((await send(method, path, tokens.agent)).status, `${method} ${path}`).toBe(404)
    expect((await documentRow(t, theirs)).status).toBe('pending')
    // Agents do not bill.
    expect((await send('POST', '/invoices', tokens.agent, { orderId })).status).toBe(403)
    const list = await send('GET', '?type=all', tokens.agent)
    expect(list.status).toBe(200)
    expect(list.body.documents.map((d: { client: { id: number } }) => d.client.id)).toEqual(
      list.body.documents.map(() => agentClient),
    )
    expect(list.body.total).toBeGreaterThan(0)
    expect(await countDocuments(t)).toBe(before + 1)
  })

  it('answers 404 for another shop’s documents, orders, invoices and clients', async () => {
    const before = await countDocuments(t)
    for (const [method, path, body] of [
      ['GET', `/${quoteId}`, undefined],
      ['PUT', `/${quoteId}`, quoteBody(restaurant)],
      ['PUT', `/${quoteId}/issue`, undefined],
      ['PUT', `/${quoteId}/cancel`, undefined],
      ['POST', '/invoices', { orderId }],
      ['POST', '/deposits', { orderId, percent: 10 }],
      ['POST', '/credits', { invoiceId, amountCents: 100, reason: 'Casse' }],
      ['POST', '/quotes', quoteBody(restaurant)],
    ] as const)
      expect((await send(method, path, tokens.owner2, body)).status, `${method} ${path}`).toBe(404)
    const list = await send('GET', '?type=all', tokens.owner2)
    expect(list.body.total).toBe(0)
    expect(await countDocuments(t)).toBe(before)
    expect((await documentRow(t, quoteId)).status).toBe('pending')
    expect(martinClient).toBeGreaterThan(0)
  })

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await countDocuments(t)
    const bad: [string, string, unknown, string?][] = [
      ['POST', '/quotes', { clientId: restaurant, lines: [] }],
      ['POST', '/quotes', { ...quoteBody(restaurant), extra: 1 }],
      // A price sent for a catalogue line is not a line the API knows.
      [
        'POST',
        '/quotes',
        {
          clientId: restaurant,
          lines: [{ formatId: sancerre.formatId, quantity: 1, unitHtCents: 1 }],
        },
      ],
      [
        'POST',
        '/quotes',
        { clientId: restaurant, lines: [{ formatId: 999999, quantity: 1 }] },
        'Produit inexistant',
      ],
      [
        'POST',
        '/quotes',
        { clientId: restaurant, lines: [{ name: 'x', quantity: 1, unitHtCents: 100, vatRate: 7 }] },
        'Ce taux de TVA n’est pas un taux de la boutique.',
      ],
      [
        'POST',
        '/quotes',
        { ...quoteBody(restaurant), validUntil: '2001-01-01' },
        'La date de validité du devis doit être aujourd’hui ou plus tard.',
      ],
      ['POST', '/quotes', { ...quoteBody(restaurant), paymentDelay: '31' }],
      ['POST', '/quotes', { ...quoteBody(restaurant), paymentType: 'bitcoin' }],
      ['PUT', `/${quoteId}`, { clientId: restaurant, lines: [{ formatId: 0, quantity: 1 }] }],
      ['POST', '/invoices', { orderId: 'x' }],
      [
        'POST',
        '/deposits',
        { orderId, percent: 10, amountCents: 100 },
        'Indiquez soit un pourcentage, soit un montant.',
      ],
      ['POST', '/deposits', { orderId, percent: 101 }],
      ['POST', '/credits', { invoiceId, amountCents: 100 }],
      [
        'POST',
        '/credits',
        { invoiceId, amountCents: 999999, reason: 'Trop' },
        'L’avoir ne peut pas dépasser ce qui reste à créditer sur la facture (48,60 €).',
      ],
      [
        'POST',
        '/credits',
        { invoiceId, lines: [{ index: 0, quantity: 4 }], reason: 'Trop' },
        'Ligne 1 : il ne reste que 3 unité(s) à créditer.',
      ],
      ['GET', '', undefined],
      ['GET', '?type=all&sort=price', undefined],
      ['GET', '?type=all&min=abc', undefined],
      ['GET', '?type=all&from=2026-13-45', undefined],
      ['GET', '/export.csv?type=nope', undefined],
      ['GET', `/${quoteId}?x=1`, undefined],
      ['GET', '/0', undefined],
    ]
    for (const [method, path, body, message] of bad) {
      const res = await send(method, path, tokens.owner, body)
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400)
      expect(res.body.sucess).toBe(false)
      if (message) expect(res.body.message).toBe(message)
    }
    expect(await countDocuments(t)).toBe(before)
    const quote = await documentRow(t, quoteId)
    expect(quote.lines).toHaveLength(2)
  })
})

describe('a quote’s life', () => {
  it('prices catalogue lines with the engine for the client’s typology, like the cart', async () => {
    const created = await send('POST', '/quotes', tokens.iam, {
      ...quoteBody(restaurant),
      paymentDelay: '45EOM',
      validUntil: '2099-12-31',
      notes: 'Livraison en janvier',
    })
    expect(created.status).toBe(201)
    const doc = created.body.document
    expect(doc).toMatchObject({ type: 'quote', status: 'pending', number: null, dueCents: 0 })
    // The cart priced for pro@ (Restaurateur, HT) gives the same line.
    const cart = await t.request('/v1/orders/get-cart-price', {
      method: 'POST',
      token: tokens.pro,
      json: {
        orders: [
          {
            sellerId: source,
            products: [{ idTmp: 'a', ...sancerre, quantity: 2, isWrapped: false }],
          },
        ],
      },
    })
    const [priced] = (await cart.json()).orders[0].lines
    expect(doc.lines[0]).toMatchObject({
      formatId: sancerre.formatId,
      quantity: 2,
      unitHtCents: priced.unitPriceCents,
      totalHtCents: priced.totalHtCents,
      vatCents: priced.vatCents,
      dutiesCents: priced.dutiesCents,
      totalTtcCents: priced.totalTtcCents,
      typeDA: 'DA2',
    })
    expect(doc.lines[1]).toMatchObject({
      totalHtCents: 15000,
      vatCents: 3000,
      totalTtcCents: 18000,
    })
    expect(doc.totalTtcCents).toBe(priced.totalTtcCents + 18000)
    expect(doc.totalHtCents + doc.tvaCents).toBe(doc.totalTtcCents)
  })

  it('cuts the unit price by the line discount, half-up, as order entry does', async () => {
    const plain = await send('POST', '/quotes', tokens.owner, {
      clientId: restaurant,
      lines: [{ formatId: sancerre.formatId, quantity: 3 }],
    })
    const discounted = await send('POST', '/quotes', tokens.owner, {
      clientId: restaurant,
      lines: [{ formatId: sancerre.formatId, quantity: 3, discountPercent: 12.5 }],
    })
    const [a] = plain.body.document.lines
    const [b] = discounted.body.document.lines
    // Restaurateur prices are HT: the unit loses 12,5 % of itself, half-up, then × 3.
    expect(b.unitHtCents).toBe(a.unitHtCents - Math.floor((a.unitHtCents * 12.5) / 100 + 0.5))
    expect(b.discountPercent).toBe(12.5)
    expect(b.totalHtCents).toBe(b.unitHtCents * 3)
    expect(b.vatCents).toBe(Math.floor((b.totalHtCents * 20) / 100 + 0.5))
    expect(b.totalTtcCents).toBe(b.totalHtCents + b.vatCents)
  })

  it('edits a draft, issues it with a number and frozen parties, then refuses edits', async () => {
    const created = await send('POST', '/quotes', tokens.owner, quoteBody(restaurant))
    const id = created.body.document.id
    const edited = await send('PUT', `/${id}`, tokens.owner, {
      clientId: restaurant,
      lines: [{ name: 'Visite du chai', quantity: 2, unitHtCents: 2500, vatRate: 10 }],
    })
    expect(edited.status).toBe(200)
    expect(edited.body.document).toMatchObject({
      totalHtCents: 5000,
      tvaCents: 500,
      totalTtcCents: 5500,
    })
    const issued = await send('PUT', `/${id}/issue`, tokens.owner)
    expect(issued.status).toBe(200)
    const doc = issued.body.document
    expect(doc.number).toMatch(/^D-\d{6}$/)
    expect(doc).toMatchObject({ status: 'generated', paymentDelay: '30', dueAt: null })
    expect(doc.seller).toMatchObject({
      name: 'SARL Domaine de la Source',
      siret: '73282932000074',
      siren: '732829320',
      latePenaltyRate: 10.15,
    })
    expect(doc.buyer).toMatchObject({ name: 'Le Bistrot du Port', address: { city: 'Nantes' } })
    // Valid 30 days by default, on the Paris calendar, to the end of that day (in Paris).
    expect(parisDaysBetween(doc.issuedAt, doc.validUntil)).toBe(30)
    expect(endsParisDay(doc.validUntil)).toBe(true)
    expect(doc.missingMentions).toEqual([])
    expect(doc.footer).toContain("Pas d'escompte pour paiement anticipé.")

    const again = await send('PUT', `/${id}`, tokens.owner, quoteBody(restaurant))
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(
      'Un document émis ne peut plus être modifié : corrigez une facture par un avoir.',
    )
    const reissue = await send('PUT', `/${id}/issue`, tokens.owner)
    expect(reissue.status).toBe(409)
    expect(reissue.body.message).toBe(
      'Transition impossible : un devis au statut « Émis » ne peut pas passer au statut « Émis ».',
    )
    expect((await documentRow(t, id)).totalTtcCents).toBe(5500)
  })

  it('numbers quotes in their own series, one after the other', async () => {
    const a = await issuedQuote()
    const b = await issuedQuote()
    expect(Number(b.number.slice(2))).toBe(Number(a.number.slice(2)) + 1)
    expect(b.sequence).toBe(a.sequence + 1)
  })

  it('turns an accepted quote into a validated back-office order with its lines', async () => {
    const quote = await issuedQuote()
    const accepted = await send('PUT', `/${quote.id}/accept`, tokens.iam)
    expect(accepted.status).toBe(200)
    expect(accepted.body.message).toBe('Le devis a été accepté : la commande est créée.')
    expect(accepted.body.document.status).toBe('completed')
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, accepted.body.orderId))
    expect(order).toMatchObject({
      shopId: source,
      clientId: restaurant,
      status: 'validated',
      kind: 'order',
      source: 'backoffice',
      quoteId: quote.id,
      totalHtCents: quote.totalHtCents,
      tvaCents: quote.tvaCents,
      totalTtcCents: quote.totalTtcCents,
      ttc: false,
    })
    const lines = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(orderLines.position)
    expect(lines.map((l) => [l.name, l.quantity, l.totalTtcCents])).toEqual(
      quote.lines.map((l: { name: string; quantity: number; totalTtcCents: number }) => [
        l.name,
        l.quantity,
        l.totalTtcCents,
      ]),
    )
    // The order then invoices to exactly the quote's amounts.
    const invoice = await send('POST', '/invoices', tokens.owner, { orderId: order.id })
    expect(invoice.status).toBe(201)
    expect(invoice.body.document).toMatchObject({
      totalHtCents: quote.totalHtCents,
      tvaCents: quote.tvaCents,
      totalTtcCents: quote.totalTtcCents,
    })
    expect(invoice.body.document.lines.map((l: { unitHtCents: number }) => l.unitHtCents)).toEqual(
      quote.lines.map((l: { unitHtCents: number }) => l.unitHtCents),
    )

    const twice = await send('PUT', `/${quote.id}/accept`, tokens.owner)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe(
      'Transition impossible : un devis au statut « Accepté » ne peut pas passer au statut « Accepté ».',
    )
  })

  it('refuses to accept a quote past its validity', async () => {
    const draft = (await send('POST', '/quotes', tokens.owner, quoteBody(restaurant))).body.document
    // A draft is still editable: back-date its validity as if it had been issued long ago.
    await t.database.db
      .update(salesDocuments)
      .set({ validUntil: new Date('2026-01-31T22:59:59.999Z') })
      .where(eq(salesDocuments.id, draft.id))
    expect((await send('PUT', `/${draft.id}/issue`, tokens.owner)).status).toBe(200)
    const late = await send('PUT', `/${draft.id}/accept`, tokens.owner)
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('Ce devis n’est plus valable depuis le 31/01/2026.')
    expect((await documentRow(t, draft.id)).status).toBe('generated')
  })

  it('refuses to accept a draft, rejects or withdraws a quote by its state machine', async () => {
    const draft = (await send('POST', '/quotes', tokens.owner, quoteBody(restaurant))).body.document
    const early = await send('PUT', `/${draft.id}/accept`, tokens.owner)
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(
      'Transition impossible : un devis au statut « Brouillon » ne peut pas passer au statut « Accepté ».',
    )
    const cancelled = await send('PUT', `/${draft.id}/cancel`, tokens.owner)
    expect(cancelled.body.document.status).toBe('cancelled')
    expect(cancelled.body.document.number).toBeNull()
    expect((await send('PUT', `/${draft.id}/issue`, tokens.owner)).status).toBe(409)

    const quote = await issuedQuote()
    const rejected = await send('PUT', `/${quote.id}/reject`, tokens.owner)
    expect(rejected.status).toBe(200)
    expect(rejected.body.document.status).toBe('rejected')
    expect((await send('PUT', `/${quote.id}/accept`, tokens.owner)).status).toBe(409)
    expect((await send('PUT', `/${quote.id}/cancel`, tokens.owner)).status).toBe(409)
  })
})

describe('lists and export', () => {
  it('filters, searches, sorts and pages on the server', async () => {
    const client = await createClient(t, source, { businessName: 'Cave Zéphyr' })
    const small = await issuedQuote(client)
    const big = (
      await send('POST', '/quotes', tokens.owner, {
        clientId: client,
        lines: [{ name: 'Grande réception', quantity: 1, unitHtCents: 1_000_000, vatRate: 20 }],
      })
    ).body.document
    const list = (query: string) => send('GET', `?${query}`, tokens.owner)

    const byClient = await list(`type=quote&clientId=${client}&sort=amount&dir=asc`)
    expect(byClient.body.documents.map((d: { id: number }) => d.id)).toEqual([small.id, big.id])
    expect(byClient.body).toMatchObject({ total: 2, page: 1, pageSize: 20 })
    expect((await list(`type=quote&clientId=${client}&status=pending`)).body.total).toBe(1)
    expect((await list('type=all&q=zéphyr')).body.total).toBe(2)
    expect((await list(`type=all&q=${small.number}`)).body.documents[0].id).toBe(small.id)
    expect((await list(`type=quote&clientId=${client}&min=1200000`)).body.documents[0].id).toBe(
      big.id,
    )
    expect((await list(`type=quote&clientId=${client}&max=1199999`)).body.documents[0].id).toBe(
      small.id,
    )
    expect((await list(`type=invoice&clientId=${client}`)).body.total).toBe(0)
    // From the Paris day the first quote was issued to the Paris day now: the same day, unless
    // midnight passed in between.
    const from = parisIsoDay(new Date(small.issuedAt))
    const to = parisIsoDay()
    expect((await list(`type=quote&clientId=${client}&from=${from}&to=${to}`)).body.total).toBe(2)
    expect((await list(`type=quote&clientId=${client}&to=2000-01-01`)).body.total).toBe(0)
    const numbered = await list('type=quote&sort=number&dir=desc')
    const numbers = numbered.body.documents.map((d: { number: string | null }) => d.number)
    const issuedNumbers = numbers.filter(Boolean)
    expect(issuedNumbers).toEqual([...issuedNumbers].sort().reverse())
    expect((await list('type=all&sort=client&dir=asc')).status).toBe(200)
    const page2 = await list('type=all&page=2')
    expect(page2.body.page).toBe(2)
    expect(page2.body.documents.length).toBeLessThanOrEqual(20)
  })

  it('exports the filtered list as a French CSV: BOM, ";", amounts "1234,50"', async () => {
    const client = await createClient(t, source, { businessName: '=Cave; "Gourmande"' })
    await send('POST', '/quotes', tokens.owner, {
      clientId: client,
      lines: [{ name: 'Coffret', quantity: 1, unitHtCents: 102875, vatRate: 20 }],
    })
    const res = await t.request(`/v1/sales-documents/export.csv?type=quote&clientId=${client}`, {
      token: tokens.owner,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="devis.csv"')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n')
    expect(lines[0]).toBe(
      'Type;Numéro;Statut;Date;Échéance;Client;Commande;Total HT;TVA;Total TTC;Acomptes déduits;Reste dû;Payé;Statut de paiement',
    )
    const fields = lines[1].split(';')
    expect(fields[0]).toBe('Devis')
    expect(fields[2]).toBe('Brouillon')
    expect(fields[3]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    // 1 028,75 € HT, 205,75 € of VAT, 1 234,50 € TTC.
    expect(lines[1]).toContain(';1028,75;205,75;1234,50;')
    // A formula-like name is defused and a separator quoted.
    expect(lines[1]).toContain(`"'=Cave; ""Gourmande"""`)
    expect(lines).toHaveLength(3)
    expect(lines[2]).toBe('')
  })
})

describe('the contract', () => {
  it('documents every sales-document endpoint in /v1/openapi.json', async () => {
    const paths = (await (await t.request('/v1/openapi.json')).json()).paths
    const expected: [string, string][] = [
      ['/sales-documents', 'get'],
      ['/sales-documents/export.csv', 'get'],
      ['/sales-documents/{id}', 'get'],
      ['/sales-documents/{id}', 'put'],
      ['/sales-documents/{id}/issue', 'put'],
      ['/sales-documents/{id}/accept', 'put'],
      ['/sales-documents/{id}/reject', 'put'],
      ['/sales-documents/{id}/cancel', 'put'],
      ['/sales-documents/quotes', 'post'],
      ['/sales-documents/invoices', 'post'],
      ['/sales-documents/deposits', 'post'],
      ['/sales-documents/credits', 'post'],
    ]
    for (const [path, method] of expected)
      expect(paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy()
  })
})
