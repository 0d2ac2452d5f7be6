import { Form, Link, useLocation } from '@remix-run/react'
import { Icon } from '#app/ui/icons'
import type { Shell } from '#app/platform/web/shell.server'
import { LogoutForm } from './logout-form'
import { useCloseOnNavigation } from './use-close-on-navigation'

/** Spec 2.7 account menu; a <details> element, so it opens without JavaScript. */
export function AccountMenu({ shell }: { shell: Shell }) {
  const ref = useCloseOnNavigation()
  const location = useLocation()
  const { user } = shell
  const sellerSide = user.role === 'owner' || user.role === 'iam'
  return (
    <details ref={ref} className="relative">
      <summary
        className="flex min-h-[44px] min-w-[44px] cursor-pointer list-none items-center justify-center rounded-full hover:bg-gray-100"
        aria-label="Mon compte"
      >
        <Icon name="user" />
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-64 rounded-md border border-gray-200 bg-white p-2 shadow-lg">
        <div className="border-b border-gray-100 px-3 pb-2">
          <p className="font-semibold">{user.username}</p>
          <p className="truncate text-sm text-gray-600">{user.email}</p>
        </div>
        <ul className="py-1">
          <li>
            <Link to="/dashboard" className="block rounded px-3 py-2 hover:bg-gray-100">
              Tableau de bord
            </Link>
          </li>
          <li>
            <Link to="/dashboard/settings" className="block rounded px-3 py-2 hover:bg-gray-100">
              Paramètres
            </Link>
          </li>
          <li>
            <Link to="/shops" className="block rounded px-3 py-2 hover:bg-gray-100">
              {sellerSide ? 'Boutique' : 'Producteurs'}
            </Link>
          </li>
          {shell.master ? (
            <li>
              <Link to="/auth/accounts" className="block rounded px-3 py-2 hover:bg-gray-100">
                Changer de compte
              </Link>
            </li>
          ) : null}
          {shell.agentMode ? (
            <li>
              <Form method="post" action="/resources/agent-mode">
                <input
                  type="hidden"
                  name="redirectTo"
                  value={location.pathname + location.search}
                />
                <button
                  type="submit"
                  name="mode"
                  value={shell.agentMode === 'tour' ? 'dashboard' : 'tour'}
                  className="block w-full rounded px-3 py-2 text-left hover:bg-gray-100"
                >
                  {shell.agentMode === 'tour' ? 'Mode dashboard' : 'Mode tournée'}
                </button>
              </Form>
            </li>
          ) : null}
        </ul>
        <LogoutForm className="border-t border-gray-100 pt-1" />
      </div>
    </details>
  )
}
