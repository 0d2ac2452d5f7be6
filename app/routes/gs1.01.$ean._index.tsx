import type { LoaderFunctionArgs } from '@remix-run/node'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { gs1Route } from '#app/modules/catalogue/contract'
import { gtin14 } from '#app/modules/catalogue/domain/catalogue'
import { parseGs1Link } from '#app/modules/catalogue/domain/gs1'
import { elabelHref } from '#app/modules/elabel/domain/elabel-href'
import { guard } from '#app/platform/web/guard.server'
import { publicOrigin } from '#app/platform/web/public-url.server'

/**
 * A GS1 Digital Link printed on a label (/gs1/01/<GTIN>[/22/<vintage>][/10/<lot>]; the three
 * longer forms re-export this module). Like a GS1 resolver, it answers 307 to its default link,
 * the product's e-label, named again in a Link header. An unknown vintage or lot falls back to the
 * product's e-label; a malformed code or an unknown GTIN is a 404. The root form /01/… redirects here.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const link = parseGs1Link(ctx.params)
  if (!link) throw new Response('Not Found', { status: 404 })
  const result = await ctx.api.call(gs1Route, {
    params: { gtin: gtin14(link.ean) },
    query: { vintage: link.vintage || undefined, lot: link.lotNumber || undefined },
  })
  if (!result.ok) throw new Response('Not Found', { status: 404 })
  const { target } = result.data
  const location = elabelHref(target.shopSlug || String(target.shopId), {
    product: target.productSlug,
    vintage: String(target.vintageId),
    format: String(target.formatId),
    lot: target.lot,
  })
  const absolute = publicOrigin(request) + location
  return new Response(null, {
    status: 307,
    headers: {
      Location: location,
      Link: `<${absolute}>; rel="gs1:defaultLink"`,
      // The default vintage of a bare GTIN is the latest one: a new vintage changes the target.
      'Cache-Control': 'no-cache',
    },
  })
}

export const meta = () => [{ title: 'Page introuvable | Caveau' }]

/** Never shown: the loader redirects or throws its 404, which the boundary renders. */
export default function Gs1Link() {
  return <GeneralErrorBoundary />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
