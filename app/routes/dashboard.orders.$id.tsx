import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { areaMeta, backTo, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { OrderPage } from '#app/modules/sales/web/order/components/order-page'
import { guard } from '#app/platform/web/guard.server'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
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
/** The carriers' label form and links translate (app/locales): i18next comes with the page. */
export const handle = { ...backTo('/dashboard/orders'), i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

export default function OrderRoute() {
  return <OrderPage area="/dashboard/orders" />
}
