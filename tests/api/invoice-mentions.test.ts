/**
 * Issue 15 §3 through the API: the legal notice shows the shop's identity; an invoice keeps the
 * addresses of its order (not the client record's, not after issue); a private buyer's invoice
 * carries no B2B clauses while a business's keeps them; a promotion is printed with its amount,
 * and so are a typology's discount and a quantity step of an order placed in the back office.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sourceLegal as seededLegal } from '#app/modules/sales/api/seed/seed-sales-data'
import { clients, shops } from '#app/platform/db/schema'
import type { TaxRegime } from '#app/modules/pricing/domain/tax-regime'
import { createTestApi, type TestApi } from '#tests/support/api'
import { lineOf } from './cart-fixtures'
import { call } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'
import { insertClientRow, insertOrderRow } from './sales-db-fixtures'

let t: TestApi
let source: number
let owner: string

beforeAll(async () => {
  t = await createTestApi()
  source = await shopIdOf(t, 'SOURCE')
  owner = (await t.login('owner@caveau.test')).jwt
})
afterAll(() => t.close())

it('the legal notice shows the identity the seed gives the shop, as its invoices print it', async () => {
  const res = await t.request(`/v1/shops/${source}/legal-notice`).then(call)
  expect(res.status).toBe(200)
  expect(res.body.legalNotice.business).toEqual({
    name: 'Domaine de la Source',
    reason: 'SCEA Domaine de la Source',
    siret: seededLegal.siret,
    legalForm: 'SCEA',
    capitalCents: 15_000_000,
    rcsCity: 'Bourges',
    vatNumber: seededLegal.vatNumber,
    address: '4 chemin des Caillottes, 18300 Sancerre',
    phone: '02 48 54 00 00',
  })
  expect(res.body.legalNotice.business.siret).toMatch(/^\d{14}$/)
})

const home = { street: '8 rue des Lilas', zipcode: '75011', city: 'Paris', country: 'FR' }
const billing = { street: '2 place du Marché', zipcode: '69002', city: 'Lyon', country: 'FR' }
const delivery = { street: '5 route des Crêtes', zipcode: '74400', city: 'Chamonix', country: 'FR' }

/**
 * A validated order of 6 Sancerre at 12,90 € TTC less 10 % "Printemps" (69,66 € TTC, 58,05 € HT
 * + 11,61 € TVA) and 9,90 € of shipping: 79,56 € TTC, with its own billing and delivery addresses.
 */
async function orderOf(
  business: boolean,
  terms: { paymentDelay?: string; country?: string; taxRegime?: TaxRegime } = {},
) {
  const client = await insertClientRow(t.database.db, (n) => ({
    shopId: source,
    isPro: business,
    firstname: 'Alice',
    lastname: `Martin ${n}`,
    businessName: business ? `Cave Martin ${n}` : null,
    siret: business ? '73282932000074' : null,
    typology: business ? 'caviste' : 'particulier',
    billingAddress: home,
  }))
  const line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 6 })
  const order = await insertOrderRow(
    t.database.db,
    {
      shopId: source,
      clientId: client.id,
      status: 'validated',
      kind: 'order',
      source: 'shop',
      typology: 'particulier',
      ttc: true,
      totalHtCents: 5805 + 825,
      tvaCents: 1161 + 165,
      dutiesCents: 19,
      shippingCents: 990,
      promoAmountCents: 774,
      promotions: [{ id: 1, name: 'Printemps', code: null, amountCents: 774 }],
      totalTtcCents: 7956,
      paymentType: 'transfer',
      paymentDelay: terms.paymentDelay ?? '30',
      billingAddress: billing,
      deliveryAddress: { ...delivery, country: terms.country ?? 'FR' },
      validatedAt: new Date(),
      taxRegime: terms.taxRegime ?? null,
    },
    {
      productId: line.productId,
      formatId: line.formatId,
      vintageId: line.vintageId,
      name: 'Sancerre Les Caillottes',
      formatLabel: '75 cl',
      vintageName: '2022',
      quantity: 6,
      unitPriceCents: 1290,
      vatRate: 20,
      totalHtCents: 5805,
      vatCents: 1161,
      dutiesCents: 19,
      totalTtcCents: 6966,
    },
  )
  return { client: client.id, order: order.id }
}

const invoiceOf = (orderId: number, eDaReference?: string) =>
  t
    .request('/v1/sales-documents/invoices', {
      method: 'POST',
      token: owner,
      json: { orderId, ...(eDaReference ? { eDaReference } : {}) },
    })
    .then(call)

