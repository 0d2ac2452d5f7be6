/**
 * The PDF of a quote, an invoice, a deposit invoice or a credit note, with every mention French
 * law asks of it (DOMAIN.md §3): the identities of both parties, number, dates, the due date as
 * a date, lines with their VAT rate, totals per rate, deposits deducted, the credited invoice,
 * payment terms, penalties and the 40 € indemnity, excise and VAT-exemption wording.
 */
import { formatDate } from '#app/platform/domain/format'
import type { DocumentParty, SalesDocumentType, ShopLegal } from '#app/platform/db/schema'
import { checkoutPaymentLabels } from '#app/modules/checkout/domain/checkout-schema'
import {
  carriesB2bClauses,
  legalFooter,
  mentionTexts,
  type SellerSnapshot,
} from '#app/modules/sales/domain/legal-mentions'
import { isTtcDocument, rateLabel, vatBreakdown } from '#app/modules/sales/domain/document-math'
import { entryPaymentLabels } from '#app/modules/sales/domain/order-entry'
import { euros } from '#app/platform/domain/money'
import { closingNoteOf } from '#app/modules/settings/domain/document-template'
import { clientColumns, openSalesPdf, templateNote, type SalesBranding } from './heading'
import type { Column } from '#app/platform/pdf/layout'
import { sellerFromShop } from './parties'
import type { salesDocuments } from '#app/platform/db/schema'

export const documentTitles: Record<SalesDocumentType, string> = {
  quote: 'Devis',
  invoice: 'Facture',
  deposit: "Facture d'acompte",
  credit: 'Avoir',
}

export type ShopForPdf = {
  name: string
  color: string | null
  legal: ShopLegal
  hasTVA: boolean
}

export type SalesDocumentForPdf = typeof salesDocuments.$inferSelect & {
  /** Credit notes: the invoice they correct. */
  invoiceNumber?: string | null
  invoiceIssuedAt?: Date | null
  /** Final invoices: the deposit invoices deducted. */
  deposits?: { number: string | null; issuedAt: Date | null; totalTtcCents: number }[]
}

/**
 * The lines' columns. A TTC document (a consumer's, its lines carrying their unit TTC) keeps the
 * unit HT (a legal mention) beside the unit TTC, and the line's total is its TTC, unit TTC ×
 * quantity.
 */
const lineColumns = (ttc: boolean): Column[] => [
  { label: 'Désignation', width: ttc ? 185 : 215 },
  { label: 'Qté', width: 36, align: 'right' },
  { label: 'PU HT', width: ttc ? 62 : 70, align: 'right' },
  ...(ttc ? [{ label: 'PU TTC', width: 62, align: 'right' as const }] : []),
  { label: 'Remise', width: ttc ? 46 : 50, align: 'right' },
  { label: 'TVA', width: ttc ? 40 : 45, align: 'right' },
  { label: ttc ? 'Total TTC' : 'Total HT', width: ttc ? 80.28 : 95.28, align: 'right' },
]

export const paymentTypeLabel = (type: string | null | undefined) =>
  type
    ? ((entryPaymentLabels as Record<string, string>)[type] ??
      (checkoutPaymentLabels as Record<string, string>)[type] ??
      type)
    : ''

/**
 * The seller as printed: the issue snapshot, or the shop's settings for a draft (and for what a
 * snapshot taken before it carried the bank details lacks: the shop's IBAN then).
 */
function sellerOf(doc: SalesDocumentForPdf, shop: ShopForPdf): SellerSnapshot {
  const snapshot = doc.seller as SellerSnapshot | null
  return {
    ...sellerFromShop(shop.name, shop.legal),
    latePenaltyRate: shop.legal.latePenaltyRate,
    vatExemptionText: shop.legal.vatExemptionText,
    hasTVA: shop.hasTVA,
    iban: shop.legal.iban,
    bic: shop.legal.bic,
    ...(snapshot ?? {}),
  }
}

/** The sentences under the totals, with the legal default penalty when the shop set no rate. */
export function footerSentences(doc: SalesDocumentForPdf, seller: SellerSnapshot): string[] {
  const sentences = legalFooter(
    {
      latePenaltyRate: seller.latePenaltyRate,
      vatExemptionText: seller.vatExemptionText,
      hasTVA: seller.hasTVA,
      exciseNumber: seller.exciseNumber,
    },
    {
      type: doc.type,
      number: doc.number,
      issuedAt: doc.issuedAt,
      dueAt: doc.dueAt,
      validUntil: doc.validUntil,
      paymentDelay: doc.paymentDelay,
      seller,
      buyer: doc.buyer,
      lines: doc.lines,
      totalHtCents: doc.totalHtCents,
      tvaCents: doc.tvaCents,
      totalTtcCents: doc.totalTtcCents,
      dutiesCents: doc.dutiesCents,
      invoiceNumber: doc.invoiceNumber,
    },
  )
  if (
    carriesB2bClauses({ type: doc.type, buyer: doc.buyer }) &&
    !sentences.some((s) => s.startsWith(mentionTexts.penaltyRate))
  ) {
    // Without a stipulated rate, L441-10 applies the ECB refinancing rate plus 10 points.
    const at = sentences.indexOf(mentionTexts.indemnity)
    sentences.splice(
      at < 0 ? sentences.length : at,
      0,
      `${mentionTexts.penaltyRate} : taux de refinancement de la BCE majoré de 10 points.`,
    )
  }
  return sentences
}

