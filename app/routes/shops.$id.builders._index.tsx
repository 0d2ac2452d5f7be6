import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { shopBuilderMeta } from '#app/modules/shop/web/components/shop-builder-page'
import { BuilderPage } from '#app/modules/builder/web/components/builder-page'
import { builderAction, loadBuilderPage } from '#app/modules/builder/web/builder.server'
import { guard } from '#app/platform/web/guard.server'

export async function loader({ request }: LoaderFunctionArgs) {
  return loadBuilderPage(await guard(request), request)
}

export async function action({ request }: ActionFunctionArgs) {
  return builderAction(await guard(request), request)
}

export const meta = shopBuilderMeta

export default BuilderPage
