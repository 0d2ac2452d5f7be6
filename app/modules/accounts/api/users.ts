import { asc, eq, sql } from 'drizzle-orm'
import type { ApiUser, UserShop } from '../contract'
import type { Db } from '#app/platform/db/client'
import { masterAccounts, shopMembers, shops, users } from '#app/platform/db/schema'
import { requestScoped } from '#app/platform/request-scope'

export type { ApiUser, UserShop }

export async function findUserByLogin(db: Db, login: string) {
  const value = login.trim().toLowerCase()
  const byEmail = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${value}`)
  if (byEmail[0]) return byEmail[0]
  // Usernames are not unique: accept one only when it names a single account.
  const byName = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${value}`)
    .limit(2)
  return byName.length === 1 ? byName[0] : null
}

export async function findMasterByLogin(db: Db, login: string) {
  const value = login.trim().toLowerCase()
  const [row] = await db
    .select()
    .from(masterAccounts)
    .where(
      sql`lower(${masterAccounts.email}) = ${value} or lower(${masterAccounts.username}) = ${value}`,
    )
    .limit(1)
  return row ?? null
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const value = email.trim().toLowerCase()
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${value}`)
  if (u) return true
  const [m] = await db
    .select({ id: masterAccounts.id })
    .from(masterAccounts)
    .where(sql`lower(${masterAccounts.email}) = ${value}`)
  return Boolean(m)
}

/** A membership as the API shows it: the shop and the member's role, typology and rights. */
const membershipColumns = {
  id: shops.id,
  code: shops.code,
  name: shops.name,
  urlShop: shops.urlShop,
  role: shopMembers.role,
  typology: shopMembers.typology,
  authorizations: shopMembers.authorizations,
  integration: shops.integration,
  closedAt: shops.closedAt,
  suspendedAt: shops.suspendedAt,
}
const membershipOrder = [asc(shopMembers.position), asc(shopMembers.createdAt), asc(shops.id)]

const membershipRows = (db: Db, userId: number) =>
  db
    .select(membershipColumns)
    .from(shopMembers)
    .innerJoin(shops, eq(shops.id, shopMembers.shopId))
    .where(eq(shopMembers.userId, userId))
    .orderBy(...membershipOrder)

type MembershipRow = Awaited<ReturnType<typeof membershipRows>>[number]

const membershipOf = ({ suspendedAt, closedAt, ...r }: MembershipRow): UserShop => ({
  ...r,
  closedAt: closedAt ? closedAt.toISOString() : null,
  suspended: suspendedAt !== null,
})

export async function userShops(db: Db, userId: number): Promise<UserShop[]> {
  return (await membershipRows(db, userId)).map(membershipOf)
}

/** The user and their memberships, in one statement (every signed-in request reads them). */
export async function loadApiUser(
  db: Db,
  userId: number,
  masterAccountId?: number,
): Promise<ApiUser | null> {
  const rows = await db
    .select({ user: users, shop: membershipColumns })
    .from(users)
    .leftJoin(shopMembers, eq(shopMembers.userId, users.id))
    .leftJoin(shops, eq(shops.id, shopMembers.shopId))
    .where(eq(users.id, userId))
    .orderBy(...membershipOrder)
  const row = rows[0]?.user
  if (!row) return null
  let masterAccount: ApiUser['masterAccount'] = null
  if (masterAccountId !== undefined) {
    const [m] = await db
      .select({ id: masterAccounts.id, username: masterAccounts.username })
      .from(masterAccounts)
      .where(eq(masterAccounts.id, masterAccountId))
    masterAccount = m ?? null
  }
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    phone: row.phone,
    role: row.role,
    lastname: row.lastname,
    firstname: row.firstname,
    isPro: row.isPro,
    business: row.business ?? null,
    siret: row.siret,
    siren: row.siren,
    scope: row.scope,
    validated: row.validatedAt !== null,
    // A user without a shop comes as one row whose joined columns are all null.
    shops: rows.flatMap(({ shop }) => (shop?.id ? [membershipOf(shop as MembershipRow)] : [])),
    masterAccount,
    cart: row.cart ?? { orders: [] },
    deliveryAddress: row.deliveryAddress ?? null,
    billingAddress: row.billingAddress ?? null,
  }
}

/**
 * `loadApiUser` read once per HTTP read: the guard's `/users/me` and a catalogue's viewer
 * (catalogue-viewer.ts) of the same page share one read of the user and their memberships.
 */
export function requestApiUser(
  db: Db,
  userId: number,
  masterAccountId?: number,
): Promise<ApiUser | null> {
  const load = () => loadApiUser(db, userId, masterAccountId)
  return requestScoped(`apiUser\u0000${userId}\u0000${masterAccountId ?? ''}`, load) ?? load()
}
