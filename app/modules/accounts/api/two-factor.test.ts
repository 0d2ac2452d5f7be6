import { describe, expect, it } from 'vitest'
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpCode,
  totpStepOf,
  totpUri,
  verifyTotp,
} from './two-factor'

// RFC 6238's SHA-1 test secret ("12345678901234567890") in base32, and its published vector.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
const AT_59_S = 59_000

describe('TOTP', () => {
  it('gives the RFC 6238 code (last six digits of 94287082 at 59 s)', () => {
    expect(totpCode(RFC_SECRET, AT_59_S)).toBe('287082')
    expect(verifyTotp(RFC_SECRET, '287082', AT_59_S)).toBe(true)
    expect(verifyTotp(RFC_SECRET, '287 082', AT_59_S)).toBe(true)
  })

  it('accepts the step before and after, not two steps away, and names the step', () => {
    const secret = newTotpSecret()
    const t = 1_700_000_000_000
    const step = Math.floor(t / 30_000)
    expect(totpStepOf(secret, totpCode(secret, t - 30_000), t)).toBe(step - 1)
    expect(totpStepOf(secret, totpCode(secret, t + 30_000), t)).toBe(step + 1)
    expect(totpStepOf(secret, totpCode(secret, t - 90_000), t)).toBeNull()
  })

  it('refuses anything but six digits', () => {
    for (const code of ['', '12345', '1234567', 'abcdef', '28708２']) {
      expect(verifyTotp(RFC_SECRET, code, AT_59_S)).toBe(false)
    }
  })

  it('names the issuer and the account in the QR code address', () => {
    expect(totpUri(RFC_SECRET, 'admin@caveau.test')).toMatch(
      /^otpauth:\/\/totp\/Caveau:admin%40caveau\.test\?issuer=Caveau&secret=GEZDGNBV/,
    )
  })
})

describe('recovery codes', () => {
  it('are ten distinct codes, hashed whatever the case and dashes typed', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    expect(codes[0]).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/)
    expect(hashRecoveryCode(codes[0].toUpperCase().replace('-', ' '))).toBe(
      hashRecoveryCode(codes[0]),
    )
    expect(hashRecoveryCode(codes[0])).not.toContain(codes[0].replace('-', ''))
  })
})
