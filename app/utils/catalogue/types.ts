/**
 * The shapes the provider's catalogue endpoints answer to staff, as the dashboard pages read
 * them. Types only, and the API's own (as provider.server.ts does for users), so that the pages
 * follow its changes.
 */
import type { ProductRecord } from '#app/api/services/catalogue'
import type { toIframeRecord } from '#app/api/services/iframes'
import type { toPromotionRecord } from '#app/api/services/promotions'
import type { priceGrid } from '#app/api/services/tarifs'

export type { ProductRecord }
export type VintageRecord = ProductRecord['vintages'][number]
export type FormatRecord = ProductRecord['formats'][number]
export type TarifsData = Awaited<ReturnType<typeof priceGrid>>
export type TarifsRow = TarifsData['rows'][number]
export type PromotionRecord = ReturnType<typeof toPromotionRecord>
export type IframeRecord = ReturnType<typeof toIframeRecord>
