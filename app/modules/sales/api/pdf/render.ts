/**
 * Renders the PDF a target names (a sales document, an order's confirmation, a shipment's
 * delivery note) from what the database holds, with the shop's branding.
 */
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import {
  clients,
  orderLines,
  orders,
  salesDocuments,
  shipments,
  shops,
  users,
  type DocumentParty,
} from '#app/platform/db/schema'
import { renderConfirmation } from './confirmation'
import { deliveryNoteTitle, renderDeliveryNote } from './delivery-note'
import {
  builtInDocumentTemplate,
  documentTemplateOf,
  type DocumentTemplate,
} from '#app/modules/settings/domain/document-template'
import type { SellerSnapshot } from '#app/modules/sales/domain/legal-mentions'
import { loadLogo } from '#app/platform/pdf/logo'
import type { SalesBranding } from './heading'
import { sellerFromShop } from './parties'
import { documentTitles, renderSalesDocument, type ShopForPdf } from './sales-document'

export type PdfTarget =
  | { documentId: number }
  | { orderId: number; kind: 'confirmation' }
  | { shipmentId: number }

export type RenderedPdf = {
  shopId: number
  kind: 'quote' | 'invoice' | 'deposit' | 'credit' | 'confirmation' | 'deliveryNote'
  filename: string
  bytes: Uint8Array
  salesDocumentId: number | null
  orderId: number | null
  shipmentId: number | null
}

export class PdfTargetMissing extends Error {}

/** The branding of a document printed with `template`: its colour (else the shop's), its logo's place. */
type ShopBranding = Omit<SalesBranding, 'template' | 'logoPlacement'>
export const brandingWith = (
  branding: ShopBranding,
  template: DocumentTemplate,
): SalesBranding => ({
  ...branding,
  color: template.accentColor ?? branding.color,
  logoPlacement: template.logoPlacement,
  template,
})

export async function shopFor(
  db: Db,
  shopId: number,
): Promise<{ shop: ShopForPdf; branding: SalesBranding; base: ShopBranding }> {
  const [row] = await db.select().from(shops).where(eq(shops.id, shopId))
  if (!row) throw new PdfTargetMissing(`shop ${shopId}`)
  const shop: ShopForPdf = {
    name: row.name,
    color: row.editedShop.color ?? row.color,
    legal: row.legal,
    hasTVA: row.settings.hasTVA,
  }
  const logo = await loadLogo(row.editedShop.logo ?? row.logo)
  const base = { shopName: row.legal.legalName || row.name, color: shop.color, logo }
  const template = documentTemplateOf(row.settings.documentTemplate)
  return { shop, base, branding: brandingWith(base, template) }
}

/**
 * The template an issued document keeps, from its seller snapshot (one issued before templates
 * existed: the look it had, the built-in one); a draft takes the shop's of today.
 */
function templateOfDocument(doc: typeof salesDocuments.$inferSelect, today: DocumentTemplate) {
  const snapshot = doc.seller as SellerSnapshot | null
  if (!snapshot) return today
  return documentTemplateOf(snapshot.template ?? builtInDocumentTemplate)
}

/** The client of an order as a document party: its client record, else the buyer's account. */
async function orderParty(db: Db, order: typeof orders.$inferSelect): Promise<DocumentParty> {
  if (order.clientId !== null) {
    const [c] = await db.select().from(clients).where(eq(clients.id, order.clientId))
    if (c) {
      const person = [c.civility, c.firstname, c.lastname].filter(Boolean).join(' ')
      return {
        name: c.businessName || person,
        address: order.billingAddress ?? c.billingAddress ?? undefined,
        deliveryAddress: order.deliveryAddress ?? c.deliveryAddress ?? undefined,
        siret: c.isPro ? (c.siret ?? undefined) : undefined,
        vatNumber: c.isPro ? (c.vatNumber ?? undefined) : undefined,
        email: c.email ?? undefined,
      }
    }
  }
  const [u] =
    order.buyerId !== null ? await db.select().from(users).where(eq(users.id, order.buyerId)) : []
  return {
    name: u ? u.business?.reason || [u.firstname, u.lastname].filter(Boolean).join(' ') : '',
    address: order.billingAddress ?? u?.billingAddress ?? undefined,
    deliveryAddress: order.deliveryAddress ?? u?.deliveryAddress ?? undefined,
    siret: u?.isPro ? (u.siret ?? undefined) : undefined,
    email: u?.email,
  }
}

