/**
 * The codes of the second factor, computed with the kept `otpauth` library (decision 0008), and
 * the recovery codes' randomness and hashing, what is stored (the secret, the last step accepted,
 * the recovery codes' hashes) and the sign-in's signed challenge. The rules themselves are in
 * ../domain/two-factor.ts.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, count, eq, isNull, lt, or } from 'drizzle-orm'
import { sign, verify } from 'hono/jwt'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import type { Db } from '#app/platform/db/client'
import { masterAccounts, recoveryCodes, users } from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import type { ApiTwoFactor } from '../contract'
import {
  normalRecoveryCode,
  RECOVERY_CODE_COUNT,
  recoveryCodeOf,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_S,
  TOTP_WINDOW,
  totpDigits,
  totpStepAt,
  totpStepFresh,
  twoFactorMessages,
} from '../domain/two-factor'

/** A new secret (160 bits), in base32 as authenticator apps take it when typed. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  })

/** The `otpauth://` address an authenticator app reads from a QR code. */
export function totpUri(secret: string, accountLabel: string): string {
  return totpOf(secret, accountLabel).toString()
}

/** The code of `secret` at `timestamp` (tests compute it so). */
export function totpCode(secret: string, timestamp: number): string {
  return totpOf(secret).generate({ timestamp })
}

/**
 * The step of `code` if it is the code of `secret` at `timestamp` or one step before or after;
 * null otherwise (and for anything but six digits).
 */
export function totpStepOf(secret: string, code: string, timestamp: number): number | null {
  const digits = totpDigits(code)
  if (!digits) return null
  const delta = totpOf(secret).validate({ token: digits, timestamp, window: TOTP_WINDOW })
  return delta === null ? null : totpStepAt(timestamp) + delta
}

export const verifyTotp = (secret: string, code: string, timestamp: number) =>
  totpStepOf(secret, code, timestamp) !== null

/** Ten recovery codes such as `k7mp-2xq9`, shown once; only their hashes are kept. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => recoveryCodeOf(randomBytes(8)))
}

/** The stored form of a recovery code, whatever its case, dashes and spaces as typed. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalRecoveryCode(code)).digest('hex')
}

/** Whose second factor: a user's or a master account's (both tables have the same columns). */
export type TwoFactorOwner = { userId: number } | { masterAccountId: number }

const tableOf = (owner: TwoFactorOwner) => ('userId' in owner ? users : masterAccounts)
const rowOf = (owner: TwoFactorOwner) =>
  'userId' in owner ? eq(users.id, owner.userId) : eq(masterAccounts.id, owner.masterAccountId)
const codesOf = (owner: TwoFactorOwner) =>
  'userId' in owner
    ? eq(recoveryCodes.userId, owner.userId)
    : eq(recoveryCodes.masterAccountId, owner.masterAccountId)

async function readTwoFactor(db: Db, owner: TwoFactorOwner) {
  const table = tableOf(owner)
  const [row] = await db
    .select({
      email: table.email,
      secret: table.totpSecret,
      enabledAt: table.totpEnabledAt,
      lastStep: table.totpLastStep,
    })
    .from(table)
    .where(rowOf(owner))
  return row ?? null
}

/** Whether the second factor is on, and the set-up under way (its secret and QR code) if any. */
export async function twoFactorState(
  db: Db,
  owner: TwoFactorOwner,
  required: boolean,
): Promise<ApiTwoFactor> {
  const row = await readTwoFactor(db, owner)
  const enabled = !!row?.enabledAt
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(codesOf(owner), isNull(recoveryCodes.usedAt)))
  let setup: ApiTwoFactor['setup'] = null
  if (row?.secret && !enabled) {
    const uri = totpUri(row.secret, row.email)
    const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, width: 200 })
    setup = { secret: row.secret, uri, qrSvg }
  }
  return { enabled, required, recoveryCodesLeft: enabled ? Number(left?.n ?? 0) : 0, setup }
}

/** A new secret to confirm (400 when the second factor is already on). */
export async function startTwoFactorSetup(db: Db, owner: TwoFactorOwner): Promise<void> {
  const row = await readTwoFactor(db, owner)
  if (row?.enabledAt) throw new ApiError(400, twoFactorMessages.alreadyOn)
  await db
    .update(tableOf(owner))
    .set({ totpSecret: newTotpSecret(), totpEnabledAt: null, totpLastStep: null })
    .where(rowOf(owner))
}

