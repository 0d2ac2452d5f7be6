/** The frame of a sales list: its heading, its actions (create, export), then the list. */
import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { buttonClass } from '#app/ui/button'
import { ExportLink } from '#app/ui/export-link'

export type ListAction = { label: string; to: string }

export function ListPage({
  title,
  actions = [],
  exportTo,
  children,
}: {
  title: string
  actions?: readonly ListAction[]
  /** The CSV export of the filtered list, when the viewer may read it. */
  exportTo?: string | null
  children: ReactNode
}) {
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        <div className="flex flex-wrap gap-2">
          {exportTo ? <ExportLink href={exportTo}>Exporter en CSV</ExportLink> : null}
          {actions.map((a) => (
            <Link key={a.to} to={a.to} className={buttonClass('primary')}>
              {a.label}
            </Link>
          ))}
        </div>
      </div>
      {children}
    </div>
  )
}

/** What a list shows when it has no row: filtered or not. */
export function EmptyList({ filtered, empty }: { filtered: boolean; empty: string }) {
  return (
    <div
      className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-600"
      data-testid="empty-state"
    >
      <p>{filtered ? 'Aucun résultat ne correspond à ces filtres.' : empty}</p>
    </div>
  )
}

/** The sums above a list: '12 factures · 3 456,00 € TTC'. */
export function ListSummary({ items }: { items: readonly (string | null | false)[] }) {
  const shown = items.filter(Boolean)
  if (!shown.length) return null
  return (
    <p className="text-sm text-gray-700" aria-live="polite" data-testid="list-summary">
      {shown.join(' · ')}
    </p>
  )
}

/** The page body for a viewer whose rights do not include this list. */
export function NoRight({ message }: { message: string }) {
  return (
    <div
      className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-600"
      data-testid="no-right"
    >
      <p>{message}</p>
    </div>
  )
}
