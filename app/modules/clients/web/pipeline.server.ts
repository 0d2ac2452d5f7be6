/**
 * /dashboard/clients/opportunities (issue 17 §1): the pipeline by stage, the add form, and each
 * opportunity's small forms (move to a stage, delete, make a won one a quote), every one a plain
 * POST (post/redirect/get) so that the page works without JavaScript; with it, the same move form
 * is posted by dragging a card to another column. Reads and writes through /v1/opportunities;
 * what the viewer may do is the access table's answer (`mayCall`).
 *
 * A won opportunity becomes a draft quote through the sales API (POST /sales-documents/quotes:
 * one free line, the opportunity's title, quantity 1, its amount excluding tax at 20 % VAT, the
 * standard rate of wine), then the quote is linked to it (PUT /opportunities/{id} `quoteId`) and
 * the user lands on the quote to complete it.
 */
import { tFr } from '#app/platform/web/t.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import * as z from 'zod'
import {
  createOpportunityRoute,
  deleteOpportunityRoute,
  listOpportunitiesRoute,
  opportunityOptionsRoute,
  opportunityRoute,
  updateOpportunityRoute,
  type Opportunity,
} from '#app/modules/clients/contract'
import { opportunityForm, stageKindLabels } from '#app/modules/clients/domain/pipeline'
import { createQuoteRoute } from '#app/modules/sales/contract'
import { idSegment } from '#app/platform/contract'
import { mayCall } from '#app/platform/domain/api-access'
import { salesRights } from '#app/modules/sales/web/rights'
import { formatDate } from '#app/platform/domain/format'
import { euros } from '#app/platform/domain/money'
import { replyWithProviderError } from '#app/platform/web/forms.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

export const OPPORTUNITIES_PATH = '/dashboard/clients/opportunities'
/** The VAT rate of the quote's free line: the standard rate, which wine bears. */
export const QUOTE_VAT_RATE = 20

function failed(result: { status: number; data: { message: string } }): never {
  throw data({ message: result.data.message }, { status: result.status })
}

function cardOf(o: Opportunity) {
  return {
    id: o.id,
    title: o.title,
    amount: euros(o.amountCents),
    weighted: euros(o.weightedCents),
    probability: `${o.probability} %`,
    expected: o.expectedDate ? formatDate(`${o.expectedDate}T12:00:00Z`) : null,
    client: o.client,
    owner: o.owner.name,
    stageId: o.stage.id,
    won: o.stage.kind === 'won',
    quote: o.quote,
  }
}
export type OpportunityCard = ReturnType<typeof cardOf>

export async function loadPipelinePage(ctx: GuardContext) {
  const canWrite = mayCall(ctx.viewer, 'POST /opportunities')
  const [list, options] = await Promise.all([
    ctx.api.call(listOpportunitiesRoute, { query: {} }),
    canWrite ? ctx.api.call(opportunityOptionsRoute, {}) : null,
  ])
  if (!list.ok) return failed(list)
  if (options && !options.ok) return failed(options)
  const cards = list.data.opportunities.map(cardOf)
  const columns = list.data.stages.map((s) => {
    const inStage = list.data.opportunities.filter((o) => o.stage.id === s.id)
    return {
      id: s.id,
      name: s.name,
      kind: stageKindLabels[s.kind],
      total: euros(inStage.reduce((sum, o) => sum + o.amountCents, 0)),
      weighted: euros(inStage.reduce((sum, o) => sum + o.weightedCents, 0)),
      cards: cards.filter((c) => c.stageId === s.id),
    }
  })
  const firstOpen = list.data.stages.find((s) => s.kind === 'open') ?? list.data.stages[0]
  return {
    columns,
    stages: list.data.stages.map((s) => ({ value: String(s.id), label: s.name })),
    count: cards.length,
    canWrite,
    canQuote: canWrite && mayCall(ctx.viewer, 'POST /sales-documents/quotes'),
    exportTo: salesRights(ctx.viewer).exportOpportunities
      ? '/resources/sales-export?list=opportunities'
      : null,
    owners: options?.data.owners ?? [],
    clients: options?.data.clients ?? [],
    newValues: {
      title: '',
      clientId: '',
      amount: '',
      probability: '20',
      expectedDate: '',
      ownerId: String(ctx.user?.id ?? ''),
      stageId: firstOpen ? String(firstOpen.id) : '',
    },
  }
}

