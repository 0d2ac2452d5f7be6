/** 'Articles': the defaults of new products, the vintage names hidden in display. */
import { productDefaultsIntent } from '#app/modules/settings/domain/product-defaults'
import { hiddenVintagesIntent } from '#app/modules/settings/domain/hidden-vintages'
import { loadProductDefaults, productDefaultsAction } from '../product-defaults.server'
import { hiddenVintagesAction, loadHiddenVintages } from '../hidden-vintages.server'
import { settingsTab } from './tab.server'

export const productsTab = settingsTab({
  link: 'products',
  label: 'Articles',
  empty:
    'Les appellations et les couleurs des étiquettes de vos articles arrivent avec le module Articles.',
  who: 'sellers',
  none: { productDefaults: null, hiddenVintages: null },
  load: async ({ ctx }) => ({
    productDefaults: await loadProductDefaults(ctx),
    hiddenVintages: await loadHiddenVintages(ctx),
  }),
  actions: {
    [productDefaultsIntent]: productDefaultsAction,
    [hiddenVintagesIntent]: hiddenVintagesAction,
  },
})
export type ProductsData = Awaited<ReturnType<typeof productsTab.load>>
