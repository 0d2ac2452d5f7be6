/**
 * The preview of the shop's document template ('Aperçu PDF' of the settings' 'Documents' tab): a
 * sample quote, invoice or delivery note, with the shop's identity, branding and saved template,
 * rendered by the same code as the real documents. It has no number and says it has no legal value.
 */
import type { TemplateKind } from '#app/modules/settings/domain/document-template'
import type { Db } from '#app/platform/db/client'
import type { DocumentLine, DocumentParty, orderLines } from '#app/platform/db/schema'
import { renderDeliveryNote, type ShipmentForPdf } from './delivery-note'
import { sellerFromShop } from './parties'
import { shopFor } from './render'
import { renderSalesDocument, type SalesDocumentForPdf } from './sales-document'

const sampleBuyer: DocumentParty = {
  name: 'Client exemple',
  address: { street: '1 rue de l’Exemple', zipcode: '75001', city: 'Paris', country: 'FR' },
}

/** Two wines at 20 % VAT, HT convention: 6 × 12,50 € and 12 × 8,00 €. */
const line = (name: string, quantity: number, unitHtCents: number): DocumentLine => {
  const totalHtCents = quantity * unitHtCents
  const vatCents = Math.round(totalHtCents * 0.2)
  return {
    name,
    quantity,
    unitHtCents,
    vatRate: 20,
    totalHtCents,
    vatCents,
    dutiesCents: 0,
    totalTtcCents: totalHtCents + vatCents,
  }
}
const sampleLines = [
  line('Vin rouge exemple 2022 – 75 cl', 6, 1250),
  line('Vin blanc exemple 2023 – 75 cl', 12, 800),
]
const sum = (key: 'totalHtCents' | 'vatCents' | 'totalTtcCents') =>
  sampleLines.reduce((s, l) => s + l[key], 0)

function sampleDocument(shopId: number, type: 'quote' | 'invoice', now: Date): SalesDocumentForPdf {
  const totalTtcCents = sum('totalTtcCents')
  return {
    id: 0,
    shopId,
    type,
    status: 'pending',
    orderId: null,
    clientId: 0,
    invoiceId: null,
    number: null,
    sequence: null,
    issuedAt: null,
    saleDate: type === 'invoice' ? now : null,
    dueAt: null,
    validUntil: null,
    paymentDelay: null,
    paymentType: type === 'invoice' ? 'transfer' : null,
    seller: null,
    buyer: sampleBuyer,
    lines: sampleLines,
    totalHtCents: sum('totalHtCents'),
    tvaCents: sum('vatCents'),
    dutiesCents: 0,
    shippingCents: 0,
    totalTtcCents,
    depositsCents: 0,
    dueCents: type === 'invoice' ? totalTtcCents : 0,
    depositPercent: null,
    creditStatus: null,
    creditRemainingCents: null,
    paidCents: 0,
    paymentStatus: 'pending',
    notes: null,
    pdfKey: null,
    createdById: null,
    createdAt: now,
    updatedAt: now,
  }
}

function sampleShipment(shopId: number, now: Date): ShipmentForPdf {
  const orderLine = (id: number, l: DocumentLine) =>
    ({
      id,
      orderId: 0,
      name: l.name,
      formatLabel: null,
      vintageName: null,
      quantity: l.quantity,
      unitPriceCents: l.unitHtCents,
      vatRate: l.vatRate,
      totalHtCents: l.totalHtCents,
      vatCents: l.vatCents,
      dutiesCents: 0,
      totalTtcCents: l.totalTtcCents,
    }) as unknown as typeof orderLines.$inferSelect
  return {
    id: 0,
    shopId,
    orderId: 0,
    kind: 'delivery',
    status: 'pending',
    lines: sampleLines.map((l, i) => ({ lineId: i + 1, quantity: l.quantity })),
    parcels: 2,
    carrier: null,
    trackingRef: null,
    address: null,
    shippedAt: now,
    deliveredAt: null,
    createdAt: now,
    updatedAt: now,
    orderLines: sampleLines.map((l, i) => orderLine(i + 1, l)),
  }
}

/** The sample PDF of `kind` with the shop's saved template. */
export async function renderTemplatePreview(
  db: Db,
  shopId: number,
  kind: TemplateKind,
  now: Date = new Date(),
): Promise<{ filename: string; bytes: Uint8Array }> {
  const { shop, branding } = await shopFor(db, shopId)
  if (kind === 'deliveryNote') {
    const bytes = await renderDeliveryNote(
      sampleShipment(shopId, now),
      sellerFromShop(shop.name, shop.legal),
      sampleBuyer,
      branding,
    )
    return { filename: 'Aperçu bon de livraison.pdf', bytes }
  }
  const bytes = await renderSalesDocument(sampleDocument(shopId, kind, now), shop, branding)
  return { filename: `Aperçu ${kind === 'quote' ? 'devis' : 'facture'}.pdf`, bytes }
}
