/**
 * A year of sales activity for Domaine de la Source (issue 6, demo data): the shop's legal
 * identity, about forty clients, 300 orders of every status, kind and source, quotes, invoices,
 * deposits, credit notes, shipments, payments with reminders, and SEPA mandates. Everything goes
 * through the services the back office uses (see seed-sales-steps.ts), in time order, from a
 * seeded PRNG: the same demo at every seeding, dated relative to the seeding moment.
 */
import { demoAddressBooks, seedAddressBook } from '#app/modules/clients/api/seed/seed-address-book'
import { and, asc, eq, inArray, isNull, like, sql } from 'drizzle-orm'
import type { ShopIntegration } from '#app/platform/domain/enums'
import type { Db } from '#app/platform/db/client'
import {
  clients,
  deliveryModes,
  productFormats,
  products,
  productVintages,
  salesDocuments,
  sepaMandates,
  shops,
} from '#app/platform/db/schema'
import {
  createClient,
  ensureClientForBuyer,
  updateClient,
  type ClientInput,
} from '#app/modules/clients/api/clients'
import type { Member } from '#app/platform/api/types'
import type { ApiDeps } from '#app/platform/api/types'
import { ActivityPlanner } from './seed-sales-activity'
import type { ActivityInput, CatalogueChoice, SeededClient } from './seed-sales-plan'
import {
  futureProductSlug,
  linkedClientDetails,
  seedClients,
  siretOf,
  sourceLegal,
  vatNumberOf,
} from './seed-sales-data'
import { Chance, DAY } from './seed-sales-random'
import { SalesSteps, type Staff } from './seed-sales-steps'

export type SalesSeedIds = {
  shopId: number
  owner: number
  iam: number
  agent: number
  buyer: number
  pro: number
}

/** The PRNG's seed: change it and the whole demo year changes. */
const SEED = 20_260_601
export const DEMO_ORDER_COUNT = 300

/**
 * Seeds the year once: a shop that already has sales documents or clients entered by its staff
 * is left alone, so that a second run (or a shop in use) changes nothing.
 */
export async function seedSales(db: Db, ids: SalesSeedIds, options: { now?: Date } = {}) {
  const start = new Date()
  const now = (options.now ?? start).getTime()
  const [used] = await db
    .select({ id: salesDocuments.id })
    .from(salesDocuments)
    .where(eq(salesDocuments.shopId, ids.shopId))
    .limit(1)
  const [entered] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.shopId, ids.shopId), isNull(clients.userId)))
    .limit(1)
  if (used || entered) return
  // One transaction: on the embedded database each commit would otherwise be written through.
  await db.transaction((tx) => seedYear(tx, ids, start, now))
}

async function seedYear(db: Db, ids: SalesSeedIds, start: Date, now: number) {
  const { input, staff } = await prepareYear(db, ids, now)
  // Reminders are recorded as the service records them; the demo mails none of them.
  const reminderDeps = {
    db,
    mailer: { send: async () => {} },
    config: {} as ApiDeps['config'],
  } satisfies ApiDeps
  const steps = new SalesSteps(db, ids.shopId, staff, start, reminderDeps)
  const planner = planYear(steps, input, now, start.getTime())
  await planner.execute()
  await steps.settleDates()

  // A client exists a little before their first order or quote.
  await db.execute(sql`
    update clients c set
      created_at = coalesce(
        (select min(o.created_at) from orders o where o.client_id = c.id),
        (select min(d.created_at) from sales_documents d where d.client_id = c.id),
        ${new Date(now - 30 * DAY).toISOString()}::timestamptz
      ) - interval '9 days',
      updated_at = coalesce(
        (select max(o.updated_at) from orders o where o.client_id = c.id),
        ${new Date(now - 30 * DAY).toISOString()}::timestamptz
      )
    where c.shop_id = ${ids.shopId}`)
  await seedMandates(db, ids.shopId, input.clients, now)
}

