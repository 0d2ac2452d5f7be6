import { areaMeta, backTo, ErrorBoundary } from '#app/components/dashboard/area-route'
import { OrderPage } from '#app/components/sales-order/order-page'
import { orderPageLoader, orderPageRouteAction } from '#app/utils/sales-order/order-route.server'

export const loader = orderPageLoader('/dashboard/orders')
export const action = orderPageRouteAction('/dashboard/orders')

export const meta = areaMeta
export const handle = backTo('/dashboard/orders')
export { ErrorBoundary }

export default function OrderRoute() {
  return <OrderPage area="/dashboard/orders" />
}
