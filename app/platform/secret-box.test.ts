import { describe, expect, it } from 'vitest'
import { createSecretBox, isSealed, keyIdOf, newSecretKey, parseSecretKey } from './secret-box'

const keyA = parseSecretKey(newSecretKey())!
const keyB = parseSecretKey(newSecretKey())!

describe('secret box (AES-256-GCM, key id prefix)', () => {
  it('seals with a random IV, names its key, and opens back', () => {
    const box = createSecretBox(keyA)
    const one = box.seal('sk_test_abcdef1234')
    const two = box.seal('sk_test_abcdef1234')
    expect(one).not.toBe(two)
    expect(one).not.toContain('sk_test')
    expect(isSealed(one)).toBe(true)
    expect(one.split('.').slice(0, 2)).toEqual(['enc1', keyIdOf(keyA)])
    expect(box.open(one)).toBe('sk_test_abcdef1234')
    expect(box.open(box.seal(''))).toBe('')
  })

  it('refuses a tampered value, an unknown key and a malformed value', () => {
    const box = createSecretBox(keyA)
    const sealed = box.seal('whsec_secret')
    const parts = sealed.split('.')
    const data = Buffer.from(parts[4], 'base64url')
    data[0] ^= 1
    parts[4] = data.toString('base64url')
    expect(() => box.open(parts.join('.'))).toThrow()
    expect(() => createSecretBox(keyB).open(sealed)).toThrow(/clé inconnue/)
    expect(() => box.open('sk_test_plain')).toThrow(/illisible/)
  })

  it('rotates: the previous key still opens, and what it sealed needs resealing', () => {
    const old = createSecretBox(keyA)
    const sealed = old.seal('rk_live_rotation')
    const rotated = createSecretBox(keyB, [keyA])
    expect(rotated.open(sealed)).toBe('rk_live_rotation')
    expect(rotated.needsResealing(sealed)).toBe(true)
    const resealed = rotated.seal(rotated.open(sealed))
    expect(rotated.needsResealing(resealed)).toBe(false)
    expect(createSecretBox(keyB).open(resealed)).toBe('rk_live_rotation')
  })

  it('reads a configured key: 32 bytes in base64 or base64url only', () => {
    expect(parseSecretKey(keyA.toString('base64'))?.equals(keyA)).toBe(true)
    expect(parseSecretKey(keyA.toString('base64url'))?.equals(keyA)).toBe(true)
    expect(parseSecretKey(Buffer.alloc(16).toString('base64'))).toBeNull()
    expect(parseSecretKey('pas une clé')).toBeNull()
    expect(() => createSecretBox(Buffer.alloc(16))).toThrow()
  })
})
