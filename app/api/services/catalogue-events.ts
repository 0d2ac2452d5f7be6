/**
 * Catalogue writes announce themselves so that what was rendered from the catalogue (the e-label
 * pages) is rendered again. In process only: a web tier on another host relies on its TTL.
 */
type Listener = (shopId: number) => void

const listeners = new Set<Listener>()

export function onCatalogueChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function catalogueChanged(shopId: number) {
  for (const listener of listeners) listener(shopId)
}
