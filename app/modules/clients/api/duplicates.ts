/**
 * Duplicate detection of the client file (issue 17): a client of the shop with the same e-mail or
 * the same SIRET is refused (409), naming the existing client when the caller may open it, and
 * only saying that one exists otherwise (another agent's client stays theirs).
 */
import { and, eq, ne, or } from 'drizzle-orm'
import {
  clientName,
  clientText,
  duplicateMessage,
  type ClientInput,
} from '#app/modules/clients/domain/clients'
import type { Db } from '#app/platform/db/client'
import { clients } from '#app/platform/db/schema'
import type { Member } from '#app/platform/api/types'
import { followerOf } from './client-scope'

export class DuplicateClient extends Error {
  constructor(
    readonly field: 'email' | 'siret',
    readonly duplicate: { id: number; name: string } | null,
  ) {
    super(
      duplicate
        ? duplicateMessage(field, duplicate.name)
        : field === 'email'
          ? clientText.duplicateEmail
          : clientText.duplicateSiret,
    )
  }

  get body() {
    return {
      sucess: false as const,
      message: this.message,
      field: this.field,
      duplicate: this.duplicate,
      errors: { [this.field]: [this.message] },
    }
  }
}

/** Throws DuplicateClient when another client of the shop has the input's e-mail or SIRET. */
export async function assertNoDuplicate(
  db: Db,
  actor: Member,
  input: Pick<ClientInput, 'email' | 'siret'>,
  exceptId?: number,
) {
  const email = input.email ?? null
  const siret = input.siret ?? null
  if (!email && !siret) return
  const [found] = await db
    .select()
    .from(clients)
    .where(
      and(
        eq(clients.shopId, actor.shop.id),
        exceptId === undefined ? undefined : ne(clients.id, exceptId),
        or(
          email ? eq(clients.email, email) : undefined,
          siret ? eq(clients.siret, siret) : undefined,
        ),
      ),
    )
    .orderBy(clients.id)
    .limit(1)
  if (!found) return
  const field = email && found.email === email ? 'email' : 'siret'
  const follower = followerOf(actor)
  const visible = follower === null || found.agentId === follower
  throw new DuplicateClient(field, visible ? { id: found.id, name: clientName(found) } : null)
}
