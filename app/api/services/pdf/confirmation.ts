/** The order confirmation PDF: what was ordered, at what price, delivered where, paid how. */
import type { DocumentParty, orderLines, orders } from '../../db/schema'
import { lineName, rateLabel } from '#app/domain/sales/document-math'
import { paymentDelayLabel } from '#app/domain/sales/payment-delays'
import { euros } from '#app/domain/sales/payments'
import { frenchDate } from './format'
import { MARGIN, PdfWriter, type Branding, type Column } from './layout'
import { buyerLines, deliveryLines, sellerFooter, sellerLines } from './parties'
import { paymentTypeLabel } from './sales-document'

export type OrderForPdf = typeof orders.$inferSelect & { lines: (typeof orderLines.$inferSelect)[] }

export async function renderConfirmation(
  order: OrderForPdf,
  seller: DocumentParty,
  buyer: DocumentParty,
  branding: Branding,
): Promise<Uint8Array> {
  const heading = `Confirmation de commande n° ${order.id}`
  const w = await PdfWriter.create(branding, {
    title: heading,
    runningTitle: heading,
    footer: [sellerFooter(seller)],
  })
  const half = w.contentWidth / 2
  const right = MARGIN + half + 10
  const top = w.y
  w.columns([
    { x: MARGIN, width: half - 10, title: 'Vendeur', lines: [seller.name, ...sellerLines(seller)] },
  ])
  const sellerBottom = w.y
  w.y = top
  w.text('Confirmation de commande', { x: right, size: 15, bold: true, color: w.accent })
  w.gap(22)
  const delay = paymentDelayLabel(order.paymentDelay)
  w.columns([
    {
      x: right,
      width: half - 10,
      lines: [
        `Commande n° ${order.id}`,
        `Date de commande : ${frenchDate(order.createdAt)}`,
        order.validatedAt ? `Validée le : ${frenchDate(order.validatedAt)}` : '',
        order.expectedDeliveryAt
          ? `Livraison prévue : ${frenchDate(order.expectedDeliveryAt)}`
          : '',
        `Moyen de paiement : ${paymentTypeLabel(order.paymentType)}`,
        delay ? `Délai de paiement : ${delay}` : '',
      ],
    },
  ])
  w.y = Math.min(w.y, sellerBottom) - 12
  const delivery = deliveryLines(buyer)
  w.columns([
    { x: right, width: half - 10, title: 'Client', lines: buyerLines(buyer) },
    ...(delivery
      ? [{ x: MARGIN, width: half - 10, title: 'Adresse de livraison', lines: delivery }]
      : []),
  ])
  w.gap(14)

  const unit = order.ttc ? 'PU TTC' : 'PU HT'
  const columns: Column[] = [
    { label: 'Désignation', width: 236 },
    { label: 'Qté', width: 40, align: 'right' },
    { label: unit, width: 75, align: 'right' },
    { label: 'TVA', width: 50, align: 'right' },
    { label: 'Total TTC', width: 110.28, align: 'right' },
  ]
  w.table(
    columns,
    order.lines
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((l) => [
        lineName(l.name, l.vintageName, l.formatLabel),
        String(l.quantity),
        euros(l.unitPriceCents),
        rateLabel(l.vatRate),
        euros(l.totalTtcCents),
      ]),
  )
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: 'Total HT', value: euros(order.totalHtCents) },
    { label: 'TVA', value: euros(order.tvaCents) },
  ]
  if (order.wrappingCents > 0)
    rows.push({ label: 'dont emballage cadeau', value: euros(order.wrappingCents) })
  if (order.shippingCents > 0)
    rows.push({ label: 'dont frais de port', value: euros(order.shippingCents) })
  if (order.promoAmountCents > 0)
    rows.push({ label: 'dont remise', value: euros(-order.promoAmountCents) })
  rows.push({ label: 'Total TTC', value: euros(order.totalTtcCents), strong: true })
  w.totals(rows)
  w.gap(12)
  if (order.notes) w.paragraph(order.notes, { size: 8.5 })
  w.paragraph("Ce document confirme la commande ; il n'est pas une facture.", { size: 8.5 })
  return w.finish()
}
