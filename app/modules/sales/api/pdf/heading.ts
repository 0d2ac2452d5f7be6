/**
 * The opening every sales PDF shares: the seller on the left; the document's title and its facts
 * (number, dates…) on the right; below them, the client and where the goods go.
 */
import type { DocumentParty } from '#app/platform/db/schema'
import { MARGIN, PdfWriter, type Branding } from '#app/platform/pdf/layout'
import { buyerLines, deliveryLines, sellerFooter, sellerLines } from './parties'

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
export async function openSalesPdf(branding: Branding, head: PdfHeading): Promise<PdfWriter> {
  const w = await PdfWriter.create(branding, {
    title: head.heading,
    runningTitle: head.heading,
    footer: [sellerFooter(head.seller)],
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
