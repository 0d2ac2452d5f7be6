/** Open-redirect protection for `redirectLink` parameters. */

const maxLength = 512
const allowedCharacters = /^[A-Za-z0-9\-_.~/?=&%+,:]+$/

function decodeOnce(value: string): string | undefined {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

/** `value` if it is a local path of this site, otherwise `fallback`. */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > maxLength) return fallback
  if (!value.startsWith('/') || value.startsWith('//')) return fallback
  if (!allowedCharacters.test(value) || value.includes('://')) return fallback
  // Encoded slashes or backslashes could turn into a protocol-relative URL once decoded downstream.
  const decoded = decodeOnce(value)
  if (decoded === undefined || decoded.startsWith('//') || /[\\\p{Cc}]/u.test(decoded)) {
    return fallback
  }
  return value
}

export const loginUrl = (pathWithSearch: string): string =>
  `/auth/login?redirectLink=${encodeURIComponent(pathWithSearch)}`
