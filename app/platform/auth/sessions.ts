import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { sign, verify } from 'hono/jwt'
import type { Db } from '../db/client'
import { sessions, userTokens } from '../db/schema'
import type { AuthInfo } from '../api/types'

const SESSION_DAYS = 30
const ALGORITHM = 'HS256'

type Claims = { sid: string; sub: number; kind: 'user' | 'master'; mst?: number; exp: number }

export async function openSession(
  db: Db,
  secret: string,
  who: { userId: number; masterAccountId?: number } | { masterAccountId: number },
): Promise<string> {
  const id = randomBytes(18).toString('base64url')
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000)
  const userId = 'userId' in who ? who.userId : null
  await db
    .insert(sessions)
    .values({ id, userId, masterAccountId: who.masterAccountId ?? null, expiresAt })
  const claims: Claims =
    userId !== null
      ? { sid: id, sub: userId, kind: 'user', mst: who.masterAccountId, exp: epoch(expiresAt) }
      : { sid: id, sub: who.masterAccountId!, kind: 'master', exp: epoch(expiresAt) }
  return sign(claims, secret, ALGORITHM)
}

/** Checks signature (HS256 only, so `alg: none` fails), expiry and that the session was not revoked. */
export async function readSession(db: Db, secret: string, token: string): Promise<AuthInfo | null> {
  let claims: Claims
  try {
    claims = (await verify(token, secret, ALGORITHM)) as unknown as Claims
  } catch {
    return null
  }
  if (typeof claims.sid !== 'string' || typeof claims.sub !== 'number') return null
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, claims.sid),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
  if (!row) return null
  return claims.kind === 'master'
    ? { kind: 'master', masterAccountId: claims.sub, sessionId: claims.sid }
    : { kind: 'user', userId: claims.sub, sessionId: claims.sid, masterAccountId: claims.mst }
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId))
}

export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A one-time token for a mail link; only its hash is stored. */
export async function issueUserToken(
  db: Db,
  userId: number,
  kind: 'validate' | 'reset',
  ttlMs: number,
): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  await db
    .insert(userTokens)
    .values({ userId, kind, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) })
  return token
}

/** Marks the token used and returns its user, or null when unknown, used or expired. */
export async function consumeUserToken(
  db: Db,
  token: string,
  kind: 'validate' | 'reset',
): Promise<number | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: userTokens.userId })
  return row?.userId ?? null
}

const epoch = (d: Date) => Math.floor(d.getTime() / 1000)
