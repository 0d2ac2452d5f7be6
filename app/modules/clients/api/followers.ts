/** The shop's members who can follow a client (domain/followers.ts), by name. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { followerRoles } from '#app/modules/clients/domain/followers'
import type { Db } from '#app/platform/db/client'
import { shopMembers, users } from '#app/platform/db/schema'

export async function clientFollowers(db: Db, shopId: number) {
  const name = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstname}, ${users.lastname})), ''), ${users.username})`
  const rows = await db
    .select({ id: users.id, name, role: shopMembers.role })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(and(eq(shopMembers.shopId, shopId), inArray(shopMembers.role, [...followerRoles])))
    .orderBy(asc(name), asc(users.id))
  return rows.map((r) => ({ ...r, role: r.role as (typeof followerRoles)[number] }))
}