async function promotedOrder(business: boolean) {
  const { client, order } = await orderOf(business)
  const res = await invoiceOf(order)
  expect(res.status).toBe(201)
  return { client, invoice: res.body.document }
}

describe('invoices of an order with a promotion and its own addresses', () => {
  it('a private buyer: the order’s addresses, the reduction, no B2B clause; frozen at issue', async () => {
    const { client, invoice } = await promotedOrder(false)
    expect(invoice.buyer).toMatchObject({
      address: billing,
      deliveryAddress: delivery,
      business: false,
    })
    expect(
      invoice.lines.map((l: any) => [l.name, l.unitHtCents, l.totalHtCents, l.totalTtcCents]),
    ).toEqual([
      ['Sancerre Les Caillottes 2022 – 75 cl', 1075, 6450, 7740],
      ['Remise « Printemps » – Sancerre Les Caillottes 2022 – 75 cl', -645, -645, -774],
      ['Frais de port', 825, 825, 990],
    ])
    expect(invoice).toMatchObject({ totalHtCents: 6630, tvaCents: 1326, totalTtcCents: 7956 })
    const footer = invoice.footer.join('\n')
    expect(footer).not.toContain('pénalités de retard')
    expect(footer).not.toContain('40 €')
    expect(invoice.missingMentions).toEqual([])

    // The client moves: the issued invoice still says what was agreed for the sale.
    await t.database.db
      .update(clients)
      .set({ billingAddress: { ...home, street: '1 avenue Neuve' } })
      .where(eq(clients.id, client))
    const again = await t.request(`/v1/sales-documents/${invoice.id}`, { token: owner }).then(call)
    expect(again.body.document.buyer.address).toEqual(billing)
  })

  it('a business buyer: the penalty rate and the 40 € indemnity are printed', async () => {
    const { invoice } = await promotedOrder(true)
    expect(invoice.buyer).toMatchObject({ business: true, address: billing })
    expect(invoice.footer).toContain('Taux des pénalités de retard : 12,15 % par an.')
    expect(invoice.footer).toContain('Indemnité forfaitaire pour frais de recouvrement : 40 €.')
    expect(invoice.missingMentions).toEqual([])
  })
})

describe('one payment term within the legal caps between businesses in France', () => {
  it('refuses 90 days to a French business, with the French message, and issues nothing', async () => {
    const { order } = await orderOf(true, { paymentDelay: '90' })
    const res = await invoiceOf(order)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(
      'Entre professionnels en France, le délai de paiement ne peut pas dépasser 60 jours après la facture ou 45 jours fin de mois (Code de commerce, art. L441-10) : choisissez un délai plus court.',
    )
  })

  it('keeps 90 days for a private buyer and for an export', async () => {
    for (const [business, country] of [
      [false, 'FR'],
      [true, 'CH'],
    ] as const) {
      const { order } = await orderOf(business, { paymentDelay: '90', country })
      const res = await invoiceOf(order)
      expect(res.status).toBe(201)
      expect(res.body.document.paymentDelay).toBe('90')
    }
  })
})

describe('invoices print the sale’s tax regime (issue 15 §1)', () => {
  it('an intra-EU business sale under suspension: reverse charge, both VAT numbers, the e-DA', async () => {
    const taxRegime: TaxRegime = {
      kind: 'intraEuBusiness',
      country: 'BE',
      buyerVatNumber: 'BE0123456749',
      excise: 'suspension',
    }
    const { order } = await orderOf(true, { country: 'BE', taxRegime })
    const res = await invoiceOf(order, '26FRA000000000000001')
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const invoice = res.body.document
    expect(invoice.buyer).toMatchObject({
      taxRegime,
      vatNumber: 'BE0123456749',
      eDaReference: '26FRA000000000000001',
    })
    expect(invoice.footer.slice(-4)).toEqual([
      'Autoliquidation — art. 262 ter I du CGI.',
      'N° de TVA intracommunautaire du client : BE0123456749.',
      `N° de TVA intracommunautaire du vendeur : ${seededLegal.vatNumber}.`,
      'Expédition en suspension de droits d’accises, e-DA n° 26FRA000000000000001.',
    ])
    // The credit note names the buyer as the invoice did, mentions included.
    const credit = await t
      .request('/v1/sales-documents/credits', {
        method: 'POST',
        token: owner,
        json: { invoiceId: invoice.id, amountCents: 1000, reason: 'Casse' },
      })
      .then(call)
    expect(credit.status, JSON.stringify(credit.body)).toBe(201)
    expect(credit.body.document.footer).toContain('Autoliquidation — art. 262 ter I du CGI.')
  })

  it('an export: the exemption of art. 262 I; a French sale prints neither', async () => {
    const exported = await orderOf(true, {
      country: 'CH',
      taxRegime: { kind: 'export', country: 'CH' },
    })
    const invoice = (await invoiceOf(exported.order)).body.document
    expect(invoice.footer).toContain('Exonération de TVA — art. 262 I du CGI.')
    expect(invoice.footer.join(' ')).not.toContain('Autoliquidation')
    const french = (await invoiceOf((await orderOf(true)).order)).body.document
    expect(french.footer.join(' ')).not.toMatch(/262|Autoliquidation/)
  })

  it('refuses an e-DA reference that is not letters and digits', async () => {
    const { order } = await orderOf(true)
    const res = await invoiceOf(order, 'ARC <script>')
    expect(res.status).toBe(400)
  })
})

