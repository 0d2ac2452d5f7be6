/**
 * The codes of the second factor, computed with the kept `otpauth` library (decision 0008), and
 * the recovery codes' randomness and hashing. The rules themselves are in ../domain/two-factor.ts.
 */
import { createHash, randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
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
