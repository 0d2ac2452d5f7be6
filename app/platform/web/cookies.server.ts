import { getEnv } from '../env.server'

const ONE_YEAR = 365 * 86_400

/** Cookies carry `Secure` when the production app is served over HTTPS (never on a local http run). */
export function secureCookies(): boolean {
  const env = getEnv()
  return env.NODE_ENV === 'production' && env.APP_URL.startsWith('https://')
}

/**
 * A cookie whose value is stored as is (`isOver18=true`, `locale=en`), as the spec names them.
 * Remix's createCookie would store base64 JSON, which other clients of these cookies cannot read.
 */
export function plainCookie(name: string, { maxAge = ONE_YEAR, httpOnly = true } = {}) {
  return {
    read(request: Request): string | null {
      for (const pair of (request.headers.get('cookie') ?? '').split(/;\s*/)) {
        const at = pair.indexOf('=')
        if (at > 0 && pair.slice(0, at) === name) return decodeURIComponent(pair.slice(at + 1))
      }
      return null
    },
    serialize(value: string): string {
      const secure = secureCookies()
      return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${httpOnly ? '; HttpOnly' : ''}${secure ? '; Secure' : ''}`
    },
  }
}
