/**
 * The shapes the provider's catalogue endpoints answer to staff, as the dashboard pages read
 * them. Types only, and the API's own (as provider.server.ts does for users), so that the pages
 * follow its changes.
 */
import type { ProductRecord } from '#app/modules/catalogue/api/catalogue'
import type { toIframeRecord } from '#app/modules/catalogue/api/iframes'
import type { toPromotionRecord } from '#app/modules/catalogue/api/promotions'
import type { priceGrid } from '#app/modules/catalogue/api/tarifs'

export type { ProductRecord }
export type VintageRecord = ProductRecord['vintages'][number]
export type FormatRecord = ProductRecord['formats'][number]
export type TarifsData = Awaited<ReturnType<typeof priceGrid>>
export type TarifsRow = TarifsData['rows'][number]
export type PromotionRecord = ReturnType<typeof toPromotionRecord>
export type IframeRecord = ReturnType<typeof toIframeRecord>
