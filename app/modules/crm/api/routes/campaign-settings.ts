/**
 * GET|PUT /settings/campaigns (crm/contract.ts): the sender, reply-to and signature of the shop's
 * mails, kept in `shops.settings.campaigns` (the shop's name and contact address until saved).
 */
import { campaignSettingsText } from '#app/modules/crm/domain/campaign-settings'
import { dkimText } from '#app/modules/crm/domain/dkim'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf } from '#app/platform/auth/permissions'
import { setShopSetting } from '#app/platform/db/shop-settings'
import {
  campaignSettingsRoute,
  deleteDkimRoute,
  saveCampaignSettingsRoute,
  saveDkimRoute,
} from '../../contract'
import { campaignSettingsView, deleteDkim, saveDkim } from '../dkim'

export const campaignSettingsRoutes = contractRouter()

campaignSettingsRoutes.openapi(guarded(campaignSettingsRoute, noQuery), async (c) => {
  const { db, config } = c.get('deps')
  const campaigns = await campaignSettingsView(db, config, memberOf(c).shop.id)
  return c.json({ sucess: true as const, campaigns }, 200)
})

campaignSettingsRoutes.openapi(guarded(saveCampaignSettingsRoute, noQuery), async (c) => {
  const input = c.req.valid('json')
  const shopId = memberOf(c).shop.id
  const { db, config } = c.get('deps')
  const campaigns = { ...input, replyTo: input.replyTo ?? null }
  await setShopSetting(db, shopId, 'campaigns', campaigns)
  return c.json(
    {
      sucess: true as const,
      message: campaignSettingsText.saved,
      campaigns: await campaignSettingsView(db, config, shopId),
    },
    200,
  )
})

campaignSettingsRoutes.openapi(guarded(saveDkimRoute, noQuery), async (c) => {
  const shopId = memberOf(c).shop.id
  const { db, config } = c.get('deps')
  await saveDkim(db, config, shopId, c.req.valid('json'))
  const campaigns = await campaignSettingsView(db, config, shopId)
  return c.json({ sucess: true as const, message: dkimText.saved, campaigns }, 200)
})

campaignSettingsRoutes.openapi(guarded(deleteDkimRoute, noQuery), async (c) => {
  const shopId = memberOf(c).shop.id
  const { db, config } = c.get('deps')
  await deleteDkim(db, shopId)
  const campaigns = await campaignSettingsView(db, config, shopId)
  return c.json({ sucess: true as const, message: dkimText.removed, campaigns }, 200)
})
