/**
 * The one page layout of every sales PDF: the shop's colour band and logo on top, the document's
 * title and number, a running cursor that starts a new page (with the table header again) when
 * the content overflows, and on every page the seller's legal footer and "Page n / N".
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import { winAnsi } from './format'
import type { LogoImage } from './logo'

export const A4: [number, number] = [595.28, 841.89]
export const MARGIN = 42
const BAND = 16
const FOOTER_SIZE = 7
const FOOTER_LINE = 9

export type Branding = {
  shopName: string
  color?: string | null
  logo: LogoImage | null
  /** Where the logo and the shop's name sit on the first page (left when not said; none: no logo). */
  logoPlacement?: 'left' | 'center' | 'right' | 'none'
}

export type Column = { label: string; width: number; align?: 'left' | 'right' }

export const grey = rgb(0.35, 0.35, 0.35)
const lightGrey = rgb(0.93, 0.93, 0.93)
const black = rgb(0, 0, 0)

/** "#7b1e3a" → its colour; anything else falls back to a wine red. */
export function colourOf(hex: string | null | undefined): RGB {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '')
  if (!m) return rgb(0.48, 0.12, 0.23)
  return rgb(parseInt(m[1], 16) / 255, parseInt(m[2], 16) / 255, parseInt(m[3], 16) / 255)
}

type TextOptions = {
  x?: number
  size?: number
  bold?: boolean
  color?: RGB
  /** Right-aligned text ends at x + width. */
  align?: 'left' | 'right'
  width?: number
}

export class PdfWriter {
  page!: PDFPage
  y = 0
  private pages: PDFPage[] = []
  private onNewPage: (() => void) | null = null
  private footerHeight: number
  private footer: string[]

