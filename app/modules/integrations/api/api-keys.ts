/**
 * The shop's API keys, stored: made with a random prefix and secret, kept as the secret's SHA-256,
 * listed, revoked, and read back from a Bearer token by the API's authentication
 * (app/platform/api/middleware.ts).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import { apiKeys, users } from '#app/platform/db/schema'
import {
  expiryInstant,
  formatApiKey,
  parseApiKey,
  type ApiKeyInput,
  type ApiKeyScope,
} from '../domain/api-keys'
import type { ApiKeyView } from '../contract'

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex')

const alphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
/** 12 characters from 62 (about 71 bits): a public id, not a secret, but never guessed twice. */
function newPrefix(): string {
  // 248 is the largest multiple of 62 under 256: bytes above it are skipped to keep draws even.
  let prefix = ''
  while (prefix.length < 12) {
    for (const byte of randomBytes(16)) {
      if (byte < 248 && prefix.length < 12) prefix += alphanumeric[byte % 62]
    }
  }
  return prefix
}

/** Whose keys a caller reads and revokes: the owner all the shop's, a collaborator their own. */
export type KeyHolder = { shopId: number; userId: number | null }

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  createdAt: apiKeys.createdAt,
  firstname: users.firstname,
  lastname: users.lastname,
  username: users.username,
}

const iso = (date: Date | null) => date?.toISOString() ?? null

function viewOf(row: Row): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: `cv_${row.prefix}_…`,
    scopes: row.scopes as ApiKeyScope[],
    expiresAt: iso(row.expiresAt),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
    createdAt: row.createdAt.toISOString(),
    createdBy: [row.firstname, row.lastname].filter(Boolean).join(' ') || row.username,
  }
}

const holderWhere = (holder: KeyHolder) =>
  and(
    eq(apiKeys.shopId, holder.shopId),
    holder.userId === null ? undefined : eq(apiKeys.userId, holder.userId),
  )

const selectKeys = (db: Db, where: SQL | undefined) =>
  db
    .select(columns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(where)
    .orderBy(desc(apiKeys.id))

type Row = Awaited<ReturnType<typeof selectKeys>>[number]

export async function listApiKeys(db: Db, holder: KeyHolder): Promise<ApiKeyView[]> {
  return (await selectKeys(db, holderWhere(holder))).map(viewOf)
}

async function keyOf(db: Db, holder: KeyHolder, id: number): Promise<ApiKeyView | null> {
  const [row] = await selectKeys(db, and(holderWhere(holder), eq(apiKeys.id, id)))
  return row ? viewOf(row) : null
}

/** Makes a key acting as `userId` in `shopId`; the whole key is returned here only. */
export async function createApiKey(
  db: Db,
  owner: { shopId: number; userId: number },
  input: ApiKeyInput,
): Promise<{ key: string; apiKey: ApiKeyView }> {
  const prefix = newPrefix()
  const secret = randomBytes(32).toString('base64url')
  const [row] = await db
    .insert(apiKeys)
    .values({
      shopId: owner.shopId,
      userId: owner.userId,
      name: input.name,
      prefix,
      secretHash: hashOf(secret),
      scopes: input.scopes,
      expiresAt: input.expiresOn ? expiryInstant(input.expiresOn) : null,
    })
    .returning({ id: apiKeys.id })
  const apiKey = await keyOf(db, { shopId: owner.shopId, userId: owner.userId }, row.id)
  return { key: formatApiKey(prefix, secret), apiKey: apiKey! }
}

/** Revokes one of the holder's keys (once: a second revocation keeps the first date); null if not theirs. */
export async function revokeApiKey(
  db: Db,
  holder: KeyHolder,
  id: number,
): Promise<ApiKeyView | null> {
  const current = await keyOf(db, holder, id)
  if (!current) return null
  if (!current.revokedAt) {
    await db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, id))
  }
  return keyOf(db, holder, id)
}

/** A key's last use is written at most once a minute: a busy integration is not a write per call. */
const LAST_USED_STEP_MS = 60_000

export type KeyIdentity = { id: number; shopId: number; userId: number; scopes: ApiKeyScope[] }

/** The live key a Bearer token names (not revoked, not expired, secret matching), or null. */
export async function authenticateApiKey(db: Db, token: string): Promise<KeyIdentity | null> {
  const parsed = parseApiKey(token)
  if (!parsed) return null
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.prefix, parsed.prefix))
  if (!row) return null
  const given = Buffer.from(hashOf(parsed.secret), 'hex')
  const kept = Buffer.from(row.secretHash, 'hex')
  if (given.length !== kept.length || !timingSafeEqual(given, kept)) return null
  const now = new Date()
  if (row.revokedAt || (row.expiresAt && row.expiresAt <= now)) return null
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_STEP_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id))
  }
  return { id: row.id, shopId: row.shopId, userId: row.userId, scopes: row.scopes as ApiKeyScope[] }
}
