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
