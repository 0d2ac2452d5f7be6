/** The delivery note of a shipment (or the note of a return): what travels, in how many parcels. */
import { formatDate } from '#app/platform/domain/format'
import type { DocumentParty, orderLines, shipments } from '#app/platform/db/schema'
import { lineName } from '#app/modules/sales/domain/document-math'
import { halfWidth, openSalesPdf, rightX, templateNote, type SalesBranding } from './heading'
import { MARGIN, type Column } from '#app/platform/pdf/layout'
import { addressLines, buyerLines } from './parties'

export type ShipmentForPdf = typeof shipments.$inferSelect & {
  orderLines: (typeof orderLines.$inferSelect)[]
}

export const deliveryNoteTitle = (kind: 'delivery' | 'return') =>
  kind === 'return' ? 'Bon de retour' : 'Bon de livraison'

export async function renderDeliveryNote(
  shipment: ShipmentForPdf,
  seller: DocumentParty,
  buyer: DocumentParty,
  branding: SalesBranding,
): Promise<Uint8Array> {
  const title = deliveryNoteTitle(shipment.kind)
  const heading = `${title} BL-${String(shipment.id).padStart(6, '0')}`
  const w = await openSalesPdf(branding, {
    heading,
    title,
    seller,
    sellerTitle: 'Expéditeur',
    facts: [
      `N° BL-${String(shipment.id).padStart(6, '0')}`,
      `Commande n° ${shipment.orderId}`,
      `Date : ${formatDate(shipment.shippedAt ?? shipment.createdAt)}`,
      shipment.deliveredAt ? `Livré le : ${formatDate(shipment.deliveredAt)}` : '',
      `Colis : ${shipment.parcels}`,
      shipment.carrier ? `Transporteur : ${shipment.carrier}` : '',
      shipment.trackingRef ? `Suivi : ${shipment.trackingRef}` : '',
    ],
  })
  const half = halfWidth(w)
  const right = rightX(w)
  const address = shipment.address ?? buyer.deliveryAddress ?? buyer.address
  w.columns([
    {
      x: right,
      width: half - 10,
      title: shipment.kind === 'return' ? 'Retour de' : 'Livrer à',
      lines: [address?.name || buyer.name, ...addressLines(address)],
    },
    { x: MARGIN, width: half - 10, title: 'Client', lines: buyerLines(buyer) },
  ])
  w.gap(14)
  templateNote(w, branding.template.headerNote)

  const byId = new Map(shipment.orderLines.map((l) => [l.id, l]))
  const columns: Column[] = [
    { label: 'Désignation', width: 331.28 },
    { label: 'Commandé', width: 90, align: 'right' },
    { label: shipment.kind === 'return' ? 'Retourné' : 'Livré', width: 90, align: 'right' },
  ]
  w.table(
    columns,
    shipment.lines.map((s) => {
      const line = byId.get(s.lineId)
      return [
        line ? lineName(line.name, line.vintageName, line.formatLabel) : `Ligne ${s.lineId}`,
        line ? String(line.quantity) : '',
        String(s.quantity),
      ]
    }),
  )
  const units = shipment.lines.reduce((sum, l) => sum + l.quantity, 0)
  w.totals([{ label: 'Unités', value: String(units), strong: true }])
  w.gap(24)
  w.ensure(60)
  w.text('Reçu le : ____ / ____ / ________', { size: 9 })
  w.text('Signature du destinataire :', { x: MARGIN + half + 10, size: 9 })
  w.gap(50)
  templateNote(w, branding.template.closingNotes.deliveryNote)
  return w.finish()
}
