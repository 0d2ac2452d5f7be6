/**
 * The signature of a webhook's POST (Stripe-like): `Caveau-Signature: t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>`. The README shows a receiver's check.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** The value of the `Caveau-Signature` header of `body` sent at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${v1}`
}

/**
 * What a receiver does (README): the header's `v1` is the HMAC of `t.body`, and `t` is recent
 * (`toleranceS`, against replays).
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  nowS: number,
  toleranceS = 300,
): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]))
  const t = Number(parts.t)
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(nowS - t) > toleranceS) return false
  const expected = Buffer.from(signatureHeader(secret, t, body).split('v1=')[1], 'hex')
  const given = Buffer.from(parts.v1, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
