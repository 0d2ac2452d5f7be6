/**
 * The filters of every sales list, read from the page's own GET form: a search, a status, a
 * client, a date range, amounts typed in euros, a sort and the page. A filter typed wrong is not
 * applied and its field says why, in French; the valid ones carry over to pagination and export.
 */
import { isCalendarDay, messages } from '#app/platform/domain/validation'
import { parseEuros } from '#app/platform/domain/money'

export type Choice = { value: string; label: string }

export type ListSpec = {
  statuses?: readonly Choice[]
  /** The sort choices; the first is the default. */
  sorts: readonly Choice[]
  /** Other selects of the page (kind, method…) and the values each accepts. */
  selects?: Record<string, readonly string[]>
}

export type AppliedFilters = {
  q?: string
  status?: string
  clientId?: number
  /** YYYY-MM-DD. */
  from?: string
  to?: string
  minCents?: number
  maxCents?: number
  sort: string
  selects: Record<string, string>
}

export type ListQuery = {
  /** What the form shows again, as typed. */
  values: Record<string, string>
  /** French messages beside the fields whose value was not applied. */
  errors: Record<string, string>
  applied: AppliedFilters
  page: number
  /** The applied filters as a query string, without the page. */
  search: string
  filtered: boolean
}

export const listMessages = {
  date: messages.date,
  range: 'La date de fin précède la date de début.',
  amount: 'Doit être un montant en euros, par exemple 1 234,50.',
  amountRange: 'Le montant maximum est inférieur au minimum.',
} as const

const MAX_PAGE = 100_000

export function readListQuery(request: Request, spec: ListSpec): ListQuery {
  const params = new URL(request.url).searchParams
  const raw = (key: string) => (params.get(key) ?? '').trim().slice(0, 100)
  const values: Record<string, string> = {}
  const errors: Record<string, string> = {}
  const keep = new URLSearchParams()
  const applied: AppliedFilters = { sort: spec.sorts[0]?.value ?? '', selects: {} }

  const q = raw('q')
  values.q = q
  if (q) {
    applied.q = q
    keep.set('q', q)
  }
  const status = raw('status')
  values.status = status
  if (status && spec.statuses?.some((s) => s.value === status)) {
    applied.status = status
    keep.set('status', status)
  }
  const clientId = raw('clientId')
  values.clientId = clientId
  if (/^[1-9]\d{0,8}$/.test(clientId)) {
    applied.clientId = Number(clientId)
    keep.set('clientId', clientId)
  }
  for (const key of ['from', 'to'] as const) {
    const day = raw(key)
    values[key] = day
    if (!day) continue
    if (!isCalendarDay(day)) errors[key] = listMessages.date
    else applied[key] = day
  }
  if (applied.from && applied.to && applied.to < applied.from) {
    errors.to = listMessages.range
    delete applied.to
  }
  for (const [key, field] of [
    ['min', 'minCents'],
    ['max', 'maxCents'],
  ] as const) {
    const text = raw(key)
    values[key] = text
    if (!text) continue
    const cents = parseEuros(text)
    if (cents === null) errors[key] = listMessages.amount
    else applied[field] = cents
  }
  if (
    applied.minCents !== undefined &&
    applied.maxCents !== undefined &&
    applied.maxCents < applied.minCents
  ) {
    errors.max = listMessages.amountRange
    delete applied.maxCents
  }
  for (const key of ['from', 'to', 'min', 'max'] as const) {
    if (values[key] && !errors[key]) keep.set(key, values[key])
  }
  for (const [key, allowed] of Object.entries(spec.selects ?? {})) {
    const value = raw(key)
    values[key] = value
    if (value && allowed.includes(value)) {
      applied.selects[key] = value
      keep.set(key, value)
    }
  }
  const filtered = keep.size > 0
  const sort = raw('sort')
  values.sort = spec.sorts.some((s) => s.value === sort) ? sort : applied.sort
  if (values.sort !== applied.sort) {
    applied.sort = values.sort
    keep.set('sort', values.sort)
  }
  const pageText = raw('page')
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Math.min(Number(pageText), MAX_PAGE) : 1
  return { values, errors, applied, page, search: keep.toString(), filtered }
}

/** Pages of a list of `total` rows, `pageSize` a page: never fewer than one. */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
