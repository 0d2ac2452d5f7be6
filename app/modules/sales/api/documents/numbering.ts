/**
 * Gapless document numbers (DOMAIN.md §3): one counter row per shop and series, taken by the
 * transaction that issues the document. The UPDATE locks the row until that transaction ends, so
 * concurrent issues queue on it and each gets the next number; a rolled-back issue gives its
 * number back with everything else, which is what keeps the sequence without gaps.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import { documentSequences, type SalesDocumentType } from '#app/platform/db/schema'

/** Quotes are numbered apart; invoices, deposit invoices and credit notes share one series. */
export type Series = 'quote' | 'invoice'

export const seriesOf = (type: SalesDocumentType): Series =>
  type === 'quote' ? 'quote' : 'invoice'

const prefixes: Record<Series, string> = { quote: 'D', invoice: 'F' }

/** D-000001, F-000042: zero-padded so that sorting the text sorts the numbers. */
export const formatDocumentNumber = (series: Series, sequence: number) =>
  `${prefixes[series]}-${String(sequence).padStart(6, '0')}`

/**
 * The next number of `series` in `shopId`. Must run inside the issuing transaction (`tx`): the
 * row lock it takes is what serialises concurrent issues.
 */
export async function takeNumber(
  tx: Db,
  shopId: number,
  series: Series,
): Promise<{ sequence: number; number: string }> {
  await tx.insert(documentSequences).values({ shopId, series, next: 1 }).onConflictDoNothing()
  const [row] = await tx
    .update(documentSequences)
    .set({ next: sql`${documentSequences.next} + 1` })
    .where(and(eq(documentSequences.shopId, shopId), eq(documentSequences.series, series)))
    .returning({ taken: sql<number>`${documentSequences.next} - 1` })
  const sequence = Number(row.taken)
  return { sequence, number: formatDocumentNumber(series, sequence) }
}
