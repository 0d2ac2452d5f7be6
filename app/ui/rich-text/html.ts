/**
 * HTML ⇄ the editor's document. The server keeps HTML (sanitised by
 * app/platform/domain/rich-text.ts); the editor reads it into blocks and writes it back with
 * only tags and styles the sanitiser keeps. What the editor cannot show (tables, images) is
 * read as its text.
 */
import {
  fontOfStack,
  richTextFonts,
  sizeOfValue,
  type HeadingLevel,
} from '#app/platform/domain/rich-text-format'
import {
  aligns,
  emptyDocument,
  type Align,
  type Block,
  type Inline,
  type ListItemElement,
  type RichText,
} from './model'

// ------------------------------------------------------------------ writing

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, '&quot;')

function leafHtml(leaf: RichText): string {
  let html = escapeText(leaf.text).replace(/\n/g, '<br>')
  if (!html) return ''
  const style = [
    leaf.size ? `font-size: ${leaf.size}pt` : null,
    leaf.font ? `font-family: ${richTextFonts.find((f) => f.name === leaf.font)?.stack}` : null,
  ].filter((s) => s && !s.endsWith('undefined'))
  if (style.length) html = `<span style="${style.join('; ')}">${html}</span>`
  if (leaf.strike) html = `<s>${html}</s>`
  if (leaf.underline) html = `<u>${html}</u>`
  if (leaf.italic) html = `<em>${html}</em>`
  if (leaf.bold) html = `<strong>${html}</strong>`
  return html
}

const inlineHtml = (nodes: Inline[]): string =>
  nodes
    .map((n) =>
      'type' in n
        ? `<a href="${escapeAttribute(n.url)}">${n.children.map(leafHtml).join('')}</a>`
        : leafHtml(n),
    )
    .join('')

const alignAttribute = (align?: Align) =>
  align && align !== 'left' ? ` style="text-align: ${align}"` : ''

/** The document as HTML; an empty document is the empty string. */
export function toHtml(blocks: Block[]): string {
  const html = blocks
    .map((block) => {
      if (block.type === 'list') {
        const tag = block.ordered ? 'ol' : 'ul'
        return `<${tag}>${block.children.map((li) => `<li>${inlineHtml(li.children)}</li>`).join('')}</${tag}>`
      }
      const tag = block.type === 'heading' ? `h${block.level}` : 'p'
      const inner = inlineHtml(block.children)
      return `<${tag}${alignAttribute(block.align)}>${inner || '<br>'}</${tag}>`
    })
    .join('')
  return html === '<p><br></p>' ? '' : html
}

// ------------------------------------------------------------------ reading

type Item = Block | ListItemElement | Inline
type Marks = Omit<RichText, 'text'>

const isBlock = (item: Item): item is Block | ListItemElement =>
  'type' in item && item.type !== 'link'

function styleOf(el: Element): Map<string, string> {
  const map = new Map<string, string>()
  for (const declaration of (el.getAttribute('style') ?? '').split(';')) {
    const colon = declaration.indexOf(':')
    if (colon > 0)
      map.set(declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim())
  }
  return map
}

function marksOf(el: Element, marks: Marks): Marks {
  const tag = el.tagName.toLowerCase()
  const next: Marks = { ...marks }
  if (tag === 'strong' || tag === 'b') next.bold = true
  if (tag === 'em' || tag === 'i') next.italic = true
  if (tag === 'u') next.underline = true
  if (tag === 's' || tag === 'strike' || tag === 'del') next.strike = true
  const style = styleOf(el)
  const size = sizeOfValue(style.get('font-size') ?? '')
  if (size) next.size = size
  const font = fontOfStack(style.get('font-family') ?? '')
  if (font) next.font = font.name
  if (style.get('font-weight') === 'bold' || Number(style.get('font-weight')) >= 600)
    next.bold = true
  if (style.get('font-style') === 'italic') next.italic = true
  return next
}

function alignOf(el: Element): Align | undefined {
  const value = styleOf(el).get('text-align') as Align | undefined
  return value && aligns.includes(value) && value !== 'left' ? value : undefined
}

/** Block children flattened to their text, one line each: what an inline place can hold. */
function inlines(items: Item[]): Inline[] {
  const out: Inline[] = []
  for (const item of items) {
    if (!isBlock(item)) out.push(item)
    else {
      if (out.length) out.push({ text: '\n' })
      out.push(...inlines(item.children as Item[]))
    }
  }
  return withTextAround(out)
}

