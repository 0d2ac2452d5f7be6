/** A client's file page: the client, their figures, timeline and the edit form's values. */
import { tFr } from '#app/platform/web/t.server'
import { clientFiguresRoute, clientRoute } from '#app/modules/clients/contract'
import { departmentOf } from '#app/modules/clients/domain/departments'
import { paymentDelayLabel } from '#app/modules/sales/domain/payment-delays'
import type { AnswerOf } from '#app/platform/contract'
import { formatCents, formatDate } from '#app/platform/domain/format'
import type { GuardContext } from '#app/platform/web/guard.server'
import { clientRights } from './rights'
import type { Choice } from './options.server'

type ClientJson = AnswerOf<typeof clientRoute>['client']

export async function loadClient(ctx: GuardContext, id: string) {
  if (!/^[1-9]\d{0,8}$/.test(id)) throw new Response(tFr('clients.web.notFound'), { status: 404 })
  const found = await ctx.api.call(clientRoute, { params: { id } })
  if (!found.ok) throw new Response(found.data.message, { status: found.status })
  return found.data.client
}

export async function clientFigures(ctx: GuardContext, id: number) {
  if (!clientRights(ctx.viewer).figures) return null
  const figures = await ctx.api.call(clientFiguresRoute, { params: { id: String(id) } })
  if (!figures.ok) return null
  return {
    revenue: figures.data.revenue.map((r) => ({
      year: r.year,
      ht: formatCents(r.htCents),
      ttc: formatCents(r.ttcCents),
    })),
    outstanding: formatCents(figures.data.outstandingCents),
    overdue: figures.data.overdueCents > 0 ? formatCents(figures.data.overdueCents) : null,
  }
}

const line = (a: ClientJson['billingAddress']) =>
  a
    ? [a.street, a.street2, [a.zipcode, a.city].filter(Boolean).join(' '), a.country]
        .filter(Boolean)
        .join(', ')
    : null

/** The identity block, as label → text (empty ones left out). */
export function identityOf(
  c: ClientJson,
  typologies: readonly Choice[],
  followers: readonly Choice[],
) {
  const address = c.billingAddress ?? c.deliveryAddress
  const rows: [string, string | null][] = [
    [
      tFr('clients.identity.type'),
      tFr(c.pipe === 'prospect' ? 'clients.identity.kindProspect' : 'clients.identity.kind', {
        kind: tFr(c.isPro ? 'clients.identity.pro' : 'clients.identity.private'),
      }),
    ],
    [tFr('clients.identity.civility'), c.civility],
    [tFr('clients.identity.businessName'), c.businessName],
    [tFr('clients.identity.name'), [c.firstname, c.lastname].filter(Boolean).join(' ') || null],
    [tFr('clients.identity.email'), c.email],
    [tFr('clients.identity.phone'), c.phone],
    [
      tFr('clients.identity.typology'),
      typologies.find((t) => t.value === c.typology)?.label ?? c.typology,
    ],
    [tFr('clients.identity.siret'), c.siret],
    [tFr('clients.identity.siren'), c.siren],
    [tFr('clients.identity.vatNumber'), c.vatNumber],
    [tFr('clients.identity.billingAddress'), line(c.billingAddress)],
    [tFr('clients.identity.deliveryAddress'), line(c.deliveryAddress)],
    [tFr('clients.identity.department'), departmentOf(address?.zipcode)],
    [
      tFr('clients.identity.paymentDelay'),
      c.paymentDelay ? paymentDelayLabel(c.paymentDelay) : null,
    ],
    [
      tFr('clients.identity.follower'),
      followers.find((f) => f.value === String(c.agentId))?.label ?? null,
    ],
    [tFr('clients.identity.since'), formatDate(c.createdAt)],
    [tFr('clients.identity.tags'), c.tags.join(', ') || null],
    [tFr('clients.identity.notes'), c.notes],
  ]
  return rows.filter((r): r is [string, string] => Boolean(r[1]))
}

/** The edit form's values, under the form's names. */
export function formValues(c: ClientJson) {
  const address = (a: ClientJson['billingAddress']) => ({
    street: a?.street ?? '',
    zipcode: a?.zipcode ?? '',
    city: a?.city ?? '',
    country: a?.country ?? 'FR',
  })
  return {
    isPro: c.isPro ? 'on' : undefined,
    pipe: c.pipe,
    source: c.source ?? '',
    civility: c.civility ?? '',
    firstname: c.firstname ?? '',
    lastname: c.lastname ?? '',
    businessName: c.businessName ?? '',
    email: c.email ?? '',
    phone: c.phone ?? '',
    siret: c.siret ?? '',
    siren: c.siren ?? '',
    vatNumber: c.vatNumber ?? '',
    typology: c.typology ?? '',
    paymentDelay: c.paymentDelay ?? '',
    agentId: c.agentId ? String(c.agentId) : '',
    notes: c.notes ?? '',
    tags: c.tags.join(', '),
    billingAddress: address(c.billingAddress),
    deliveryAddress: address(c.deliveryAddress),
  }
}
