/**
 * The campaigns' pages (issue 17 §3): `/dashboard/crm/campaigns` (the list: model, list, status,
 * date, recipients per status), `/campaigns/add` (a model sent to a list now or at a day and time
 * in Paris) and `/campaigns/{id}` (its recipients with their status, paged; cancel or send now
 * while scheduled). Plain POST forms (post/redirect/get) sent to /v1/crm/campaigns; what the
 * viewer may do is the access table's answer (`mayCall`).
 */
import { tFr } from '#app/platform/web/t.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import * as z from 'zod'
import {
  campaignRecipientsRoute,
  campaignRoute,
  cancelCampaignRoute,
  createCampaignRoute,
  listCampaignsRoute,
  listListsRoute,
  listModelsRoute,
  sendCampaignRoute,
  type Campaign,
} from '#app/modules/crm/contract'
import {
  campaignBody,
  campaignForm,
  CAMPAIGNS_PATH,
  campaignStatusLabels,
  campaignText,
  recipientStatuses,
  recipientStatusLabels,
  type RecipientCounts,
  type RecipientStatus,
} from '#app/modules/crm/domain/campaigns'
import { pageSegment } from '#app/platform/contract'
import { mayCall } from '#app/platform/domain/api-access'
import { formatDate, formatDateTime } from '#app/platform/domain/format'
import { replyWithProviderError } from '#app/platform/web/forms.server'
import { salesRights } from '#app/modules/sales/web/rights'
import type { GuardContext } from '#app/platform/web/guard.server'
import { failed, toast } from './shared.server'

export { CAMPAIGNS_PATH }

/** A status counted: '1 envoyé', '11 envoyés', '2 en attente' (which does not agree). */
const pluralLabels: Record<RecipientStatus, string> = {
  queued: 'en attente',
  sent: 'envoyés',
  failed: 'échecs',
  bounced: 'refusés par le serveur',
  unsubscribed: 'désabonnés',
}
const counted = (status: RecipientStatus, n: number) =>
  `${n} ${n > 1 ? pluralLabels[status] : recipientStatusLabels[status].toLowerCase()}`

/** '2 envoyés · 1 refusé par le serveur': the statuses that have recipients. */
export const countsText = (counts: RecipientCounts) =>
  recipientStatuses
    .filter((s) => counts[s] > 0)
    .map((s) => counted(s, counts[s]))
    .join(' · ') || tFr('crm.campaigns.noRecipient')

const rowOf = (c: Campaign) => {
  const sent = c.status === 'sent' || c.status === 'failed'
  return {
    id: c.id,
    name: c.name,
    model: c.modelName,
    list: c.listName,
    status: campaignStatusLabels[c.status],
    statusKey: c.status,
    /** When it left (sent) or will leave (scheduled), DD/MM/YYYY in Paris. */
    date: formatDate(sent && c.finishedAt ? c.finishedAt : c.scheduledAt),
    dateLabel:
      c.status === 'sent'
        ? tFr('crm.campaigns.sentOn')
        : c.status === 'failed'
          ? tFr('crm.campaigns.stoppedOn')
          : c.status === 'cancelled'
            ? tFr('crm.campaigns.plannedOn')
            : tFr('crm.campaigns.scheduledOn'),
    counts: c.counts,
    countsText: countsText(c.counts),
  }
}
export type CampaignRow = ReturnType<typeof rowOf>

const mayWrite = (ctx: GuardContext) => mayCall(ctx.viewer, 'POST /crm/campaigns')

export async function loadCampaigns(ctx: GuardContext) {
  const result = await ctx.api.call(listCampaignsRoute, {})
  if (!result.ok) failed(result)
  return {
    campaigns: result.data.campaigns.map(rowOf),
    canCreate: mayWrite(ctx),
    exportTo: salesRights(ctx.viewer).exportCampaigns
      ? '/resources/sales-export?list=campaigns'
      : null,
  }
}

/** The add form's choices: the shop's models and lists. */
export async function loadCampaignForm(ctx: GuardContext) {
  const [models, lists] = await Promise.all([
    ctx.api.call(listModelsRoute, {}),
    ctx.api.call(listListsRoute, {}),
  ])
  if (!models.ok) failed(models)
  if (!lists.ok) failed(lists)
  return {
    models: models.data.models.map((m) => ({ value: String(m.id), label: m.name })),
    lists: lists.data.lists.map((l) => ({
      value: String(l.id),
      label: tFr('crm.campaigns.listOption', { name: l.name, count: l.count }),
    })),
  }
}