/**
 * The year planned, not yet run: the pure part that decides what the demo holds, from the
 * PRNG and the calendar ending at `now`. Nothing is dated in the last half hour before the
 * seeding moment `start`.
 */
export function planYear(steps: SalesSteps, input: ActivityInput, now: number, start: number) {
  const planner = new ActivityPlanner(
    steps,
    input,
    new Chance(SEED),
    now,
    Math.min(now, start) - 30 * 60_000,
  )
  planner.plan()
  return planner
}

/**
 * What the year is planned with: the shop's legal identity, the primeur vintage, the clients
 * (written, as the year needs their rows), the catalogue and the delivery modes (read).
 */
export async function prepareYear(
  db: Db,
  ids: SalesSeedIds,
  now: number,
): Promise<{ input: ActivityInput; staff: Staff }> {
  const [shop] = await db.select().from(shops).where(eq(shops.id, ids.shopId))
  // Invoices freeze the seller as it is on issue: the legal identity comes first.
  if (Object.keys(shop.legal ?? {}).length === 0)
    await db.update(shops).set({ legal: sourceLegal }).where(eq(shops.id, ids.shopId))

  const actor = (userId: number, role: 'owner' | 'iam' | 'agent'): Member => ({
    userId,
    shop: {
      id: shop.id,
      code: shop.code,
      name: shop.name,
      urlShop: shop.urlShop,
      role,
      typology: null,
      authorizations: {},
      integration: shop.integration as ShopIntegration,
      closedAt: null,
      suspended: shop.suspendedAt !== null,
    },
    agentId: role === 'agent' ? userId : null,
  })
  const staff = {
    owner: actor(ids.owner, 'owner'),
    iam: actor(ids.iam, 'iam'),
    agent: actor(ids.agent, 'agent'),
  }

  const future = await seedFutureVintage(db, ids.shopId, now)
  const { list, buyer, pro } = await seedClientRows(db, staff.owner, ids)
  const catalogue = await catalogueChoices(db, ids.shopId, future.vintageId)
  const modes = await db
    .select({ id: deliveryModes.id, kind: deliveryModes.kind })
    .from(deliveryModes)
    .where(eq(deliveryModes.shopId, ids.shopId))
    .orderBy(asc(deliveryModes.position), asc(deliveryModes.id))

  const input: ActivityInput = {
    clients: list,
    buyer,
    pro,
    catalogue,
    future,
    modes: {
      carrier: modes.find((m) => m.kind === 'carrier')!.id,
      pickup: modes.find((m) => m.kind === 'pickup')!.id,
      points: modes.filter((m) => m.kind === 'collectionPoint').map((m) => m.id),
    },
    shopDelay: sourceLegal.paymentDelay,
    orderCount: DEMO_ORDER_COUNT,
  }
  return { input, staff }
}

/** The primeur: next vintage of the Hautes-Côtes de Nuits, harvested but not bottled yet. */
async function seedFutureVintage(db: Db, shopId: number, now: number) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.slug, futureProductSlug)))
  const vintages = await db
    .select()
    .from(productVintages)
    .where(eq(productVintages.productId, product.id))
    .orderBy(asc(productVintages.position))
  const earliest = new Date(now - 340 * DAY)
  const harvest = earliest.getUTCFullYear() - (earliest.getUTCMonth() >= 8 ? 0 : 1)
  // Some twenty months of ageing in barrels before bottling, and never before two months from now.
  const bottlingAt = Math.max(Date.UTC(harvest + 2, 4, 15, 8), now + 60 * DAY)
  const name = String(harvest)
  const latest = vintages[vintages.length - 1]
  const vintageId =
    vintages.find((v) => v.name === name)?.id ??
    (
      await db
        .insert(productVintages)
        .values({
          productId: product.id,
          name,
          alcohol: latest.alcohol,
          legal: latest.legal,
          nutrition: latest.nutrition,
          ingredients: latest.ingredients,
          ingredientsByLanguage: latest.ingredientsByLanguage,
          ingredientTerms: latest.ingredientTerms,
          allergens: latest.allergens,
          lots: [],
          // Sold before bottling at a price set by the market: no right of withdrawal (L221-28 7°).
          enPrimeur: true,
          position: latest.position + 1,
        })
        .returning({ id: productVintages.id })
    )[0].id
  const [format] = await db
    .select({ id: productFormats.id })
    .from(productFormats)
    .where(
      and(
        eq(productFormats.productId, product.id),
        eq(productFormats.unity, 'Centilitre(s)'),
        eq(productFormats.unityValue, 75),
      ),
    )
  return { formatId: format.id, vintageId, bottlingAt }
}

