/**
 * The shop's DKIM key (crm_dkim_keys): checked as an RSA private key in PEM with node:crypto before
 * it is saved, sealed at rest like the shops' other secrets (app/platform/secret-box.ts, decision
 * 0015), its public half derived for the DNS record, the private half never sent back.
 */
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { dkimText, dnsRecords, type DkimInput } from '#app/modules/crm/domain/dkim'
import type { Db } from '#app/platform/db/client'
import { crmDkimKeys } from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import type { ApiConfig } from '#app/platform/api/types'
import { isSealed, type SecretBox } from '#app/platform/secret-box'
import { dkimBox, openDkimKey } from './dkim-key'
import { senderOf } from './models'

/** The key read from PEM when it is an RSA private key of 1024 bits or more, else null. */
function rsaKey(pem: string): KeyObject | null {
  try {
    const key = createPrivateKey({ key: pem, format: 'pem' })
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0
    return key.asymmetricKeyType === 'rsa' && bits >= 1024 ? key : null
  } catch {
    return null
  }
}

/** The base64 of the public key (SubjectPublicKeyInfo, DER), as DKIM's `p=` tag takes it. */
const publicHalf = (pem: string) =>
  createPublicKey(pem).export({ type: 'spki', format: 'der' }).toString('base64')

/** The tab's settings: sender, signature, DKIM (without its private key) and the DNS records. */
export async function campaignSettingsView(db: Db, config: ApiConfig, shopId: number) {
  const [{ settings }, [key]] = await Promise.all([
    senderOf(db, shopId),
    db.select().from(crmDkimKeys).where(eq(crmDkimKeys.shopId, shopId)),
  ])
  const dkim = key
    ? {
        domain: key.domain,
        selector: key.selector,
        publicKey: publicHalf(openDkimKey(dkimBox(config), key.privateKey)),
      }
    : null
  return { ...settings, dkim, dns: dnsRecords({ senderEmail: settings.senderEmail, dkim }) }
}

export async function saveDkim(db: Db, config: ApiConfig, shopId: number, input: DkimInput) {
  const box = dkimBox(config)
  const [kept] = await db
    .select({ privateKey: crmDkimKeys.privateKey })
    .from(crmDkimKeys)
    .where(eq(crmDkimKeys.shopId, shopId))
  if (!input.privateKey && !kept)
    throw new ApiError(400, dkimText.keyNeeded, { privateKey: [dkimText.keyNeeded] })
  const privateKey = input.privateKey || openDkimKey(box, kept!.privateKey)
  const key = rsaKey(privateKey)
  if (!key) throw new ApiError(400, dkimText.privateKey, { privateKey: [dkimText.privateKey] })
  const pem = key.export({ type: 'pkcs8', format: 'pem' }).toString()
  const values = { domain: input.domain, selector: input.selector, privateKey: box.seal(pem) }
  await db
    .insert(crmDkimKeys)
    .values({ shopId, ...values })
    .onConflictDoUpdate({ target: crmDkimKeys.shopId, set: { ...values, updatedAt: new Date() } })
}

export const deleteDkim = (db: Db, shopId: number) =>
  db.delete(crmDkimKeys).where(eq(crmDkimKeys.shopId, shopId))

/**
 * `npm run secrets:reseal`: every DKIM key sealed under the current key, those saved before keys
 * were sealed included. The number of keys rewritten.
 */
export async function resealDkimKeys(db: Db, box: SecretBox): Promise<number> {
  let count = 0
  for (const key of await db.select().from(crmDkimKeys)) {
    if (isSealed(key.privateKey) && !box.needsResealing(key.privateKey)) continue
    await db
      .update(crmDkimKeys)
      .set({ privateKey: box.seal(openDkimKey(box, key.privateKey)) })
      .where(eq(crmDkimKeys.shopId, key.shopId))
    count += 1
  }
  return count
}
