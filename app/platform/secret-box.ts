/**
 * Secrets kept encrypted at rest (a shop's Stripe keys: docs/decisions/0015): AES-256-GCM with a
 * random 96-bit IV per value and its 128-bit tag. A sealed value reads
 * `enc1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts): `enc1` is the format's version, the
 * key id the first 8 hex digits of the key's SHA-256, so that a value sealed with the previous key
 * (SETTINGS_ENCRYPTION_KEY_PREVIOUS) still opens after a rotation, and `needsResealing` tells
 * which values a re-encryption (`npm run secrets:reseal`) must rewrite.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

const FORMAT = 'enc1'
const IV_BYTES = 12
export const SECRET_KEY_BYTES = 32

export type SecretBox = {
  /** The current key's id (what `seal` writes). */
  keyId: string
  seal(plaintext: string): string
  /** The plaintext, or an Error for a value not sealed by a known key or tampered with. */
  open(sealed: string): string
  /** Whether the value was sealed with another key than the current one. */
  needsResealing(sealed: string): boolean
}

const b64 = (buffer: Buffer) => buffer.toString('base64url')
const unb64 = (text: string) => Buffer.from(text, 'base64url')

/** A key's id: the first 8 hex digits of its SHA-256 (names it without revealing it). */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8)

/** A key as configured (32 bytes in base64 or base64url), or null when it is not one. */
export function parseSecretKey(text: string): Buffer | null {
  const trimmed = text.trim()
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
  return key.length === SECRET_KEY_BYTES ? key : null
}

/** A new random key, as the environment variable holds it (base64). */
export const newSecretKey = () => randomBytes(SECRET_KEY_BYTES).toString('base64')

/** Whether a stored value is a sealed one (rather than a plaintext). */
export const isSealed = (value: string) => value.startsWith(`${FORMAT}.`)

/** Seals with `current`; opens what `current` or one of `previous` sealed. */
export function createSecretBox(current: Buffer, previous: readonly Buffer[] = []): SecretBox {
  const keys = new Map<string, Buffer>()
  for (const key of [current, ...previous]) {
    if (key.length !== SECRET_KEY_BYTES) throw new Error('Une clé de chiffrement fait 32 octets.')
    if (!keys.has(keyIdOf(key))) keys.set(keyIdOf(key), key)
  }
  const keyId = keyIdOf(current)
  const parts = (sealed: string) => {
    const [format, id, iv, tag, data, ...rest] = sealed.split('.')
    if (format !== FORMAT || !id || !iv || !tag || data === undefined || rest.length > 0)
      throw new Error('Valeur chiffrée illisible.')
    return { id, iv: unb64(iv), tag: unb64(tag), data: unb64(data) }
  }
  return {
    keyId,
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', current, iv)
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      return [FORMAT, keyId, b64(iv), b64(cipher.getAuthTag()), b64(data)].join('.')
    },
    open(sealed) {
      const { id, iv, tag, data } = parts(sealed)
      const key = keys.get(id)
      if (!key) throw new Error(`Valeur chiffrée avec une clé inconnue (${id}).`)
      const decipher = createDecipheriv('aes-256-gcm', key, iv)
      decipher.setAuthTag(tag)
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
    },
    needsResealing: (sealed) => parts(sealed).id !== keyId,
  }
}
