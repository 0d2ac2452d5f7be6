/** The catalogue area's tabs: their components live in the catalogue module. */
import { IframesTab as Iframes } from '#app/modules/catalogue/web/components/iframes-tab'
import { PromotionsTab as Promotions } from '#app/modules/catalogue/web/components/promotions-tab'
import { EmptyState } from './empty-state'
import type { TabProps } from './tab-props'

export function PromotionsTab({ data, empty, reply }: TabProps) {
  return data.promotions ? (
    <Promotions tab={data.promotions} reply={reply} />
  ) : (
    <EmptyState text={empty} />
  )
}

export function IframesTab({ data, empty }: TabProps) {
  return data.iframes ? <Iframes tab={data.iframes} /> : <EmptyState text={empty} />
}
