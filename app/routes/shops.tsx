import type { LoaderFunctionArgs } from '@remix-run/node'
import { NavLink, Outlet, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { Header } from '#app/ui/shell/header'
import { WarningBanner } from '#app/ui/shell/warning-banner'
import { guard } from '#app/platform/web/guard.server'
import { loadShell } from '#app/platform/web/shell.server'

/** Shops layout (spec 2.6): the dashboard header and a sidebar of the user's shops. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return {
    shell: await loadShell(request, ctx),
    shops: ctx.user!.shops.map((s) => ({ id: s.id, name: s.name })),
  }
}

export default function ShopsLayout() {
  const { shell, shops } = useLoaderData<typeof loader>()
  return (
    <div key={shell.user.id} className="min-h-screen">
      <WarningBanner message={shell.warning} />
      <Header shell={shell} />
      <div className="flex">
        <aside className="hidden w-[180px] shrink-0 border-r border-gray-200 bg-white py-3 lg:block">
          <nav aria-label="Producteurs" className="text-sm">
            <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-gray-500">
              Producteurs
            </p>
            <ul>
              {shops.map((s) => (
                <li key={s.id}>
                  <NavLink
                    to={`/shops/${s.id}`}
                    className={({ isActive }) =>
                      `block px-3 py-1.5 ${isActive ? 'bg-primary/10 font-semibold text-primary-dark' : 'hover:bg-gray-100'}`
                    }
                  >
                    {s.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <main className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
