/**
 * The 'Campagnes' settings tab (issue 17 §3, spec 2.3 `link=campaigns`): who the shop's mails
 * come from (sender name and address), where answers go (reply-to) and the signature that the
 * `{{signature}}` field and the end of a standard model show. Kept in `shops.settings.campaigns`.
 */
import * as z from 'zod'
import { email, maxLength, needed, optional, text } from '#app/platform/domain/validation'

export const campaignSettingsText = {
  senderName: 'Indiquez le nom de l’expéditeur.',
  saved: 'Les réglages de vos campagnes sont enregistrés.',
} as const

const fields = {
  senderName: needed(campaignSettingsText.senderName, maxLength.name),
  senderEmail: email(),
  replyTo: optional(email()),
  signature: text(maxLength.text),
}

/** PUT /v1/settings/campaigns. */
export const CampaignSettingsInput = z.strictObject({
  ...fields,
  replyTo: fields.replyTo.nullable(),
})
export type CampaignSettings = {
  senderName: string
  senderEmail: string
  replyTo: string | null
  signature: string
}

/** The tab's form (the same fields, read by Conform). */
export const campaignSettingsForm = z.object({ ...fields, signature: optional(fields.signature) })

export const campaignSettingsIntent = 'campaigns'

/** What a shop that never saved the tab sends with: its name and contact address. */
export function campaignSettingsOf(
  saved: CampaignSettings | undefined,
  shop: { name: string; contactEmail: string | null },
): CampaignSettings {
  return (
    saved ?? {
      senderName: shop.name,
      senderEmail: shop.contactEmail ?? '',
      replyTo: null,
      signature: '',
    }
  )
}

/** A shop's DKIM key as the mailer signs with it. */
export type DkimSigning = { domainName: string; keySelector: string; privateKey: string }

/**
 * Who the shop's mails (campaigns, and the mails to its buyers: orders, payments, documents,
 * reminders) say they come from. The shop's own address only when the shop signs for its domain
 * (a DKIM key of that domain or a parent of it): a mail from a domain the platform's server
 * cannot sign for fails DMARC at the receiving server. Otherwise the platform's address under the
 * shop's name (`fromName`), answers going to the shop.
 */
export function senderIdentity(
  settings: Pick<CampaignSettings, 'senderName' | 'senderEmail' | 'replyTo'>,
  dkim: DkimSigning | null,
): { from?: string; fromName?: string; replyTo?: string; dkim?: DkimSigning } {
  const name = settings.senderName.replace(/["\\\r\n]/g, '')
  const domain = settings.senderEmail.split('@')[1]?.toLowerCase() ?? ''
  const signer = dkim?.domainName.toLowerCase()
  const signed = Boolean(signer && domain && (domain === signer || domain.endsWith(`.${signer}`)))
  if (signed)
    return {
      from: `"${name}" <${settings.senderEmail}>`,
      ...(settings.replyTo ? { replyTo: settings.replyTo } : {}),
      dkim: dkim!,
    }
  const replyTo = settings.replyTo || settings.senderEmail
  return { fromName: name, ...(replyTo ? { replyTo } : {}) }
}
