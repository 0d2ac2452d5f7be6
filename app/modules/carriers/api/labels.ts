/**
 * Shipping labels and tracking (issue 16 §1, "Carriers"): a shop's Colissimo credentials (sealed
 * in `shop_integrations`), a label made for a shipment (the PDF kept in `carrier_labels`, the
 * shipment's carrier and tracking number set, its status moved to 'À enlever'), the buyer told by
 * mail with the tracking link, and the tracking job moving shipments along what La Poste reports.
 * Every status change goes through sales' `moveShipment` (the delivery machine, the order's
 * delivery status in the same transaction).
 */
import { TZDate } from '@date-fns/tz'
import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import { moveShipment, findShipment } from '#app/modules/sales/api/shipments'
import { PARIS } from '#app/modules/sales/domain/payment-delays'
import { carriersText as text, type LabelInput } from '#app/modules/carriers/domain/carriers'
import {
  latestEvent,
  labelStatuses,
  statusFromEvents,
  statusWithLabel,
  trackedStatuses,
  trackingSteps,
  trackingUrl,
} from '#app/modules/carriers/domain/tracking'
import type { Db } from '#app/platform/db/client'
import {
  carrierLabels,
  clients,
  orders,
  shipments,
  shopIntegrations,
  shops,
  users,
  type Address,
} from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import { enqueueJob, type JobHandlers } from '#app/platform/api/jobs'
import type { ApiConfig, ApiDeps } from '#app/platform/api/types'
import { isUniqueViolation } from '#app/platform/db/unique'
import { CarrierError, defaultCarrierEndpoints, type Carrier, type Party } from './carrier'
import { colissimo, type ColissimoCredentials } from './colissimo'

export const TRACK_JOB = 'carriers.track'
/** How often a shop's parcels on the way are asked about. */
export const TRACK_EVERY_MS = 3 * 3_600_000

/** The shop's Colissimo credentials, opened; null without a contract number and password. */
export async function colissimoCredentials(
  db: Db,
  config: ApiConfig,
  shopId: number,
): Promise<ColissimoCredentials | null> {
  const [row] = await db
    .select({
      contractNumber: shopIntegrations.colissimoContractNumber,
      password: shopIntegrations.colissimoPassword,
      okapiKey: shopIntegrations.laposteOkapiKey,
    })
    .from(shopIntegrations)
    .where(eq(shopIntegrations.shopId, shopId))
  if (!row?.contractNumber || !row.password) return null
  const box = config.secretBox
  if (!box) throw new ApiError(503, text.noEncryption)
  return {
    contractNumber: row.contractNumber,
    password: box.open(row.password),
    okapiKey: row.okapiKey ? box.open(row.okapiKey) : null,
  }
}

/** The carrier a shop's labels and tracking go to, at the configured addresses. */
export function carrierFor(config: ApiConfig, credentials: ColissimoCredentials): Carrier {
  const endpoints = config.carriers ?? defaultCarrierEndpoints
  return colissimo(credentials, {
    slsUrl: endpoints.colissimoSlsUrl,
    trackingUrl: endpoints.laposteTrackingUrl,
  })
}

/** Queues the shop's tracking run (one waiting at a time), `delayMs` from `now`. */
export const queueTracking = (db: Db, shopId: number, now: Date, delayMs = TRACK_EVERY_MS) =>
  enqueueJob(
    db,
    TRACK_JOB,
    { shopId },
    { key: `${TRACK_JOB}:${shopId}`, runAt: new Date(now.getTime() + delayMs) },
  )

const clean = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined)

/** An address as a carrier's party; null when street, zip code or city is missing. */
export function partyOf(
  address: Address | null | undefined,
  who: {
    companyName?: string
    lastName?: string
    firstName?: string
    email?: string
    phone?: string
  },
): Party | null {
  const line2 = clean(address?.street)
  const zipCode = clean(address?.zipcode)
  const city = clean(address?.city)
  if (!line2 || !zipCode || !city) return null
  const country = clean(address?.country)?.toUpperCase()
  return {
    ...who,
    lastName: who.lastName ?? (who.companyName ? undefined : clean(address?.name)),
    line2: line2.slice(0, 35),
    line3: clean(address?.street2)?.slice(0, 35),
    zipCode,
    city: city.slice(0, 35),
    countryCode: country && /^[A-Z]{2}$/.test(country) ? country : 'FR',
  }
}

