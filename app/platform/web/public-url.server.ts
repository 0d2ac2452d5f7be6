import { getEnv } from '../env.server'

/**
 * Where the app's absolute links start (canonical URLs, hreflang alternates, GS1 links, QR
 * codes): the configured public address (`APP_URL`) when there is one, else the origin the
 * request itself was made on (its host, as the server saw it). Never an address of this machine
 * the person cannot reach, such as `http://localhost:3000` behind a proxy.
 */
export function publicOrigin(request: Request): string {
  const configured = getEnv().PUBLIC_URL
  return configured ? configured.replace(/\/+$/, '') : new URL(request.url).origin
}
