/** 'Campagnes' (spec 2.3 `link=campaigns`): the sender of the shop's mails (crm area). */
import { campaignSettingsIntent } from '#app/modules/crm/domain/campaign-settings'
import { dkimIntent } from '#app/modules/crm/domain/dkim'
import {
  campaignSettingsAction,
  dkimAction,
  loadCampaignSettings,
  removeDkimAction,
} from '#app/modules/crm/web/campaign-settings.server'
import { settingsTab } from './tab.server'

export const campaignsTab = settingsTab({
  link: 'campaigns',
  label: 'Campagnes',
  empty:
    'Le nom et l’adresse qui envoient vos campagnes et vos mails de test, leur signature, la clé DKIM qui les signe et les enregistrements DNS de votre domaine.',
  who: 'sellers',
  none: { campaigns: null },
  load: async ({ ctx }) => ({ campaigns: await loadCampaignSettings(ctx) }),
  actions: {
    [campaignSettingsIntent]: campaignSettingsAction,
    [dkimIntent]: dkimAction,
    'dkim-remove': (request, ctx) => removeDkimAction(request, ctx),
  },
})
