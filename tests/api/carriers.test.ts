/**
 * Issue 16 §1, "Carriers", through the API against a local fake of Colissimo's web services
 * (tests/support/fake-colissimo.ts): the shop's credentials sealed, a label made (PDF kept,
 * carrier and tracking number set, 'À enlever', the buyer's mail with the tracking link), the
 * tracking job moving the shipment along La Poste's events to delivered, and the refusals: signed
 * out, buyer, agent, a collaborator without manageDelivery, another shop's shipment (404), no
 * credentials (409), the carrier's refusal and its silence (502), each in French with nothing
 * written.
 */
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trackShop, TRACK_JOB } from '#app/modules/carriers/api/labels'
import { carriersText as text } from '#app/modules/carriers/domain/carriers'
import { carrierLabels, jobs, orders, shipments, shopIntegrations } from '#app/platform/db/schema'
import { createSecretBox, isSealed, newSecretKey, parseSecretKey } from '#app/platform/secret-box'
import { createTestApi, type TestApi } from '#tests/support/api'
import {
  FAKE_CONTRACT,
  FAKE_OKAPI_KEY,
  FAKE_PASSWORD,
  startFakeColissimo,
  type FakeColissimo,
} from '#tests/support/fake-colissimo'
import { call, mailsTo } from './helpers'
import { setShopLegal } from './sales-db-fixtures'
import {
  demoAddress,
  enter,
  entryLine,
  newClient,
  setUp,
  withIamRights,
  type Tokens,
} from './sales-fixtures'

let fake: FakeColissimo
let t: TestApi
let source: number
let tokens: Tokens
let order: any

const CLIENT_EMAIL = 'cave.du.port@exemple.test'

