/**
 * The opening every sales PDF shares: the seller on the left; the document's title and its facts
 * (number, dates…) on the right; below them, the client and where the goods go.
 */
import type { DocumentTemplate } from '#app/modules/settings/domain/document-template'
import type { DocumentParty } from '#app/platform/db/schema'
import { MARGIN, PdfWriter, type Branding } from '#app/platform/pdf/layout'
import { buyerLines, deliveryLines, sellerFooter, sellerLines } from './parties'

/**
 * The shop's branding and the template a document is printed with (settings' 'Documents' tab):
 * its colour and logo placement are already in the branding, its texts are read by each PDF.
 */
export type SalesBranding = Branding & { template: DocumentTemplate }

/** Each of the two header columns' width, gutter included. */
export const halfWidth = (w: PdfWriter) => w.contentWidth / 2
/** Where the right-hand column starts. */
export const rightX = (w: PdfWriter) => MARGIN + halfWidth(w) + 10

export type PdfHeading = {
  /** The file's title and the running title of every page. */
  heading: string
  /** The big title over the facts. */
  title: string
  facts: string[]
  seller: DocumentParty
  sellerTitle?: string
}

/** A new PDF with its header written; the writer stands below the seller and the facts. */
export async function openSalesPdf(branding: SalesBranding, head: PdfHeading): Promise<PdfWriter> {
  const { footerText } = branding.template
  const w = await PdfWriter.create(branding, {
    title: head.heading,
    runningTitle: head.heading,
    // The template's footer comes under the seller's identity, which it never replaces.
    footer: [sellerFooter(head.seller), ...(footerText ? [footerText] : [])],
  })
  const half = halfWidth(w)
  const right = rightX(w)
  const top = w.y
  w.columns([
    {
      x: MARGIN,
      width: half - 10,
      title: head.sellerTitle ?? 'Vendeur',
      lines: [head.seller.name, ...sellerLines(head.seller)],
    },
  ])
  const sellerBottom = w.y
  w.y = top
  w.text(head.title, { x: right, size: 15, bold: true, color: w.accent })
  w.gap(22)
  w.columns([{ x: right, width: half - 10, lines: head.facts }])
  w.y = Math.min(w.y, sellerBottom) - 12
  return w
}

/** The client on the right and, when the buyer has one, the delivery address on the left. */
export function clientColumns(w: PdfWriter, buyer: DocumentParty) {
  const half = halfWidth(w)
  const delivery = deliveryLines(buyer)
  w.columns([
    { x: rightX(w), width: half - 10, title: 'Client', lines: buyerLines(buyer) },
    ...(delivery
      ? [{ x: MARGIN, width: half - 10, title: 'Adresse de livraison', lines: delivery }]
      : []),
  ])
  w.gap(14)
}

/** A text block of the template (a header or closing note), when it has one. */
export function templateNote(w: PdfWriter, text: string) {
  if (!text) return
  w.paragraph(text, { size: 9 })
  w.gap(6)
}
