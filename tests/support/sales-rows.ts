import type { Db } from '#app/platform/db/client'
import { salesDocuments } from '#app/platform/db/schema'

/**
 * A generated invoice of the first demo shop written straight into the database (6 × Sancerre
 * 2022 at 15,00 € HT, 20 % VAT: 108,00 € TTC due), for tests that need an issued document without
 * going through the sales cycle. `sequence` keeps the numbers of one test apart (F-{sequence}).
 */
export async function insertGeneratedInvoice(
  db: Db,
  { clientId, orderId, sequence }: { clientId: number; orderId?: number; sequence: number },
): Promise<number> {
  const line = { name: 'Sancerre 2022', quantity: 6, unitHtCents: 1_500, vatRate: 20 }
  const [doc] = await db
    .insert(salesDocuments)
    .values({
      shopId: 1,
      type: 'invoice',
      status: 'generated',
      clientId,
      orderId: orderId ?? null,
      number: `F-${sequence}`,
      sequence,
      issuedAt: new Date('2026-03-02T10:00:00Z'),
      dueAt: new Date('2026-04-01T21:59:59Z'),
      buyer: { name: 'Cave Ressource' },
      lines: [
        { ...line, totalHtCents: 9_000, vatCents: 1_800, dutiesCents: 0, totalTtcCents: 10_800 },
      ],
      totalHtCents: 9_000,
      tvaCents: 1_800,
      totalTtcCents: 10_800,
      dueCents: 10_800,
    })
    .returning({ id: salesDocuments.id })
  return doc.id
}
