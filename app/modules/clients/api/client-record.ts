/** One client as the API answers it, found within the actor's reach (client-scope.ts). */
import { and, eq } from 'drizzle-orm'
import { clientName, clientText } from '#app/modules/clients/domain/clients'
import type { Db } from '#app/platform/db/client'
import { clients } from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import type { Member } from '#app/platform/api/types'
import { clientScope } from './client-scope'

export type ClientRow = typeof clients.$inferSelect

export const withName = (row: ClientRow) => ({ ...row, name: clientName(row) })
export type ClientRecord = ReturnType<typeof withName>

/** One client within the actor's reach, or 404. */
export async function findClient(
  db: Db,
  actor: Pick<Member, 'shop' | 'agentId' | 'userId'>,
  id: number,
): Promise<ClientRecord> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), clientScope(actor)))
  if (!row) throw new ApiError(404, clientText.notFound)
  return withName(row)
}
