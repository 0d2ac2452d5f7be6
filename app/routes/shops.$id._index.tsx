import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ShopHeader } from '#app/modules/shop/web/components/shop-header'
import { ShopListing } from '#app/modules/shop/web/components/shop-listing'
import { listingMeta } from '#app/modules/shop/web/components/shop-seo'
import { guard } from '#app/platform/web/guard.server'
import { shopPageHeaders } from '#app/modules/shop/web/shop-closed.server'
import {
  OfflineBanner,
  ShopPageBoundary,
  closedMeta,
} from '#app/modules/shop/web/components/shop-closed'
import { loadListing, requestTariff } from '#app/modules/shop/web/shop-catalogue.server'
import { loadShop } from '#app/modules/shop/web/shop.server'

/** A shop's listing for signed-in buyers, staff and agents (prices of their typology, spec 6). */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const shop = await loadShop(ctx, ctx.params.id)
  const base = `/shops/${ctx.params.id}`
  const listing = await loadListing(ctx, request, shop, { base, productBase: base })
  // A buyer writes to the producer from their shop (issue 17 §5).
  return { ...listing, contact: ctx.user?.role === 'buyer' ? `/tickets?shop=${shop.id}` : null }
}

/** 'Demander mon tarif professionnel'. */
export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return requestTariff(ctx, request, await loadShop(ctx, ctx.params.id))
}

/** An offline shop's closed page (a 503) passes its Retry-After on. */
export const headers = shopPageHeaders

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  closedMeta(error) ?? listingMeta(data)

export default function SignedInShop() {
  const data = useLoaderData<typeof loader>()
  return (
    <>
      <ShopHeader shop={data.frame} base={data.base} as="div" />
      <OfflineBanner shop={data.frame} />
      {data.contact ? (
        <p className="mx-auto max-w-6xl px-4 pt-3 text-right">
          <Link to={data.contact} className="text-primary-dark underline">
            Contacter le producteur
          </Link>
        </p>
      ) : null}
      <ShopListing {...data} />
    </>
  )
}

/** The closed page of an offline shop, or the usual error screens. */
export const ErrorBoundary = ShopPageBoundary
