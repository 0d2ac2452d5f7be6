import { Link } from '@remix-run/react'
import { pageHref } from '#app/modules/sales/web/list-query'

/** Previous / next pages of a list, keeping its filters (`search`, without the page). */
export function Pagination({
  page,
  pages,
  search,
  label = 'Pages',
  pageKey = 'page',
}: {
  page: number
  pages: number
  search: string
  label?: string
  /** The query parameter of the page, when a screen has two paginated lists. */
  pageKey?: string
}) {
  if (pages <= 1 && page <= 1) return null
  const link = 'inline-flex min-h-[44px] items-center text-primary-dark underline'
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link to={pageHref(search, Math.min(page - 1, pages), pageKey)} className={link} rel="prev">
          Page précédente
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">
        Page {page} sur {pages}
      </span>
      {page < pages ? (
        <Link to={pageHref(search, page + 1, pageKey)} className={link} rel="next">
          Page suivante
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
