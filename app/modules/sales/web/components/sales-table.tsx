/**
 * The table of a sales list: a real table (caption, column headers) from 600 px, and under it
 * the same cells stacked as one card per row, each cell led by its column's name.
 */
import type { ReactNode } from 'react'
import { ScrollTable } from '#app/ui/scroll-table'

export type Column<T> = {
  header: string
  cell: (row: T) => ReactNode
  align?: 'right'
  /** The cell that names the row: a row header, shown as the card's title on phones. */
  primary?: boolean
}

export function SalesTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
}: {
  caption: string
  columns: readonly Column<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string | number
  testId?: string
}) {
  return (
    <ScrollTable label={caption} className="rounded-lg border border-gray-200">
      <table className="block w-full text-left text-sm sm:table" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only bg-gray-50 text-gray-700 sm:not-sr-only sm:table-header-group">
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={`px-3 py-2 font-medium ${c.align === 'right' ? 'text-right' : ''}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-gray-100 sm:table-row-group">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="block p-3 sm:table-row sm:p-0">
              {columns.map((c) => {
                const content = c.cell(row)
                const className = `flex items-baseline justify-between gap-3 py-0.5 sm:table-cell sm:px-3 sm:py-2 ${
                  c.align === 'right' ? 'sm:whitespace-nowrap sm:text-right' : ''
                }`
                const label = (
                  <span
                    className="shrink-0 text-xs font-medium text-gray-600 sm:hidden"
                    aria-hidden
                  >
                    {c.header}
                  </span>
                )
                return c.primary ? (
                  <th key={c.header} scope="row" className={`${className} font-normal`}>
                    {label}
                    <span className="text-right sm:text-left">{content}</span>
                  </th>
                ) : (
                  <td key={c.header} className={className}>
                    {label}
                    <span className="text-right sm:text-left">{content}</span>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  )
}
