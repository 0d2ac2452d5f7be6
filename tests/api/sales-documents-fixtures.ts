/**
 * Clients, validated orders and agents for the sales-document tests, inserted directly (the
 * back-office order entry API is another module).
 */
import { eq } from 'drizzle-orm'
import { shopMembers, users } from '#app/platform/db/schema'
import type { Authorizations } from '#app/platform/domain/enums'
import type { TestApi } from '#tests/support/api'
import { lineOf } from './cart-fixtures'
import { insertClientRow, insertOrderRow } from './sales-db-fixtures'

let agentCounter = 0

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
  const row = await insertClientRow(t.database.db, (n) => ({
    shopId,
    agentId: options.agentId ?? null,
    isPro: options.typology !== 'particulier',
    firstname: 'Client',
    lastname: options.lastname ?? `Test ${n}`,
    businessName: options.businessName ?? null,
    email: `client${n}@exemple.test`,
    typology: options.typology ?? 'restaurateur',
    siret: '73282932000074',
    vatNumber: 'FR44732829320',
    billingAddress: { street: `${n} rue du Port`, zipcode: '44000', city: 'Nantes' },
    paymentDelay: options.paymentDelay ?? null,
  }))
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
  const line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 3 })
  const order = await insertOrderRow(
    t.database.db,
    {
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
    },
    {
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
    },
  )
  return order.id
}

/** Another agent of the shop, following clients of their own. */
export async function createAgent(t: TestApi, shopId: number): Promise<number> {
  agentCounter += 1
  const [user] = await t.database.db
    .insert(users)
    .values({
      username: `Agent ${agentCounter}`,
      email: `agent${agentCounter}.${Date.now()}@exemple.test`,
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
