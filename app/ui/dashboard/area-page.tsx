import type { ReactNode } from 'react'

/**
 * The page of an area whose screens come with a later issue: its real heading and an honest
 * empty state, so that menus, links and the guard can already be used and tested.
 */
export function AreaPage({
  title,
  empty,
  children,
}: {
  title: string
  empty: string
  children?: ReactNode
}) {
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <div
        className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-600"
        data-testid="empty-state"
      >
        <p>{empty}</p>
      </div>
      {children}
    </div>
  )
}
