import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm'
import { sign, verify } from 'hono/jwt'
import type { Db } from '../db/client'
import { sessions, users, userTokens, type UserTokenKind } from '../db/schema'
import type { AuthInfo } from '../api/types'

const SESSION_DAYS = 30
const ALGORITHM = 'HS256'

type Claims = {
  sid: string
  sub: number
  kind: 'user' | 'master'
  mst?: number
  exp: number
  /** Set: an admin's or master account's session that serves only to set up a second factor. */
  tfs?: 1
}

/** Where a session was opened from, for its owner's list of sessions. */
export type SessionOrigin = { userAgent?: string | null; ip?: string | null }

/** A seen session is written back at most this often (not on every request). */
const LAST_SEEN_STEP_MS = 5 * 60_000

export async function openSession(
  db: Db,
  secret: string,
  who: { userId: number; masterAccountId?: number } | { masterAccountId: number },
  from: SessionOrigin = {},
  options: {
    twoFactorSetup?: boolean
    /** An administrator acting as the user (admin console), why, and for how long. */
    impersonation?: { adminId: number; reason: string; ttlMs: number }
  } = {},
): Promise<string> {
  const id = randomBytes(18).toString('base64url')
  const expiresAt = new Date(
    Date.now() + (options.impersonation?.ttlMs ?? SESSION_DAYS * 86_400_000),
  )
  const userId = 'userId' in who ? who.userId : null
  await db.insert(sessions).values({
    id,
    userId,
    masterAccountId: who.masterAccountId ?? null,
    expiresAt,
    userAgent: from.userAgent?.slice(0, 300) ?? null,
    ip: from.ip?.slice(0, 64) ?? null,
    impersonatorId: options.impersonation?.adminId ?? null,
    impersonationReason: options.impersonation?.reason ?? null,
  })
  const claims: Claims =
    userId !== null
      ? { sid: id, sub: userId, kind: 'user', mst: who.masterAccountId, exp: epoch(expiresAt) }
      : { sid: id, sub: who.masterAccountId!, kind: 'master', exp: epoch(expiresAt) }
  if (options.twoFactorSetup) claims.tfs = 1
  return sign(claims, secret, ALGORITHM)
}

/**
 * Tokens whose signature was checked, with their claims: a signed-in page makes several provider
 * calls with the same token, and the HMAC was 5% of its CPU (bench/profile-findings.md). A
 * signature stays valid for its secret; expiry and revocation are still checked at every call.
 */
const verifiedTokens = new Map<string, { secret: string; claims: Claims }>()
const VERIFIED_TOKENS_KEPT = 10_000

async function verifiedClaims(secret: string, token: string): Promise<Claims | null> {
  const known = verifiedTokens.get(token)
  if (known && known.secret === secret) return known.claims
  let claims: Claims
  try {
    claims = (await verify(token, secret, ALGORITHM)) as unknown as Claims
  } catch {
    return null
  }
  // hono's verify checks `exp` only when present: a token without one would never expire.
  if (typeof claims.sid !== 'string' || typeof claims.sub !== 'number') return null
  if (typeof claims.exp !== 'number' || (claims.kind !== 'user' && claims.kind !== 'master'))
    return null
  // The oldest entry goes first (a Map iterates in insertion order).
  if (verifiedTokens.size >= VERIFIED_TOKENS_KEPT)
    verifiedTokens.delete(verifiedTokens.keys().next().value!)
  verifiedTokens.set(token, { secret, claims })
  return claims
}

/**
 * Checks signature (HS256 only, so `alg: none` fails), that the token has an expiry and is within
 * it, that its session was not revoked, and that the session belongs to whom the token names.
 */
export async function readSession(db: Db, secret: string, token: string): Promise<AuthInfo | null> {
  const claims = await verifiedClaims(secret, token)
  const now = new Date()
  if (!claims || claims.exp * 1000 <= now.getTime()) return null
  // The user's role comes with the session (one query): the API's rules read it on every call.
  const [row] = await db
    .select({
      userId: sessions.userId,
      masterAccountId: sessions.masterAccountId,
      lastSeenAt: sessions.lastSeenAt,
      impersonatorId: sessions.impersonatorId,
      role: users.role,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
  if (!row || !sessionMatches(row, claims)) return null
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_STEP_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, claims.sid))
  }
  const setup = claims.tfs === 1 ? { twoFactorSetup: true as const } : {}
  const acting = row.impersonatorId !== null ? { impersonatorId: row.impersonatorId } : {}
  return claims.kind === 'master'
    ? { kind: 'master', masterAccountId: claims.sub, sessionId: claims.sid, ...setup }
    : {
        kind: 'user',
        userId: claims.sub,
        sessionId: claims.sid,
        masterAccountId: claims.mst,
        ...setup,
        ...acting,
        ...(row.role ? { role: row.role } : {}),
      }
}

/** The session row is the one the token's subject opened (user, master account, or both). */
function sessionMatches(
  row: { userId: number | null; masterAccountId: number | null },
  claims: Claims,
): boolean {
  return claims.kind === 'master'
    ? row.userId === null && row.masterAccountId === claims.sub
    : row.userId === claims.sub && row.masterAccountId === (claims.mst ?? null)
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId))
}

/** Ends every live session of the user, but `keep` (the one that asked, when it should go on). */
export async function revokeUserSessions(db: Db, userId: number, keep?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep ? ne(sessions.id, keep) : undefined,
      ),
    )
}

export type LiveSession = {
  id: string
  userAgent: string | null
  ip: string | null
  createdAt: Date
  lastSeenAt: Date
}

/** The user's sessions that still work, the most recently used first. */
export async function liveSessions(db: Db, userId: number): Promise<LiveSession[]> {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
}

/** Ends one of the user's own sessions; false when the id is not a live session of theirs. */
export async function revokeUserSession(
  db: Db,
  userId: number,
  sessionId: string,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  return rows.length > 0
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A one-time token for a mail link; only its hash is stored. An `email` token also carries the
 * new address it confirms (issue 16 §1).
 */
export async function issueUserToken(
  db: Db,
  userId: number,
  kind: UserTokenKind,
  ttlMs: number,
  newEmail: string | null = null,
): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  await db.insert(userTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
    newEmail,
  })
  return token
}

/** Marks the token used and returns its user, or null when unknown, used or expired. */
export async function consumeUserToken(
  db: Db,
  token: string,
  kind: UserTokenKind,
): Promise<number | null> {
  return (await consumeUserTokenRow(db, token, kind))?.userId ?? null
}

/**
 * `consumeUserToken` with the row's new address, and, given `userId`, only a token of that user:
 * another user's token stays unused.
 */
export async function consumeUserTokenRow(
  db: Db,
  token: string,
  kind: UserTokenKind,
  userId?: number,
): Promise<{ userId: number; newEmail: string | null } | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
        userId === undefined ? undefined : eq(userTokens.userId, userId),
      ),
    )
    .returning({ userId: userTokens.userId, newEmail: userTokens.newEmail })
  return row ?? null
}

const epoch = (d: Date) => Math.floor(d.getTime() / 1000)
