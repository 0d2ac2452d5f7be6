/**
 * Gapless document numbers (DOMAIN.md §3): one counter row per shop and series, taken by the
 * transaction that issues the document. The UPDATE locks the row until that transaction ends, so
 * concurrent issues queue on it and each gets the next number; a rolled-back issue gives its
 * number back with everything else, which is what keeps the sequence without gaps. The prefix is
 * the shop's (settings' 'Numérotation des documents'), read in the same transaction; changing it
 * never resets a counter.
 */
import { and, eq, sql } from 'drizzle-orm'
import {
  formatDocumentNumber,
  prefixesOf,
  prefixKindOf,
} from '#app/modules/settings/domain/numbering'
import type { Db } from '#app/platform/db/client'
import { documentSequences, shops, type SalesDocumentType } from '#app/platform/db/schema'

/** Quotes are numbered apart; invoices, deposit invoices and credit notes share one series. */
export type Series = 'quote' | 'invoice'

export const seriesOf = (type: SalesDocumentType): Series =>
  type === 'quote' ? 'quote' : 'invoice'

/**
 * The next number of a document of `type` in `shopId`. Must run inside the issuing transaction
 * (`tx`): the row lock it takes is what serialises concurrent issues.
 */
export async function takeNumber(
  tx: Db,
  shopId: number,
  type: SalesDocumentType,
): Promise<{ sequence: number; number: string }> {
  const series = seriesOf(type)
  await tx.insert(documentSequences).values({ shopId, series, next: 1 }).onConflictDoNothing()
  const [row] = await tx
    .update(documentSequences)
    .set({ next: sql`${documentSequences.next} + 1` })
    .where(and(eq(documentSequences.shopId, shopId), eq(documentSequences.series, series)))
    .returning({ taken: sql<number>`${documentSequences.next} - 1` })
  const [shop] = await tx
    .select({ settings: shops.settings })
    .from(shops)
    .where(eq(shops.id, shopId))
  const prefix = prefixesOf(shop?.settings.numbering)[prefixKindOf(type)]
  const sequence = Number(row.taken)
  return { sequence, number: formatDocumentNumber(prefix, sequence) }
}