export type CampaignReply = { form: 'campaign'; result: ReturnType<typeof replyWithProviderError> }

/** `/campaigns/add`: the form posted, the campaign created, its page opened. */
export async function createCampaignAction(request: Request, ctx: GuardContext, form: FormData) {
  const submission = parseWithZod(form, { schema: campaignForm })
  if (submission.status !== 'success')
    return data({ form: 'campaign' as const, result: submission.reply() }, { status: 400 })
  const result = await ctx.api.call(createCampaignRoute, { json: campaignBody(submission.value) })
  if (!result.ok) {
    // The API's `sendAt` is the form's day and time: its message shows under the day.
    const { sendAt, ...errors } = result.data.errors ?? {}
    const refused = sendAt
      ? { ...result, data: { ...result.data, errors: { ...errors, date: sendAt } } }
      : result
    return data(
      { form: 'campaign' as const, result: replyWithProviderError(submission, refused, []) },
      { status: result.status },
    )
  }
  return toast(request, `${CAMPAIGNS_PATH}/${result.data.campaign.id}`, true, result.data.message)
}

const DetailQuery = z.object({
  page: pageSegment().catch(1),
  status: z.enum(recipientStatuses).optional().catch(undefined),
})

/** `/campaigns/{id}`: the campaign and a page of its recipients (one status, or all). */
export async function loadCampaign(request: Request, ctx: GuardContext, id: string) {
  const url = new URL(request.url)
  const query = DetailQuery.parse(Object.fromEntries(url.searchParams))
  const [found, recipients] = await Promise.all([
    ctx.api.call(campaignRoute, { params: { id } }),
    ctx.api.call(campaignRecipientsRoute, {
      params: { id },
      query: {
        page: query.page > 1 ? String(query.page) : undefined,
        status: query.status,
      },
    }),
  ])
  if (!found.ok) failed(found)
  if (!recipients.ok) failed(recipients)
  const c = found.data.campaign
  const { total, page, pageSize } = recipients.data
  return {
    campaign: {
      ...rowOf(c),
      scheduledAt: formatDateTime(c.scheduledAt),
      finishedAt: c.finishedAt ? formatDateTime(c.finishedAt) : null,
      error: c.error,
    },
    recipients: recipients.data.recipients.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      status: recipientStatusLabels[r.status],
      error: r.error,
      sentAt: r.sentAt ? formatDateTime(r.sentAt) : '',
    })),
    filters: [
      { value: '', label: tFr('crm.campaigns.allStatuses') },
      ...recipientStatuses.map((s) => ({ value: s, label: recipientStatusLabels[s] })),
    ],
    status: query.status ?? '',
    total,
    page,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    search: query.status ? `status=${query.status}` : '',
    canEdit: mayWrite(ctx) && c.status === 'scheduled',
    // The recipients as a CSV file, with the status filter shown.
    exportTo: salesRights(ctx.viewer).exportCampaignRecipients
      ? `/resources/sales-export?list=campaign-recipients&id=${c.id}${query.status ? `&status=${query.status}` : ''}`
      : null,
  }
}

const Intent = z.object({ intent: z.enum(['cancel', 'send']) })

/** `/campaigns/{id}`'s forms: cancel it, or send it now, while it is scheduled. */
export async function campaignAction(
  request: Request,
  ctx: GuardContext,
  id: string,
  form: FormData,
) {
  const back = `${CAMPAIGNS_PATH}/${id}`
  const intent = Intent.safeParse({ intent: form.get('intent') })
  if (!intent.success) return toast(request, back, false, tFr('crm.badRequest'))
  // A replayed form of a viewer without createCampaign: refused here, as a 403 would sign them out.
  if (!mayWrite(ctx)) return toast(request, back, false, campaignText.noCreate)
  const route = intent.data.intent === 'cancel' ? cancelCampaignRoute : sendCampaignRoute
  const result = await ctx.api.call(route, { params: { id } })
  return toast(request, back, result.ok, result.data.message)
}
