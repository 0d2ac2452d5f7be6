/**
 * 'Informations': the shop's status, identity, logo and banner, legal notice text, fiscal year and
 * general terms of sale.
 */
import { salesTermsIntent } from '#app/modules/shop/domain/sales-terms'
import {
  loadSalesTermsSettings,
  salesTermsAction,
} from '#app/modules/shop/web/sales-terms-settings.server'
import { fiscalYearIntent } from '#app/modules/settings/domain/fiscal-year'
import { legalIntents } from '#app/modules/settings/domain/legal'
import { shopStatusIntent } from '#app/modules/settings/domain/shop-status-form'
import { fiscalYearAction, loadFiscalYear } from '../fiscal-year.server'
import { legalAction, loadIdentity } from '../legal.server'
import { shopStatusAction, shopStatusView } from '../shop-status.server'
import { legalNoticeIntent } from '#app/modules/settings/domain/document-template'
import {
  legalNoticeTextAction,
  loadLegalNoticeText,
  loadShopImages,
  shopImageAction,
  shopImageIntents,
} from '../document-template.server'
import { settingsTab } from './tab.server'

export const infosTab = settingsTab({
  link: 'infos',
  label: 'Informations',
  empty: 'Les couleurs et les onglets de votre boutique se règlent dans « Personnaliser ».',
  who: 'sellers',
  none: {
    salesTerms: null,
    identity: null,
    fiscalYear: null,
    shopStatus: null,
    legalNoticeText: null,
    shopImages: null,
  },
  load: async ({ ctx, online }) => {
    const [salesTerms, identity, fiscalYear, legalNoticeText, shopImages] = await Promise.all([
      loadSalesTermsSettings(ctx),
      loadIdentity(ctx),
      loadFiscalYear(ctx),
      loadLegalNoticeText(ctx),
      loadShopImages(ctx),
    ])
    return {
      salesTerms,
      identity,
      fiscalYear,
      shopStatus: shopStatusView(ctx, online),
      legalNoticeText,
      shopImages,
    }
  },
  actions: {
    [shopStatusIntent]: shopStatusAction,
    [legalIntents.identity]: legalAction,
    [fiscalYearIntent]: fiscalYearAction,
    [salesTermsIntent]: salesTermsAction,
    [legalNoticeIntent]: legalNoticeTextAction,
    [shopImageIntents.upload]: shopImageAction,
    [shopImageIntents.remove]: shopImageAction,
  },
})
export type InfosData = Awaited<ReturnType<typeof infosTab.load>>
