/**
 * Campaigns (issue 17 §3): a mail model sent to a list, now or at a set time in Paris, by a
 * background job in batches. What a campaign and each recipient's status are, and the one schema
 * of POST /v1/crm/campaigns and of the `/campaigns/add` form. Opens are not tracked: no pixel.
 */
import { TZDate } from '@date-fns/tz'
import * as z from 'zod'
import { PARIS } from '#app/platform/domain/paris-calendar'
import { calendarDay, maxLength, needed } from '#app/platform/domain/validation'

/** The campaigns' pages (a client-safe constant: route modules read it in the browser too). */
export const CAMPAIGNS_PATH = '/dashboard/crm/campaigns'

export const campaignStatuses = ['scheduled', 'sending', 'sent', 'cancelled', 'failed'] as const
export type CampaignStatus = (typeof campaignStatuses)[number]
export const campaignStatusLabels: Record<CampaignStatus, string> = {
  scheduled: 'Programmée',
  sending: 'En cours d’envoi',
  sent: 'Envoyée',
  cancelled: 'Annulée',
  failed: 'Échouée',
}

export const recipientStatuses = ['queued', 'sent', 'failed', 'bounced', 'unsubscribed'] as const
export type RecipientStatus = (typeof recipientStatuses)[number]
export const recipientStatusLabels: Record<RecipientStatus, string> = {
  queued: 'En attente',
  sent: 'Envoyé',
  failed: 'Échec',
  bounced: 'Refusé par le serveur',
  unsubscribed: 'Désabonné',
}
export type RecipientCounts = Record<RecipientStatus, number>
export const noCounts = (): RecipientCounts => ({
  queued: 0,
  sent: 0,
  failed: 0,
  bounced: 0,
  unsubscribed: 0,
})

/** How many mails one run of the job sends before queuing the next. */
export const CAMPAIGN_BATCH = 50

/** How many of a batch's mails are handed to the SMTP server at once (its pool's connections). */
export const CAMPAIGN_IN_FLIGHT = 5

export const campaignText = {
  name: 'Donnez un nom à la campagne.',
  model: 'Choisissez un modèle de mail.',
  list: 'Choisissez une liste.',
  sendAt: 'Indiquez une date et une heure d’envoi à venir.',
  time: 'Indiquez l’heure d’envoi (HH:MM).',
  notFound: 'Cette campagne est introuvable.',
  created: 'La campagne est créée : elle part à l’heure prévue.',
  createdNow: 'La campagne est créée : son envoi commence.',
  cancelled: 'La campagne est annulée.',
  sendingNow: 'L’envoi de la campagne commence.',
  notScheduled: 'Cette campagne n’est plus programmée.',
  noSender: 'Indiquez l’adresse de l’expéditeur dans les réglages (onglet Campagnes).',
  noCreate: 'Vos droits ne vous permettent pas de créer ou d’envoyer des campagnes.',
  creatorGone: 'Le créateur de la campagne ne fait plus partie de la boutique.',
  modelGone: 'Le modèle de la campagne a été supprimé.',
  listGone: 'La liste de la campagne a été supprimée.',
  footer: 'Vous recevez ce mail en tant que client de {{boutique}}.',
  unsubscribe: 'Se désabonner',
} as const

const id = (message: string) => z.number({ error: message }).int().positive().max(2_147_483_647)

/** POST /v1/crm/campaigns: `sendAt` an instant to come, or null to send now. */
export const CampaignInput = z.strictObject({
  name: needed(campaignText.name, maxLength.label),
  modelId: id(campaignText.model),
  listId: id(campaignText.list),
  sendAt: z.iso.datetime({ offset: true, error: campaignText.sendAt }).nullable(),
})
export type CampaignInput = z.output<typeof CampaignInput>

const formId = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(id(message))

/** `/campaigns/add`: now, or a day and a time in Paris. */
export const campaignForm = z
  .object({
    name: needed(campaignText.name, maxLength.label),
    modelId: formId(campaignText.model),
    listId: formId(campaignText.list),
    when: z.enum(['now', 'later']).default('now'),
    date: calendarDay(campaignText.sendAt).optional(),
    time: z
      .string({ error: campaignText.time })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, campaignText.time)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.when !== 'later') return
    if (!v.date) ctx.addIssue({ code: 'custom', message: campaignText.sendAt, path: ['date'] })
    if (!v.time) ctx.addIssue({ code: 'custom', message: campaignText.time, path: ['time'] })
  })
export type CampaignForm = z.output<typeof campaignForm>

/** The instant of a day and a time read in Paris (as the tasks' deadlines). */
export function parisInstant(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number)
  const [h, min] = time.split(':').map(Number)
  return new Date(new TZDate(y, m - 1, d, h, min, PARIS).getTime())
}

/** The form's values as the API's body. */
export function campaignBody(v: CampaignForm): CampaignInput {
  const sendAt =
    v.when === 'later' && v.date && v.time ? parisInstant(v.date, v.time).toISOString() : null
  return { name: v.name, modelId: v.modelId, listId: v.listId, sendAt }
}

/**
 * Where a recipient's mail failed: refused by the receiving server at sending (a 5xx reply to
 * RCPT or DATA: 'bounced', there is no inbound mail path to learn it later), or not delivered for
 * another reason (a 4xx reply, a connection error: 'failed').
 */
export const failureStatus = (responseCode: number | null): 'bounced' | 'failed' =>
  responseCode !== null && responseCode >= 500 && responseCode < 600 ? 'bounced' : 'failed'

/** The mail's footer: why the recipient gets it, and the unsubscribe link. */
export function campaignFooter(shopName: string, unsubscribeUrl: string) {
  const why = campaignText.footer.replace('{{boutique}}', shopName)
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
  return {
    html: `<hr><p style="font-size: 12px; color: #6b7280">${escape(why)} <a href="${escape(unsubscribeUrl)}">${campaignText.unsubscribe}</a></p>`,
    text: `\n\n--\n${why}\n${campaignText.unsubscribe} : ${unsubscribeUrl}`,
  }
}
