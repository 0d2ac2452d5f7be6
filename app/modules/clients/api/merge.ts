/**
 * Duplicates and their merge (issue 17 §1): the clients of the shop that look like one client (same
 * e-mail, SIRET or SIREN), and the merge of one into another in one transaction: every order,
 * document, payment, SEPA mandate, task, opportunity and list membership of the merged client
 * moves to the kept one, the fields chosen from the merged one are copied, the merged row is
 * deleted. Issued documents keep what they say (their buyer snapshot): only their client link
 * moves, which the database allows inside this transaction alone (migration 0025).
 */
import { and, asc, eq, ne, or, sql } from 'drizzle-orm'
import { gdprText, type MergeInput } from '#app/modules/clients/domain/gdpr'
import { derivedSiren, uniqueTags } from '#app/modules/clients/domain/clients'
import type { Db } from '#app/platform/db/client'
import {
  clients,
  crmListMembers,
  opportunities,
  orders,
  payments,
  salesDocuments,
  sepaMandates,
  tasks,
} from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import type { Member } from '#app/platform/api/types'
import { clientScope, findClient, withName } from './clients'
import { moveAddressesAndContacts } from './client-addresses'

/** The other clients within reach sharing this one's e-mail, SIRET or SIREN (at most 20). */
export async function clientDuplicates(db: Db, actor: Member, id: number) {
  const client = await findClient(db, actor, id)
  const same = or(
    client.email ? eq(clients.email, client.email) : undefined,
    client.siret ? eq(clients.siret, client.siret) : undefined,
    client.siren ? eq(clients.siren, client.siren) : undefined,
  )
  if (!same) return []
  const rows = await db
    .select()
    .from(clients)
    .where(and(clientScope(actor), ne(clients.id, id), same))
    .orderBy(asc(clients.id))
    .limit(20)
  return rows.map(withName)
}

/** Moves every row naming `from` to `to` (each table's client column), within `tx`. */
async function moveReferences(tx: Db, shopId: number, from: number, to: number) {
  await tx.update(orders).set({ clientId: to }).where(eq(orders.clientId, from))
  // The issued documents' immutability trigger lets their client link alone move, here only.
  await tx.execute(sql`select set_config('caveau.client_merge', 'on', true)`)
  await tx
    .update(salesDocuments)
    .set({ clientId: to })
    .where(and(eq(salesDocuments.shopId, shopId), eq(salesDocuments.clientId, from)))
  await tx.execute(sql`select set_config('caveau.client_merge', 'off', true)`)
  await tx.update(payments).set({ clientId: to }).where(eq(payments.clientId, from))
  await tx.update(sepaMandates).set({ clientId: to }).where(eq(sepaMandates.clientId, from))
  await tx.update(tasks).set({ clientId: to }).where(eq(tasks.clientId, from))
  await tx.update(opportunities).set({ clientId: to }).where(eq(opportunities.clientId, from))
  // A list holding both keeps one membership.
  await tx.execute(
    sql`insert into ${crmListMembers} (list_id, client_id, created_at)
        select list_id, ${to}, created_at from ${crmListMembers} where client_id = ${from}
        on conflict do nothing`,
  )
  await tx.delete(crmListMembers).where(eq(crmListMembers.clientId, from))
}

/**
 * Merges `input.otherId` into `id`: both within the actor's reach (else 404), not the same, not
 * anonymised, not two buyer accounts (the row follows one account). The kept client takes the
 * fields listed in `fromOther`; its buyer account is the merged one's when it had none.
 */
export async function mergeClients(db: Db, actor: Member, id: number, input: MergeInput) {
  if (input.otherId === id)
    throw new ApiError(400, gdprText.mergedSelf, { otherId: [gdprText.mergedSelf] })
  const kept = await findClient(db, actor, id)
  const other = await findClient(db, actor, input.otherId)
  if (kept.anonymisedAt || other.anonymisedAt) throw new ApiError(409, gdprText.anonymisedMerge)
  if (kept.userId !== null && other.userId !== null && kept.userId !== other.userId)
    throw new ApiError(409, gdprText.twoAccounts)
  // The address columns follow the addresses moved (client-addresses.ts), not a copy.
  const chosen = Object.fromEntries(
    input.fromOther
      .filter((f) => f !== 'billingAddress' && f !== 'deliveryAddress')
      .map((f) => [f, other[f]]),
  )
  if ('siret' in chosen)
    chosen.siren = derivedSiren({ siret: other.siret, siren: other.siren }) ?? null
  const shopId = actor.shop.id
  const row = await db.transaction(async (tx) => {
    const userId = kept.userId ?? other.userId
    await moveReferences(tx, shopId, other.id, kept.id)
    // Its addresses and contacts too; a chosen address makes the merged one's default the kept's.
    await moveAddressesAndContacts(tx, shopId, other.id, kept.id, {
      ...(input.fromOther.includes('billingAddress')
        ? { billingAddress: other.billingAddress }
        : {}),
      ...(input.fromOther.includes('deliveryAddress')
        ? { deliveryAddress: other.deliveryAddress }
        : {}),
    })
    // The merged row goes first: the kept one may then take its buyer account (unique per shop).
    await tx.delete(clients).where(and(eq(clients.id, other.id), eq(clients.shopId, shopId)))
    const [updated] = await tx
      .update(clients)
      .set({
        ...chosen,
        userId,
        tags: uniqueTags([...kept.tags, ...other.tags]),
        updatedAt: new Date(),
      })
      .where(and(eq(clients.id, kept.id), eq(clients.shopId, shopId)))
      .returning()
    return updated
  })
  return withName(row)
}
