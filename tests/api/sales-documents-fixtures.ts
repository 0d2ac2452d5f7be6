/**
 * Clients and validated orders for the sales-document tests, inserted directly (the back-office
 * order entry API is another module), and the shop's legal identity an invoice needs.
 */
import { eq, sql } from 'drizzle-orm'
import {
  clients,
  orderLines,
  orders,
  salesDocuments,
  shopMembers,
  shops,
  users,
  type ShopLegal,
} from '#app/api/db/schema'
import type { Authorizations } from '#app/domain/enums'
import type { TestApi } from '#tests/support/api'
import { lineOf } from './cart-fixtures'

export const sourceLegal: ShopLegal = {
  legalName: 'SARL Domaine de la Source',
  legalForm: 'SARL',
  capitalCents: 1_000_000,
  siret: '73282932000074',
  rcsCity: 'Bourges',
  vatNumber: 'FR44732829320',
  exciseNumber: 'FR012345E6789',
  address: { street: '1 chemin des Vignes', zipcode: '18300', city: 'Sancerre', country: 'FR' },
  latePenaltyRate: 10.15,
  paymentDelay: '30',
}

export async function setShopLegal(t: TestApi, shopId: number, legal: ShopLegal = sourceLegal) {
  await t.database.db.update(shops).set({ legal }).where(eq(shops.id, shopId))
}

let counter = 0

export async function createClient(
  t: TestApi,
  shopId: number,
  options: {
    agentId?: number | null
    typology?: string
    businessName?: string
    lastname?: string
    paymentDelay?: string
  } = {},
): Promise<number> {
  counter += 1
  const [row] = await t.database.db
    .insert(clients)
    .values({
      shopId,
      agentId: options.agentId ?? null,
      isPro: options.typology !== 'particulier',
      firstname: 'Client',
      lastname: options.lastname ?? `Test ${counter}`,
      businessName: options.businessName ?? null,
      email: `client${counter}@exemple.test`,
      typology: options.typology ?? 'restaurateur',
      siret: '73282932000074',
      vatNumber: 'FR44732829320',
      billingAddress: { street: `${counter} rue du Port`, zipcode: '44000', city: 'Nantes' },
      paymentDelay: options.paymentDelay ?? null,
    })
    .returning({ id: clients.id })
  return row.id
}

/**
 * A validated back-office order: 3 Sancerre Les Caillottes at 12,90 € TTC (Particulier) and
 * 9,90 € of shipping, exactly as the pricing engine settles them: 48,60 € TTC.
 */
export async function createValidatedOrder(
  t: TestApi,
  shopId: number,
  clientId: number,
  status: 'validated' | 'pending' = 'validated',
): Promise<number> {
  const { db } = t.database
  const line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 3 })
  const [order] = await db
    .insert(orders)
    .values({
      shopId,
      clientId,
      status,
      kind: 'order',
      source: 'backoffice',
      typology: 'particulier',
      ttc: true,
      totalHtCents: 3225 + 825,
      tvaCents: 645 + 165,
      dutiesCents: 9,
      shippingCents: 990,
      totalTtcCents: 4860,
      paymentType: 'transfer',
      paymentDelay: '30',
      validatedAt: status === 'validated' ? new Date() : null,
    })
    .returning({ id: orders.id })
  await db.insert(orderLines).values({
    orderId: order.id,
    productId: line.productId,
    formatId: line.formatId,
    vintageId: line.vintageId,
    name: 'Sancerre Les Caillottes',
    formatLabel: '75 cl',
    vintageName: '2022',
    quantity: 3,
    unitPriceCents: 1290,
    vatRate: 20,
    totalHtCents: 3225,
    vatCents: 645,
    dutiesCents: 9,
    totalTtcCents: 3870,
  })
  return order.id
}

/** Another agent of the shop, following clients of their own. */
export async function createAgent(t: TestApi, shopId: number): Promise<number> {
  counter += 1
  const [user] = await t.database.db
    .insert(users)
    .values({
      username: `Agent ${counter}`,
      email: `agent${counter}.${Date.now()}@exemple.test`,
      passwordHash: 'not-a-usable-hash',
      role: 'agent',
    })
    .returning({ id: users.id })
  await t.database.db.insert(shopMembers).values({ shopId, userId: user.id, role: 'agent' })
  return user.id
}

/** Sets the permission map of a collaborator in their shop. */
export async function setAuthorizations(
  t: TestApi,
  userId: number,
  authorizations: Authorizations,
) {
  await t.database.db
    .update(shopMembers)
    .set({ authorizations })
    .where(eq(shopMembers.userId, userId))
}

export async function countDocuments(t: TestApi): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(salesDocuments)
  return Number(row.n)
}

export async function documentRow(t: TestApi, id: number) {
  const [row] = await t.database.db.select().from(salesDocuments).where(eq(salesDocuments.id, id))
  return row
}

export async function orderRow(t: TestApi, id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id))
  return row
}
