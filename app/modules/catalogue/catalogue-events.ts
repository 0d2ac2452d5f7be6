/**
 * Catalogue writes announce themselves so that what was read or rendered from the catalogue (the
 * shop rows, the catalogue cache, the e-label pages, the public page cache) is read again. Shared
 * with the other processes through PostgreSQL LISTEN/NOTIFY (see change-events.ts).
 */
import { announce, onChange } from '#app/platform/change-events'

/**
 * `listener` hears each shop's change; `everyShop`, when notifications from other processes may
 * have been missed (every shop may have changed).
 */
export function onCatalogueChange(
  listener: (shopId: number) => void,
  everyShop?: () => void,
): () => void {
  return onChange((change) => {
    if (change.kind !== 'catalogue') return
    if (change.shopId === null) everyShop?.()
    else listener(change.shopId)
  })
}

export function catalogueChanged(shopId: number) {
  announce({ kind: 'catalogue', shopId })
}
