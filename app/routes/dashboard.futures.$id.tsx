import { areaMeta, backTo, ErrorBoundary } from '#app/components/dashboard/area-route'
import { OrderPage } from '#app/components/sales-order/order-page'
import { orderPageLoader, orderPageRouteAction } from '#app/utils/sales-order/order-route.server'

/** A future (primeur) has the order's page: same statuses, documents and actions. */
export const loader = orderPageLoader('/dashboard/futures')
export const action = orderPageRouteAction('/dashboard/futures')

export const meta = areaMeta
export const handle = backTo('/dashboard/futures')
export { ErrorBoundary }

export default function FutureRoute() {
  return <OrderPage area="/dashboard/futures" />
}
