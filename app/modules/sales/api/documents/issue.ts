/**
 * Issuing a document: in one transaction it takes the next number of its series, freezes the
 * seller and buyer as they are that day, sets the issue date, the due date (from the payment
 * delay, as a real date) or a quote's validity, and moves it to "Émis". From then on the
 * database refuses any change to what it says.
 */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm'
import {
  dueDate,
  paymentDelayRefusal,
  saleForDelay,
  pickPaymentDelay,
} from '#app/modules/sales/domain/payment-delays'
import type { TaxRegime } from '#app/modules/pricing/domain/tax-regime'
import type { Db } from '#app/platform/db/client'
import {
  clients,
  orders,
  products,
  salesDocuments,
  shipments,
  shops,
  type DocumentLine,
  type DocumentParty,
} from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import { emitWebhookEvent } from '#app/modules/integrations/api/webhooks'
import { takeNumber } from './numbering'
import {
  assertDocumentTransition,
  buyerSnapshot,
  documentText,
  loadDocument,
  sellerSnapshot,
  type DocumentRecord,
} from './records'

/** A quote issued without a validity date stays valid 30 days. */
const QUOTE_VALIDITY = '30'

/** When the order was last delivered, for 'À la livraison' and the date of sale. */
async function deliveredAt(tx: Db, orderId: number | null): Promise<Date | null> {
  if (!orderId) return null
  const [row] = await tx
    .select({ at: shipments.deliveredAt })
    .from(shipments)
    .where(
      and(
        eq(shipments.orderId, orderId),
        eq(shipments.kind, 'delivery'),
        isNotNull(shipments.deliveredAt),
      ),
    )
    .orderBy(desc(shipments.deliveredAt))
    .limit(1)
  return row?.at ?? null
}

/**
 * Refuses (400) a payment term the law does not allow between businesses in France (L441-10,
 * L441-11: `paymentDelayRefusal`); private buyers and deliveries abroad keep every term.
 */
async function assertLegalDelay(
  tx: Db,
  delay: string,
  buyer: DocumentParty | null,
  lines: readonly DocumentLine[],
) {
  const productIds = [...new Set(lines.map((l) => l.productId).filter((id) => id != null))]
  const sold = productIds.length
    ? await tx
        .select({
          productType: products.productType,
          type: products.type,
          fiscalCategory: products.fiscalCategory,
        })
        .from(products)
        .where(inArray(products.id, productIds))
    : []
  const refusal = paymentDelayRefusal(
    delay,
    saleForDelay({
      business: buyer?.business !== false,
      country: (buyer?.deliveryAddress ?? buyer?.address)?.country,
      products: sold,
    }),
  )
  if (refusal) throw new ApiError(400, refusal, { paymentDelay: [refusal] })
}

/** The sale's tax regime on the buyer's snapshot (its mentions; the intra-EU VAT number). */
function withTaxRegime(buyer: DocumentParty, order: { taxRegime: TaxRegime | null } | undefined) {
  const regime = order?.taxRegime
  if (!regime || regime.kind === 'france') return buyer
  return {
    ...buyer,
    taxRegime: regime,
    ...(regime.kind === 'intraEuBusiness' ? { vatNumber: regime.buyerVatNumber } : {}),
  }
}

/**
 * Issues document `id` of `shopId` inside `tx`, the caller's transaction. `eDaReference`: an
 * intra-EU sale under duty suspension, the e-DA reference the producer gives when billing.
 */
export async function issueInTransaction(
  tx: Db,
  shopId: number,
  id: number,
  now: Date,
  { eDaReference }: { eDaReference?: string } = {},
) {
  const [doc] = await tx
    .select()
    .from(salesDocuments)
    .where(and(eq(salesDocuments.id, id), eq(salesDocuments.shopId, shopId)))
    .for('update')
  if (!doc) throw new ApiError(404, documentText.notFound)
  assertDocumentTransition(doc, 'generated')
  if (doc.number) throw new ApiError(409, documentText.issuedImmutable)
  if (doc.lines.length === 0) throw new ApiError(400, documentText.emptyLines)
  // One connection per transaction: its queries run one after the other.
  const [shop] = await tx.select().from(shops).where(eq(shops.id, shopId))
  const [client] = await tx.select().from(clients).where(eq(clients.id, doc.clientId))
  const [order] = doc.orderId
    ? await tx
        .select({
          paymentDelay: orders.paymentDelay,
          billingAddress: orders.billingAddress,
          deliveryAddress: orders.deliveryAddress,
          taxRegime: orders.taxRegime,
        })
        .from(orders)
        .where(eq(orders.id, doc.orderId))
    : [undefined]
  // A credit note names the buyer as its invoice did.
  const [invoice] = doc.invoiceId
    ? await tx
        .select({ buyer: salesDocuments.buyer })
        .from(salesDocuments)
        .where(eq(salesDocuments.id, doc.invoiceId))
    : [undefined]
  const billed = doc.type === 'invoice' || doc.type === 'deposit'
  const delay =
    doc.type === 'credit'
      ? null
      : pickPaymentDelay(
          doc.paymentDelay,
          order?.paymentDelay,
          client?.paymentDelay,
          shop.legal?.paymentDelay,
        )
  const buyer =
    invoice?.buyer ?? (client ? withTaxRegime(buyerSnapshot(client, order ?? {}), order) : null)
  if (buyer && !invoice && eDaReference?.trim()) buyer.eDaReference = eDaReference.trim()
  if (delay) await assertLegalDelay(tx, delay, buyer, doc.lines)
  const delivered = billed ? await deliveredAt(tx, doc.orderId) : null
  const { sequence, number } = await takeNumber(tx, shopId, doc.type)
  await tx
    .update(salesDocuments)
    .set({
      number,
      sequence,
      status: 'generated',
      issuedAt: now,
      paymentDelay: delay,
      dueAt: billed && delay ? dueDate(now, delay, delivered) : null,
      validUntil: doc.type === 'quote' ? (doc.validUntil ?? dueDate(now, QUOTE_VALIDITY)) : null,
      saleDate: doc.saleDate ?? delivered,
      seller: sellerSnapshot(shop),
      buyer,
      updatedAt: now,
    })
    .where(eq(salesDocuments.id, id))
  // An invoice (final or deposit) tells the shop's webhooks: `data.document` as the API reads it.
  if (billed)
    await emitWebhookEvent(
      tx,
      shopId,
      'invoice.issued',
      async () => ({ document: await loadDocument(tx, shopId, id) }),
      `invoice.issued:${id}`,
    )
}

/**
 * Issues a draft document (a quote; invoices, deposits and credit notes are issued as they are
 * created). With `db` a transaction, it runs inside it.
 */
export async function issueDocument(
  db: Db,
  shopId: number,
  documentId: number,
  now: Date = new Date(),
): Promise<DocumentRecord> {
  await db.transaction((tx) => issueInTransaction(tx, shopId, documentId, now))
  return loadDocument(db, shopId, documentId)
}
