const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A state-changing request whose Origin names another site than the one it was sent to (CSRF).
 * Requests without an Origin (servers, the in-process provider calls) are judged by their token.
 */
export function isCrossSiteRequest(
  method: string,
  origin: string | null | undefined,
  host: string | null | undefined,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase()) || !origin || origin === 'null') return false
  try {
    return !host || new URL(origin).host !== host
  } catch {
    return true
  }
}

/**
 * The host a request was sent to. `X-Forwarded-Host` is a proxy's word and anyone can send it:
 * it counts only when the operator said a proxy stands in front (`TRUST_PROXY`); otherwise the
 * `Host` header decides.
 */
export function requestHost(
  header: (name: string) => string | null | undefined,
  trustProxy: boolean,
): string | null {
  return (trustProxy ? header('x-forwarded-host') : null) ?? header('host') ?? null
}
