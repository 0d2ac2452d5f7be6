/**
 * Shop navigation rules (spec 2.1): tabs are chosen by `page` (the tab's name in lower case with
 * dashes) and `pageid` (its id, when names collide), and every link keeps the visitor's query
 * (refId, page, typology…) so that an affiliate link or a chosen tab survives navigation.
 */
import type { ShopTab } from '#app/modules/catalogue/domain/catalogue'

/** "Nos Vins Rosés" → "nos-vins-roses". */
export function tabSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export function flattenTabs(tabs: readonly ShopTab[]): ShopTab[] {
  return tabs.flatMap((t) => [t, ...flattenTabs(t.children ?? [])])
}

/** A tab's name is shared with another one: its links then carry `pageid` too. */
export function tabNameCollides(tabs: readonly ShopTab[], tab: ShopTab): boolean {
  const slug = tabSlug(tab.name)
  return flattenTabs(tabs).filter((t) => tabSlug(t.name) === slug).length > 1
}

/**
 * The tab a query selects: by `pageid` first, then by `page`; without either the first tab.
 * A parent tab with children but no content of its own opens its first child.
 */
export function selectTab(
  tabs: readonly ShopTab[],
  page: string | null,
  pageid: string | null,
): ShopTab | null {
  const all = flattenTabs(tabs)
  const found =
    (pageid ? all.find((t) => t.id === pageid) : undefined) ??
    (page ? all.find((t) => tabSlug(t.name) === tabSlug(page)) : undefined) ??
    (page || pageid ? undefined : tabs[0])
  if (!found) return null
  if (found.kind === 'content' && !found.content && found.children?.length) return found.children[0]
  return found
}

/** Query parameters that describe the listing itself: a new tab starts without them. */
export const listingParams = ['page', 'pageid', 'type', 'gamme', 'color', 'vintage'] as const

/** `path` with the current query, some keys replaced (a value) or removed (null). */
export function linkWith(
  path: string,
  current: URLSearchParams | string,
  changes: Record<string, string | null | undefined> = {},
  drop: readonly string[] = [],
): string {
  const query = new URLSearchParams(current)
  for (const key of drop) query.delete(key)
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') query.delete(key)
    else query.set(key, value)
  }
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

/** The link of a tab, keeping refId and the like but not the previous tab's filters. */
export function tabLink(
  base: string,
  current: URLSearchParams | string,
  tabs: readonly ShopTab[],
  tab: ShopTab,
): string {
  return linkWith(
    base,
    current,
    { page: tabSlug(tab.name), pageid: tabNameCollides(tabs, tab) ? tab.id : null },
    listingParams,
  )
}
