import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import {
  MaintenanceBanner,
  MaintenanceScreen,
  VersionBanner,
  type Maintenance,
} from '#app/ui/shell/live-notices'
import { DeferredScripts } from '#app/ui/shell/deferred-scripts'
import { NavigationProgress } from '#app/ui/shell/navigation-progress'
import { Snackbars } from '#app/ui/snackbars'
import { currentMaintenanceRoute } from '#app/modules/admin/contract'
import { ImpersonationBanner } from '#app/modules/admin/web/components/impersonation-banner'
import { getEnv } from '#app/platform/env.server'
import { loadViewer } from '#app/platform/web/guard.server'
import { followLocale } from '#app/platform/web/i18n-client'
import { getLocale } from '#app/platform/web/i18n.server'
import { callRoute } from '#app/platform/web/provider.server'
import { readToasts } from '#app/platform/web/toast.server'
import tailwind from './tailwind.css?url'

/**
 * public/favicon.svg, written into the page: one request less on every first visit, and none
 * beside the stylesheet before the first paint on a slow phone.
 */
const favicon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#219EBC"/><path d="M10 6h12l-1 9c0 5-3 7-5 7s-5-2-5-7z" fill="#fff"/><path d="M16 22v5m-4 0h8" stroke="#fff" stroke-width="2" stroke-linecap="round"/></svg>',
)}`

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: tailwind },
  { rel: 'icon', href: favicon, type: 'image/svg+xml' },
]

const noMaintenance: Maintenance = {
  banner: false,
  page: false,
  message: null,
  startDate: null,
  endDate: null,
}

/** Admins, and whoever is signing in, get past a page-mode maintenance (to end it). */
const passesMaintenance = (pathname: string, role: string | undefined) =>
  role === 'admin' || pathname.startsWith('/auth') || pathname === '/admin'

export async function loader({ request }: LoaderFunctionArgs) {
  const [locale, { toasts, header }, { user, impersonatedBy }, maintenanceResult] =
    await Promise.all([
      getLocale(request),
      readToasts(request),
      loadViewer(request),
      callRoute(request, currentMaintenanceRoute, {}),
    ])
  const maintenance = maintenanceResult.ok
    ? (({ banner, page, message, startDate, endDate }) => ({
        banner,
        page,
        message,
        startDate,
        endDate,
      }))(maintenanceResult.data)
    : noMaintenance
  const blocked = maintenance.page && !passesMaintenance(new URL(request.url).pathname, user?.role)
  return data(
    {
      locale,
      toasts,
      maintenance,
      blocked,
      user: user
        ? { id: user.id, username: user.username, email: user.email, role: user.role }
        : null,
      impersonation:
        user && impersonatedBy ? { admin: impersonatedBy.username, user: user.username } : null,
      ENV: { SENTRY_DSN: getEnv().SENTRY_DSN ?? null },
    },
    { headers: header ? { 'set-cookie': header } : undefined, status: blocked ? 503 : 200 },
  )
}

export type RootData = Awaited<ReturnType<typeof loader>>['data']

export function useRootData() {
  return useRouteLoaderData<typeof loader>('root')
}

/** Routes that must ship no JavaScript (the nutrition page) set `handle: { scripts: false }`. */
function useShipsScripts() {
  return !useMatches().some(
    (m) => (m.handle as { scripts?: boolean } | undefined)?.scripts === false,
  )
}

/** Routes whose components translate set `handle: { i18n: true }`; the browser then loads i18next. */
function useTranslates() {
  return useMatches().some((m) => (m.handle as { i18n?: boolean } | undefined)?.i18n === true)
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData()
  const locale = root?.locale ?? 'fr'
  const scripts = useShipsScripts()
  const translates = useTranslates()
  // Scripts start after the first paint (DeferredScripts): tests and tools can tell by this mark
  // when JavaScript has taken over the page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang={locale} data-i18n={translates ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#219EBC" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {root?.blocked ? (
          <MaintenanceScreen maintenance={root.maintenance} />
        ) : (
          <>
            {root?.impersonation ? <ImpersonationBanner {...root.impersonation} /> : null}
            {root ? <MaintenanceBanner initial={root.maintenance} /> : null}
            {children}
          </>
        )}
        {scripts ? (
          <>
            <VersionBanner />
            <NavigationProgress />
          </>
        ) : null}
        {root?.ENV.SENTRY_DSN ? (
          <script
            // Only the public DSN; the browser loads Sentry when it is configured.
            dangerouslySetInnerHTML={{
              __html: `window.ENV=${JSON.stringify(root.ENV).replace(/</g, '\\u003c')}`,
            }}
          />
        ) : null}
        <Snackbars items={root?.toasts ?? []} />
        {scripts ? (
          <>
            <ScrollRestoration />
            <DeferredScripts />
          </>
        ) : null}
      </body>
    </html>
  )
}

function App() {
  const locale = useRootData()?.locale ?? 'fr'
  useEffect(() => followLocale(locale), [locale])
  return <Outlet />
}

export default App

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
