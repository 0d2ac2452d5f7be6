/** 'Articles': the defaults of new products, the shop's product labels. */
import { productDefaultsIntent } from '#app/modules/settings/domain/product-defaults'
import { loadProductDefaults, productDefaultsAction } from '../product-defaults.server'
import { loadProductLabels, productLabelActions } from '../product-labels.server'
import { settingsTab } from './tab.server'

export const productsTab = settingsTab({
  link: 'products',
  label: 'Articles',
  empty: 'Les appellations de vos articles arrivent avec le module Articles.',
  who: 'sellers',
  none: { productDefaults: null, productLabels: null },
  load: async ({ ctx }) => ({
    productDefaults: await loadProductDefaults(ctx),
    productLabels: await loadProductLabels(ctx),
  }),
  actions: { [productDefaultsIntent]: productDefaultsAction, ...productLabelActions },
})
export type ProductsData = Awaited<ReturnType<typeof productsTab.load>>
