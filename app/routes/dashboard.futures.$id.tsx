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

/** A future (primeur) has the order's page: same statuses, documents and actions. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return loadOrderPage(ctx, request, orderPageTitle('/dashboard/futures', ctx), true)
}

export async function action({ request }: ActionFunctionArgs) {
  return orderPageAction(await guard(request), request, '/dashboard/futures')
}

export const meta = areaMeta
/** The carriers' label form and links translate (app/locales): i18next comes with the page. */
export const handle = { ...backTo('/dashboard/futures'), i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

export default function FutureRoute() {
  return <OrderPage area="/dashboard/futures" />
}
