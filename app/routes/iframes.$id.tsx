import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { ShopIframe } from '#app/modules/shop/web/components/shop-iframe'
import { parseRecordId } from '#app/platform/web/area-route.server'
import { guard } from '#app/platform/web/guard.server'
import { loadIframe } from '#app/modules/shop/web/shop-catalogue.server'

/** Embedded in other sites: no scripts (nothing to run there), filters as a plain GET form. */
export const handle = { scripts: false }

/** The shop a producer embeds in their own website (an iframe's address). */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const id = parseRecordId(ctx.params.id)
  if (id === null)
    throw new Response('Not Found', {
      status: 404,
      headers: { 'Content-Security-Policy': "frame-ancestors 'none'" },
    })
  return loadIframe(ctx, request, id)
}

/** server.mjs refuses framing everywhere else; here the iframe's own origins may frame it. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => ({
  'Content-Security-Policy':
    loaderHeaders.get('Content-Security-Policy') ??
    errorHeaders?.get('Content-Security-Policy') ??
    "frame-ancestors 'none'",
})

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.iframe.name || data.shop.name} | Caveau` : 'Caveau' },
  { name: 'robots', content: 'noindex' },
]

export default function EmbeddedShop() {
  return <ShopIframe {...useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
