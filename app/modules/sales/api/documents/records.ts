/**
 * Sales documents as the API answers them (`DocumentRecord`), who may see which, and the seller
 * and buyer snapshots frozen at issue.
 */
import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm'
import {
  assertTransition,
  documentMachines,
  TransitionError,
} from '#app/modules/sales/domain/machines'
import { DocumentRuleError } from '#app/modules/sales/domain/document-math'
import { documentTemplateOf } from '#app/modules/settings/domain/document-template'
import {
  legalFooter,
  missingMentions,
  type Mention,
  type SellerSnapshot,
} from '#app/modules/sales/domain/legal-mentions'
import type { Db } from '#app/platform/db/client'
import {
  clients,
  orders,
  salesDocuments,
  type Address,
  type DocumentParty,
  type LegalStatus,
  type SalesDocumentType,
  type shops,
} from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'

export type SalesDocumentRow = typeof salesDocuments.$inferSelect
export type ClientRow = typeof clients.$inferSelect
type ShopRow = typeof shops.$inferSelect

/**
 * Whose documents a caller reaches: a shop's, and for an agent only those of the clients they
 * follow (or of orders credited to them). Anything else answers 404.
 */
export type DocumentScope = { shopId: number; agentId?: number }

export type LinkedDocument = {
  id: number
  type: SalesDocumentType
  number: string | null
  status: LegalStatus
  issuedAt: Date | null
  totalTtcCents: number
}

export type DocumentRecord = SalesDocumentRow & {
  client: { id: number; name: string; agentId: number | null }
  /** Credit notes: the invoice they correct. */
  invoice: LinkedDocument | null
  /** Invoices and deposits: the credit notes issued on them. */
  credits: LinkedDocument[]
  /** Final invoices: the order's deposit invoices, deducted from what is due. */
  deposits: LinkedDocument[]
  /** The legal sentences printed under the totals (`legalFooter`). */
  footer: string[]
  /** Mandatory mentions the document lacks (issued documents only; empty when it complies). */
  missingMentions: Mention[]
}

export const documentText = {
  notFound: 'Document introuvable.',
  issuedImmutable:
    'Un document émis ne peut plus être modifié : corrigez une facture par un avoir.',
  emptyLines: 'Un document sans ligne ne peut pas être émis.',
  clientNotFound: 'Client introuvable.',
  orderNotFound: 'Commande introuvable.',
  invoiceOnlyByCredit: 'Une facture émise ne s’annule que par un avoir.',
} as const

export const typeLabels: Record<SalesDocumentType, string> = {
  quote: 'Devis',
  invoice: 'Facture',
  deposit: 'Facture d’acompte',
  credit: 'Avoir',
}

/** A client buying as a business (pro, or with a company name or a SIRET), not a private buyer. */
export const isBusinessClient = (c: Pick<ClientRow, 'isPro' | 'siret' | 'businessName'>): boolean =>
  c.isPro || Boolean(c.siret?.trim()) || Boolean(c.businessName?.trim())

/** "SARL Le Bistrot", or "Alice Martin". */
export function clientName(c: Pick<ClientRow, 'businessName' | 'firstname' | 'lastname'>) {
  const person = [c.firstname, c.lastname].filter(Boolean).join(' ')
  return c.businessName?.trim() || person || 'Client'
}

/** The SQL twin of `clientName`, for search and sort. */
export const clientNameSql = sql<string>`coalesce(nullif(trim(${clients.businessName}), ''), nullif(trim(concat_ws(' ', ${clients.firstname}, ${clients.lastname})), ''), 'Client')`

/**
 * Runs a rule of the domain, turning its refusals into the API's errors: a state machine's
 * `TransitionError` into 409, a `DocumentRuleError` (bad amount, too much credited) into 400.
 */
export function legal<T>(check: () => T): T {
  try {
    return check()
  } catch (error) {
    if (error instanceof TransitionError) throw new ApiError(409, error.message)
    if (error instanceof DocumentRuleError) throw new ApiError(400, error.message)
    throw error
  }
}

export function assertDocumentTransition(
  doc: Pick<SalesDocumentRow, 'type' | 'status'>,
  to: LegalStatus,
) {
  legal(() => assertTransition(documentMachines[doc.type], doc.status, to))
}

/** Restricts a query on sales_documents (joined to clients and, left, orders) to `scope`. */
export function scopeWhere(scope: DocumentScope): SQL {
  const shop = eq(salesDocuments.shopId, scope.shopId)
  if (scope.agentId === undefined) return shop
  return and(shop, or(eq(clients.agentId, scope.agentId), eq(orders.agentId, scope.agentId)))!
}

/** The seller as the law wants it on the document, from the shop's legal settings. */
export function sellerSnapshot(shop: ShopRow): SellerSnapshot {
  const legal = shop.legal ?? {}
  const hasTVA = shop.settings.hasTVA !== false
  const party: SellerSnapshot = {
    name: legal.legalName?.trim() || shop.business?.reason?.trim() || shop.name,
    ...(legal.address ? { address: legal.address } : {}),
    ...(legal.siret || shop.business?.siret ? { siret: legal.siret ?? shop.business?.siret } : {}),
    ...(legal.vatNumber ? { vatNumber: legal.vatNumber } : {}),
    ...(legal.legalForm ? { legalForm: legal.legalForm } : {}),
    ...(legal.capitalCents !== undefined ? { capitalCents: legal.capitalCents } : {}),
    ...(legal.rcsCity ? { rcsCity: legal.rcsCity } : {}),
    ...(legal.exciseNumber ? { exciseNumber: legal.exciseNumber } : {}),
    ...(legal.email || shop.contactEmail ? { email: legal.email ?? shop.contactEmail ?? '' } : {}),
    ...(legal.phone ? { phone: legal.phone } : {}),
    ...(legal.latePenaltyRate !== undefined ? { latePenaltyRate: legal.latePenaltyRate } : {}),
    hasTVA,
    ...(!hasTVA && legal.vatExemptionText ? { vatExemptionText: legal.vatExemptionText } : {}),
    ...(legal.iban ? { iban: legal.iban, ...(legal.bic ? { bic: legal.bic } : {}) } : {}),
    template: documentTemplateOf(shop.settings.documentTemplate),
  }
  const siret = party.siret?.replace(/\s/g, '')
  if (siret && /^\d{14}$/.test(siret)) party.siren = siret.slice(0, 9)
  return party
}

