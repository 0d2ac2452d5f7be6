import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { Link, Outlet, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { LocaleSwitch } from '#app/ui/locale-switch'
import { seasonImage, seasonOf } from '#app/modules/catalogue/domain/seasons'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { guard } from '#app/platform/web/guard.server'
import { publicShopRoute } from '#app/modules/shop/contract'
import type { AnswerOf } from '#app/platform/contract'

/** Auth layout (spec 2.6): the banner of the shop named by `id`, else the season's image. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await guard(request)
  const shopRef = new URL(request.url).searchParams.get('id')
  let shop: AnswerOf<typeof publicShopRoute>['shop'] | null = null
  if (shopRef) {
    const result = /^[\w-]{1,100}$/.test(shopRef)
      ? await api.call(publicShopRoute, { params: { id: shopRef } })
      : null
    shop = result?.ok ? result.data.shop : null
    // Spec 7: a shop code that names no shop sends the visitor to registration.
    if (!shop && !new URL(request.url).pathname.startsWith('/auth/register'))
      throw redirect('/auth/register-wineriz')
  }
  return { shop, seasonBanner: seasonImage(seasonOf(new Date())) }
}

/** This page translates: i18next comes with it (see app/platform/web/i18n-client.ts). */
export const handle = { i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)

export default function AuthLayout() {
  const { shop, seasonBanner } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const banner = shop?.editedShop.banner ?? seasonBanner
  const logoHref = shop ? `/${shop.urlShop ?? shop.id}` : '/'
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <div
        className="h-40 bg-cover bg-center md:h-auto md:w-1/2"
        style={{
          backgroundImage: `url("${banner}")`,
          backgroundColor: shop?.editedShop.color ?? '#219EBC',
        }}
        data-testid="auth-banner"
        data-banner={banner}
        role="img"
        aria-label={shop ? shop.name : 'Vignoble'}
      />
      <main className="flex flex-1 flex-col items-center px-4 py-6 md:justify-center">
        <div className="w-full max-w-md">
          <div className="mb-6 flex items-center justify-between">
            <Link
              to={logoHref}
              className="inline-flex items-center gap-2"
              aria-label={shop ? shop.name : t('appName')}
            >
              {shop?.editedShop.logo ? (
                <img src={shop.editedShop.logo} alt="" className="h-10" />
              ) : (
                <img src="/logo.svg" alt="" width={128} height={32} />
              )}
              {shop ? <span className="font-semibold">{shop.name}</span> : null}
            </Link>
            <LocaleSwitch />
          </div>
          <div className="rounded-lg bg-white p-6 shadow-sm">
            <Outlet />
          </div>
        </div>
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
