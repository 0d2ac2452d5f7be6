/**
 * Carriers (issue 16 §1) as a browser without JavaScript uses them, against the local fake of
 * Colissimo (tests/support/fake-colissimo.ts): the owner enters the Colissimo credentials in the
 * settings' 'Intégrations' tab; the order page then offers 'Créer l'étiquette Colissimo' on a
 * shipment, refuses a missing weight on its field (nothing written), makes the label (redirect,
 * carrier and tracking number set), links the label's PDF and the tracking page; the buyer's
 * order page shows the tracking link.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FAKE_CONTRACT, FAKE_PASSWORD, startFakeColissimo } from '#tests/support/fake-colissimo'
import { throwAwayRuntime } from '#tests/web/env'

const fake = await startFakeColissimo()
const database = await throwAwayRuntime({
  COLISSIMO_SLS_URL: fake.slsUrl,
  LAPOSTE_TRACKING_URL: fake.trackingUrl,
})

import { getRuntime } from '#app/platform/api/runtime.server'
import { orderLines, orders, shipments, shops, users } from '#app/platform/db/schema'
import { action as orderAction, loader as orderLoader } from '#app/routes/dashboard.orders.$id'
import { loader as labelLoader } from '#app/routes/resources.carrier-label.$id'
import { carriersText as text } from '#app/modules/carriers/domain/carriers'
import { createElement } from 'react'
import { ColissimoForm } from '#app/modules/carriers/web/components/colissimo-form'
import { LabelForm } from '#app/modules/carriers/web/components/label-form'
import { loadCarrierSettings } from '#app/modules/carriers/web/carrier-settings.server'
import { guard } from '#app/platform/web/guard.server'
import { renderIn } from './render-in'
import { settingsAs } from './settings-forms'
import { closeRuntime, requestAs, signInDemoAccounts, thrown } from './session'

let orderId: number
let shipmentId: number

beforeAll(async () => {
  await signInDemoAccounts()
  const db = (await getRuntime()).database.db
  const [shop] = await db.select().from(shops).where(eq(shops.code, 'SOURCE'))
  const [buyer] = await db.select().from(users).where(eq(users.email, 'buyer@caveau.test'))
  const address = {
    name: 'Jeanne Durand',
    street: '8 rue des Lilas',
    zipcode: '44000',
    city: 'Nantes',
    country: 'FR',
  }
  const [order] = await db
    .insert(orders)
    .values({
      shopId: shop.id,
      buyerId: buyer.id,
      status: 'validated',
      kind: 'order',
      source: 'shop',
      ttc: true,
      totalHtCents: 5000,
      tvaCents: 1000,
      totalTtcCents: 6000,
      paymentType: 'transfer',
      validatedAt: new Date('2026-11-20T10:00:00Z'),
      deliveryAddress: address,
      contact: { firstname: 'Jeanne', lastname: 'Durand', email: 'buyer@caveau.test' },
    })
    .returning()
  const [line] = await db
    .insert(orderLines)
    .values({
      orderId: order.id,
      name: 'Sancerre',
      quantity: 6,
      unitPriceCents: 1000,
      vatRate: 20,
      totalHtCents: 5000,
      vatCents: 1000,
      dutiesCents: 0,
      totalTtcCents: 6000,
    })
    .returning()
  const [shipment] = await db
    .insert(shipments)
    .values({
      shopId: shop.id,
      orderId: order.id,
      lines: [{ lineId: line.id, quantity: 6 }],
      parcels: 1,
      address,
    })
    .returning()
  orderId = order.id
  shipmentId = shipment.id
})
afterAll(async () => {
  await closeRuntime(database)
  await fake.close()
})

const page = `/dashboard/orders/`
const load = async (account: 'owner' | 'buyer' | 'iam') =>
  (await orderLoader({
    request: requestAs(account, `${page}${orderId}`),
    params: { id: String(orderId) },
    context: {},
  })) as any
const post = async (fields: Record<string, string>) => {
  try {
    return (await orderAction({
      request: requestAs('owner', `${page}${orderId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      }),
      params: { id: String(orderId) },
      context: {},
    })) as any
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}
const shipmentRow = async () =>
  (
    await (await getRuntime()).database.db
      .select()
      .from(shipments)
      .where(eq(shipments.id, shipmentId))
  )[0]

describe('Colissimo labels on the order page (no JavaScript)', () => {
  it('offers no label before the shop entered its Colissimo credentials', async () => {
    const data = await load('owner')
    expect(data.labels).toBe(false)
    expect(fake.requests).toHaveLength(0)
  })

  it('saves the credentials from the Intégrations tab, then offers the label form', async () => {
    const owner = await settingsAs('owner@caveau.test')
    const saved = (await owner.post('integrations', [
      ['intent', 'integrations-colissimo'],
      ['contractNumber', FAKE_CONTRACT],
      ['password', FAKE_PASSWORD],
      ['okapiKey', ''],
    ])) as Response
    expect(saved.status).toBe(302)
    const data = await load('owner')
    expect(data.labels).toBe(true)
    expect(data.sales.shipments[0]).toMatchObject({ id: shipmentId, trackingUrl: null })
  })

  it('words the tab’s form and the order page’s form in French, from the locales', async () => {
    const settings = await loadCarrierSettings(
      await guard(requestAs('owner', '/dashboard/settings?link=integrations')),
    )
    const tab = await renderIn('fr', createElement(ColissimoForm, { settings: settings! }))
    expect(tab).toContain('Transport (Colissimo)')
    expect(tab).toContain('Valeur enregistrée (')
    expect(tab).toContain(') : laissez ce champ vide pour la garder.')
    expect(tab).toContain('Retirer mes identifiants Colissimo')
    const form = await renderIn('fr', createElement(LabelForm, { shipmentId }))
    expect(form).toContain('Poids du colis (kg)')
    expect(form).toContain('Créer l’étiquette Colissimo')
  })

  it('refuses a missing weight on its field and writes nothing', async () => {
    const refused = await post({
      intent: 'carrier-label',
      shipmentId: String(shipmentId),
      weightKg: '',
    })
    expect(refused.init.status).toBe(400)
    expect(refused.data).toMatchObject({
      form: 'carrier-label',
      shipmentId,
      errors: { weightKg: [text.weight] },
    })
    expect(await shipmentRow()).toMatchObject({ carrier: null, trackingRef: null })
  })

  it('makes the label, then links its PDF and the tracking page; the buyer sees the tracking link', async () => {
    const done = (await post({
      intent: 'carrier-label',
      shipmentId: String(shipmentId),
      weightKg: '4,2',
    })) as Response
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe(`${page}${orderId}`)
    const row = await shipmentRow()
    expect(row).toMatchObject({ carrier: 'colissimo', status: 'pendingPickup' })
    const url = `https://www.laposte.fr/outils/suivre-vos-envois?code=${row.trackingRef}`
    const data = await load('owner')
    expect(data.labelLinks).toBe(true)
    expect(data.sales.shipments[0].trackingUrl).toBe(url)
    const pdf = (await labelLoader({
      request: requestAs('owner', `/resources/carrier-label/${shipmentId}`),
      params: { id: String(shipmentId) },
      context: {},
    })) as Response
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    // The buyer never reaches the label, but reads the tracking link on their order.
    const refused = await thrown(() =>
      labelLoader({
        request: requestAs('buyer', `/resources/carrier-label/${shipmentId}`),
        params: { id: String(shipmentId) },
        context: {},
      }),
    )
    expect([302, 403, 404]).toContain(refused.status)
    const mine = await load('buyer')
    expect(mine.order.delivery.tracking).toEqual([{ ref: row.trackingRef, url }])
  })
})
