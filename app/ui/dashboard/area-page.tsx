import type { ReactNode } from 'react'

/**
 * A dashboard page with its real heading and one message in a dashed box: an honest empty state
 * ('Vos droits ne vous permettent pas…'), or, through ComingSoon, a page still to come.
 */
export function AreaPage({
  title,
  empty,
  testId = 'empty-state',
  children,
}: {
  title: string
  empty: ReactNode
  testId?: string
  children?: ReactNode
}) {
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <div
        className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700"
        data-testid={testId}
      >
        <p>{empty}</p>
      </div>
      {children}
    </div>
  )
}