beforeAll(async () => {
  fake = await startFakeColissimo()
  t = await createTestApi({
    secretBox: createSecretBox(parseSecretKey(newSecretKey())!),
    carriers: { colissimoSlsUrl: fake.slsUrl, laposteTrackingUrl: fake.trackingUrl },
  })
  ;({ source, tokens } = await setUp(t))
  await setShopLegal(t, source)
  const client = await newClient(t, tokens.owner, {
    businessName: 'Cave du Port',
    email: CLIENT_EMAIL,
    deliveryAddress: demoAddress,
  })
  const res = await enter(t, tokens.owner, {
    clientId: client.id,
    lines: [await entryLine(t, 'sancerre-cuvee-silex', 12)],
    status: 'validated',
  })
  expect(res.status, res.text).toBe(201)
  order = res.body.order
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

const req = (method: string, path: string, token: string | undefined, json?: unknown) =>
  t.request(path, { method, token, json }).then(call)

/** A new shipment of `quantity` bottles of the order (one parcel up to 12). */
async function newShipment(quantity = 1) {
  const res = await req('POST', '/v1/shipments', tokens.owner, {
    orderId: order.id,
    lines: [{ lineId: order.lines[0].id, quantity }],
  })
  expect(res.status, res.text).toBe(201)
  return res.body.shipment as { id: number }
}

const label = (
  id: number,
  token: string | undefined = tokens.owner,
  json: unknown = { weightKg: 1.5 },
) => req('POST', `/v1/shipments/${id}/label`, token, json)

async function labelCount() {
  const [row] = await t.database.db.select({ n: count() }).from(carrierLabels)
  return Number(row.n)
}
const shipmentRow = async (id: number) =>
  (await t.database.db.select().from(shipments).where(eq(shipments.id, id)))[0]
const labelCalls = () => fake.requests.filter((r) => r.path.endsWith('/generateLabel')).length

const saveCredentials = (json: unknown, token = tokens.owner) =>
  req('PUT', '/v1/settings/integrations/colissimo', token, json)

describe('carriers: without credentials', () => {
  it('hides nothing by mistake: GET /carriers says no labels, and a label is refused (409) with nothing written or called', async () => {
    const view = await req('GET', '/v1/carriers', tokens.owner)
    expect(view.status).toBe(200)
    expect(view.body.carriers.colissimo).toMatchObject({ labels: false, tracking: false })
    const shipment = await newShipment()
    const res = await label(shipment.id)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(text.notConfigured)
    expect(await labelCount()).toBe(0)
    expect(labelCalls()).toBe(0)
    expect(await shipmentRow(shipment.id)).toMatchObject({
      carrier: null,
      trackingRef: null,
      status: 'pending',
    })
  })
})

describe('carriers: the Colissimo credentials', () => {
  it('refuses bad formats in French, a first save without password, and anyone but the owner', async () => {
    const bad = await saveCredentials({ contractNumber: '12a', password: FAKE_PASSWORD })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.contractNumber).toEqual([text.contractNumber])
    const noPassword = await saveCredentials({ contractNumber: FAKE_CONTRACT })
    expect(noPassword.status).toBe(400)
    expect(noPassword.body.message).toBe(text.passwordMissing)
    for (const token of [tokens.iam, tokens.agent, tokens.buyer]) {
      const res = await saveCredentials(
        { contractNumber: FAKE_CONTRACT, password: FAKE_PASSWORD },
        token,
      )
      expect(res.status).toBe(403)
    }
    expect((await req('GET', '/v1/carriers', tokens.agent)).status).toBe(403)
    const [row] = await t.database.db
      .select()
      .from(shopIntegrations)
      .where(eq(shopIntegrations.shopId, source))
    expect(row?.colissimoContractNumber ?? null).toBeNull()
  })

  it('keeps the password and tracking key sealed, shown to the owner as ••••1234 and to no one else', async () => {
    const res = await saveCredentials({
      contractNumber: FAKE_CONTRACT,
      password: FAKE_PASSWORD,
      okapiKey: FAKE_OKAPI_KEY,
    })
    expect(res.status, res.text).toBe(200)
    expect(res.body.message).toBe(text.saved)
    expect(res.body.carriers.colissimo).toEqual({
      labels: true,
      tracking: true,
      contractNumber: FAKE_CONTRACT,
      passwordHint: `••••${FAKE_PASSWORD.slice(-4)}`,
      okapiKeyHint: `••••${FAKE_OKAPI_KEY.slice(-4)}`,
    })
    expect(res.text).not.toContain(FAKE_PASSWORD)
    const [row] = await t.database.db
      .select()
      .from(shopIntegrations)
      .where(eq(shopIntegrations.shopId, source))
    expect(isSealed(row.colissimoPassword!)).toBe(true)
    expect(isSealed(row.laposteOkapiKey!)).toBe(true)
    const iam = await req('GET', '/v1/carriers', tokens.iam)
    expect(iam.body.carriers.colissimo).toMatchObject({
      labels: true,
      contractNumber: null,
      passwordHint: null,
      okapiKeyHint: null,
    })
  })
})

describe('carriers: a label and its tracking', () => {
  let shipment: { id: number }
  let parcel: string

  it('makes the label against the fake: PDF kept, carrier and tracking number set, À enlever, the buyer mailed the tracking link', async () => {
    shipment = await newShipment(6)
    const res = await label(shipment.id)
    expect(res.status, res.text).toBe(201)
    parcel = res.body.label.trackingNumber
    expect(parcel).toMatch(/^6A\d{11}$/)
    expect(res.body.message).toBe(text.created(parcel))
    expect(res.body.label.trackingUrl).toBe(
      `https://www.laposte.fr/outils/suivre-vos-envois?code=${parcel}`,
    )
    expect(res.body.shipment).toMatchObject({
      carrier: 'colissimo',
      trackingRef: parcel,
      status: 'pendingPickup',
    })
    // What Colissimo was asked: the contract, the A4 PDF, the shop as sender, the client as addressee.
    const sent = fake.requests.filter((r) => r.path.endsWith('/generateLabel')).at(-1)!.body
    expect(sent).toMatchObject({
      contractNumber: FAKE_CONTRACT,
      password: FAKE_PASSWORD,
      outputFormat: { outputPrintingType: 'PDF_A4_300dpi' },
      letter: {
        service: { productCode: 'DOM', orderNumber: `CMD${order.id}` },
        parcel: { weight: 1.5 },
        sender: { address: { companyName: 'SCEA Domaine de la Source', zipCode: '18300' } },
        addressee: {
          address: { companyName: 'Cave du Port', zipCode: '17000', city: 'La Rochelle' },
        },
      },
    })
    const pdf = await t.request(`/v1/shipments/${shipment.id}/label`, { token: tokens.owner })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toContain(`etiquette-colissimo-${parcel}.pdf`)
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    const [mail] = await mailsTo(t, CLIENT_EMAIL)
    expect(mail.text).toContain(`https://www.laposte.fr/outils/suivre-vos-envois?code=${parcel}`)
    // The tracking runs through the queue, for this shop, once.
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.type, TRACK_JOB))
    expect(queued.filter((j) => j.status === 'queued')).toHaveLength(1)
    expect(queued[0].payload).toEqual({ shopId: source })
  })

  it('refuses a second label of the same shipment (409), without calling Colissimo again', async () => {
    const calls = labelCalls()
    const res = await label(shipment.id)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(text.alreadyLabelled)
    expect(labelCalls()).toBe(calls)
  })

  it('moves the shipment with La Poste’s events, through the delivery machine, to delivered (and the order with it)', async () => {
    fake.events.set(parcel, [
      {
        code: 'ET1',
        label: 'Votre colis est en cours d’acheminement.',
        date: '2026-11-24T08:10:00+01:00',
      },
      { code: 'PC1', label: 'Votre colis a été déposé.', date: '2026-11-23T17:00:00+01:00' },
    ])
    expect(await trackShop(t.deps, source, new Date('2026-11-24T12:00:00Z'))).toEqual({
      moved: 1,
      open: 1,
    })
    expect((await shipmentRow(shipment.id)).status).toBe('transit')
    fake.events.set(parcel, [
      { code: 'DI1', label: 'Votre colis est livré.', date: '2026-11-25T11:02:00+01:00' },
      {
        code: 'MD2',
        label: 'Votre colis est en cours de livraison.',
        date: '2026-11-25T08:30:00+01:00',
      },
      ...fake.events.get(parcel)!,
    ])
    expect(await trackShop(t.deps, source, new Date('2026-11-25T12:00:00Z'))).toEqual({
      moved: 1,
      open: 0,
    })
    const row = await shipmentRow(shipment.id)
    expect(row.status).toBe('delivered')
    expect(row.deliveredAt).not.toBeNull()
    const [labelRow] = await t.database.db
      .select()
      .from(carrierLabels)
      .where(eq(carrierLabels.shipmentId, shipment.id))
    expect(labelRow.lastEvent).toBe('DI1')
    // Only 6 of 12 bottles were shipped: the order is partly delivered.
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(o.deliveryStatus).toBe('partiallyDelivered')
  })

  it('shows the buyer’s order page the tracking link (the order answers carrier and number)', async () => {
    const res = await req('GET', `/v1/orders/${order.id}`, tokens.owner)
    const s = res.body.order.shipments.find((x: any) => x.id === shipment.id)
    expect(s).toMatchObject({ carrier: 'colissimo', trackingRef: parcel })
  })
})

