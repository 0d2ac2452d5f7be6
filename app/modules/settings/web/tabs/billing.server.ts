/** 'Facturation': VAT, numbering, bank and mentions, payment methods, cross-border invoicing. */
import { crossBorderIntents } from '#app/modules/settings/domain/cross-border'
import { legalIntents } from '#app/modules/settings/domain/legal'
import { numberingIntent } from '#app/modules/settings/domain/numbering'
import { paymentMethodsIntent } from '#app/modules/settings/domain/payment-methods'
import { priceSettingsIntents } from '#app/modules/settings/domain/price-settings'
import { crossBorderAction, loadCrossBorder } from '../cross-border.server'
import { legalAction, loadBank } from '../legal.server'
import { loadNumbering, numberingAction } from '../numbering.server'
import { loadPaymentMethods, paymentMethodsAction } from '../payment-methods.server'
import { loadPriceSettings, priceSettingsAction } from '../price-settings.server'
import { settingsTab } from './tab.server'

export const billingTab = settingsTab({
  link: 'billing',
  label: 'Facturation',
  empty:
    'Les moyens de paiement acceptés et les pieds de page des documents arrivent avec le module Ventes.',
  who: 'sellers',
  none: {
    priceSettings: null,
    numbering: null,
    bank: null,
    paymentMethods: null,
    crossBorder: null,
  },
  load: async ({ ctx }) => {
    const [priceSettings, numbering, bank, paymentMethods, crossBorder] = await Promise.all([
      loadPriceSettings(ctx),
      loadNumbering(ctx),
      loadBank(ctx),
      loadPaymentMethods(ctx),
      loadCrossBorder(ctx),
    ])
    return { priceSettings, numbering, bank, paymentMethods, crossBorder }
  },
  actions: {
    [priceSettingsIntents.vat]: priceSettingsAction,
    [numberingIntent]: numberingAction,
    [legalIntents.bank]: legalAction,
    [paymentMethodsIntent]: paymentMethodsAction,
    [crossBorderIntents.billing]: crossBorderAction,
  },
})
export type BillingData = Awaited<ReturnType<typeof billingTab.load>>