/**
 * Whether `code` is a fresh code of the owner's secret (then its step is stored: it is not
 * accepted again) or, with `recovery`, one of their unused recovery codes (then used up).
 * The stored step is compared in the update itself, so two requests racing with one code cannot
 * both pass.
 */
export async function acceptSecondFactor(
  db: Db,
  owner: TwoFactorOwner,
  code: string,
  options: { now: number; recovery: boolean; secret?: string },
): Promise<boolean> {
  const table = tableOf(owner)
  const row = await readTwoFactor(db, owner)
  const secret = options.secret ?? (row?.enabledAt ? row.secret : null)
  if (!row || !secret) return false
  const step = totpStepOf(secret, code, options.now)
  if (step !== null) {
    if (!totpStepFresh(step, row.lastStep)) return false
    const fresh = or(isNull(table.totpLastStep), lt(table.totpLastStep, step))
    const updated = await db
      .update(table)
      .set({ totpLastStep: step })
      .where(and(rowOf(owner), fresh))
      .returning({ step: table.totpLastStep })
    return updated.length === 1
  }
  if (!options.recovery || totpDigits(code)) return false
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date(options.now) })
    .where(
      and(
        codesOf(owner),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id })
  return used.length === 1
}

/**
 * Confirms the set-up with a code of the new secret: the second factor is on, and ten new recovery
 * codes replace any old ones. Null when the code is wrong (or no set-up is under way).
 */
export async function confirmTwoFactorSetup(
  db: Db,
  owner: TwoFactorOwner,
  code: string,
  now: number,
): Promise<string[] | null> {
  const row = await readTwoFactor(db, owner)
  if (row?.enabledAt) throw new ApiError(400, twoFactorMessages.alreadyOn)
  if (!row?.secret) throw new ApiError(400, twoFactorMessages.notStarted)
  const secret = row.secret
  if (!(await acceptSecondFactor(db, owner, code, { now, recovery: false, secret }))) return null
  const codes = newRecoveryCodes()
  await db.transaction(async (tx) => {
    await tx
      .update(tableOf(owner))
      .set({ totpEnabledAt: new Date(now) })
      .where(rowOf(owner))
    await tx.delete(recoveryCodes).where(codesOf(owner))
    await tx.insert(recoveryCodes).values(
      codes.map((c) => ({
        ...('userId' in owner
          ? { userId: owner.userId }
          : { masterAccountId: owner.masterAccountId }),
        codeHash: hashRecoveryCode(c),
      })),
    )
  })
  return codes
}

/** The second factor off: its secret and recovery codes forgotten. */
export async function removeTwoFactor(db: Db, owner: TwoFactorOwner): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(tableOf(owner))
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(rowOf(owner))
    await tx.delete(recoveryCodes).where(codesOf(owner))
  })
}

const CHALLENGE_TTL_S = 5 * 60
/** Signed with a key of its own: a challenge can never pass for a session token. */
const challengeKey = (jwtSecret: string) => `${jwtSecret}\u0000two-factor-challenge`

/** What the password step hands to the second step: who passed it, valid five minutes. */
export function signChallenge(jwtSecret: string, owner: TwoFactorOwner, now: number) {
  const [kind, sub] = 'userId' in owner ? ['user', owner.userId] : ['master', owner.masterAccountId]
  return sign(
    { typ: '2fa', kind, sub, exp: Math.floor(now / 1000) + CHALLENGE_TTL_S },
    challengeKey(jwtSecret),
    'HS256',
  )
}

/** The owner a challenge names, or null when it is forged, altered or expired. */
export async function readChallenge(
  jwtSecret: string,
  challenge: string,
): Promise<TwoFactorOwner | null> {
  try {
    const claims = await verify(challenge, challengeKey(jwtSecret), 'HS256')
    if (claims.typ !== '2fa' || typeof claims.sub !== 'number' || typeof claims.exp !== 'number')
      return null
    if (claims.kind === 'user') return { userId: claims.sub }
    if (claims.kind === 'master') return { masterAccountId: claims.sub }
    return null
  } catch {
    return null
  }
}
