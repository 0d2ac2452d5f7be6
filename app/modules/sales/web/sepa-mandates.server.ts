/**
 * The 'Mandats SEPA' section of /dashboard/payments: its list (filtered by status, paginated on
 * its own query keys so it lives beside the ledger's filters) and its row form that moves a
 * mandate along sepaMachine through the provider, which has the last word.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import type { SepaStatus } from '#app/platform/db/schema'
import { listSepaMandatesRoute, sepaMandateStatusRoute } from '#app/modules/sales/contract'
import { SepaStatusForm } from '#app/modules/sales/domain/payment-forms'
import { SEPA_ANCHOR, sepaKeys } from '#app/modules/sales/web/sepa-keys'
import { sepaMachine, statusesOf } from '#app/modules/sales/domain/machines'
import { formatDate } from '#app/platform/domain/format'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { backToList } from './redirect'

const sepaStatuses = statusesOf(sepaMachine)

const MAX_PAGE = 100_000
// Keys that never travel with the section's links: the payment form's prefill opens a form.
const dropped = new Set<string>([sepaKeys.status, sepaKeys.page, 'document'])

const isSepaStatus = (value: string): value is SepaStatus =>
  (sepaStatuses as string[]).includes(value)

/** The page's other query parameters, kept by the section's filter form and its pagination. */
function otherParams(url: URL): [string, string][] {
  return [...url.searchParams]
    .filter(([key]) => !dropped.has(key))
    .slice(0, 30)
    .map(([key, value]) => [key.slice(0, 40), value.slice(0, 100)])
}

export async function loadSepaMandates(ctx: GuardContext, request: Request) {
  const url = new URL(request.url)
  const statusText = (url.searchParams.get(sepaKeys.status) ?? '').trim()
  const status = isSepaStatus(statusText) ? statusText : undefined
  const pageText = (url.searchParams.get(sepaKeys.page) ?? '').trim()
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Math.min(Number(pageText), MAX_PAGE) : 1
  const result = await ctx.api.call(listSepaMandatesRoute, {
    query: { status, page: page > 1 ? String(page) : undefined },
  })
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  const keep = otherParams(url)
  const search = new URLSearchParams(keep)
  if (status) search.set(sepaKeys.status, status)
  // What the rest of the page carries along so that its own links keep this section's state.
  const carry = new URLSearchParams()
  if (status) carry.set(sepaKeys.status, status)
  if (page > 1) carry.set(sepaKeys.page, String(page))
  return {
    status: status ?? '',
    hidden: new URLSearchParams(keep).toString(),
    search: search.toString(),
    carry: carry.toString(),
    total: result.data.total,
    page,
    pages: result.data.pageCount,
    mandates: result.data.mandates.map((m) => ({
      id: m.id,
      reference: m.reference,
      status: m.status,
      statusLabel: m.statusLabel,
      client: m.clientName || '—',
      iban: m.ibanLast4 ? `•••• ${m.ibanLast4}` : '—',
      signed: m.signedAt ? formatDate(m.signedAt) : '—',
      next: sepaMachine.next[m.status].map((to) => ({
        value: to,
        label: sepaMachine.labels[to],
      })),
    })),
  }
}

export type SepaSectionData = Awaited<ReturnType<typeof loadSepaMandates>>

export const sepaText = {
  choose: 'Choisissez le nouveau statut du mandat.',
  done: 'Le statut du mandat a été mis à jour.',
} as const

/** `intent=sepaStatus`: the provider checks the right and sepaMachine; its message comes back. */
export async function changeSepaStatus(
  ctx: GuardContext,
  request: Request,
  form: FormData,
  path: string,
): Promise<Response> {
  const back = `${backToList(form.get('redirectTo'), path).split('#')[0]}#${SEPA_ANCHOR}`
  const submission = parseWithZod(form, { schema: SepaStatusForm })
  if (submission.status !== 'success')
    return redirectWithToast(request, back, { type: 'error', message: sepaText.choose })
  const { mandateId, status } = submission.value
  const result = await ctx.api.call(sepaMandateStatusRoute, {
    params: { id: String(mandateId) },
    json: { status },
  })
  if (result.status === 404) throw new Response(result.data.message, { status: 404 })
  return redirectWithToast(request, back, {
    type: result.ok ? 'success' : 'error',
    message: result.data.message ?? sepaText.done,
  })
}