function facts(doc: SalesDocumentForPdf): string[] {
  const issued = doc.issuedAt ? formatDate(doc.issuedAt) : null
  const billed = doc.type === 'invoice' || doc.type === 'deposit'
  return [
    doc.number ? `N° ${doc.number}` : 'Brouillon, sans numéro ni valeur légale',
    issued ? `Date d'émission : ${issued}` : '',
    doc.type !== 'quote' && (doc.saleDate ?? doc.issuedAt)
      ? `Date de vente : ${formatDate((doc.saleDate ?? doc.issuedAt)!)}`
      : '',
    billed && doc.dueAt ? `Date d'échéance : ${formatDate(doc.dueAt)}` : '',
    doc.type === 'quote' && doc.validUntil
      ? `Valable jusqu'au : ${formatDate(doc.validUntil)}`
      : '',
    doc.orderId ? `Commande n° ${doc.orderId}` : '',
    doc.type === 'credit' && doc.invoiceNumber
      ? `Facture d'origine : ${doc.invoiceNumber}${doc.invoiceIssuedAt ? ` du ${formatDate(doc.invoiceIssuedAt)}` : ''}`
      : '',
  ].filter(Boolean)
}

const discountText = (percent: number | undefined) =>
  percent ? `${String(percent).replace('.', ',')} %` : ''

function totalsRows(doc: SalesDocumentForPdf, hasTVA: boolean) {
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: 'Total HT', value: euros(doc.totalHtCents) },
  ]
  if (hasTVA) {
    for (const g of vatBreakdown(doc.lines)) {
      rows.push({
        label: `TVA ${rateLabel(g.vatRate)} sur ${euros(g.baseHtCents)}`,
        value: euros(g.vatCents),
      })
    }
    rows.push({ label: 'Total TVA', value: euros(doc.tvaCents) })
  }
  const ttcLabel = doc.type === 'credit' ? "Montant de l'avoir TTC" : 'Total TTC'
  rows.push({ label: ttcLabel, value: euros(doc.totalTtcCents), strong: doc.type !== 'invoice' })
  if (doc.type === 'invoice') {
    for (const d of doc.deposits ?? []) {
      rows.push({
        label: `Acompte ${d.number ?? ''}${d.issuedAt ? ` du ${formatDate(d.issuedAt)}` : ''}`,
        value: euros(-d.totalTtcCents),
      })
    }
    if (doc.depositsCents > 0 && (doc.deposits ?? []).length === 0)
      rows.push({ label: 'Acomptes déjà facturés', value: euros(-doc.depositsCents) })
    if (doc.depositsCents > 0)
      rows.push({ label: 'Total des acomptes déduits', value: euros(-doc.depositsCents) })
    rows.push({ label: 'Net à payer', value: euros(doc.dueCents), strong: true })
  }
  if (doc.type === 'deposit')
    rows.push({ label: 'Net à payer', value: euros(doc.dueCents), strong: true })
  return rows
}

export async function renderSalesDocument(
  doc: SalesDocumentForPdf,
  shop: ShopForPdf,
  branding: SalesBranding,
): Promise<Uint8Array> {
  const title = documentTitles[doc.type]
  const seller = sellerOf(doc, shop)
  const buyer: DocumentParty = doc.buyer ?? { name: '' }
  const heading = doc.number ? `${title} ${doc.number}` : `${title} (brouillon)`
  const w = await openSalesPdf(branding, { heading, title: heading, seller, facts: facts(doc) })
  clientColumns(w, buyer)
  templateNote(w, branding.template.headerNote)

  const ttc = isTtcDocument(doc.lines)
  w.table(
    lineColumns(ttc),
    doc.lines.map((l) => [
      l.name,
      String(l.quantity),
      euros(l.unitHtCents),
      ...(ttc ? [l.unitTtcCents === undefined ? '' : euros(l.unitTtcCents)] : []),
      discountText(l.discountPercent),
      rateLabel(l.vatRate),
      euros(ttc ? l.totalTtcCents : l.totalHtCents),
    ]),
  )
  w.totals(totalsRows(doc, seller.hasTVA !== false))
  w.gap(12)

  const payment = paymentTypeLabel(doc.paymentType)
  const terms: string[] = []
  if (doc.type !== 'credit' && payment) terms.push(`Moyen de paiement : ${payment}.`)
  if ((doc.type === 'invoice' || doc.type === 'deposit') && seller.iban)
    terms.push(
      `Règlement par virement : IBAN ${seller.iban}${seller.bic ? ` – BIC ${seller.bic}` : ''}.`,
    )
  if (doc.notes) terms.push(doc.notes)
  // The legal mentions are printed whatever the template says; its closing note comes after.
  for (const sentence of [...terms, ...footerSentences(doc, seller)])
    w.paragraph(sentence, { size: 8.5 })
  w.gap(6)
  templateNote(w, closingNoteOf(branding.template, doc.type))
  return w.finish()
}
