/**
 * A shop's clients (spec 2.2): the buyers who ordered from it and the customers its staff
 * entered. Agents (and collaborators denied seeAllClient) only read and write those they follow.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  clientName,
  clientText,
  derivedSiren,
  named,
  sirenMatches,
  type ClientInput,
} from '#app/modules/clients/domain/clients'
import { companyIdMessages } from '#app/platform/domain/company-ids'
import { followerRoles } from '#app/modules/clients/domain/followers'
import type { Db } from '#app/platform/db/client'
import { clients, shopMembers, shops, users, type Address } from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import type { Member } from '#app/platform/api/types'
import { clientScope, followerOf } from './client-scope'
import { adoptAddressColumns } from './client-addresses'
import { findClient, withName, type ClientRow } from './client-record'

export { clientName, clientScope, clientText, followerOf, type ClientInput }
export { findClient, withName, type ClientRecord, type ClientRow } from './client-record'

/** Refuses a typology the shop does not define and a follower who does not work for it. */
async function checkReferences(db: Db, shopId: number, input: ClientInput) {
  if (input.typology) {
    const [shop] = await db
      .select({ typologies: shops.typologies })
      .from(shops)
      .where(eq(shops.id, shopId))
    if (!shop?.typologies[input.typology])
      throw new ApiError(400, clientText.typology, { typology: [clientText.typology] })
  }
  if (input.agentId) {
    const [agent] = await db
      .select({ id: shopMembers.userId })
      .from(shopMembers)
      .where(
        and(
          eq(shopMembers.shopId, shopId),
          eq(shopMembers.userId, input.agentId),
          inArray(shopMembers.role, [...followerRoles]),
        ),
      )
    if (!agent) throw new ApiError(400, clientText.agent, { agentId: [clientText.agent] })
  }
}

/**
 * The columns written from the input: the SIREN follows the SIRET; a narrowed actor's clients
 * stay theirs (else they would lose sight of the client they just wrote).
 */
function columnsOf(actor: Member, input: ClientInput) {
  const { agentId, siren, ...rest } = input
  const follower = followerOf(actor)
  const derived = derivedSiren({ siret: input.siret, siren })
  return {
    ...rest,
    ...(derived !== undefined ? { siren: derived } : {}),
    ...(follower !== null ? { agentId: follower } : agentId !== undefined ? { agentId } : {}),
  }
}

export async function createClient(db: Db, actor: Member, input: ClientInput) {
  await checkReferences(db, actor.shop.id, input)
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(clients)
      .values({ shopId: actor.shop.id, ...columnsOf(actor, input) })
      .returning()
    return adopted(tx, actor.shop.id, inserted, input)
  })
  return withName(row)
}

/**
 * The addresses written on the row become its default addresses (client-addresses.ts, the one
 * write path of a client's address); the row as mirrored.
 */
async function adopted(
  tx: Db,
  shopId: number,
  row: ClientRow,
  input: { billingAddress?: Address | null; deliveryAddress?: Address | null },
) {
  if (input.billingAddress === undefined && input.deliveryAddress === undefined) return row
  await adoptAddressColumns(tx, shopId, row.id, input)
  const [mirrored] = await tx.select().from(clients).where(eq(clients.id, row.id))
  return mirrored
}

export async function updateClient(db: Db, actor: Member, id: number, input: ClientInput) {
  const current = await findClient(db, actor, id)
  const merged = {
    lastname: input.lastname === undefined ? current.lastname : input.lastname,
    businessName: input.businessName === undefined ? current.businessName : input.businessName,
  }
  if (!named(merged)) throw new ApiError(400, clientText.name, { lastname: [clientText.name] })
  // A SIREN sent alone must still match the SIRET kept (the schema only sees what was sent).
  const siret = input.siret === undefined ? current.siret : input.siret
  if (!sirenMatches({ siret, siren: input.siren }))
    throw new ApiError(400, companyIdMessages.mismatch, { siren: [companyIdMessages.mismatch] })
  await checkReferences(db, actor.shop.id, input)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(clients)
      .set({
        ...columnsOf(actor, input),
        // A prospect made a client keeps its row (its history) and the day it changed.
        ...(current.pipe === 'prospect' && input.pipe === 'client'
          ? { convertedAt: new Date() }
          : {}),
        ...(input.pipe === 'prospect' ? { convertedAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(clients.id, id), clientScope(actor)))
      .returning()
    return withName(await adopted(tx, actor.shop.id, row, input))
  })
}

/**
 * The client row of a buyer account in a shop, created from the account on its first order
 * (the unique (shop, user) index makes two concurrent checkouts agree on one row). Its id. An
 * account whose e-mail is proven (validated) takes over the shop's client of that e-mail not yet
 * linked to an account (a client typed or imported before they signed up, e.g. an invited one),
 * so their history and terms stay on one row.
 */
export async function ensureClientForBuyer(db: Db, shopId: number, userId: number) {
  const [existing] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.shopId, shopId), eq(clients.userId, userId)))
  if (existing) return existing.id
  const [user] = await db
    .select({
      firstname: users.firstname,
      lastname: users.lastname,
      username: users.username,
      email: users.email,
      phone: users.phone,
      isPro: users.isPro,
      business: users.business,
      siret: users.siret,
      deliveryAddress: users.deliveryAddress,
      billingAddress: users.billingAddress,
      typology: shopMembers.typology,
      validatedAt: users.validatedAt,
    })
    .from(users)
    .leftJoin(shopMembers, and(eq(shopMembers.userId, users.id), eq(shopMembers.shopId, shopId)))
    .where(eq(users.id, userId))
  if (!user) throw new ApiError(404, clientText.notFound)
  if (user.validatedAt) {
    const [claimed] = await db
      .update(clients)
      .set({ userId, updatedAt: new Date() })
      .where(
        eq(
          clients.id,
          sql`(select ${clients.id} from ${clients} where ${clients.shopId} = ${shopId} and ${clients.userId} is null and lower(${clients.email}) = ${user.email.toLowerCase()} order by ${clients.id} limit 1)`,
        ),
      )
      .returning({ id: clients.id })
    if (claimed) return claimed.id
  }
  const [inserted] = await db
    .insert(clients)
    .values({
      shopId,
      userId,
      isPro: user.isPro,
      firstname: user.firstname,
      lastname: user.lastname ?? (user.firstname ? null : user.username),
      businessName: user.business?.name ?? user.business?.reason ?? null,
      email: user.email.toLowerCase(),
      phone: user.phone,
      typology: user.typology,
      siret: user.siret,
      billingAddress: user.billingAddress,
      deliveryAddress: user.deliveryAddress,
    })
    .onConflictDoNothing({ target: [clients.shopId, clients.userId] })
    .returning()
  // The account's addresses become the new row's default addresses.
  if (inserted) await adopted(db, shopId, inserted, inserted)
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.shopId, shopId), eq(clients.userId, userId)))
  return row.id
}
