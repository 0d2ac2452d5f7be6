/**
 * The settings' 'Campagnes' tab (issue 17 §3, `link=campaigns`): the sender name and address,
 * reply-to and signature, read with GET /v1/settings/campaigns (the team), saved by the owner
 * with PUT, through the settings' simple-form helpers.
 */
import { campaignSettingsRoute, saveCampaignSettingsRoute } from '#app/modules/crm/contract'
import { campaignSettingsForm } from '#app/modules/crm/domain/campaign-settings'
import { loadSetting, saveSetting } from '#app/modules/settings/web/settings-form.server'
import type { GuardContext } from '#app/platform/web/guard.server'

export async function loadCampaignSettings(ctx: GuardContext) {
  const loaded = await loadSetting(ctx, () => ctx.api.call(campaignSettingsRoute, {}))
  return loaded && { ...loaded.campaigns, editable: loaded.editable }
}
export type CampaignSettingsView = NonNullable<Awaited<ReturnType<typeof loadCampaignSettings>>>

export const campaignSettingsAction = (request: Request, ctx: GuardContext, form: FormData) =>
  saveSetting(request, ctx, form, {
    form: 'campaigns',
    schema: campaignSettingsForm,
    link: 'campaigns',
    save: (v) =>
      ctx.api.call(saveCampaignSettingsRoute, {
        json: { ...v, replyTo: v.replyTo ?? null, signature: v.signature ?? '' },
      }),
  })