  private constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    private branding: Branding & { accent: RGB },
    private runningTitle: string,
    footerLines: string[],
    private logo: Awaited<ReturnType<PDFDocument['embedPng']>> | null,
  ) {
    const width = A4[0] - 2 * MARGIN
    this.footer = footerLines.flatMap((l) => this.wrap(l, width, FOOTER_SIZE, font))
    this.footerHeight = (this.footer.length + 1) * FOOTER_LINE + 8
  }

  static async create(
    branding: Branding,
    meta: { title: string; runningTitle: string; footer: string[] },
  ): Promise<PdfWriter> {
    const doc = await PDFDocument.create()
    doc.setTitle(winAnsi(meta.title))
    doc.setAuthor(winAnsi(branding.shopName))
    doc.setProducer('Caveau')
    doc.setCreator('Caveau')
    const [font, bold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ])
    const logo = branding.logo ? await doc.embedPng(branding.logo.png).catch(() => null) : null
    const writer = new PdfWriter(
      doc,
      font,
      bold,
      { ...branding, accent: colourOf(branding.color) },
      meta.runningTitle,
      meta.footer,
      logo,
    )
    writer.addPage(true)
    return writer
  }

  get accent() {
    return this.branding.accent
  }

  get contentWidth() {
    return A4[0] - 2 * MARGIN
  }

  private get bottom() {
    return MARGIN + this.footerHeight
  }

  private addPage(first: boolean) {
    this.page = this.doc.addPage(A4)
    this.pages.push(this.page)
    const [w, h] = A4
    this.page.drawRectangle({ x: 0, y: h - BAND, width: w, height: BAND, color: this.accent })
    this.y = h - BAND - 18
    if (first) {
      const placement = this.branding.logoPlacement ?? 'left'
      // x of a block `width` wide at the placement (the name follows the logo; none: left).
      const at = (width: number) =>
        placement === 'center'
          ? (w - width) / 2
          : placement === 'right'
            ? w - MARGIN - width
            : MARGIN
      if (this.logo && placement !== 'none') {
        const scale = Math.min(130 / this.logo.width, 56 / this.logo.height, 1)
        const lw = this.logo.width * scale
        const lh = this.logo.height * scale
        this.page.drawImage(this.logo, { x: at(lw), y: this.y - lh, width: lw, height: lh })
        this.y -= lh + 8
      }
      const name = winAnsi(this.branding.shopName)
      const nameWidth = this.bold.widthOfTextAtSize(name, 13)
      this.text(name, { x: at(nameWidth), size: 13, bold: true, color: this.accent })
      this.y -= 24
    } else {
      this.text(`${this.runningTitle} (suite)`, { size: 9, color: grey })
      this.y -= 18
      this.onNewPage?.()
    }
  }

  /** Splits a text into lines that fit `width` at `size`. */
  wrap(text: string, width: number, size: number, font: PDFFont = this.font): string[] {
    const lines: string[] = []
    for (const paragraph of winAnsi(text).split('\n')) {
      let line = ''
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word
        if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
          line = candidate
        } else {
          lines.push(line)
          line = word
        }
        // A single word longer than the line is cut where it overflows.
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1
          lines.push(line.slice(0, cut))
          line = line.slice(cut)
        }
      }
      lines.push(line)
    }
    return lines
  }

  /** Draws one line at the cursor's height, without moving it. */
  text(value: string, o: TextOptions = {}) {
    const size = o.size ?? 9
    const font = o.bold ? this.bold : this.font
    const safe = winAnsi(value)
    let x = o.x ?? MARGIN
    if (o.align === 'right') x += (o.width ?? 0) - font.widthOfTextAtSize(safe, size)
    this.page.drawText(safe, { x, y: this.y - size, size, font, color: o.color ?? black })
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number) {
    if (this.y - height < this.bottom) this.addPage(false)
  }

  gap(points: number) {
    this.y -= points
  }

  /** A wrapped paragraph at the cursor; the cursor moves below it. */
  paragraph(value: string, o: TextOptions = {}) {
    const size = o.size ?? 9
    const lineHeight = size * 1.3
    for (const line of this.wrap(
      value,
      o.width ?? this.contentWidth,
      size,
      o.bold ? this.bold : this.font,
    )) {
      this.ensure(lineHeight)
      this.text(line, { ...o, size })
      this.y -= lineHeight
    }
  }

  /** Several blocks side by side (seller and buyer), each a list of lines; the cursor goes below the tallest. */
  columns(blocks: { x: number; width: number; title?: string; lines: string[] }[], size = 9) {
    const top = this.y
    let lowest = top
    for (const block of blocks) {
      this.y = top
      if (block.title) {
        this.text(block.title, { x: block.x, size: size - 1, bold: true, color: grey })
        this.y -= size * 1.4
      }
      for (const l of block.lines.filter(Boolean)) {
        for (const w of this.wrap(l, block.width, size)) {
          this.text(w, { x: block.x, size })
          this.y -= size * 1.3
        }
      }
      lowest = Math.min(lowest, this.y)
    }
    this.y = lowest
  }

  private drawHeader(columns: Column[]) {
    const height = 16
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y - height,
      width: this.contentWidth,
      height,
      color: this.accent,
    })
    let x = MARGIN
    this.y -= 4
    for (const col of columns) {
      this.text(col.label, {
        x: x + 3,
        width: col.width - 6,
        align: col.align,
        size: 8,
        bold: true,
        color: rgb(1, 1, 1),
      })
      x += col.width
    }
    this.y -= height - 4
  }

  /** A table: a header in the shop's colour, then rows, repeating the header on every new page. */
  table(columns: Column[], rows: string[][], size = 8.5) {
    this.ensure(40)
    this.drawHeader(columns)
    this.onNewPage = () => this.drawHeader(columns)
    rows.forEach((cells, index) => {
      const wrapped = cells.map((cell, i) => this.wrap(cell, columns[i].width - 6, size))
      const height = Math.max(...wrapped.map((w) => w.length)) * size * 1.3 + 5
      this.ensure(height)
      if (index % 2 === 1) {
        this.page.drawRectangle({
          x: MARGIN,
          y: this.y - height,
          width: this.contentWidth,
          height,
          color: lightGrey,
        })
      }
      const top = this.y - 3
      let x = MARGIN
      wrapped.forEach((lines, i) => {
        lines.forEach((line, n) => {
          this.y = top - n * size * 1.3
          this.text(line, { x: x + 3, width: columns[i].width - 6, align: columns[i].align, size })
        })
        x += columns[i].width
      })
      this.y = top - height + 3
    })
    this.onNewPage = null
    this.y -= 8
  }

  /** Label / amount pairs aligned to the right (totals). */
  totals(rows: { label: string; value: string; strong?: boolean }[], width = 250) {
    const x = MARGIN + this.contentWidth - width
    for (const row of rows) {
      const size = row.strong ? 10 : 9
      this.ensure(size * 1.6)
      this.text(row.label, { x, size, bold: row.strong })
      this.text(row.value, { x, width, align: 'right', size, bold: row.strong })
      this.y -= size * 1.6
    }
  }

  async finish(): Promise<Uint8Array> {
    const total = this.pages.length
    this.pages.forEach((page, i) => {
      let y = MARGIN + this.footerHeight - FOOTER_LINE
      page.drawLine({
        start: { x: MARGIN, y: y + 4 },
        end: { x: A4[0] - MARGIN, y: y + 4 },
        thickness: 0.5,
        color: grey,
      })
      for (const line of this.footer) {
        y -= FOOTER_LINE
        page.drawText(line, { x: MARGIN, y, size: FOOTER_SIZE, font: this.font, color: grey })
      }
      const label = `Page ${i + 1} / ${total}`
      page.drawText(label, {
        x: A4[0] - MARGIN - this.font.widthOfTextAtSize(label, FOOTER_SIZE),
        y: MARGIN - 12,
        size: FOOTER_SIZE,
        font: this.font,
        color: grey,
      })
    })
    return this.doc.save()
  }
}
