/**
 * Two-factor sign-in with a time-based code (TOTP, RFC 6238: SHA-1, 6 digits, 30 s): the rules,
 * without the database nor the crypto (app/modules/accounts/api/two-factor.ts computes the codes
 * with `otpauth`, decision 0008). Read by the API and the pages alike.
 */
import * as z from 'zod'
import type { UserRole } from '#app/platform/domain/enums'

export const TOTP_ISSUER = 'Caveau'
export const TOTP_PERIOD_S = 30
export const TOTP_DIGITS = 6
/** A code is accepted for its step and the steps just before and after (a phone's clock a little off). */
export const TOTP_WINDOW = 1
export const RECOVERY_CODE_COUNT = 10
export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Admins and master accounts must use a second factor; anyone else may turn it on. */
export function twoFactorRequired(account: { role: UserRole } | { masterAccount: true }): boolean {
  return 'masterAccount' in account || account.role === 'admin'
}

/** The 30-second step an instant falls in. */
export const totpStepAt = (timestamp: number) => Math.floor(timestamp / 1000 / TOTP_PERIOD_S)

/** The six digits of a typed code (spaces allowed between them), or null for anything else. */
export function totpDigits(code: string): string | null {
  const digits = code.replace(/\s+/g, '')
  return /^\d{6}$/.test(digits) ? digits : null
}

/**
 * A code is not accepted twice, nor one older than the last accepted: `lastStep` is the step of
 * the last code accepted for the account (null when none yet).
 */
export const totpStepFresh = (step: number, lastStep: number | null) =>
  lastStep === null || step > lastStep

/** A recovery code as formatted from random bytes: `k7mp-2xq9`. */
export function recoveryCodeOf(bytes: Uint8Array): string {
  const chars = [...bytes.slice(0, 8)].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length])
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
}

/** A recovery code whatever its case, dashes and spaces as typed (the form that is hashed). */
export const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '')

export const twoFactorMessages = {
  wrongCode: 'Le code est incorrect ou a expiré.',
  codeNeeded: 'Saisissez le code à 6 chiffres de votre application.',
  challengeExpired: 'La connexion a expiré : saisissez à nouveau votre mot de passe.',
  alreadyOn: 'La double authentification est déjà activée.',
  notStarted: "Commencez par afficher le code QR de l'activation.",
  enabled: 'La double authentification est activée.',
  disabled: 'La double authentification est désactivée.',
  requiredCannotDisable:
    'Les administrateurs et les comptes maîtres doivent garder la double authentification.',
  setupRequired:
    'Activez la double authentification (onglet Compte des paramètres) avant de continuer.',
} as const

/** A code typed in a form: six digits or a recovery code. */
export const secondFactorCode = z
  .string({ error: twoFactorMessages.codeNeeded })
  .trim()
  .min(1, twoFactorMessages.codeNeeded)
  .max(40, twoFactorMessages.wrongCode)

/** The sign-in's second step: the password step's signed challenge and a code. */
export const loginSecondStepSchema = z.object({
  challenge: z.string({ error: twoFactorMessages.challengeExpired }).min(1).max(2000),
  code: secondFactorCode,
})
