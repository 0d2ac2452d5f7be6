import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clients, documentFiles, documents, shipments, shops } from '#app/platform/db/schema'
import { enqueueJob, runDueJobs } from '#app/platform/api/jobs'
import { renderTarget } from '#app/modules/sales/api/pdf/render'
import { renderAndStore, salesFileJobs } from '#app/modules/sales/api/sales-files'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call, userIdOf } from './helpers'
import { buyerClient, insertClient, insertDocument, insertOrder, line } from './ledger-fixtures'
import { documentRow, setShopLegal, SHOP1, SHOP2, shopLegal, signInDemo } from './sales-db-fixtures'

let t: TestApi
let owner: string
let iam: string
let iamLimited: string
let agent: string
let buyer: string
let pro: string
let owner2: string

beforeAll(async () => {
  t = await createTestApi()
  await setShopLegal(t)
  ;({ owner, iam, iamLimited, agent, buyer, pro, owner2 } = await signInDemo(t))
})
afterAll(() => t.close())

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { text } = await extractText(pdf, { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

const textOf = async (documentId: number) =>
  pdfText((await renderTarget(t.deps.db, { documentId })).bytes)

describe('invoice PDF', () => {
  it('carries every mandatory mention of a French invoice and the right amounts', async () => {
    const client = await insertClient(t)
    const order = await insertOrder(t, SHOP1, client.id)
    const invoice = await insertDocument(t, {
      type: 'invoice',
      clientId: client.id,
      orderId: order.id,
      issuedAt: new Date('2026-03-02T10:00:00Z'),
      dueAt: new Date('2026-04-30T21:59:59Z'),
      paymentDelay: '45EOM',
      lines: [
        line('Sancerre Les Caillottes 2022 – 75 cl', 100, 1_234, 20, {
          typeDA: 'DA2',
          dutiesCents: 412,
          discountPercent: 5,
        }),
        line('Coffret trois bouteilles', 1, 550, 5.5),
      ],
    })
    const text = await textOf(invoice.id)
    const mentions = [
      // Seller.
      'SCEA Domaine de la Source',
      'SCEA au capital de 150 000,00 €',
      '12 chemin des Vignes',
      '18300 Sancerre',
      'SIRET : 73282932000074',
      'RCS Bourges',
      'N° TVA intracommunautaire : FR44732829320',
      "N° d'accises : FR012345E6789",
      // Buyer, with its delivery address and company numbers.
      'SARL Le Bistrot du Port',
      '3 quai Est',
      'Adresse de livraison',
      '5 rue des Halles',
      'SIRET : 40483304800022',
      'FR83404833048',
      // The document.
      `Facture ${invoice.number}`,
      "Date d'émission : 02/03/2026",
      'Date de vente : 02/03/2026',
      "Date d'échéance : 30/04/2026",
      // Lines and totals.
      'Désignation',
      'PU HT',
      'Remise',
      '5 %',
      'Sancerre Les Caillottes 2022 – 75 cl',
      '12,34 €',
      '1 234,00 €',
      '20 %',
      '5,5 %',
      'Total HT 1 239,50 €',
      'TVA 20 % sur 1 234,00 € 246,80 €',
      'TVA 5,5 % sur 5,50 € 0,30 €',
      'Total TVA 247,10 €',
      'Total TTC 1 486,60 €',
      'Net à payer 1 486,60 €',
      // Terms and legal mentions.
      'Conditions de paiement : 45 jours fin de mois, soit au plus tard le 30/04/2026.',
      "Pas d'escompte pour paiement anticipé.",
      'Taux des pénalités de retard : 12,15 % par an.',
      'Indemnité forfaitaire pour frais de recouvrement : 40 €.',
      "Droits d'accises acquittés",
      'IBAN FR7630006000011234567890189',
      'Page 1 / 1',
    ]
    for (const mention of mentions) expect(text, mention).toContain(mention)
  })

  it('a final invoice lists its deposits and shows the net to pay', async () => {
    const client = await insertClient(t)
    const order = await insertOrder(t, SHOP1, client.id)
    const deposit = await insertDocument(t, {
      type: 'deposit',
      clientId: client.id,
      orderId: order.id,
      issuedAt: new Date('2026-02-01T10:00:00Z'),
      lines: [line('Acompte de 30 % sur la commande', 1, 5_400)],
    })
    const invoice = await insertDocument(t, {
      type: 'invoice',
      clientId: client.id,
      orderId: order.id,
      issuedAt: new Date('2026-03-01T10:00:00Z'),
      depositsCents: deposit.totalTtcCents,
    })
    const text = await textOf(invoice.id)
    expect(deposit.totalTtcCents).toBe(6_480)
    expect(text).toContain('Total TTC 216,00 €')
    expect(text).toContain(`Acompte ${deposit.number} du 01/02/2026 -64,80 €`)
    expect(text).toContain('Total des acomptes déduits -64,80 €')
    expect(text).toContain('Net à payer 151,20 €')

    const depositText = await textOf(deposit.id)
    expect(depositText).toContain(`Facture d'acompte ${deposit.number}`)
    expect(depositText).toContain('Net à payer 64,80 €')
    expect(depositText).toContain('Indemnité forfaitaire pour frais de recouvrement : 40 €.')
  })

  it('a credit note is titled Avoir and names the invoice it corrects', async () => {
    const client = await insertClient(t)
    const invoice = await insertDocument(t, { type: 'invoice', clientId: client.id })
    const credit = await insertDocument(t, {
      type: 'credit',
      clientId: client.id,
      invoiceId: invoice.id,
      lines: [line('Sancerre Les Caillottes 2022 – 75 cl', 2, 1_500)],
    })
    const text = await textOf(credit.id)
    expect(text).toContain(`Avoir ${credit.number}`)
    expect(text).toContain(`Facture d'origine : ${invoice.number} du 02/03/2026`)
    expect(text).toContain(`Avoir sur la facture n° ${invoice.number}.`)
    expect(text).toContain("Montant de l'avoir TTC 36,00 €")
  })

  it('a quote is titled Devis with its validity, without penalty mentions', async () => {
    const client = await insertClient(t)
    const quote = await insertDocument(t, { type: 'quote', clientId: client.id })
    const text = await textOf(quote.id)
    expect(text).toContain(`Devis ${quote.number}`)
    expect(text).toContain("Valable jusqu'au : 01/04/2026")
    expect(text).not.toContain('Indemnité forfaitaire')
  })

  it('prints the VAT exemption of a shop without VAT, and the legal default penalty rate', async () => {
    await setShopLegal(t, SHOP2, {
      ...shopLegal,
      legalName: 'EI Louis Martin',
      latePenaltyRate: undefined,
      vatNumber: undefined,
    })
    const [shop2] = await t.database.db.select().from(shops).where(eq(shops.id, SHOP2))
    await t.database.db
      .update(shops)
      .set({ settings: { ...shop2.settings, hasTVA: false } })
      .where(eq(shops.id, SHOP2))
    const client = await insertClient(t, SHOP2)
    const invoice = await insertDocument(t, {
      shopId: SHOP2,
      type: 'invoice',
      clientId: client.id,
      issued: false,
      lines: [line('Fine de Bourgogne – 70 cl', 6, 3_000, 0)],
    })
    const text = await textOf(invoice.id)
    expect(text).toContain('Brouillon, sans numéro ni valeur légale')
    expect(text).toContain('TVA non applicable, art. 293 B du CGI.')
    expect(text).toContain(
      'Taux des pénalités de retard : taux de refinancement de la BCE majoré de 10 points.',
    )
    expect(text).toContain('EI Louis Martin')
  })

  it('runs over several pages when the lines overflow, repeating the table header', async () => {
    const client = await insertClient(t)
    const lines = Array.from({ length: 90 }, (_, i) =>
      line(`Cuvée numéro ${i + 1} – 75 cl`, 6, 1_000 + i),
    )
    const invoice = await insertDocument(t, { type: 'invoice', clientId: client.id, lines })
    const rendered = await renderTarget(t.deps.db, { documentId: invoice.id })
    const pdf = await getDocumentProxy(new Uint8Array(rendered.bytes))
    expect(pdf.numPages).toBeGreaterThan(1)
    const { text } = await extractText(pdf, { mergePages: false })
    const last = (text as string[]).at(-1)!.replace(/\s+/g, ' ')
    expect(last).toContain(`Facture ${invoice.number} (suite)`)
    expect(last).toContain('Désignation')
    expect(last).toContain(`Page ${pdf.numPages} / ${pdf.numPages}`)
    expect(last).toContain('Indemnité forfaitaire pour frais de recouvrement : 40 €.')
    const all = (text as string[]).join(' ')
    expect(all).toContain('Cuvée numéro 1 –')
    expect(all).toContain('Cuvée numéro 90 –')
  })
})

describe('order confirmation and delivery note PDFs', () => {
  it('confirms an order with its lines and totals', async () => {
    const client = await insertClient(t, SHOP1, { businessName: 'Cave du Centre' })
    const order = await insertOrder(t, SHOP1, client.id)
    const rendered = await renderTarget(t.deps.db, { orderId: order.id, kind: 'confirmation' })
    const text = await pdfText(rendered.bytes)
    expect(rendered.filename).toBe(`Confirmation de commande ${order.id}.pdf`)
    expect(text).toContain('Confirmation de commande')
    expect(text).toContain(`Commande n° ${order.id}`)
    expect(text).toContain('Cave du Centre')
    expect(text).toContain('Sancerre Les Caillottes 2022 – 75 cl')
    expect(text).toContain('Total TTC 216,00 €')
  })

  it('lists what a shipment carries on its delivery note', async () => {
    const client = await insertClient(t)
    const order = await insertOrder(t, SHOP1, client.id, {
      deliveryAddress: {
        name: 'Entrepôt',
        street: '1 rue du Port',
        zipcode: '44000',
        city: 'Nantes',
      },
    })
    const lines = await t.database.db.query.orderLines.findMany({
      where: (l, { eq: is }) => is(l.orderId, order.id),
    })
    const [shipment] = await t.database.db
      .insert(shipments)
      .values({
        shopId: SHOP1,
        orderId: order.id,
        lines: [{ lineId: lines[0].id, quantity: 6 }],
        parcels: 1,
        carrier: 'Transports Vinicoles',
        trackingRef: 'TV123456',
        shippedAt: new Date('2026-03-05T09:00:00Z'),
      })
      .returning()
    const rendered = await renderTarget(t.deps.db, { shipmentId: shipment.id })
    const text = await pdfText(rendered.bytes)
    expect(text).toContain('Bon de livraison')
    expect(text).toContain(`BL-${String(shipment.id).padStart(6, '0')}`)
    expect(text).toContain('Date : 05/03/2026')
    expect(text).toContain('1 rue du Port')
    expect(text).toContain('Suivi : TV123456')
    expect(text).toContain('Unités 6')
  })
})

describe('the sales.pdf job and GET /v1/document-files/:id', () => {
  const files = () => t.database.db.select().from(documentFiles)

  it('renders, stores, replaces in place, and hands the file to the user who asked', async () => {
    const client = await insertClient(t)
    const invoice = await insertDocument(t, { type: 'invoice', clientId: client.id })
    const res = await call(
      await t.request('/v1/document-files', {
        method: 'POST',
        token: owner,
        json: { salesDocumentId: invoice.id },
      }),
    )
    expect(res.status).toBe(202)
    expect(res.body.jobId).toBeGreaterThan(0)
    await runDueJobs(t.deps, salesFileJobs)
    const mine = (await files()).filter((f) => f.salesDocumentId === invoice.id)
    expect(mine).toHaveLength(1)
    expect(mine[0].filename).toBe(`Facture ${invoice.number}.pdf`)
    expect((await documentRow(t, invoice.id)).pdfKey).toBe(`document-files/${mine[0].id}`)

    const ownerId = await userIdOf(t, 'owner@caveau.test')
    const ready = await t.database.db.select().from(documents).where(eq(documents.userId, ownerId))
    expect(ready.map((d) => d.url)).toContain(`/resources/document-files/${mine[0].id}`)
    const list = await call(await t.request('/v1/documents/to-download', { token: owner }))
    expect(list.body.documents).toContainEqual({
      id: expect.any(Number),
      name: `Facture ${invoice.number}.pdf`,
      url: `/resources/document-files/${mine[0].id}`,
    })

    // Rendering again keeps one file, with the same id.
    await enqueueJob(t.deps.db, 'sales.pdf', { documentId: invoice.id })
    await runDueJobs(t.deps, salesFileJobs)
    const again = (await files()).filter((f) => f.salesDocumentId === invoice.id)
    expect(again.map((f) => f.id)).toEqual([mine[0].id])

    const pdf = await t.request(`/v1/document-files/${mine[0].id}`, { token: owner })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''Facture%20${invoice.number}.pdf`,
    )
    const bytes = new Uint8Array(await pdf.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    expect(await pdfText(bytes)).toContain(`Facture ${invoice.number}`)
  })

  it('lets staff with the right, the agent of the client and the buyer read; 404 for others', async () => {
    const agentId = await userIdOf(t, 'agent@caveau.test')
    const own = await buyerClient(t)
    await t.database.db.update(clients).set({ agentId }).where(eq(clients.id, own.id))
    const invoice = await insertDocument(t, { type: 'invoice', clientId: own.id })
    const draft = await insertDocument(t, { type: 'invoice', clientId: own.id, issued: false })
    const stored = await renderAndStore(t.deps.db, { documentId: invoice.id })
    const storedDraft = await renderAndStore(t.deps.db, { documentId: draft.id })
    const get = async (id: number, token?: string) =>
      (await t.request(`/v1/document-files/${id}`, { token })).status

    expect(await get(stored.id)).toBe(401)
    for (const token of [owner, iam, iamLimited, agent, buyer])
      expect(await get(stored.id, token)).toBe(200)
    // Another buyer, another shop's owner, and the buyer on a draft: as if it did not exist.
    for (const token of [pro, owner2]) expect(await get(stored.id, token)).toBe(404)
    expect(await get(storedDraft.id, buyer)).toBe(404)
    expect(await get(storedDraft.id, owner)).toBe(200)
    expect(await get(999_999, owner)).toBe(404)
    expect(await get(0, owner)).toBe(400)
  })

  it('POST /v1/document-files refuses with 401, 403, 404 and 400, enqueuing nothing', async () => {
    const client = await insertClient(t)
    const invoice = await insertDocument(t, { type: 'invoice', clientId: client.id })
    const order = await insertOrder(t, SHOP1, client.id)
    const post = async (json: unknown, token?: string) =>
      call(await t.request('/v1/document-files', { method: 'POST', token, json }))
    const jobsBefore = (await t.database.db.query.jobs.findMany()).length

    expect((await post({ salesDocumentId: invoice.id })).status).toBe(401)
    expect((await post({ salesDocumentId: invoice.id }, buyer)).status).toBe(403)
    expect((await post({ salesDocumentId: invoice.id }, owner2)).status).toBe(404)
    // The agent does not follow this client.
    expect((await post({ salesDocumentId: invoice.id }, agent)).status).toBe(404)
    expect((await post({ orderId: order.id }, owner)).status).toBe(400)
    expect((await post({ salesDocumentId: 'x' }, owner)).status).toBe(400)
    expect((await post({ salesDocumentId: invoice.id, extra: 1 }, owner)).status).toBe(400)
    expect((await t.database.db.query.jobs.findMany()).length).toBe(jobsBefore)

    expect((await post({ orderId: order.id, kind: 'confirmation' }, iam)).status).toBe(202)
    await runDueJobs(t.deps, salesFileJobs)
    const [confirmation] = (await files()).filter(
      (f) => f.orderId === order.id && f.kind === 'confirmation',
    )
    expect(confirmation.filename).toBe(`Confirmation de commande ${order.id}.pdf`)
  })
})
