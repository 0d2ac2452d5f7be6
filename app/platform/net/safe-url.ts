/**
 * Requests the server makes to an address a user typed (a shop's webhooks), guarded against
 * server-side request forgery: the address must be https (http only where `httpsOnly` is off:
 * development and tests), carry no credentials, and every address its host resolves to must be a
 * public one (`classifyAddress`): no private, loopback, link-local, CGNAT, multicast, unspecified
 * or reserved address, IPv4-mapped IPv6 included. The connection is made to the very address that
 * was checked (the `lookup` given to node:http checks what it answers), so a DNS answer that
 * changes between the check and the connection reaches nothing; redirects are never followed.
 *
 * A local receiver (127.0.0.1, ::1) is let through only with `allowLoopback`
 * (WEBHOOKS_ALLOW_LOOPBACK=1, which only the test harness sets); refused by default.
 */
import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'

export type AddressClass =
  | 'public'
  | 'private'
  | 'loopback'
  | 'linkLocal'
  | 'cgnat'
  | 'multicast'
  | 'unspecified'
  | 'reserved'

export type OutboundPolicy = {
  /** Only https addresses (production). */
  httpsOnly: boolean
  /** 127.0.0.0/8 and ::1 let through (the tests' local receivers). */
  allowLoopback: boolean
}

export const safeUrlText = {
  invalid: 'Saisissez une adresse complète, par exemple https://exemple.fr/webhooks.',
  https: 'L’adresse doit commencer par https://.',
  httpOrHttps: 'L’adresse doit commencer par https:// ou http://.',
  credentials: 'L’adresse ne doit pas contenir d’identifiant ni de mot de passe.',
  unresolved: 'Ce nom de domaine est introuvable.',
  refused:
    'Cette adresse mène à un réseau privé ou local : seules les adresses publiques sont acceptées.',
} as const

const v4Parts = (ip: string) => ip.split('.').map(Number)

/** Whether `ip` (IPv4) lies in `base`/`bits`. */
function inV4(ip: number[], base: string, bits: number): boolean {
  const b = v4Parts(base)
  const toInt = (p: number[]) => ((p[0] << 24) | (p[1] << 16) | (p[2] << 8) | p[3]) >>> 0
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0
  return (toInt(ip) & mask) >>> 0 === (toInt(b) & mask) >>> 0
}

function classifyV4(ip: string): AddressClass {
  const p = v4Parts(ip)
  const is = (base: string, bits: number) => inV4(p, base, bits)
  if (is('0.0.0.0', 8)) return 'unspecified'
  if (is('127.0.0.0', 8)) return 'loopback'
  if (is('10.0.0.0', 8) || is('172.16.0.0', 12) || is('192.168.0.0', 16)) return 'private'
  if (is('100.64.0.0', 10)) return 'cgnat'
  if (is('169.254.0.0', 16)) return 'linkLocal'
  if (is('224.0.0.0', 4)) return 'multicast'
  if (
    is('192.0.0.0', 24) || // IETF protocol assignments
    is('192.0.2.0', 24) || // documentation
    is('198.51.100.0', 24) ||
    is('203.0.113.0', 24) ||
    is('198.18.0.0', 15) || // benchmarking
    is('192.88.99.0', 24) || // 6to4 relays
    is('240.0.0.0', 4) // reserved, and the broadcast address
  )
    return 'reserved'
  return 'public'
}

/** The 16 bytes of an IPv6 address (`::`, an embedded IPv4 tail and a zone allowed). */
function v6Bytes(ip: string): number[] {
  let text = ip.split('%')[0]
  const tail: number[] = []
  const lastColon = text.lastIndexOf(':')
  if (text.slice(lastColon + 1).includes('.')) {
    tail.push(...v4Parts(text.slice(lastColon + 1)))
    text = `${text.slice(0, lastColon + 1)}0:0`
  }
  const [head, rest] = text.includes('::') ? text.split('::') : [text, null]
  const groups = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : [])
  const left = groups(head)
  const right = rest === null ? [] : groups(rest)
  const words = [...left, ...Array(8 - left.length - right.length).fill(0), ...right]
  const bytes = words.flatMap((w) => [w >> 8, w & 0xff])
  if (tail.length) bytes.splice(12, 4, ...tail)
  return bytes
}

