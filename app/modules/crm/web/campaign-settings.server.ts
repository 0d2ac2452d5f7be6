/**
 * The settings' 'Campagnes' tab (issue 17 §3, `link=campaigns`): the sender name and address,
 * reply-to and signature, read with GET /v1/settings/campaigns (the team), saved by the owner
 * with PUT, through the settings' simple-form helpers.
 */
import { tFr } from '#app/platform/web/t.server'
import {
  campaignSettingsRoute,
  deleteDkimRoute,
  saveCampaignSettingsRoute,
  saveDkimRoute,
} from '#app/modules/crm/contract'
import { campaignSettingsForm } from '#app/modules/crm/domain/campaign-settings'
import { dkimForm } from '#app/modules/crm/domain/dkim'
import { redirectWithToast } from '#app/platform/web/toast.server'
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

/** The DKIM form: the domain, the selector and (once, or to replace it) the private key. */
export const dkimAction = (request: Request, ctx: GuardContext, form: FormData) =>
  saveSetting(request, ctx, form, {
    form: 'dkim',
    schema: dkimForm,
    link: 'campaigns',
    save: (v) => ctx.api.call(saveDkimRoute, { json: { ...v, privateKey: v.privateKey ?? '' } }),
  })

/** 'Retirer la clé': the campaigns are no longer signed. */
export async function removeDkimAction(request: Request, ctx: GuardContext) {
  if (ctx.viewer.role !== 'owner') throw new Response(tFr('crm.forbidden'), { status: 403 })
  const result = await ctx.api.call(deleteDkimRoute, {})
  return redirectWithToast(request, '/dashboard/settings?link=campaigns', {
    type: result.ok ? 'success' : 'error',
    message: result.data.message,
  })
}
