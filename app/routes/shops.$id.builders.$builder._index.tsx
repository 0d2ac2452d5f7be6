import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { shopBuilderMeta } from '#app/modules/shop/web/components/shop-builder-page'
import { BuilderPage } from '#app/modules/builder/web/components/builder-page'
import { builderAction, loadBuilderPage } from '#app/modules/builder/web/builder.server'
import { guard } from '#app/platform/web/guard.server'
import { i18nClientLoader } from '#app/platform/web/i18n-client'

export async function loader({ request }: LoaderFunctionArgs) {
  return loadBuilderPage(await guard(request), request)
}

export async function action({ request }: ActionFunctionArgs) {
  return builderAction(await guard(request), request)
}

export const meta = shopBuilderMeta
/** The composer translates (app/locales): i18next comes with it, never with the public shop. */
export const handle = { i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)

export default BuilderPage
