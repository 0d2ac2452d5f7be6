import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { BuyerOrderPage } from '#app/components/sales-order/buyer-order'
import { SalesOrderPage } from '#app/components/sales-order/order-view'
import { AreaPage } from '#app/components/dashboard/area-page'
import { areaMeta, backTo, ErrorBoundary } from '#app/components/dashboard/area-route'
import { titleOf } from '#app/domain/navigation'
import { guard } from '#app/utils/guard.server'
import { loadOrderPage, orderPageAction, recordId } from '#app/utils/sales-order/order-route.server'
import type { FormReply } from '#app/utils/sales-order/payment-form.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const title = `${titleOf('/dashboard/orders/:id')} n° ${recordId(ctx.params)}`
  return loadOrderPage(ctx, request, title)
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return orderPageAction(ctx, request, '/dashboard/orders')
}

export const meta = areaMeta
export const handle = backTo('/dashboard/orders')
export { ErrorBoundary }

export default function OrderPage() {
  const { title, order, sales, recipients, recipientQuery, methods, parts } =
    useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  if (sales) {
    return (
      <SalesOrderPage
        title={title}
        order={sales}
        recipients={recipients}
        recipientQuery={recipientQuery}
        methods={methods}
        parts={parts}
        reply={reply}
        here={`/dashboard/orders/${sales.id}`}
      />
    )
  }
  if (order) return <BuyerOrderPage title={title} order={order} />
  return (
    <AreaPage
      title={title}
      empty="Vos droits ne vous permettent pas de consulter les commandes de la boutique."
    />
  )
}
