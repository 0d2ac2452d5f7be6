/**
 * The optional DKIM key of the shop's campaigns (settings `link=campaigns`) and the DNS records a
 * shop that sends from its own domain publishes: SPF (who may send for the domain), DKIM (the
 * public half of the key that signs the mails) and DMARC (what a receiver does with a mail that
 * fails both). The private key is checked and its public half derived by the API (node:crypto).
 */
import * as z from 'zod'
import { needed } from '#app/platform/domain/validation'

export const dkimText = {
  domain: 'Indiquez le domaine signé (exemple.fr).',
  selector: 'Indiquez le sélecteur (lettres, chiffres, tirets).',
  privateKey: 'Collez une clé privée RSA au format PEM (-----BEGIN PRIVATE KEY-----…).',
  keyNeeded: 'Collez la clé privée : aucune n’est encore enregistrée.',
  saved: 'La clé DKIM est enregistrée.',
  removed: 'La clé DKIM est retirée.',
  noOwner: 'Seul le propriétaire de la boutique modifie la clé DKIM.',
  noEncryption:
    'Le chiffrement des secrets n’est pas configuré sur ce serveur : la clé DKIM ne peut pas être enregistrée ni servir.',
} as const

const domainName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/
const selectorName = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/

const fields = {
  domain: needed(dkimText.domain, 253)
    .transform((s) => s.toLowerCase())
    .refine((s) => domainName.test(s), dkimText.domain),
  selector: needed(dkimText.selector, 63)
    .transform((s) => s.toLowerCase())
    .refine((s) => selectorName.test(s), dkimText.selector),
  privateKey: z
    .string({ error: dkimText.privateKey })
    .trim()
    .max(10_000, dkimText.privateKey)
    .refine((s) => s === '' || /^-----BEGIN (RSA )?PRIVATE KEY-----/.test(s), dkimText.privateKey),
}

/** PUT /v1/settings/campaigns/dkim: an empty key keeps the one saved. */
export const DkimInput = z.strictObject(fields)
export type DkimInput = z.output<typeof DkimInput>
/** The tab's DKIM form (the same fields, read by Conform: a blank key is absent). */
export const dkimForm = z.object({ ...fields, privateKey: fields.privateKey.optional() })
export const dkimIntent = 'dkim'

export type DnsRecord = { kind: 'SPF' | 'DKIM' | 'DMARC'; name: string; value: string }

/** The domain of an address ('' when there is none). */
export const domainOf = (email: string) => email.split('@')[1]?.toLowerCase() ?? ''

/** The TXT records a shop publishes for the sender's domain (DKIM once a key is saved). */
export function dnsRecords(options: {
  senderEmail: string
  dkim: { domain: string; selector: string; publicKey: string } | null
}): DnsRecord[] {
  const domain = domainOf(options.senderEmail)
  if (!domain) return []
  const records: DnsRecord[] = [
    {
      kind: 'SPF',
      name: domain,
      value: 'v=spf1 mx include:<domaine de votre serveur d’envoi SMTP> ~all',
    },
  ]
  if (options.dkim)
    records.push({
      kind: 'DKIM',
      name: `${options.dkim.selector}._domainkey.${options.dkim.domain}`,
      value: `v=DKIM1; k=rsa; p=${options.dkim.publicKey}`,
    })
  records.push({
    kind: 'DMARC',
    name: `_dmarc.${domain}`,
    value: `v=DMARC1; p=none; rua=mailto:${options.senderEmail}`,
  })
  return records
}
