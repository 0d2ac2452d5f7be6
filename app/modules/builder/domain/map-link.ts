/**
 * The map block's link, apart from the blocks' rules (blocks.ts): the public shop's components
 * import it, and must not bring zod into a visitor's scripts (e2e/shop-loading.test.ts).
 */

/** An address as an OpenStreetMap search link: no script, no cookie, no request until clicked. */
export function openStreetMapLink(address: string): string {
  return `https://www.openstreetmap.org/search?${new URLSearchParams({ query: address })}`
}