describe('every reduction granted at the sale is on the invoice (L441-9)', () => {
  const name = 'Sancerre Les Caillottes 2022 – 75 cl'

  /** A business client of a 'Grossiste' typology, HT, 10 % off the public prices. */
  async function grossiste() {
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, source))
    const typologies = {
      ...shop.typologies,
      grossiste: {
        name: 'Grossiste',
        public: false,
        ttc: false,
        globalDiscount: 10,
        allRulesInEq75: false,
      },
    }
    await t.database.db.update(shops).set({ typologies }).where(eq(shops.id, source))
    return insertClientRow(t.database.db, (n) => ({
      shopId: source,
      isPro: true,
      firstname: 'Paul',
      lastname: `Durand ${n}`,
      businessName: `Épicerie Durand ${n}`,
      siret: '73282932000074',
      typology: 'grossiste',
      billingAddress: home,
    }))
  }

  const enter = (json: object) =>
    t.request('/v1/orders/entries', { method: 'POST', token: owner, json }).then(call)

  it('an order entered for a Grossiste prints the list price, then its discount and the step', async () => {
    const client = await grossiste()
    const line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 6 })
    const entry = {
      clientId: client.id,
      lines: [{ formatId: line.formatId, vintageId: line.vintageId, quantity: 6 }],
      shippingCents: 0,
      paymentType: 'transfer',
      paymentDelay: '30',
      status: 'validated',
    }
    const placed = await enter(entry)
    expect(placed.status, placed.text).toBe(201)
    // 19,50 € TTC is 16,25 € HT (19,50 / 1,2), less 10 % = 14,625 → 14,63 €; from 6, 18,50 € TTC
    // is 15,42 € HT, less 10 % = 13,878 → 13,88 €. 6 × 13,88 € = 83,28 € HT, VAT 16,656 → 16,66 €.
    expect(placed.body.order).toMatchObject({ totalHtCents: 8328, tvaCents: 1666 })
    const res = await invoiceOf(placed.body.order.id)
    expect(res.status, res.text).toBe(201)
    const invoice = res.body.document
    expect(
      invoice.lines.map((l: any) => [l.name, l.quantity, l.unitHtCents, l.totalHtCents]),
    ).toEqual([
      [name, 6, 1625, 9750],
      [`Remise Grossiste 10 % et remise quantité – ${name}`, 1, -1422, -1422],
    ])
    expect(invoice).toMatchObject({ totalHtCents: 8328, tvaCents: 1666, totalTtcCents: 9994 })
  })

  it('a sample records the excise it owes, costs 0 € and its invoice claims no duties inside it', async () => {
    const client = await grossiste()
    const line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 6 })
    const placed = await enter({
      clientId: client.id,
      kind: 'sample',
      lines: [{ formatId: line.formatId, vintageId: line.vintageId, quantity: 6 }],
      status: 'validated',
    })
    expect(placed.status, placed.text).toBe(201)
    const order = placed.body.order
    expect(order).toMatchObject({ totalHtCents: 0, tvaCents: 0, totalTtcCents: 0 })
    // 6 × 75 cl = 0,045 hl of still wine: 0,19 € at 2026's 4,19 €/hl, owed by the producer.
    expect(order.dutiesCents).toBeGreaterThan(0)
    expect(order.lines[0].dutiesCents).toBe(order.dutiesCents)
    const invoice = (await invoiceOf(order.id)).body.document
    expect(invoice).toMatchObject({ totalTtcCents: 0, dutiesCents: 0 })
    expect(invoice.footer.join(' ')).not.toContain('inclus dans le total HT')
  })
})
