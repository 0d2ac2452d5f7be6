import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import { listShipmentsRoute, moveShipmentRoute } from '#app/modules/sales/contract'
import { deliveryStatuses, ShipmentStatusInput } from '#app/modules/sales/domain/shipments'
import { idSegment } from '#app/platform/contract'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { DeliveryStatusChip } from '#app/modules/sales/web/components/chips'
import { ListFilters } from '#app/modules/sales/web/components/list-filters'
import {
  EmptyList,
  ListPage,
  ListSummary,
  NoRight,
} from '#app/modules/sales/web/components/list-page'
import { Pagination } from '#app/modules/sales/web/components/pagination'
import { SalesTable, type Column } from '#app/modules/sales/web/components/sales-table'
import { buttonClass } from '#app/ui/button'
import { titleOf } from '#app/platform/domain/navigation'
import { deliveryMachine } from '#app/modules/sales/domain/machines'
import { formatDate } from '#app/platform/domain/format'
import { guard } from '#app/platform/web/guard.server'
import { deliveryStatusChoices } from '#app/modules/sales/web/choices'
import { pageCount, readListQuery } from '#app/modules/sales/web/list-query.server'
import { exportHref } from '#app/modules/sales/web/list-query'
import { backToList } from '#app/modules/sales/web/redirect'
import { salesRights } from '#app/modules/sales/web/rights'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { readForm } from '#app/platform/web/forms.server'

const PATH = '/dashboard/delivery'

const kindChoices = [
  { value: 'delivery', label: 'Livraison' },
  { value: 'return', label: 'Retour' },
]
const sorts = [{ value: 'date-desc', label: 'Plus récentes d’abord' }]
const shipmentKinds = ['delivery', 'return'] as const

/** A row's 'Mettre à jour': the shipment and the API's rule of its next status. */
const ShipmentStatusForm = z.object({
  shipmentId: idSegment(),
  status: ShipmentStatusInput.shape.status,
})

/** Shipments and returns (spec 4 delivery statuses): staff with manageDelivery. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const title = titleOf(PATH)
  const list = readListQuery(request, {
    statuses: deliveryStatusChoices,
    sorts,
    selects: { kind: shipmentKinds },
  })
  const listData = {
    values: list.values,
    errors: list.errors,
    search: list.search,
    filtered: list.filtered,
  }
  if (!salesRights(ctx.viewer).ship) return { title, allowed: false as const, list: listData }
  const a = list.applied
  const result = await ctx.api.call(listShipmentsRoute, {
    query: {
      q: a.q,
      status: deliveryStatuses.find((s) => s === a.status),
      kind: shipmentKinds.find((k) => k === a.selects.kind),
      from: a.from,
      to: a.to,
      page: list.page > 1 ? String(list.page) : undefined,
    },
  })
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  return {
    title,
    allowed: true as const,
    list: listData,
    total: result.data.total,
    page: list.page,
    pages: pageCount(result.data.total, result.data.pageSize),
    exportTo: salesRights(ctx.viewer).exportShipments ? exportHref('shipments', list.search) : null,
    shipments: result.data.shipments.map((s) => ({
      id: s.id,
      orderId: s.orderId,
      kind: s.kind === 'return' ? 'Retour' : 'Livraison',
      status: s.status,
      next: deliveryMachine.next[s.status].map((to) => ({
        value: to,
        label: deliveryMachine.labels[to],
      })),
      parcels: s.parcels,
      carrier: s.carrier,
      trackingRef: s.trackingRef,
      created: formatDate(s.createdAt),
      shipped: s.shippedAt ? formatDate(s.shippedAt) : null,
      delivered: s.deliveredAt ? formatDate(s.deliveredAt) : null,
      client: s.client?.name ?? '—',
    })),
  }
}

/** A row's 'Mettre à jour': the delivery machine (in the API) decides; the list comes back. */
export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  const form = await readForm(request)
  const back = backToList(form.get('redirectTo'), PATH)
  if (!salesRights(ctx.viewer).ship)
    return redirectWithToast(request, back, {
      type: 'error',
      message: 'Vos droits ne vous permettent pas de gérer les expéditions.',
    })
  const submission = parseWithZod(form, { schema: ShipmentStatusForm })
  if (submission.status !== 'success')
    return redirectWithToast(request, back, {
      type: 'error',
      message: 'Choisissez le nouveau statut de l’expédition.',
    })
  const { shipmentId, status } = submission.value
  const result = await ctx.api.call(moveShipmentRoute, {
    params: { id: String(shipmentId) },
    json: { status },
  })
  if (result.status === 404) throw new Response(result.data.message, { status: 404 })
  return redirectWithToast(request, back, {
    type: result.ok ? 'success' : 'error',
    message: result.data.message ?? 'Le statut de l’expédition a été mis à jour.',
  })
}