const Intent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create') }),
  z.object({ intent: z.literal('move'), id: idSegment(), stageId: idSegment() }),
  z.object({ intent: z.literal('delete'), id: idSegment() }),
  z.object({ intent: z.literal('quote'), id: idSegment() }),
])

/** The page's forms: create, move, delete, make a quote; back to the pipeline (or the quote). */
export async function pipelineAction(request: Request, ctx: GuardContext, form: FormData) {
  const toast = (ok: boolean, message: string, to = OPPORTUNITIES_PATH) =>
    redirectWithToast(request, to, { type: ok ? 'success' : 'error', message })
  const intent = Intent.safeParse(Object.fromEntries(form))
  if (!intent.success) return toast(false, tFr('clients.web.badRequest'))
  // A replayed form of a viewer without createClient: refused here, as a 403 would sign them out.
  if (!mayCall(ctx.viewer, 'POST /opportunities'))
    return toast(false, tFr('clients.web.mayNotEditOpportunities'))
  const act = intent.data
  if (act.intent === 'move') {
    const result = await ctx.api.call(updateOpportunityRoute, {
      params: { id: String(act.id) },
      json: { stageId: act.stageId },
    })
    return toast(result.ok, result.data.message)
  }
  if (act.intent === 'delete') {
    const result = await ctx.api.call(deleteOpportunityRoute, { params: { id: String(act.id) } })
    return toast(result.ok, result.data.message)
  }
  if (act.intent === 'quote') return makeQuote(ctx, act.id, toast)
  const submission = parseWithZod(form, { schema: opportunityForm })
  if (submission.status !== 'success')
    return data({ form: 'create' as const, result: submission.reply() }, { status: 400 })
  const { amount, expectedDate, ...rest } = submission.value
  const result = await ctx.api.call(createOpportunityRoute, {
    json: { ...rest, amountCents: amount, expectedDate: expectedDate ?? null },
  })
  if (!result.ok)
    return data(
      { form: 'create' as const, result: replyWithProviderError(submission, result, []) },
      { status: result.status },
    )
  return toast(true, result.data.message)
}

async function makeQuote(
  ctx: GuardContext,
  id: number,
  toast: (ok: boolean, message: string, to?: string) => Promise<Response>,
) {
  if (!mayCall(ctx.viewer, 'POST /sales-documents/quotes'))
    return toast(false, tFr('clients.web.mayNotQuote'))
  const found = await ctx.api.call(opportunityRoute, { params: { id: String(id) } })
  if (!found.ok) return toast(false, found.data.message)
  const o = found.data.opportunity
  if (o.stage.kind !== 'won') return toast(false, tFr('clients.web.wonOnly'))
  if (o.quote)
    return toast(true, tFr('clients.web.quoteExists'), `/dashboard/orders/documents/${o.quote.id}`)
  const quote = await ctx.api.call(createQuoteRoute, {
    json: {
      clientId: o.client.id,
      lines: [{ name: o.title, quantity: 1, unitHtCents: o.amountCents, vatRate: QUOTE_VAT_RATE }],
    },
  })
  if (!quote.ok) return toast(false, quote.data.message)
  const linked = await ctx.api.call(updateOpportunityRoute, {
    params: { id: String(id) },
    json: { quoteId: quote.data.document.id },
  })
  if (!linked.ok) return toast(false, linked.data.message)
  return toast(
    true,
    tFr('clients.web.quoteCreated'),
    `/dashboard/orders/documents/${quote.data.document.id}`,
  )
}

export type PipelineReply = {
  form: 'create'
  result: ReturnType<typeof replyWithProviderError>
}
