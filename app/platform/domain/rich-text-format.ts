/**
 * What the one rich-text editor offers (spec 2.12): 16 sizes labelled 'Taille 8' to 'Taille 150'
 * (10 by default), headings 'Titre 1' to 'Titre 6' and about thirty fonts. The editor writes
 * them as `font-size: {n}pt` and `font-family: {stack}`, and the sanitiser keeps a font family
 * only when it is one of these stacks, so nothing else can reach a shop's page.
 */

/** Points, in the editor's order; text with no size is at the default. */
export const richTextSizes = [
  8, 10, 12, 14, 16, 18, 20, 26, 32, 36, 42, 50, 75, 100, 125, 150,
] as const
export type RichTextSize = (typeof richTextSizes)[number]
export const DEFAULT_RICH_TEXT_SIZE: RichTextSize = 10

export const sizeLabel = (size: number) => `Taille ${size}`

export const richTextHeadings = [1, 2, 3, 4, 5, 6] as const
export type HeadingLevel = (typeof richTextHeadings)[number]
export const headingLabel = (level: number) => `Titre ${level}`

/**
 * The fonts: a name and a CSS stack of fonts found on phones and computers (no download), each
 * family unquoted so that the value stays within the sanitiser's plain characters.
 */
export const richTextFonts = [
  { name: 'Arial', stack: 'Arial, Helvetica, sans-serif' },
  { name: 'Helvetica', stack: 'Helvetica, Arial, sans-serif' },
  { name: 'Verdana', stack: 'Verdana, Geneva, sans-serif' },
  { name: 'Tahoma', stack: 'Tahoma, Geneva, sans-serif' },
  { name: 'Trebuchet MS', stack: 'Trebuchet MS, Helvetica, sans-serif' },
  { name: 'Segoe UI', stack: 'Segoe UI, Roboto, sans-serif' },
  { name: 'Roboto', stack: 'Roboto, Arial, sans-serif' },
  { name: 'Calibri', stack: 'Calibri, Carlito, sans-serif' },
  { name: 'Candara', stack: 'Candara, Calibri, sans-serif' },
  { name: 'Gill Sans', stack: 'Gill Sans, Gill Sans MT, sans-serif' },
  { name: 'Futura', stack: 'Futura, Century Gothic, sans-serif' },
  { name: 'Century Gothic', stack: 'Century Gothic, Futura, sans-serif' },
  { name: 'Avenir', stack: 'Avenir, Avenir Next, sans-serif' },
  { name: 'Optima', stack: 'Optima, Candara, sans-serif' },
  { name: 'Lucida Sans', stack: 'Lucida Sans Unicode, Lucida Grande, sans-serif' },
  { name: 'Franklin Gothic', stack: 'Franklin Gothic Medium, Arial Narrow, sans-serif' },
  { name: 'Impact', stack: 'Impact, Haettenschweiler, sans-serif' },
  { name: 'Georgia', stack: 'Georgia, serif' },
  { name: 'Times New Roman', stack: 'Times New Roman, Times, serif' },
  { name: 'Garamond', stack: 'Garamond, Baskerville, serif' },
  { name: 'Palatino', stack: 'Palatino Linotype, Palatino, Book Antiqua, serif' },
  { name: 'Baskerville', stack: 'Baskerville, Baskerville Old Face, serif' },
  { name: 'Book Antiqua', stack: 'Book Antiqua, Palatino, serif' },
  { name: 'Cambria', stack: 'Cambria, Caladea, serif' },
  { name: 'Didot', stack: 'Didot, Bodoni MT, serif' },
  { name: 'Bodoni', stack: 'Bodoni MT, Didot, serif' },
  { name: 'Rockwell', stack: 'Rockwell, Courier Bold, serif' },
  { name: 'Courier New', stack: 'Courier New, Courier, monospace' },
  { name: 'Lucida Console', stack: 'Lucida Console, Monaco, monospace' },
  { name: 'Consolas', stack: 'Consolas, Menlo, monospace' },
  { name: 'Brush Script', stack: 'Brush Script MT, cursive' },
  { name: 'Comic Sans MS', stack: 'Comic Sans MS, Comic Neue, cursive' },
] as const

const compact = (stack: string) =>
  stack
    .replace(/["']/g, '')
    .replace(/\s*,\s*/g, ',')
    .trim()
    .toLowerCase()
const byStack = new Map<string, (typeof richTextFonts)[number]>(
  richTextFonts.map((font) => [compact(font.stack), font]),
)

/** The editor's font a `font-family` value names, if it is one of the list. */
export const fontOfStack = (value: string) => byStack.get(compact(value))

/** The size a `font-size` value gives, if it is one of the editor's (in points). */
export function sizeOfValue(value: string): RichTextSize | undefined {
  const match = /^\s*(\d+)pt\s*$/i.exec(value)
  const size = match ? Number(match[1]) : NaN
  return (richTextSizes as readonly number[]).includes(size) ? (size as RichTextSize) : undefined
}
