/**
 * The client page's GDPR and merge parts (issue 17 §1): the export's download, the erasure behind
 * the keyword popup, the duplicates and the side-by-side merge form (`?merge={otherId}`). Every
 * form is a plain POST (intent erase or merge) handled by the page's action; what is offered is
 * what the API's access table lets the viewer call (a refusal of the API would sign them out).
 */
import { tFr } from '#app/platform/web/t.server'
import { data } from '@remix-run/node'
import {
  clientDuplicatesRoute,
  clientExportRoute,
  clientRoute,
  eraseClientRoute,
  mergeClientsRoute,
} from '#app/modules/clients/contract'
import { ERASE_KEYWORD, mergeFields, type MergeField } from '#app/modules/clients/domain/gdpr'
import { paymentDelayLabel } from '#app/modules/sales/domain/payment-delays'
import { parisIsoDay } from '#app/platform/domain/paris-calendar'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import type { AnswerOf } from '#app/platform/contract'
import { clientRights } from './rights'
import type { Choice } from './options.server'

type ClientJson = AnswerOf<typeof clientRoute>['client']

const forbidden = () => new Response(tFr('clients.web.mayNotAct'), { status: 403 })

/** The client's data as a JSON file to download (resources.client-data.$id.ts). */
export async function clientDataFile(ctx: GuardContext, id: string) {
  if (!/^[1-9]\d{0,8}$/.test(id)) throw new Response(tFr('clients.web.notFound'), { status: 404 })
  if (!clientRights(ctx.viewer).exportData) throw forbidden()
  const res = await ctx.api.call(clientExportRoute, { params: { id } })
  if (!res.ok) throw new Response(res.data.message, { status: res.status })
  return new Response(JSON.stringify(res.data.export, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="client-${id}-donnees-${parisIsoDay()}.json"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}

const addressLine = (a: ClientJson['billingAddress']) =>
  a
    ? [a.street, [a.zipcode, a.city].filter(Boolean).join(' '), a.country]
        .filter(Boolean)
        .join(', ')
    : ''

function shown(
  c: ClientJson,
  field: MergeField,
  typologies: readonly Choice[],
  followers: readonly Choice[],
) {
  const v = c[field]
  if (v === null || v === undefined || v === '') return ''
  if (field === 'isPro') return tFr(v ? 'clients.identity.pro' : 'clients.identity.private')
  if (field === 'billingAddress' || field === 'deliveryAddress') return addressLine(c[field])
  if (field === 'typology') return typologies.find((t) => t.value === v)?.label ?? String(v)
  if (field === 'agentId') return followers.find((f) => f.value === String(v))?.label ?? String(v)
  if (field === 'paymentDelay') return paymentDelayLabel(String(v))
  return String(v)
}

/**
 * The page's GDPR block and, with `?merge={otherId}` naming one of the duplicates, the merge form:
 * each field's two values side by side, the kept client's checked unless it is empty.
 */
export async function gdprOf(
  ctx: GuardContext,
  client: ClientJson,
  url: URL,
  options: { typologies: readonly Choice[]; followers: readonly Choice[] },
) {
  const rights = clientRights(ctx.viewer)
  const anonymised = client.anonymisedAt !== null
  let duplicates: { id: number; name: string }[] = []
  let merge = null
  if (rights.merge && !anonymised) {
    const found = await ctx.api.call(clientDuplicatesRoute, { params: { id: String(client.id) } })
    if (found.ok) duplicates = found.data.clients.map((c) => ({ id: c.id, name: c.name }))
    const otherId = Number(url.searchParams.get('merge'))
    const other = found.ok ? found.data.clients.find((c) => c.id === otherId) : undefined
    if (other)
      merge = {
        other: { id: other.id, name: other.name },
        fields: mergeFields.map(([field, label]) => {
          const mine = shown(client, field, options.typologies, options.followers)
          const theirs = shown(other, field, options.typologies, options.followers)
          return { field, label, mine, theirs, pick: !mine && theirs ? 'other' : 'kept' }
        }),
      }
  }
  return {
    anonymised,
    exportTo: rights.exportData ? `/resources/client-data/${client.id}` : null,
    erase: rights.erase && !anonymised ? { keyword: ERASE_KEYWORD } : null,
    duplicates,
    merge,
  }
}

type GdprReply = { form: 'erase' | 'merge'; message: string }

/** The page action's erase and merge intents: the API called, its refusal shown, else a redirect. */
export async function gdprAction(ctx: GuardContext, request: Request, id: number, form: FormData) {
  const intent = form.get('intent')
  const rights = clientRights(ctx.viewer)
  const params = { id: String(id) }
  if (intent === 'erase') {
    if (!rights.erase) throw forbidden()
    const res = await ctx.api.call(eraseClientRoute, {
      params,
      json: { keyword: String(form.get('keyword') ?? '') },
    })
    if (!res.ok)
      return data(
        { gdpr: { form: 'erase', message: res.data.message } satisfies GdprReply },
        { status: res.status },
      )
    return redirectWithToast(request, `/dashboard/clients/${id}`, {
      type: 'success',
      message: res.data.message,
    })
  }
  if (!rights.merge) throw forbidden()
  const otherId = Number(form.get('otherId'))
  const fromOther = mergeFields
    .map(([field]) => field)
    .filter((field) => form.get(`keep.${field}`) === 'other')
  const res = await ctx.api.call(mergeClientsRoute, {
    params,
    json: { otherId: Number.isSafeInteger(otherId) ? otherId : 0, fromOther },
  })
  if (!res.ok)
    return data(
      { gdpr: { form: 'merge', message: res.data.message } satisfies GdprReply },
      { status: res.status },
    )
  return redirectWithToast(request, `/dashboard/clients/${id}`, {
    type: 'success',
    message: res.data.message,
  })
}
