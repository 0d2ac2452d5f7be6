/**
 * 'Articles': the defaults of new products, the vintage names hidden in display, the stock alert,
 * the shop's product labels.
 */
import { productDefaultsIntent } from '#app/modules/settings/domain/product-defaults'
import { hiddenVintagesIntent } from '#app/modules/settings/domain/hidden-vintages'
import { stockAlertIntent } from '#app/modules/settings/domain/stock-alert'
import { loadProductDefaults, productDefaultsAction } from '../product-defaults.server'
import { hiddenVintagesAction, loadHiddenVintages } from '../hidden-vintages.server'
import { loadStockAlert, stockAlertAction } from '../stock-alert.server'
import { loadProductLabels, productLabelActions } from '../product-labels.server'
import { settingsTab } from './tab.server'

export const productsTab = settingsTab({
  link: 'products',
  label: 'Articles',
  // Whoever sees the tab (the shop's team) reads its sections: it is never empty.
  empty: '',
  who: 'sellers',
  none: { productDefaults: null, hiddenVintages: null, stockAlert: null, productLabels: null },
  load: async ({ ctx }) => {
    const [productDefaults, hiddenVintages, stockAlert, productLabels] = await Promise.all([
      loadProductDefaults(ctx),
      loadHiddenVintages(ctx),
      loadStockAlert(ctx),
      loadProductLabels(ctx),
    ])
    return { productDefaults, hiddenVintages, stockAlert, productLabels }
  },
  actions: {
    [productDefaultsIntent]: productDefaultsAction,
    [hiddenVintagesIntent]: hiddenVintagesAction,
    [stockAlertIntent]: stockAlertAction,
    ...productLabelActions,
  },
})
export type ProductsData = Awaited<ReturnType<typeof productsTab.load>>
