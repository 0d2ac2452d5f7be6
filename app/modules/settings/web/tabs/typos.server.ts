/** 'Typologies et fidélité': the client typologies, 75 cl equivalents and the loyalty programme. */
import {
  loadLoyaltySettings,
  loyaltySettingsAction,
} from '#app/modules/loyalty/web/components/loyalty-settings.server'
import { priceSettingsIntents } from '#app/modules/settings/domain/price-settings'
import { loadPriceSettings, priceSettingsAction } from '../price-settings.server'
import { settingsTab } from './tab.server'

export const typosTab = settingsTab({
  link: 'typos',
  label: 'Typologies et fidélité',
  empty:
    'Les prix de chaque format par typologie de clients se règlent dans les grilles tarifaires.',
  who: 'sellers',
  none: { loyalty: null, priceSettings: null },
  load: async ({ ctx }) => {
    const [loyalty, priceSettings] = await Promise.all([
      loadLoyaltySettings(ctx),
      loadPriceSettings(ctx),
    ])
    return { loyalty, priceSettings }
  },
  actions: {
    loyalty: loyaltySettingsAction,
    [priceSettingsIntents.typology]: priceSettingsAction,
    [priceSettingsIntents.addTypology]: priceSettingsAction,
    [priceSettingsIntents.deleteTypology]: priceSettingsAction,
    [priceSettingsIntents.eq75]: priceSettingsAction,
  },
})
export type TyposData = Awaited<ReturnType<typeof typosTab.load>>
