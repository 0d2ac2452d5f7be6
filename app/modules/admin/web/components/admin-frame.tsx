import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { LogoutForm } from '#app/ui/shell/logout-form'

/** The admin console's pages: the bar (logo, sign-out) and the page's heading. */
export function AdminFrame({
  title,
  back,
  children,
}: {
  title: string
  back?: boolean
  children: ReactNode
}) {
  return (
    <div className="min-h-screen">
      <header className="flex h-14 items-center gap-3 border-b border-gray-200 bg-white px-4">
        <img src="/logo.svg" alt="Caveau" width={112} height={28} />
        {/* The heading says it too: on a phone the logo and the sign-out button fill the bar. */}
        <span className="hidden font-semibold sm:inline">Administration</span>
        <LogoutForm className="ml-auto" />
      </header>
      <main className="mx-auto max-w-5xl space-y-8 px-4 py-6">
        {back ? (
          <Link to="/admin" className="text-primary-dark underline">
            Retour à l’administration
          </Link>
        ) : null}
        <h1 className="text-2xl font-semibold">{title}</h1>
        {children}
      </main>
    </div>
  )
}
