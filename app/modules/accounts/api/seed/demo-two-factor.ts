/**
 * The demo admin and master account must use a second factor (issue 14 §2): they are seeded with
 * it already on, with this fixed secret (written in the README, typed into any authenticator
 * app; the e2e sign-in computes its codes from it). Demo data only: never a real account's.
 */
export const DEMO_TOTP_SECRET = 'CAVEAUDEMOJBSWY3DPEHPK3PXPQRSTUV'

/** The demo accounts seeded with the second factor on. */
export const demoTwoFactorEmails: readonly string[] = ['admin@caveau.test', 'master@caveau.test']

/** The columns that turn the second factor on for a demo account being inserted (else none). */
export const demoTwoFactorColumns = (email: string, now: Date) =>
  demoTwoFactorEmails.includes(email) ? { totpSecret: DEMO_TOTP_SECRET, totpEnabledAt: now } : {}