/** The addresses agreed for one sale (the checkout's or the order's), when it has them. */
export type SaleAddresses = {
  billingAddress?: Address | null
  deliveryAddress?: Address | null
}

const hasAddress = (a: Address | null | undefined): a is Address =>
  !!a && [a.street, a.zipcode, a.city].some((v) => (v ?? '').trim().length > 0)

/**
 * The client as printed on the document: the addresses of the sale (`sale`, the order's) when
 * it has them, else the client record's; the delivery address only when it differs. Frozen at
 * issue: a later change of the client record or of the order changes nothing.
 */
export function buyerSnapshot(client: ClientRow, sale: SaleAddresses = {}): DocumentParty {
  const saleBilling = hasAddress(sale.billingAddress) ? sale.billingAddress : undefined
  const saleDelivery = hasAddress(sale.deliveryAddress) ? sale.deliveryAddress : undefined
  const clientDelivery = client.deliveryAddress ?? undefined
  const billing = saleBilling ?? client.billingAddress ?? saleDelivery ?? clientDelivery
  const deliveryOfSale = saleDelivery ?? (saleBilling ? undefined : clientDelivery)
  const delivery =
    deliveryOfSale && JSON.stringify(deliveryOfSale) !== JSON.stringify(billing)
      ? deliveryOfSale
      : undefined
  const siret = client.siret?.replace(/\s/g, '')
  return {
    name: clientName(client),
    business: isBusinessClient(client),
    ...(billing ? { address: billing } : {}),
    ...(delivery ? { deliveryAddress: delivery } : {}),
    ...(siret ? { siret, siren: siret.slice(0, 9) } : {}),
    ...(client.vatNumber ? { vatNumber: client.vatNumber } : {}),
    ...(client.email ? { email: client.email } : {}),
    ...(client.phone ? { phone: client.phone } : {}),
    ...(client.exciseNumber ? { exciseNumber: client.exciseNumber } : {}),
  }
}

const linked = {
  id: salesDocuments.id,
  type: salesDocuments.type,
  number: salesDocuments.number,
  status: salesDocuments.status,
  issuedAt: salesDocuments.issuedAt,
  totalTtcCents: salesDocuments.totalTtcCents,
}

/** The document `id` within `scope`, with its client and linked documents; 404 otherwise. */
export async function loadDocument(
  db: Db,
  scope: DocumentScope | number,
  id: number,
): Promise<DocumentRecord> {
  const where = typeof scope === 'number' ? { shopId: scope } : scope
  const [row] = await db
    .select({
      doc: salesDocuments,
      client: { id: clients.id, name: clientNameSql, agentId: clients.agentId },
    })
    .from(salesDocuments)
    .innerJoin(clients, eq(clients.id, salesDocuments.clientId))
    .leftJoin(orders, eq(orders.id, salesDocuments.orderId))
    .where(and(eq(salesDocuments.id, id), scopeWhere(where)))
  if (!row) throw new ApiError(404, documentText.notFound)
  const doc = row.doc
  const [invoice, credits, deposits] = await Promise.all([
    doc.invoiceId
      ? db
          .select(linked)
          .from(salesDocuments)
          .where(and(eq(salesDocuments.id, doc.invoiceId), eq(salesDocuments.shopId, doc.shopId)))
      : [],
    doc.type === 'invoice' || doc.type === 'deposit'
      ? db
          .select(linked)
          .from(salesDocuments)
          .where(and(eq(salesDocuments.invoiceId, doc.id), eq(salesDocuments.type, 'credit')))
          .orderBy(asc(salesDocuments.id))
      : [],
    doc.type === 'invoice' && doc.orderId
      ? db
          .select(linked)
          .from(salesDocuments)
          .where(
            and(
              eq(salesDocuments.orderId, doc.orderId),
              eq(salesDocuments.type, 'deposit'),
              ne(salesDocuments.status, 'cancelled'),
              sql`${salesDocuments.number} is not null`,
            ),
          )
          .orderBy(asc(salesDocuments.id))
      : [],
  ])
  return toRecord(doc, row.client, invoice[0] ?? null, credits, deposits)
}

export function toRecord(
  doc: SalesDocumentRow,
  client: DocumentRecord['client'],
  invoice: LinkedDocument | null,
  credits: LinkedDocument[],
  deposits: LinkedDocument[],
): DocumentRecord {
  const mentionsDoc = { ...doc, invoiceNumber: invoice?.number ?? null }
  const seller = (doc.seller ?? null) as SellerSnapshot | null
  const footer = legalFooter(seller ?? {}, mentionsDoc)
  return {
    ...doc,
    client,
    invoice,
    credits,
    deposits,
    footer,
    missingMentions: doc.number ? missingMentions({ ...mentionsDoc, seller }, footer) : [],
  }
}