export const meta = areaMeta
export { ErrorBoundary }

type Row = Extract<
  ReturnType<typeof useLoaderData<typeof loader>>,
  { allowed: true }
>['shipments'][number]

function StatusForm({ row, back }: { row: Row; back: string }) {
  if (!row.next.length) return <span className="text-gray-600">—</span>
  const id = `next-${row.id}`
  return (
    <Form method="post" action={PATH} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="shipmentId" value={row.id} />
      <input type="hidden" name="redirectTo" value={back} />
      <div>
        <label htmlFor={id} className="sr-only">
          Nouveau statut de l’expédition n° {row.id}
        </label>
        <select
          id={id}
          name="status"
          className="block min-h-[44px] rounded-md border border-gray-300 bg-white px-2"
        >
          {row.next.map((n) => (
            <option key={n.value} value={n.value}>
              {n.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('secondary')}>
        Mettre à jour
      </button>
    </Form>
  )
}

export default function Delivery() {
  const loaded = useLoaderData<typeof loader>()
  const location = useLocation()
  const { title, list } = loaded
  if (!loaded.allowed)
    return (
      <ListPage title={title}>
        <NoRight message="Vos droits ne vous permettent pas de gérer les expéditions." />
      </ListPage>
    )
  const back = `${PATH}${location.search}`
  const columns: Column<Row>[] = [
    {
      header: 'Expédition',
      primary: true,
      cell: (s) => (
        <span>
          {s.kind} n° {s.id}
        </span>
      ),
    },
    {
      header: 'Commande',
      cell: (s) => (
        <Link to={`/dashboard/orders/${s.orderId}`} className="text-primary-dark underline">
          Commande n° {s.orderId}
        </Link>
      ),
    },
    { header: 'Client', cell: (s) => s.client },
    { header: 'Statut', cell: (s) => <DeliveryStatusChip status={s.status} /> },
    { header: 'Colis', align: 'right', cell: (s) => s.parcels },
    { header: 'Transporteur', cell: (s) => s.carrier ?? '—' },
    { header: 'Suivi', cell: (s) => s.trackingRef ?? '—' },
    {
      header: 'Dates',
      cell: (s) => (
        <span className="flex flex-col text-xs">
          <span>Créée le {s.created}</span>
          {s.shipped ? <span>Expédiée le {s.shipped}</span> : null}
          {s.delivered ? <span>Livrée le {s.delivered}</span> : null}
        </span>
      ),
    },
    { header: 'Changer le statut', cell: (s) => <StatusForm row={s} back={back} /> },
  ]
  return (
    <ListPage title={title} exportTo={loaded.total ? loaded.exportTo : null}>
      <ListFilters
        action={PATH}
        label="Filtrer les expéditions"
        values={list.values}
        errors={list.errors}
        searchPlaceholder="N° de commande, client, transporteur, suivi…"
        statuses={deliveryStatusChoices}
        selects={[
          { name: 'kind', label: 'Type', all: 'Livraisons et retours', options: kindChoices },
        ]}
        sorts={sorts}
        dateLabels={['Créées du', 'au']}
        amounts={false}
      />
      <ListSummary items={[`${loaded.total} expédition${loaded.total > 1 ? 's' : ''}`]} />
      {loaded.shipments.length === 0 ? (
        <EmptyList
          filtered={list.filtered}
          empty="Aucune expédition pour le moment. Elles se créent depuis la page d’une commande validée."
        />
      ) : (
        <SalesTable
          caption="Expéditions et retours, des plus récents aux plus anciens"
          columns={columns}
          rows={loaded.shipments}
          rowKey={(s) => s.id}
          testId="shipments-table"
        />
      )}
      <Pagination page={loaded.page} pages={loaded.pages} search={list.search} />
    </ListPage>
  )
}
