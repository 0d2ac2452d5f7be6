import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { ShopFrame } from '#app/modules/shop/web/components/shop-frame'
import { guard } from '#app/platform/web/guard.server'
import { loadShop, needsAdultGate, summariseCart } from '#app/modules/shop/web/shop.server'
import { AnalyticsScript } from '#app/modules/shop/web/components/analytics-script'

/** A shop by name (or id) for visitors (spec 2.1); signed-in users see it under /shops/{id}. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const shop = await loadShop(ctx, ctx.params.name)
  const url = new URL(request.url)
  const rest = url.pathname.split('/').slice(2).join('/')
  if (ctx.user && ctx.user.role !== 'admin') {
    throw redirect(`/shops/${shop.id}${rest ? `/${rest}` : ''}${url.search}`)
  }
  // /1 and /SOURCE name the same shop: visitors land on its one public address.
  if (shop.urlShop && ctx.params.name !== shop.urlShop) {
    throw redirect(`/${shop.urlShop}${rest ? `/${rest}` : ''}${url.search}`, 301)
  }
  return {
    shop,
    base: `/${ctx.params.name}`,
    gate: await needsAdultGate(request, ctx),
    viewer: ctx.user
      ? { username: ctx.user.username, email: ctx.user.email, role: ctx.user.role }
      : null,
    cart: ctx.user ? null : await summariseCart(ctx, request),
    // Named by the API only when the shop opted in (settings › Intégrations).
    analytics: shop.analyticsScriptUrl ?? null,
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.shop.name} | Caveau` : 'Caveau' },
]

export default function ShopLayout() {
  const { shop, base, gate, viewer, cart, analytics } = useLoaderData<typeof loader>()
  return (
    <>
      {analytics ? <AnalyticsScript src={analytics} /> : null}
      <ShopFrame shop={shop} base={base} gate={gate} viewer={viewer} cart={cart}>
        <Outlet />
      </ShopFrame>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
