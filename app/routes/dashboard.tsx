import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData, useMatches } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { BottomBar } from '#app/ui/shell/bottom-bar'
import { DocumentsPoller } from '#app/ui/shell/documents-poller'
import { Header } from '#app/ui/shell/header'
import { MobileDrawer } from '#app/ui/shell/mobile-drawer'
import { SidebarNav } from '#app/ui/shell/sidebar'
import { WarningBanner } from '#app/ui/shell/warning-banner'
import { guard } from '#app/platform/web/guard.server'
import { loadShell } from '#app/platform/web/shell.server'

/** Layout variants a page asks for through `handle.layout` (spec 2.6). */
export type DashboardLayout = 'sidebar' | 'editor' | 'header' | 'plain'
export type DashboardHandle = { layout?: DashboardLayout; back?: { title: string; to: string } }

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return { shell: await loadShell(request, ctx) }
}

function usePageHandle(): DashboardHandle {
  const matches = useMatches()
  const leaf = matches[matches.length - 1]?.handle as DashboardHandle | undefined
  return leaf ?? {}
}

export default function DashboardLayout() {
  const { shell } = useLoaderData<typeof loader>()
  const { layout = 'sidebar', back = null } = usePageHandle()
  if (layout === 'plain') return <Outlet />
  const withSidebar = layout === 'sidebar'
  return (
    // Keyed by user: switching accounts rebuilds the shell and its menus (spec 2.8).
    <div key={shell.user.id} className="min-h-screen pb-16 lg:pb-0">
      <WarningBanner message={shell.warning} />
      <Header
        shell={shell}
        back={back}
        menuButton={withSidebar ? <MobileDrawer shell={shell} /> : null}
      />
      <div className="flex">
        {withSidebar ? (
          <aside className="sticky top-14 hidden h-[calc(100vh-3.5rem)] w-[180px] shrink-0 overflow-y-auto border-r border-gray-200 bg-white py-3 lg:block">
            {/* The sidebar's own logo shows only on windows wider than 1280 px (spec 2.8). */}
            <img
              src="/logo.svg"
              alt=""
              width={120}
              height={30}
              className="mb-3 hidden px-3 min-[1281px]:block"
            />
            <SidebarNav menu={shell.menu} createMenu={shell.createMenu} />
          </aside>
        ) : null}
        <main id="main" className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
      {layout !== 'header' ? <BottomBar shell={shell} /> : null}
      <DocumentsPoller />
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
