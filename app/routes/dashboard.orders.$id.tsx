import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { areaMeta, backTo, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { OrderPage } from '#app/modules/sales/web/order/components/order-page'
import { guard } from '#app/platform/web/guard.server'
import {
  loadOrderPage,
  orderPageAction,
  orderPageTitle,
} from '#app/modules/sales/web/order/order-route.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return loadOrderPage(ctx, request, orderPageTitle('/dashboard/orders', ctx), false)
}

export async function action({ request }: ActionFunctionArgs) {
  return orderPageAction(await guard(request), request, '/dashboard/orders')
}

export const meta = areaMeta
export const handle = backTo('/dashboard/orders')
export { ErrorBoundary }

export default function OrderRoute() {
  return <OrderPage area="/dashboard/orders" />
}
