import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { OrderStatusChip, PaymentStatusChip } from '#app/components/checkout/order-status'
import { OrderTotals } from '#app/components/checkout/order-totals'
import { AreaPage } from '#app/components/dashboard/area-page'
import { areaMeta, backTo, ErrorBoundary } from '#app/components/dashboard/area-route'
import { Button } from '#app/components/ui/button'
import { titleOf } from '#app/domain/navigation'
import { parseRecordId } from '#app/utils/area-route.server'
import { decideOrder, loadOrder, ordersAudience } from '#app/utils/checkout/orders.server'
import { guard } from '#app/utils/guard.server'

function orderId(params: Record<string, string>): number {
  const id = parseRecordId(params.id)
  if (id === null) throw new Response('Not Found', { status: 404 })
  return id
}

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const id = orderId(ctx.params)
  const title = `${titleOf('/dashboard/orders/:id')} n° ${id}`
  const audience = ordersAudience(ctx)
  // Agents and collaborators without seeAllOrder may not read orders: the API would sign them out.
  if (!audience) return { title, order: null, canDecide: false }
  return { title, order: await loadOrder(ctx, id), canDecide: audience === 'shop' }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return decideOrder(request, ctx, orderId(ctx.params))
}

export const meta = areaMeta
export const handle = backTo('/dashboard/orders')
export { ErrorBoundary }

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 rounded-lg border border-gray-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  )
}

const Lines = ({ lines }: { lines: string[] }) => (
  <address className="text-sm not-italic text-gray-800">
    {lines.map((l) => (
      <span key={l} className="block">
        {l}
      </span>
    ))}
  </address>
)

export default function OrderPage() {
  const { title, order, canDecide } = useLoaderData<typeof loader>()
  const busy = useNavigation().state === 'submitting'
  if (!order) {
    return (
      <AreaPage
        title={title}
        empty="Vos droits ne vous permettent pas de consulter les commandes de la boutique."
      />
    )
  }
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        <OrderStatusChip status={order.status} />
      </div>
      <p className="text-sm text-gray-700">
        Passée le {order.date} · {canDecide ? order.buyer : order.shop}
      </p>

      {canDecide && order.status === 'pending' ? (
        <Form method="post" className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="validate" disabled={busy}>
            Valider la commande
          </Button>
          <Button type="submit" name="intent" value="refuse" variant="danger" disabled={busy}>
            Refuser la commande
          </Button>
        </Form>
      ) : null}

      <Block title="Articles">
        <ul className="divide-y divide-gray-100">
          {order.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3 py-2">
              <span>
                <span className="block font-medium">{line.name}</span>
                <span className="block text-sm text-gray-600">
                  {[line.detail, `${line.quantity} × ${line.unitPrice}`]
                    .filter(Boolean)
                    .join(' · ')}
                  {line.isWrapped ? ' · emballage cadeau' : ''}
                </span>
              </span>
              <span className="whitespace-nowrap font-medium">{line.total}</span>
            </li>
          ))}
        </ul>
        {order.promoCode ? (
          <p className="text-sm text-gray-700">Code promo : {order.promoCode}</p>
        ) : null}
        <div className="border-t border-gray-100 pt-2">
          <OrderTotals totals={order.totals} />
        </div>
      </Block>

      <div className="grid gap-4 md:grid-cols-2">
        <Block title="Livraison">
          {order.delivery.mode ? (
            <p className="text-sm font-medium">{order.delivery.mode}</p>
          ) : null}
          <Lines lines={order.delivery.address} />
          {order.delivery.mountain ? (
            <p className="text-sm text-gray-700">Adresse en zone de montagne</p>
          ) : null}
          {order.delivery.instructions ? (
            <p className="text-sm text-gray-700">Instructions : {order.delivery.instructions}</p>
          ) : null}
        </Block>
        <Block title="Facturation">
          <Lines lines={order.billingAddress} />
        </Block>
        <Block title="Paiement">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            {order.paymentType}
            <PaymentStatusChip status={order.paymentStatus} />
          </p>
        </Block>
        <Block title="Contact">
          <p className="text-sm text-gray-800">{order.buyer}</p>
          <p className="text-sm text-gray-800">{order.contact.email}</p>
          {order.contact.phone ? (
            <p className="text-sm text-gray-800">{order.contact.phone}</p>
          ) : null}
          {order.contact.siret ? (
            <p className="text-sm text-gray-800">SIRET : {order.contact.siret}</p>
          ) : null}
        </Block>
      </div>
    </div>
  )
}
