/**
 * Rich text kept on the server and shown in shops (spec 5): every HTML fragment is sanitised with
 * one allow-list before it is stored, so pages may render it as is.
 */
import DOMPurify, { type UponSanitizeAttributeHook } from 'isomorphic-dompurify'
import { fontOfStack } from './rich-text-format'

const allowedTags = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'div',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]

// Links and images keep only what describes them; `style` is filtered below.
const allowedAttributes = [
  'alt',
  'colspan',
  'height',
  'href',
  'rowspan',
  'src',
  'style',
  'target',
  'title',
  'width',
]

/** Spec 5: link schemes http, https, ftp, mailto and tel; relative links stay allowed. */
const safeUrl = /^(?:(?:https?|ftp|mailto|tel):|[^:/?#]*(?:[/?#]|$))/i

/**
 * Spec 5: colour, background, alignment, size, margin, padding and line height; and
 * `font-family` for the editor's fonts only (see `filterStyle`).
 */
const allowedStyles = new Set([
  'color',
  'background',
  'background-color',
  'text-align',
  'font-size',
  'line-height',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
])

/** Plain values only: words, numbers, units, colours and the colour functions, nothing that loads. */
function isSafeStyleValue(value: string): boolean {
  if (!/^[-#%.,()\s\w]+$/.test(value)) return false
  return !/\(/.test(value.replace(/\b(?:rgba?|hsla?)\(/gi, ''))
}

/** The declarations of a `style` attribute that the allow-list keeps, rewritten. */
export function filterStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':')
      if (colon < 0) return null
      const property = declaration.slice(0, colon).trim().toLowerCase()
      const value = declaration.slice(colon + 1).trim()
      // The editor's fonts (spec 2.12), by their exact stacks: nothing else names a font.
      if (property === 'font-family') {
        const font = fontOfStack(value)
        return font ? `font-family: ${font.stack}` : null
      }
      return allowedStyles.has(property) && value && isSafeStyleValue(value)
        ? `${property}: ${value}`
        : null
    })
    .filter(Boolean)
    .join('; ')
}

const filterAttribute: UponSanitizeAttributeHook = (node, data) => {
  if (data.attrName === 'href' || data.attrName === 'src') {
    // Browsers skip control characters and spaces in a scheme: 'java\tscript:' still runs.
    // eslint-disable-next-line no-control-regex
    const compact = data.attrValue.replace(/[\s\u0000-\u001f]+/g, '')
    if (!safeUrl.test(compact)) data.keepAttr = false
  } else if (data.attrName === 'style') {
    const kept = filterStyle(data.attrValue)
    if (kept) data.attrValue = kept
    else data.keepAttr = false
  } else if (data.attrName === 'target') {
    if (data.attrValue !== '_blank' || node.nodeName !== 'A') data.keepAttr = false
  }
}

// A page opened from a link must not reach back to the shop's window.
const protectNewWindows = (node: Element) => {
  if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer')
  }
}

/**
 * The HTML of a shop's rich text with only spec 5's allow-list left. The hooks are added and
 * removed around the (synchronous) call, so other users of the shared DOMPurify instance never
 * see them.
 */
export function sanitizeRichText(html: string): string {
  DOMPurify.addHook('uponSanitizeAttribute', filterAttribute)
  DOMPurify.addHook('afterSanitizeAttributes', protectNewWindows)
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS: allowedTags,
      ALLOWED_ATTR: allowedAttributes,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOWED_URI_REGEXP: safeUrl,
    })
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', protectNewWindows)
    DOMPurify.removeHook('uponSanitizeAttribute', filterAttribute)
  }
}