function classifyV6(ip: string): AddressClass {
  const b = v6Bytes(ip)
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0)
  const v4 = () => b.slice(12, 16).join('.')
  if (zero(0, 16)) return 'unspecified'
  if (zero(0, 15) && b[15] === 1) return 'loopback'
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d): the IPv4 address decides.
  if (zero(0, 10) && b[10] === 0xff && b[11] === 0xff) return classifyV4(v4())
  if (zero(0, 12)) return classifyV4(v4())
  // NAT64 (64:ff9b::/96) reaches the IPv4 address it embeds.
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zero(4, 12))
    return classifyV4(v4())
  // 6to4 (2002::/16) embeds an IPv4 address in bytes 2–5.
  if (b[0] === 0x20 && b[1] === 0x02) {
    const embedded = classifyV4(b.slice(2, 6).join('.'))
    if (embedded !== 'public') return embedded
  }
  if (b[0] === 0xff) return 'multicast'
  if (b[0] === 0xfe && (b[1] & 0xc0) === 0x80) return 'linkLocal'
  if (b[0] === 0xfe && (b[1] & 0xc0) === 0xc0) return 'private' // site-local (deprecated)
  if ((b[0] & 0xfe) === 0xfc) return 'private' // unique local fc00::/7
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x0d && b[3] === 0xb8) return 'reserved'
  if (b[0] === 0x01 && zero(1, 8)) return 'reserved' // discard-only 100::/64
  // Only global unicast (2000::/3) is routed on the Internet.
  if ((b[0] & 0xe0) !== 0x20) return 'reserved'
  return 'public'
}

/** What kind of address `ip` is (an IP literal; a host name is 'reserved'). */
export function classifyAddress(ip: string): AddressClass {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip
  switch (net.isIP(bare.split('%')[0])) {
    case 4:
      return classifyV4(bare)
    case 6:
      return classifyV6(bare)
    default:
      return 'reserved'
  }
}

/** Whether the server may connect to `ip` under `policy`. */
export function addressAllowed(ip: string, policy: OutboundPolicy): boolean {
  const kind = classifyAddress(ip)
  return kind === 'public' || (kind === 'loopback' && policy.allowLoopback)
}

export class UnsafeUrl extends Error {}

/** The address as the server will request it, or the French reason it is refused (syntax only). */
export function parseOutboundUrl(text: string, policy: OutboundPolicy): URL {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    throw new UnsafeUrl(safeUrlText.invalid)
  }
  const schemes = policy.httpsOnly ? ['https:'] : ['https:', 'http:']
  if (!schemes.includes(url.protocol))
    throw new UnsafeUrl(policy.httpsOnly ? safeUrlText.https : safeUrlText.httpOrHttps)
  if (url.username || url.password) throw new UnsafeUrl(safeUrlText.credentials)
  if (!url.hostname) throw new UnsafeUrl(safeUrlText.invalid)
  return url
}

type Resolve = (host: string) => Promise<string[]>

const systemResolve: Resolve = async (host) =>
  (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address)

/** The host's addresses, every one checked; the French reason when one of them is refused. */
async function checkedAddresses(
  host: string,
  policy: OutboundPolicy,
  resolve: Resolve,
): Promise<string[]> {
  const bare = host.startsWith('[') ? host.slice(1, -1) : host
  let addresses: string[]
  if (net.isIP(bare)) addresses = [bare]
  else {
    try {
      addresses = await resolve(bare)
    } catch {
      throw new UnsafeUrl(safeUrlText.unresolved)
    }
  }
  if (addresses.length === 0) throw new UnsafeUrl(safeUrlText.unresolved)
  if (!addresses.every((a) => addressAllowed(a, policy))) throw new UnsafeUrl(safeUrlText.refused)
  return addresses
}

