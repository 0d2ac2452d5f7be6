import { Link } from '@remix-run/react'

/** A console list's pages, keeping its other search parameters. */
export function Pager({
  page,
  pages,
  params,
}: {
  page: number
  pages: number
  params: Record<string, string>
}) {
  if (pages <= 1) return null
  const to = (n: number) => `?${new URLSearchParams({ ...params, page: String(n) })}`
  return (
    <nav aria-label="Pages" className="flex gap-3">
      {page > 1 ? <Link to={to(page - 1)}>Page précédente</Link> : null}
      <span>
        Page {page} / {pages}
      </span>
      {page < pages ? <Link to={to(page + 1)}>Page suivante</Link> : null}
    </nav>
  )
}
