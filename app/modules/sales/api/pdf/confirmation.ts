/** The order confirmation PDF: what was ordered, at what price, delivered where, paid how. */
import type { DocumentParty, orderLines, orders } from '#app/platform/db/schema'
import { lineName, rateLabel } from '#app/modules/sales/domain/document-math'
import { paymentDelayLabel } from '#app/modules/sales/domain/payment-delays'
import { euros } from '#app/platform/domain/money'
import { formatDate } from '#app/platform/domain/format'
import { clientColumns, openSalesPdf, type SalesBranding } from './heading'
import type { Column } from '#app/platform/pdf/layout'
import { paymentTypeLabel } from './sales-document'

export type OrderForPdf = typeof orders.$inferSelect & { lines: (typeof orderLines.$inferSelect)[] }

export async function renderConfirmation(
  order: OrderForPdf,
  seller: DocumentParty,
  buyer: DocumentParty,
  branding: SalesBranding,
): Promise<Uint8Array> {
  const delay = paymentDelayLabel(order.paymentDelay)
  const w = await openSalesPdf(branding, {
    heading: `Confirmation de commande n° ${order.id}`,
    title: 'Confirmation de commande',
    seller,
    facts: [
      `Commande n° ${order.id}`,
      `Date de commande : ${formatDate(order.createdAt)}`,
      order.validatedAt ? `Validée le : ${formatDate(order.validatedAt)}` : '',
      order.expectedDeliveryAt ? `Livraison prévue : ${formatDate(order.expectedDeliveryAt)}` : '',
      `Moyen de paiement : ${paymentTypeLabel(order.paymentType)}`,
      delay ? `Délai de paiement : ${delay}` : '',
    ],
  })
  clientColumns(w, buyer)

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