/**
 * Checks an address before it is saved: its syntax and, after resolving its host, that it leads
 * only to public addresses. Throws `UnsafeUrl` with the French reason.
 */
export async function checkOutboundUrl(
  text: string,
  policy: OutboundPolicy,
  resolve: Resolve = systemResolve,
): Promise<URL> {
  const url = parseOutboundUrl(text, policy)
  await checkedAddresses(url.hostname, policy, resolve)
  return url
}

export type SafePostResult =
  | { ok: true; status: number; body: string; durationMs: number }
  | { ok: false; error: string; status: number | null; body: string | null; durationMs: number }

export const safePostText = {
  timeout: (seconds: number) => `Pas de réponse en ${seconds} s.`,
  network: (reason: string) => `Connexion impossible : ${reason}`,
} as const

/**
 * POSTs `body` to `target`, connecting only to the addresses checked (`lookup`), never following
 * a redirect, giving up after `timeoutMs`; reads the first `keepBytes` of the answer.
 */
export function safePost(
  target: string,
  init: { body: string; headers: Record<string, string>; timeoutMs: number; keepBytes: number },
  policy: OutboundPolicy,
  resolve: Resolve = systemResolve,
): Promise<SafePostResult> {
  const started = Date.now()
  const elapsed = () => Date.now() - started
  return new Promise<SafePostResult>((done) => {
    let url: URL
    try {
      url = parseOutboundUrl(target, policy)
    } catch (error) {
      done({ ok: false, error: (error as Error).message, status: null, body: null, durationMs: 0 })
      return
    }
    const bare = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname
    // An IP literal is connected to without a look-up: it is checked here.
    if (net.isIP(bare) && !addressAllowed(bare, policy)) {
      done({ ok: false, error: safeUrlText.refused, status: null, body: null, durationMs: 0 })
      return
    }
    let settled = false
    const finish = (result: SafePostResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      done(result)
    }
    const fail = (error: string, status: number | null = null, body: string | null = null) =>
      finish({ ok: false, error, status, body, durationMs: elapsed() })
    const lookup: net.LookupFunction = (hostname, options, callback) => {
      checkedAddresses(hostname, policy, resolve).then(
        (addresses) => {
          const family = (a: string) => net.isIP(a)
          if (options.all)
            (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(
              null,
              addresses.map((address) => ({ address, family: family(address) })),
            )
          else callback(null, addresses[0], family(addresses[0]))
        },
        (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
      )
    }
    const client = url.protocol === 'https:' ? https : http
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...init.headers, 'content-length': Buffer.byteLength(init.body).toString() },
        lookup,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = []
        let kept = 0
        response.on('data', (chunk: Buffer) => {
          if (kept < init.keepBytes) {
            chunks.push(chunk.subarray(0, init.keepBytes - kept))
            kept += Math.min(chunk.length, init.keepBytes - kept)
          }
          if (kept >= init.keepBytes) response.destroy()
        })
        const end = () => {
          const status = response.statusCode ?? 0
          const body = Buffer.concat(chunks).toString('utf8')
          if (status >= 200 && status < 300)
            finish({ ok: true, status, body, durationMs: elapsed() })
          else fail(`HTTP ${status}`, status, body)
        }
        response.on('end', end)
        response.on('close', end)
        response.on('error', end)
      },
    )
    const timer = setTimeout(() => {
      fail(safePostText.timeout(Math.round(init.timeoutMs / 1000)))
      request.destroy()
    }, init.timeoutMs)
    request.on('error', (error) =>
      fail(error instanceof UnsafeUrl ? error.message : safePostText.network(error.message)),
    )
    request.end(init.body)
  })
}