describe('carriers: refusals of a label', () => {
  it('refuses the signed-out (401), a buyer, an agent and a collaborator without manageDelivery (403)', async () => {
    const shipment = await newShipment()
    expect(
      (await req('POST', `/v1/shipments/${shipment.id}/label`, undefined, { weightKg: 1 })).status,
    ).toBe(401)
    for (const token of [tokens.buyer, tokens.agent]) {
      expect((await label(shipment.id, token)).status).toBe(403)
      expect((await t.request(`/v1/shipments/${shipment.id}/label`, { token })).status).toBe(403)
    }
    await withIamRights(t, source, { manageDelivery: false }, async () => {
      expect((await label(shipment.id, tokens.iam)).status).toBe(403)
    })
    expect(await shipmentRow(shipment.id)).toMatchObject({ carrier: null, trackingRef: null })
  })

  it('answers 404 for another shop’s shipment, its label and a bad weight 400, nothing written', async () => {
    const shipment = await newShipment()
    const before = await labelCount()
    expect((await label(shipment.id, tokens.owner2)).status).toBe(404)
    expect(
      (await t.request(`/v1/shipments/${shipment.id}/label`, { token: tokens.owner2 })).status,
    ).toBe(404)
    const heavy = await label(shipment.id, tokens.owner, { weightKg: 45 })
    expect(heavy.status).toBe(400)
    expect(heavy.body.errors.weightKg).toEqual([text.weight])
    expect(await labelCount()).toBe(before)
  })

  it('gives Colissimo’s refusal in French (502) and writes nothing', async () => {
    const client = await newClient(t, tokens.owner, {
      businessName: 'Cave Fantôme',
      deliveryAddress: { ...demoAddress, zipcode: '00000' },
    })
    const entered = await enter(t, tokens.owner, {
      clientId: client.id,
      lines: [await entryLine(t, 'sancerre-cuvee-silex', 2)],
      status: 'validated',
    })
    const other = entered.body.order
    const created = await req('POST', '/v1/shipments', tokens.owner, {
      orderId: other.id,
      lines: [{ lineId: other.lines[0].id, quantity: 2 }],
    })
    const before = await labelCount()
    const res = await label(created.body.shipment.id)
    expect(res.status).toBe(502)
    expect(res.body.message).toBe(text.refused("Le code postal du destinataire n'est pas valide"))
    expect(await labelCount()).toBe(before)
    expect(await shipmentRow(created.body.shipment.id)).toMatchObject({
      carrier: null,
      trackingRef: null,
      status: 'pending',
    })
  })

  it('says Colissimo is not answering (502) when it is down, nothing written', async () => {
    const shipment = await newShipment()
    fake.fail = 'down'
    try {
      const res = await label(shipment.id)
      expect(res.status).toBe(502)
      expect(res.body.message).toBe(text.unreachable)
    } finally {
      fake.fail = null
    }
    expect(await shipmentRow(shipment.id)).toMatchObject({ carrier: null, status: 'pending' })
  })
})