/** The Paris day of `now`, YYYY-MM-DD. */
const parisDay = (now: Date) => {
  const d = new TZDate(now.getTime(), PARIS)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

async function orderParties(db: Db, shopId: number, orderId: number) {
  const [row] = await db
    .select({
      contact: orders.contact,
      buyerEmail: users.email,
      client: {
        firstname: clients.firstname,
        lastname: clients.lastname,
        businessName: clients.businessName,
        email: clients.email,
        phone: clients.phone,
      },
      shop: { name: shops.name, legal: shops.legal, contactEmail: shops.contactEmail },
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(users, eq(users.id, orders.buyerId))
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .where(and(eq(orders.id, orderId), eq(orders.shopId, shopId)))
  return row ?? null
}

type Parties = NonNullable<Awaited<ReturnType<typeof orderParties>>>

/** Who receives the parcel: the order's contact, else its client, else its buyer. */
function addressee(parties: Parties, address: Address | null) {
  const contact = parties.contact ?? {}
  const email = clean(contact.email) ?? clean(parties.client?.email) ?? clean(parties.buyerEmail)
  return {
    email,
    party: partyOf(address, {
      companyName: clean(contact.businessName) ?? clean(parties.client?.businessName),
      lastName: clean(contact.lastname) ?? clean(parties.client?.lastname),
      firstName: clean(contact.firstname) ?? clean(parties.client?.firstname),
      email,
      phone: clean(contact.phone) ?? clean(parties.client?.phone),
    }),
  }
}

/**
 * POST /shipments/{id}/label: asks Colissimo for the label of a shipment of one parcel not yet
 * handed over; stores the PDF, sets carrier and tracking number, moves the shipment to 'À
 * enlever', mails the buyer the tracking link and queues the tracking. Nothing is written when
 * anything is refused, the carrier's refusal included.
 */
export async function createShipmentLabel(
  deps: ApiDeps,
  shopId: number,
  shipmentId: number,
  input: LabelInput,
  now = new Date(),
) {
  const { db, config } = deps
  const shipment = await findShipment(db, shopId, shipmentId)
  const credentials = await colissimoCredentials(db, config, shopId)
  if (!credentials) throw new ApiError(409, text.notConfigured)
  if (shipment.kind !== 'delivery') throw new ApiError(409, text.notDelivery)
  const [existing] = await db
    .select({ id: carrierLabels.id })
    .from(carrierLabels)
    .where(eq(carrierLabels.shipmentId, shipment.id))
  if (existing) throw new ApiError(409, text.alreadyLabelled)
  if (!labelStatuses.has(shipment.status)) throw new ApiError(409, text.notBeforeDeparture)
  if (shipment.parcels !== 1) throw new ApiError(409, text.severalParcels(shipment.parcels))
  const parties = await orderParties(db, shopId, shipment.orderId)
  if (!parties) throw new ApiError(404, text.noLabel)
  const to = addressee(parties, shipment.address)
  if (!to.party) throw new ApiError(409, text.noAddress)
  const legal = parties.shop.legal ?? {}
  const sender = partyOf(legal.address, {
    companyName: clean(legal.legalName) ?? parties.shop.name,
    email: clean(legal.email) ?? clean(parties.shop.contactEmail),
    phone: clean(legal.phone),
  })
  if (!sender) throw new ApiError(409, text.noSender)

  const carrier = carrierFor(config, credentials)
  let label
  try {
    label = await carrier.createLabel({
      sender,
      addressee: to.party,
      weightKg: input.weightKg,
      reference: `CMD${shipment.orderId}`,
      depositDate: parisDay(now),
    })
  } catch (error) {
    if (error instanceof CarrierError) {
      if (!error.refused)
        console.error(`[colissimo] label of shipment ${shipment.id}: ${error.message}`)
      throw new ApiError(502, error.message)
    }
    throw error
  }

  const moved = await db
    .transaction(async (tx) => {
      await tx.insert(carrierLabels).values({
        shopId,
        shipmentId: shipment.id,
        carrier: carrier.id,
        parcelNumber: label.trackingNumber,
        filename: `etiquette-colissimo-${label.trackingNumber}.pdf`,
        bytes: label.pdf,
      })
      await tx
        .update(shipments)
        .set({ carrier: carrier.id, trackingRef: label.trackingNumber, updatedAt: now })
        .where(eq(shipments.id, shipment.id))
      const next = statusWithLabel(shipment.status)
      return next ? moveShipment(tx as unknown as Db, shopId, shipment.id, next) : null
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'carrier_labels_shipment_key'))
        throw new ApiError(409, text.alreadyLabelled)
      throw error
    })
  if (credentials.okapiKey) await queueTracking(db, shopId, now)
  const url = trackingUrl(carrier.id, label.trackingNumber)!
  if (to.email)
    await deps.mailer.send({
      to: to.email,
      key: `carriers.label:${shipment.id}:mail`,
      ...shippedMail(parties.shop.name, shipment.orderId, label.trackingNumber, url),
    })
  return {
    shipment: moved?.shipment ?? (await findShipment(db, shopId, shipment.id)),
    label: { carrier: carrier.id, trackingNumber: label.trackingNumber, trackingUrl: url },
  }
}

/** The buyer's mail: the order is on its way, with the carrier's tracking page. */
export function shippedMail(shop: string, orderId: number, ref: string, url: string) {
  const subject = `${shop} : votre commande n° ${orderId} est expédiée`
  const lines = [
    'Bonjour,',
    '',
    `${shop} a confié votre commande n° ${orderId} à Colissimo (colis n° ${ref}).`,
    `Suivez-la ici : ${url}`,
    '',
    'Bonne dégustation !',
  ]
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
  const html =
    `<p>Bonjour,</p><p>${escape(shop)} a confié votre commande n° ${orderId} à Colissimo ` +
    `(colis n° ${escape(ref)}).</p><p><a href="${escape(url)}">Suivre mon colis</a></p>` +
    '<p>Bonne dégustation !</p>'
  return { subject, text: lines.join('\n'), html }
}

/** GET /shipments/{id}/label: the label's PDF of a shipment of the shop. */
export async function shipmentLabelFile(db: Db, shopId: number, shipmentId: number) {
  const [file] = await db
    .select({ filename: carrierLabels.filename, bytes: carrierLabels.bytes })
    .from(carrierLabels)
    .where(and(eq(carrierLabels.shipmentId, shipmentId), eq(carrierLabels.shopId, shopId)))
  if (!file) throw new ApiError(404, text.noLabel)
  return file
}

/** The shipments of an order that have a label (the order page's download links). */
export async function labelledShipments(db: Db, shopId: number, shipmentIds: readonly number[]) {
  if (shipmentIds.length === 0) return []
  return db
    .select({ shipmentId: carrierLabels.shipmentId, parcelNumber: carrierLabels.parcelNumber })
    .from(carrierLabels)
    .where(
      and(eq(carrierLabels.shopId, shopId), inArray(carrierLabels.shipmentId, [...shipmentIds])),
    )
}

/**
 * One tracking run for a shop: each Colissimo shipment not yet arrived is asked about and moved
 * (through `moveShipment`) to what its latest event means. A parcel La Poste cannot answer for
 * now is left as it is and asked again next run. Returns how many moved and how many are still
 * on their way.
 */
export async function trackShop(deps: ApiDeps, shopId: number, now = new Date()) {
  const { db, config } = deps
  const credentials = await colissimoCredentials(db, config, shopId)
  if (!credentials?.okapiKey) return { moved: 0, open: 0 }
  const carrier = carrierFor(config, credentials)
  const rows = await db
    .select({ id: shipments.id, status: shipments.status, ref: shipments.trackingRef })
    .from(shipments)
    .where(
      and(
        eq(shipments.shopId, shopId),
        eq(shipments.kind, 'delivery'),
        eq(shipments.carrier, carrier.id),
        isNotNull(shipments.trackingRef),
        inArray(shipments.status, [...trackedStatuses]),
      ),
    )
    .orderBy(shipments.id)
  let moved = 0
  let open = 0
  for (const row of rows) {
    let tracking
    try {
      tracking = await carrier.track(row.ref!)
    } catch (error) {
      if (!(error instanceof CarrierError)) throw error
      console.warn(`[colissimo] tracking of shipment ${row.id}: ${error.message}`)
      open += 1
      continue
    }
    const target = statusFromEvents(tracking.events)
    let status = row.status
    for (const step of target ? trackingSteps(status, target) : []) {
      status = (await moveShipment(db, shopId, row.id, step)).shipment.status
      moved += 1
    }
    await db
      .update(carrierLabels)
      .set({ lastEvent: latestEvent(tracking.events)?.code ?? null, trackedAt: now })
      .where(eq(carrierLabels.shipmentId, row.id))
    if ((trackedStatuses as readonly string[]).includes(status)) open += 1
  }
  return { moved, open }
}

/** The tracking job of a shop: one run, then the next one queued while parcels are on the way. */
export const carrierJobs: JobHandlers = {
  [TRACK_JOB]: async (deps, payload, job) => {
    const shopId = Number(payload.shopId)
    if (!Number.isSafeInteger(shopId)) throw new Error(`${TRACK_JOB}: shopId invalide`)
    const { open } = await trackShop(deps, shopId, job.now)
    await job.finish(async () => undefined)
    // Queued after this run is done: its key is free again.
    if (open > 0) await queueTracking(deps.db, shopId, job.now)
  },
}
