/** 'Livraison' (also `link=deliveries&tab=3`): the delivery modes and cross-border delivery. */
import { deliveryIntents } from '#app/modules/delivery/domain/delivery-mode'
import {
  deliveryAction,
  loadDeliverySettings,
} from '#app/modules/delivery/web/delivery-settings.server'
import { crossBorderIntents } from '#app/modules/settings/domain/cross-border'
import { crossBorderAction, loadCrossBorder } from '../cross-border.server'
import { settingsTab } from './tab.server'

export const deliveryTab = settingsTab({
  link: 'delivery',
  label: 'Livraison',
  empty: 'Seuls les comptes qui gèrent les livraisons modifient les modes de livraison.',
  who: 'sellers',
  none: { delivery: null, crossBorder: null },
  load: async ({ ctx, url }) => {
    const [delivery, crossBorder] = await Promise.all([
      loadDeliverySettings(ctx, url),
      loadCrossBorder(ctx),
    ])
    return { delivery, crossBorder }
  },
  actions: {
    [deliveryIntents.save]: deliveryAction,
    [deliveryIntents.delete]: deliveryAction,
    [crossBorderIntents.delivery]: crossBorderAction,
  },
})
export type DeliveryData = Awaited<ReturnType<typeof deliveryTab.load>>
