/**
 * The shop's DKIM key (crm_dkim_keys): checked as an RSA private key in PEM with node:crypto before
 * it is saved, its public half derived for the DNS record, the private half never sent back.
 */
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { dkimText, dnsRecords, type DkimInput } from '#app/modules/crm/domain/dkim'
import type { Db } from '#app/platform/db/client'
import { crmDkimKeys } from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
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
export async function campaignSettingsView(db: Db, shopId: number) {
  const [{ settings }, [key]] = await Promise.all([
    senderOf(db, shopId),
    db.select().from(crmDkimKeys).where(eq(crmDkimKeys.shopId, shopId)),
  ])
  const dkim = key
    ? { domain: key.domain, selector: key.selector, publicKey: publicHalf(key.privateKey) }
    : null
  return { ...settings, dkim, dns: dnsRecords({ senderEmail: settings.senderEmail, dkim }) }
}

export async function saveDkim(db: Db, shopId: number, input: DkimInput) {
  const [kept] = await db
    .select({ privateKey: crmDkimKeys.privateKey })
    .from(crmDkimKeys)
    .where(eq(crmDkimKeys.shopId, shopId))
  if (!input.privateKey && !kept)
    throw new ApiError(400, dkimText.keyNeeded, { privateKey: [dkimText.keyNeeded] })
  const privateKey = input.privateKey || kept!.privateKey
  const key = rsaKey(privateKey)
  if (!key) throw new ApiError(400, dkimText.privateKey, { privateKey: [dkimText.privateKey] })
  const pem = key.export({ type: 'pkcs8', format: 'pem' }).toString()
  const values = { domain: input.domain, selector: input.selector, privateKey: pem }
  await db
    .insert(crmDkimKeys)
    .values({ shopId, ...values })
    .onConflictDoUpdate({ target: crmDkimKeys.shopId, set: { ...values, updatedAt: new Date() } })
}

export const deleteDkim = (db: Db, shopId: number) =>
  db.delete(crmDkimKeys).where(eq(crmDkimKeys.shopId, shopId))