/** Slate wants text on both sides of a link, and at least one text. */
function withTextAround(nodes: Inline[]): Inline[] {
  const out: Inline[] = []
  for (const node of nodes) {
    const previous = out[out.length - 1]
    if ('type' in node && (!previous || 'type' in previous)) out.push({ text: '' })
    out.push(node)
  }
  const last = out[out.length - 1]
  if (!last || 'type' in last) out.push({ text: '' })
  return out
}

const onlyBlankText = (items: Item[]) =>
  items.every((i) => !isBlock(i) && !('type' in i) && !i.text.trim())

/** Top-level items as blocks: runs of inline content become paragraphs. */
function blocks(items: Item[]): Block[] {
  const out: Block[] = []
  let run: Inline[] = []
  const flush = () => {
    if (run.length && !onlyBlankText(run)) {
      out.push({ type: 'paragraph', children: withTextAround(trimRun(run)) })
    }
    run = []
  }
  for (const item of items) {
    if (!isBlock(item)) run.push(item)
    else {
      flush()
      if (item.type === 'list-item') out.push({ type: 'list', ordered: false, children: [item] })
      else out.push(item)
    }
  }
  flush()
  return out
}

/** Layout whitespace around blocks in source HTML is not text. */
function trimRun(run: Inline[]): Inline[] {
  const copy = [...run]
  const first = copy[0]
  if (first && !('type' in first)) copy[0] = { ...first, text: first.text.replace(/^\s+/, '') }
  const last = copy[copy.length - 1]
  if (last && !('type' in last))
    copy[copy.length - 1] = { ...last, text: last.text.replace(/\s+$/, '') }
  return copy
}

const blockTags = new Set(['p', 'div', 'blockquote', 'pre', 'figcaption', 'figure', 'section'])

function walk(node: Node, marks: Marks): Item[] {
  if (node.nodeType === 3) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ')
    return text ? [{ text, ...marks }] : []
  }
  if (node.nodeType !== 1) return []
  const el = node as Element
  const tag = el.tagName.toLowerCase()
  if (tag === 'script' || tag === 'style' || tag === 'template') return []
  if (tag === 'br') return [{ text: '\n', ...marks }]
  const children = (m: Marks) => Array.from(el.childNodes).flatMap((child) => walk(child, m))
  if (/^h[1-6]$/.test(tag)) {
    const level = Number(tag[1]) as HeadingLevel
    const align = alignOf(el)
    return [
      {
        type: 'heading',
        level,
        ...(align ? { align } : {}),
        children: inlines(trim(children(marks))),
      },
    ]
  }
  if (tag === 'ul' || tag === 'ol') {
    const items = children(marks).flatMap((item): ListItemElement[] =>
      isBlock(item)
        ? item.type === 'list-item'
          ? [item]
          : item.type === 'list'
            ? item.children
            : [{ type: 'list-item', children: inlines([item]) }]
        : onlyBlankText([item])
          ? []
          : [{ type: 'list-item', children: withTextAround([item]) }],
    )
    return items.length ? [{ type: 'list', ordered: tag === 'ol', children: items }] : []
  }
  if (tag === 'li') return [{ type: 'list-item', children: inlines(trim(children(marks))) }]
  if (tag === 'a') {
    const leaves = children(marks).flatMap((item) =>
      isBlock(item) || 'type' in item ? [] : [item],
    )
    const url = el.getAttribute('href') ?? ''
    return url ? [{ type: 'link', url, children: leaves.length ? leaves : [{ text: '' }] }] : leaves
  }
  if (blockTags.has(tag) || tag === 'tr' || tag === 'table' || tag === 'tbody' || tag === 'thead') {
    const inner = children(marksOf(el, marks))
    if (inner.some(isBlock)) return blocks(inner)
    if (onlyBlankText(inner)) return []
    const align = alignOf(el)
    return [{ type: 'paragraph', ...(align ? { align } : {}), children: inlines(trim(inner)) }]
  }
  if (tag === 'td' || tag === 'th') return [...children(marks), { text: ' ' }]
  return children(marksOf(el, marks))
}

/** Whitespace at the edges of a block's own text is layout, not content. */
const trim = (items: Item[]): Item[] => {
  if (items.some(isBlock)) return items
  return trimRun(items as Inline[])
}

/** HTML read into the editor's blocks; `parse` is the browser's DOMParser by default. */
export function fromHtml(
  html: string,
  parse: (html: string) => Document = (h) => new DOMParser().parseFromString(h, 'text/html'),
): Block[] {
  if (!html.trim()) return emptyDocument()
  const body = parse(html).body
  const result = blocks(Array.from(body.childNodes).flatMap((n) => walk(n, {})))
  return result.length ? result : emptyDocument()
}
