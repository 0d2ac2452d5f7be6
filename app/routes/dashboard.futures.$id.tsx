import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { AreaPage } from '#app/components/dashboard/area-page'
import { areaMeta, backTo, ErrorBoundary } from '#app/components/dashboard/area-route'
import { SalesOrderPage } from '#app/components/sales-order/order-view'
import { titleOf } from '#app/domain/navigation'
import { guard } from '#app/utils/guard.server'
import { loadOrderPage, orderPageAction, recordId } from '#app/utils/sales-order/order-route.server'
import type { FormReply } from '#app/utils/sales-order/payment-form.server'

/** A future (primeur) has the order's page: same statuses, documents and actions. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const title = `${titleOf('/dashboard/futures/:id')} n° ${recordId(ctx.params)}`
  return loadOrderPage(ctx, request, title, true)
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return orderPageAction(ctx, request, '/dashboard/futures')
}

export const meta = areaMeta
export const handle = backTo('/dashboard/futures')
export { ErrorBoundary }

export default function FuturePage() {
  const { title, sales, recipients, recipientQuery, methods, parts } =
    useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  if (!sales)
    return (
      <AreaPage
        title={title}
        empty="Vos droits ne vous permettent pas de consulter les commandes de la boutique."
      />
    )
  return (
    <SalesOrderPage
      title={title}
      order={sales}
      recipients={recipients}
      recipientQuery={recipientQuery}
      methods={methods}
      parts={parts}
      reply={reply}
      here={`/dashboard/futures/${sales.id}`}
    />
  )
}
