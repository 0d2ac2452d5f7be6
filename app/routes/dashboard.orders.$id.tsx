import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { areaMeta, backTo, ErrorBoundary } from '#app/components/dashboard/area-route'
import { OrderPage } from '#app/components/sales-order/order-page'
import { guard } from '#app/utils/guard.server'
import {
  loadOrderPage,
  orderPageAction,
  orderPageTitle,
} from '#app/utils/sales-order/order-route.server'

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
