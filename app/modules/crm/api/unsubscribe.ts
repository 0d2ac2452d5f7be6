/**
 * The unsubscribe link of a campaign's mails (issue 17 §3, RFC 8058): a token naming a shop and an
 * address, signed with an HMAC keyed from the API's secret (its JWT secret, through a key of its
 * own), so nobody can unsubscribe an address they did not receive a mail for. It never expires:
 * a mail read a year later still unsubscribes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import { crmUnsubscribes } from '#app/platform/db/schema'

const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('caveau:crm-unsubscribe').digest()

const mac = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest()

export function unsubscribeToken(secret: string, shopId: number, email: string): string {
  const payload = Buffer.from(`${shopId}:${email.toLowerCase()}`).toString('base64url')
  return `${payload}.${mac(secret, payload).toString('base64url')}`
}

/** The shop and address of a token signed with `secret`, or null. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { shopId: number; email: string } | null {
  const [payload, signature] = token.split('.')
  if (!payload || !signature) return null
  const given = Buffer.from(signature, 'base64url')
  const expected = mac(secret, payload)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const m = /^(\d{1,10}):(.+)$/.exec(Buffer.from(payload, 'base64url').toString('utf8'))
  return m ? { shopId: Number(m[1]), email: m[2] } : null
}

export const unsubscribeUrl = (appUrl: string, secret: string, shopId: number, email: string) =>
  `${appUrl.replace(/\/$/, '')}/unsubscribe/${unsubscribeToken(secret, shopId, email)}`

/** Records that the address left the shop's campaigns (twice is once). */
export async function unsubscribe(db: Db, shopId: number, email: string) {
  await db
    .insert(crmUnsubscribes)
    .values({ shopId, email: email.toLowerCase() })
    .onConflictDoNothing()
}

/** Which of `emails` (lower-cased) left the shop's campaigns. */
export async function unsubscribedOf(db: Db, shopId: number, emails: string[]) {
  if (!emails.length) return new Set<string>()
  const rows = await db
    .select({ email: crmUnsubscribes.email })
    .from(crmUnsubscribes)
    .where(and(eq(crmUnsubscribes.shopId, shopId), inArray(crmUnsubscribes.email, emails)))
  return new Set(rows.map((r) => r.email))
}
