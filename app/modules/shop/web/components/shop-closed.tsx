import type { MetaDescriptor } from '@remix-run/node'
import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { WarningBanner } from '#app/ui/shell/warning-banner'

/** The closed page's data (thrown by shop-closed.server.ts): the shop and how to reach it. */
export type ShopClosedPage = {
  shopClosed: true
  name: string
  email: string | null
  phone: string | null
  legalNoticeHref: string
}

const isClosedPage = (value: unknown): value is ShopClosedPage =>
  typeof value === 'object' && value !== null && (value as ShopClosedPage).shopClosed === true

/** What visitors and buyers see of an offline shop: its name and contact, nothing to buy. */
export function ShopClosed({ page }: { page: ShopClosedPage }) {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-lg flex-col justify-center gap-3 p-6 text-center">
      <h1 className="text-xl font-semibold">Cette boutique est momentanément fermée</h1>
      <p className="text-lg">{page.name}</p>
      <p className="text-gray-700">
        Le producteur a mis sa boutique hors ligne : revenez bientôt pour découvrir ses vins.
      </p>
      {page.email || page.phone ? (
        <p className="text-gray-700">
          Pour le joindre : {page.email ? <a href={`mailto:${page.email}`}>{page.email}</a> : null}
          {page.email && page.phone ? ' · ' : null}
          {page.phone ? <a href={`tel:${page.phone.replace(/\s/g, '')}`}>{page.phone}</a> : null}
        </p>
      ) : null}
      <a href={page.legalNoticeHref} className="text-sm underline">
        Mentions légales
      </a>
    </main>
  )
}

/** The closed page's title (not the page's own, e.g. 'Produit inexistant'); null for others. */
export function closedMeta(error: unknown): MetaDescriptor[] | null {
  if (!isRouteErrorResponse(error) || !isClosedPage(error.data)) return null
  return [{ title: `${error.data.name} : boutique fermée | Caveau` }]
}

/** A shop page's boundary: the closed page when the shop is offline, the usual screens else. */
export function ShopPageBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && isClosedPage(error.data))
    return <ShopClosed page={error.data} />
  return <GeneralErrorBoundary />
}

/** Staff still see their offline shop, to prepare it: this says visitors do not. */
export function OfflineBanner({ shop }: { shop: { online: boolean } }) {
  return shop.online ? null : (
    <WarningBanner message="Votre boutique est hors ligne : les visiteurs ne la voient pas." />
  )
}
