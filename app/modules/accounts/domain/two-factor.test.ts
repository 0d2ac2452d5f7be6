import { describe, expect, it } from 'vitest'
import {
  normalRecoveryCode,
  recoveryCodeOf,
  totpDigits,
  totpStepAt,
  totpStepFresh,
  twoFactorRequired,
} from './two-factor'

describe('who must use a second factor', () => {
  it('admins and master accounts; anyone else may', () => {
    expect(twoFactorRequired({ role: 'admin' })).toBe(true)
    expect(twoFactorRequired({ masterAccount: true })).toBe(true)
    for (const role of ['owner', 'iam', 'agent', 'buyer'] as const) {
      expect(twoFactorRequired({ role })).toBe(false)
    }
  })
})

describe('codes as typed', () => {
  it('six digits, spaces allowed between them', () => {
    expect(totpDigits(' 287 082 ')).toBe('287082')
    for (const code of ['', '12345', '1234567', 'abcdef', '28708２'])
      expect(totpDigits(code)).toBe(null)
  })

  it('a step is used once, and never one older than the last', () => {
    expect(totpStepAt(59_000)).toBe(1)
    expect(totpStepFresh(10, null)).toBe(true)
    expect(totpStepFresh(11, 10)).toBe(true)
    expect(totpStepFresh(10, 10)).toBe(false)
    expect(totpStepFresh(9, 10)).toBe(false)
  })

  it('recovery codes read the same whatever the case and dashes', () => {
    expect(recoveryCodeOf(new Uint8Array([0, 1, 2, 3, 30, 31, 32, 33]))).toBe('abcd-9abc')
    expect(normalRecoveryCode('ABCD 9abc')).toBe(normalRecoveryCode('abcd-9abc'))
  })
})
