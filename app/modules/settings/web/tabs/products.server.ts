/** 'Articles': the defaults of new products. */
import { productDefaultsIntent } from '#app/modules/settings/domain/product-defaults'
import { loadProductDefaults, productDefaultsAction } from '../product-defaults.server'
import { settingsTab } from './tab.server'

export const productsTab = settingsTab({
  link: 'products',
  label: 'Articles',
  empty:
    'Les appellations et les couleurs des étiquettes de vos articles arrivent avec le module Articles.',
  who: 'sellers',
  none: { productDefaults: null },
  load: async ({ ctx }) => ({ productDefaults: await loadProductDefaults(ctx) }),
  actions: { [productDefaultsIntent]: productDefaultsAction },
})
export type ProductsData = Awaited<ReturnType<typeof productsTab.load>>