async function loadOrder(db: Db, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) throw new PdfTargetMissing(`order ${orderId}`)
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.id))
  return { ...order, lines }
}

async function renderDocument(db: Db, documentId: number): Promise<RenderedPdf> {
  const [doc] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, documentId))
  if (!doc) throw new PdfTargetMissing(`sales document ${documentId}`)
  const { shop, base, branding } = await shopFor(db, doc.shopId)
  let invoice: { number: string | null; issuedAt: Date | null } | undefined
  if (doc.type === 'credit' && doc.invoiceId !== null) {
    ;[invoice] = await db
      .select({ number: salesDocuments.number, issuedAt: salesDocuments.issuedAt })
      .from(salesDocuments)
      .where(eq(salesDocuments.id, doc.invoiceId))
  }
  const deposits =
    doc.type === 'invoice' && doc.orderId !== null && doc.depositsCents > 0
      ? await db
          .select({
            number: salesDocuments.number,
            issuedAt: salesDocuments.issuedAt,
            totalTtcCents: salesDocuments.totalTtcCents,
          })
          .from(salesDocuments)
          .where(
            and(
              eq(salesDocuments.orderId, doc.orderId),
              eq(salesDocuments.type, 'deposit'),
              isNotNull(salesDocuments.number),
              inArray(salesDocuments.status, [
                'generated',
                'processing',
                'incomplete',
                'completed',
              ]),
              ...(doc.issuedAt ? [lte(salesDocuments.issuedAt, doc.issuedAt)] : []),
            ),
          )
          .orderBy(asc(salesDocuments.sequence))
      : []
  // The itemised deposits are printed only when they add up to what the invoice deducted.
  const listed = deposits.reduce((s, d) => s + d.totalTtcCents, 0) === doc.depositsCents
  const bytes = await renderSalesDocument(
    {
      ...doc,
      invoiceNumber: invoice?.number ?? null,
      invoiceIssuedAt: invoice?.issuedAt ?? null,
      deposits: listed ? deposits : [],
    },
    shop,
    // An issued document's letterhead names the seller as its snapshot does, with its template.
    brandingWith(
      doc.seller?.name ? { ...base, shopName: doc.seller.name } : base,
      templateOfDocument(doc, branding.template),
    ),
  )
  const title = documentTitles[doc.type]
  return {
    shopId: doc.shopId,
    kind: doc.type,
    filename: `${title} ${doc.number ?? `brouillon ${doc.id}`}.pdf`,
    bytes,
    salesDocumentId: doc.id,
    orderId: doc.orderId,
    shipmentId: null,
  }
}

async function renderOrderConfirmation(db: Db, orderId: number): Promise<RenderedPdf> {
  const order = await loadOrder(db, orderId)
  const { shop, branding } = await shopFor(db, order.shopId)
  const bytes = await renderConfirmation(
    order,
    sellerFromShop(shop.name, shop.legal),
    await orderParty(db, order),
    branding,
  )
  return {
    shopId: order.shopId,
    kind: 'confirmation',
    filename: `Confirmation de commande ${order.id}.pdf`,
    bytes,
    salesDocumentId: null,
    orderId: order.id,
    shipmentId: null,
  }
}

async function renderShipment(db: Db, shipmentId: number): Promise<RenderedPdf> {
  const [shipment] = await db.select().from(shipments).where(eq(shipments.id, shipmentId))
  if (!shipment) throw new PdfTargetMissing(`shipment ${shipmentId}`)
  const order = await loadOrder(db, shipment.orderId)
  const { shop, branding } = await shopFor(db, shipment.shopId)
  const bytes = await renderDeliveryNote(
    { ...shipment, orderLines: order.lines },
    sellerFromShop(shop.name, shop.legal),
    await orderParty(db, order),
    branding,
  )
  return {
    shopId: shipment.shopId,
    kind: 'deliveryNote',
    filename: `${deliveryNoteTitle(shipment.kind)} BL-${String(shipment.id).padStart(6, '0')}.pdf`,
    bytes,
    salesDocumentId: null,
    orderId: shipment.orderId,
    shipmentId: shipment.id,
  }
}

export function renderTarget(db: Db, target: PdfTarget): Promise<RenderedPdf> {
  if ('documentId' in target) return renderDocument(db, target.documentId)
  if ('shipmentId' in target) return renderShipment(db, target.shipmentId)
  return renderOrderConfirmation(db, target.orderId)
}