const FR = (a: { street?: string; zipcode?: string; city?: string; name?: string }) => ({
  ...(a.name ? { name: a.name } : {}),
  street: a.street!,
  zipcode: a.zipcode!,
  city: a.city!,
  country: 'FR',
})

/** "camille.rousseau@exemple.test", "contact@cave-des-papilles.exemple.test"… */
function emailOf(firstname: string, lastname: string, business?: string): string {
  const slug = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[’']/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  return business
    ? `contact@${slug(business)}.exemple.test`
    : `${slug(firstname)}.${slug(lastname)}@exemple.test`
}

/** The staff-entered clients, and the two demo buyer accounts' client rows completed. */
async function seedClientRows(db: Db, owner: Member, ids: SalesSeedIds) {
  const list: SeededClient[] = []
  const sepa = new Set(['sancerrois', 'cellier', 'pro'])
  for (const c of seedClients) {
    const siret = c.siren ? siretOf(c.siren) : null
    const input: ClientInput = {
      isPro: c.typology !== 'particulier' || Boolean(c.siren),
      civility: c.civility as ClientInput['civility'],
      firstname: c.firstname,
      lastname: c.lastname,
      businessName: c.businessName ?? null,
      email: emailOf(c.firstname, c.lastname, c.businessName),
      phone: c.phone,
      typology: c.typology,
      siret,
      vatNumber: siret ? vatNumberOf(siret.slice(0, 9)) : null,
      exciseNumber: c.exciseNumber ?? null,
      billingAddress: FR(c.address),
      deliveryAddress: c.deliveryAddress ? FR(c.deliveryAddress) : null,
      paymentDelay: (c.paymentDelay ?? null) as ClientInput['paymentDelay'],
      notes: c.notes ?? null,
      agentId: c.agent ? ids.agent : null,
    }
    const row = await createClient(db, owner, input)
    list.push({
      id: row.id,
      key: c.key,
      typology: c.typology,
      email: row.email!,
      agent: Boolean(c.agent),
      paymentDelay: row.paymentDelay,
      sepa: sepa.has(c.key),
    })
  }

  const linked = async (key: 'buyer' | 'pro', userId: number): Promise<SeededClient> => {
    const id = await ensureClientForBuyer(db, ids.shopId, userId)
    const details = linkedClientDetails[key]
    const siret = 'siren' in details ? siretOf(details.siren) : null
    const row = await updateClient(db, owner, id, {
      civility: details.civility as ClientInput['civility'],
      phone: details.phone,
      billingAddress: FR(details.address),
      ...(siret ? { siret, vatNumber: vatNumberOf(siret.slice(0, 9)) } : {}),
      ...('paymentDelay' in details
        ? { paymentDelay: details.paymentDelay as ClientInput['paymentDelay'] }
        : {}),
      ...('agent' in details ? { agentId: ids.agent } : {}),
    })
    return {
      id,
      key,
      typology: row.typology === 'restaurateur' ? 'restaurateur' : 'particulier',
      email: row.email!,
      agent: row.agentId !== null,
      paymentDelay: row.paymentDelay,
      sepa: sepa.has(key),
    }
  }
  const buyer = await linked('buyer', ids.buyer)
  const pro = await linked('pro', ids.pro)
  // Two business clients with a second delivery address and two contacts (issue 17 §1).
  for (const c of list)
    if (c.key === 'sancerrois' || c.key === 'cellier')
      await seedAddressBook(db, ids.shopId, c.id, demoAddressBooks[c.key])
  return { list: [...list, buyer, pro], buyer, pro }
}

/** What the year's orders are made of: online products with uncounted stock, by typology. */
async function catalogueChoices(
  db: Db,
  shopId: number,
  futureVintageId: number,
): Promise<CatalogueChoice[]> {
  const rows = await db
    .select({ format: productFormats, product: products })
    .from(productFormats)
    .innerJoin(products, eq(products.id, productFormats.productId))
    .where(
      and(
        eq(products.shopId, shopId),
        eq(products.status, 'online'),
        // Counted stocks are the checkout journeys' to take; the demo leaves them as seeded.
        isNull(productFormats.stock),
      ),
    )
    .orderBy(asc(products.position), asc(productFormats.position))
  const vintages = await db
    .select({ id: productVintages.id, productId: productVintages.productId })
    .from(productVintages)
    .where(
      inArray(
        productVintages.productId,
        rows.map((r) => r.product.id),
      ),
    )
    .orderBy(asc(productVintages.position))
  return rows.map(({ format, product }) => {
    const size: CatalogueChoice['size'] =
      product.productType !== 'bottle'
        ? 'other'
        : format.unity === 'Litre(s)' && format.unityValue >= 3
          ? 'bib'
          : format.unity === 'Litre(s)'
            ? 'magnum'
            : 'bottle'
    const typologies: CatalogueChoice['typologies'] = []
    if (format.typologies.particulier?.visible !== false) typologies.push('particulier')
    for (const key of ['restaurateur', 'caviste'] as const)
      if (format.typologies[key]?.visible) typologies.push(key)
    return {
      formatId: format.id,
      vintageIds: vintages
        .filter((v) => v.productId === product.id && v.id !== futureVintageId)
        .map((v) => v.id),
      size,
      typologies,
    }
  })
}

/** SEPA mandates in each status (they come from Stripe; the demo writes what it would have). */
async function seedMandates(db: Db, shopId: number, list: SeededClient[], now: number) {
  const [existing] = await db
    .select({ id: sepaMandates.id })
    .from(sepaMandates)
    .where(and(eq(sepaMandates.shopId, shopId), like(sepaMandates.reference, 'mandate_demo_%')))
  if (existing) return
  const byKey = (key: string) => list.find((c) => c.key === key)!
  const mandates = [
    { key: 'sancerrois', status: 'completed', last4: '4821', daysAgo: 300 },
    { key: 'cellier', status: 'completed', last4: '0397', daysAgo: 240 },
    { key: 'pro', status: 'completed', last4: '7710', daysAgo: 180 },
    { key: 'marche', status: 'processing', last4: '1564', daysAgo: 3 },
    { key: 'grappes', status: 'pending', last4: null, daysAgo: 1 },
    { key: 'leon', status: 'error', last4: '9032', daysAgo: 45 },
  ] as const
  await db.insert(sepaMandates).values(
    mandates.map((m, i) => {
      const client = byKey(m.key)
      const at = new Date(now - m.daysAgo * DAY)
      return {
        shopId,
        clientId: client.id,
        reference: `mandate_demo_${String(i + 1).padStart(4, '0')}`,
        status: m.status,
        ibanLast4: m.last4,
        signedAt: m.status === 'completed' ? new Date(at.getTime() + 2 * DAY) : null,
        createdAt: at,
        updatedAt: m.status === 'completed' ? new Date(at.getTime() + 2 * DAY) : at,
      }
    }),
  )
}
