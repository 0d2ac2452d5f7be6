/** 'Promotions': the shop's promotions (catalogue area), for those who see every price. */
import { loadPromotionsTab, promotionsAction } from '#app/modules/catalogue/web/promotions.server'
import { settingsTab } from './tab.server'

export const promotionsTab = settingsTab({
  link: 'promotions',
  label: 'Promotions',
  empty: '',
  who: 'sellers',
  none: { promotions: null },
  load: async ({ ctx }) => ({ promotions: await loadPromotionsTab(ctx) }),
  actions: {
    promotion: promotionsAction,
    'add-promotion': promotionsAction,
    'delete-promotion': promotionsAction,
  },
})
export type PromotionsData = Awaited<ReturnType<typeof promotionsTab.load>>
