/** Accounts, clients and back-office orders for the sales API tests. */
import { and, count, eq } from 'drizzle-orm'
import { clients, orders, shopMembers, shops, users } from '#app/platform/db/schema'
import type { Authorizations } from '#app/platform/domain/enums'
import type { TestApi } from '#tests/support/api'
import { lineOf } from './cart-fixtures'
import { call, userIdOf } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'
import { signInDemo } from './sales-db-fixtures'

export type Who = 'buyer' | 'pro' | 'owner' | 'iam' | 'limited' | 'agent' | 'agent2' | 'owner2'
export type Tokens = Record<Who, string>

export const SIRET = '73282932000074'

export const demoAddress = {
  name: 'Le Bistrot du Port',
  street: '3 quai des Pêcheurs',
  zipcode: '17000',
  city: 'La Rochelle',
  country: 'FR',
}

/**
 * Signs in every demo account, plus a second agent of shop 1 made here (agents only ever reach
 * their own clients, so the refusals need two of them).
 */
export async function setUp(t: TestApi): Promise<{ source: number; tokens: Tokens }> {
  const source = await shopIdOf(t, 'SOURCE')
  const { db } = t.database
  const [owner] = await db.select().from(users).where(eq(users.email, 'agent@caveau.test'))
  const [agent2] = await db
    .insert(users)
    .values({
      email: 'agent2@caveau.test',
      username: 'Lucie Moreau',
      firstname: 'Lucie',
      lastname: 'Moreau',
      role: 'agent',
      passwordHash: owner.passwordHash,
      validatedAt: new Date(),
    })
    .returning({ id: users.id })
  await db.insert(shopMembers).values({ shopId: source, userId: agent2.id, role: 'agent' })
  const { iamLimited, ...demo } = await signInDemo(t)
  const agent2Token = (await t.login('agent2@caveau.test')).jwt
  return { source, tokens: { ...demo, limited: iamLimited, agent2: agent2Token } }
}

/** Sets iam@'s rights in shop 1 for the time of `run`, then gives them back. */
export async function withIamRights<T>(
  t: TestApi,
  source: number,
  authorizations: Authorizations,
  run: () => Promise<T>,
): Promise<T> {
  const iamId = await userIdOf(t, 'iam@caveau.test')
  const where = and(eq(shopMembers.userId, iamId), eq(shopMembers.shopId, source))
  const { db } = t.database
  const [member] = await db.select().from(shopMembers).where(where)
  await db.update(shopMembers).set({ authorizations }).where(where)
  try {
    return await run()
  } finally {
    await db.update(shopMembers).set({ authorizations: member.authorizations }).where(where)
  }
}

/** Turns a module of a shop off for the time of `run`, then gives the shop its modules back. */
export async function withModuleOff<T>(
  t: TestApi,
  shopId: number,
  module: string,
  run: () => Promise<T>,
): Promise<T> {
  const { db } = t.database
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId))
  await db
    .update(shops)
    .set({ integration: { ...shop.integration, [module]: { active: false } } })
    .where(eq(shops.id, shopId))
  try {
    return await run()
  } finally {
    await db.update(shops).set({ integration: shop.integration }).where(eq(shops.id, shopId))
  }
}

export async function newClient(
  t: TestApi,
  token: string,
  body: Record<string, unknown> = {},
): Promise<any> {
  const res = await call(
    await t.request('/v1/clients', {
      method: 'POST',
      token,
      json: { lastname: 'Durand', firstname: 'Hélène', typology: 'restaurateur', ...body },
    }),
  )
  if (res.status !== 201) throw new Error(`client: ${res.text}`)
  return res.body.client
}

/** A back-office entry of `quantity` of a product's first format (and first vintage). */
export async function entryLine(t: TestApi, slug: string, quantity: number, format = 0) {
  const line = await lineOf(t, slug, { quantity, format })
  return { formatId: line.formatId, vintageId: line.vintageId, quantity }
}

export async function enter(t: TestApi, token: string, body: Record<string, unknown>) {
  return call(
    await t.request('/v1/orders/entries', {
      method: 'POST',
      token,
      json: { paymentType: 'transfer', ...body },
    }),
  )
}

export async function countOrders(t: TestApi) {
  const [row] = await t.database.db.select({ n: count() }).from(orders)
  return Number(row.n)
}

export async function countClients(t: TestApi) {
  const [row] = await t.database.db.select({ n: count() }).from(clients)
  return Number(row.n)
}
