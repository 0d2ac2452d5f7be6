import { NavLink } from '@remix-run/react'
import type { ReactNode } from 'react'
import { LogoutForm } from '#app/ui/shell/logout-form'

/** The console's pages, in the order of its navigation. */
export const adminSections = [
  { to: '/admin', label: 'Vue d’ensemble' },
  { to: '/admin/shops', label: 'Boutiques' },
  { to: '/admin/users', label: 'Utilisateurs' },
  { to: '/admin/audit', label: 'Journal du support' },
  { to: '/admin/support', label: 'Messagerie' },
] as const

/** The admin console's pages: the bar (logo, sign-out), the console's navigation, the heading. */
export function AdminFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <header className="flex h-14 items-center gap-3 border-b border-gray-200 bg-white px-4">
        <img src="/logo.svg" alt="Caveau" width={112} height={28} />
        {/* The heading says it too: on a phone the logo and the sign-out button fill the bar. */}
        <span className="hidden font-semibold sm:inline">Administration</span>
        <LogoutForm className="ml-auto" />
      </header>
      <nav aria-label="Administration" className="border-b border-gray-200 bg-white">
        <ul className="mx-auto flex max-w-5xl flex-wrap gap-x-1 px-2">
          {adminSections.map((s) => (
            <li key={s.to}>
              <NavLink
                to={s.to}
                end
                className="inline-flex min-h-[44px] items-center border-b-2 border-transparent px-3 text-primary-dark aria-[current=page]:border-primary-dark aria-[current=page]:font-semibold"
              >
                {s.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="mx-auto max-w-5xl space-y-8 px-4 py-6">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {children}
      </main>
    </div>
  )
}
