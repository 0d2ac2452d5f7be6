/** Links of the sales lists that keep their filters (pagination, export); shared with components. */

/** `?filters&page=n`, or `?filters` for the first page. */
export function pageHref(search: string, page: number, key = 'page'): string {
  const params = new URLSearchParams(search)
  if (page > 1) params.set(key, String(page))
  else params.delete(key)
  const text = params.toString()
  return text ? `?${text}` : '?'
}

/** The CSV export of a list with the same filters, streamed by /resources/sales-export. */
export function exportHref(list: string, search: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams(search)
  params.delete('page')
  for (const [k, v] of Object.entries(extra)) params.set(k, v)
  params.set('list', list)
  return `/resources/sales-export?${params}`
}
