/**
 * 'Intégrations': the shop's own Stripe keys, its Colissimo credentials (app/modules/carriers),
 * its domain and its audience measurement.
 */
import {
  checkStripeIntent,
  removeStripeIntent,
  siteIntent,
  stripeKeysIntent,
} from '#app/modules/integrations/domain/shop-integrations'
import {
  checkStripeAction,
  loadIntegrations,
  removeStripeAction,
  siteAction,
  stripeKeysAction,
} from '#app/modules/integrations/web/integrations-settings.server'
import { colissimoIntent, removeColissimoIntent } from '#app/modules/carriers/domain/carriers'
import {
  colissimoAction,
  loadCarrierSettings,
  removeColissimoAction,
} from '#app/modules/carriers/web/carrier-settings.server'
import { settingsTab } from './tab.server'

export const integrationsTab = settingsTab({
  link: 'integrations',
  label: 'Intégrations',
  empty:
    'L’expéditeur de vos e-mails et les connexions avec vos logiciels de transport et de comptabilité arrivent plus tard.',
  who: 'sellers',
  none: { integrations: null, carriers: null },
  load: async ({ ctx }) => {
    const [integrations, carriers] = await Promise.all([
      loadIntegrations(ctx),
      loadCarrierSettings(ctx),
    ])
    return { integrations, carriers }
  },
  actions: {
    [stripeKeysIntent]: stripeKeysAction,
    [removeStripeIntent]: removeStripeAction,
    [checkStripeIntent]: (request, ctx) => checkStripeAction(request, ctx),
    [siteIntent]: siteAction,
    [colissimoIntent]: colissimoAction,
    [removeColissimoIntent]: removeColissimoAction,
  },
})
