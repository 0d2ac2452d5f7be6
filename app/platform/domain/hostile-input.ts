/**
 * What no request may bring, checked once before any route sees it (issue 14, section 1): the
 * provider API (app/platform/api/app.ts) and the production server (server.mjs, through the
 * server build's exports) apply these rules; pages and routes never repeat them.
 *
 * Pure: no I/O.
 */

export const hostileMessages = {
  nul: 'La requête contient un caractère interdit.',
  tooDeep: 'Le corps de la requête est trop imbriqué.',
  method: 'Méthode non autorisée.',
  notAForm:
    'Ce formulaire doit être envoyé comme un formulaire (application/x-www-form-urlencoded ou multipart/form-data).',
  badForm: 'Le formulaire envoyé est illisible.',
} as const

/** The methods the application answers; any other (TRACE, CONNECT, PROPFIND…) gets 405. */
export const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

export const isAllowedMethod = (method: string): boolean =>
  (allowedMethods as readonly string[]).includes(method.toUpperCase())

/**
 * Whether a URL (path and query, as sent or decoded) carries a NUL byte: PostgreSQL refuses it in
 * any text, and no id, name, slug or search term holds one.
 */
export const urlHasNul = (url: string): boolean => url.includes('\u0000') || /%00/i.test(url)

/** How deep a JSON body may nest: every schema of the API is far shallower. */
export const MAX_JSON_DEPTH = 32

/**
 * What is wrong with a JSON body's shape, read in one pass before it is parsed: nested deeper than
 * `maxDepth` (a few thousand `[` make validators overflow the stack), or a NUL character in a
 * string (`\u0000`, or a raw one). Not a validator: a body that is not JSON is left to the parser.
 */
export function jsonShapeProblem(
  text: string,
  maxDepth: number = MAX_JSON_DEPTH,
): 'nul' | 'tooDeep' | undefined {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0) return 'nul'
    if (inString) {
      if (c === 0x5c /* \ */) {
        if (text.startsWith('u0000', i + 1)) return 'nul'
        i++
      } else if (c === 0x22 /* " */) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > maxDepth) return 'tooDeep'
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--
  }
  return undefined
}

/** The content types a page's form may be posted as (what `request.formData()` reads). */
export function isFormContentType(contentType: string | null | undefined): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase()
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data'
}

/**
 * The refusal the server gives a request before any route runs, or undefined: an unknown method
 * (405, which undici cannot even turn into a `Request`), a NUL byte in the URL (400).
 */
export function requestRefusal(
  method: string,
  url: string,
): { status: 400 | 405; message: string; headers: Record<string, string> } | undefined {
  if (!isAllowedMethod(method))
    return {
      status: 405,
      message: hostileMessages.method,
      headers: { Allow: allowedMethods.join(', ') },
    }
  if (urlHasNul(url)) return { status: 400, message: hostileMessages.nul, headers: {} }
  return undefined
}
