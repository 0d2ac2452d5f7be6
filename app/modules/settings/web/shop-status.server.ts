/**
 * The 'Statut de la boutique' switch of the settings' 'Informations' tab (issue 16 §1): the state
 * comes from GET /v1/shops/me (the settings page reads it already), the owner changes it with
 * PUT /v1/shops/me `{ online }`; collaborators see it read-only.
 */
import { updateMyShopRoute } from '#app/modules/shop/contract'
import { shopStatusForm, shopStatusSaved } from '#app/modules/settings/domain/shop-status-form'
import type { GuardContext } from '#app/platform/web/guard.server'
import { saveSetting } from './settings-form.server'

/** The state to show, and whether the viewer may switch it; null outside the shop's team. */
export function shopStatusView(ctx: GuardContext, online: boolean | null) {
  if (online === null) return null
  return { online, editable: ctx.viewer.role === 'owner' }
}
export type ShopStatusView = NonNullable<ReturnType<typeof shopStatusView>>

/** The switch posted: saved, then back to the tab with a toast saying what visitors now see. */
export const shopStatusAction = (request: Request, ctx: GuardContext, form: FormData) =>
  saveSetting(request, ctx, form, {
    form: 'shopStatus',
    schema: shopStatusForm,
    link: 'infos',
    save: async ({ online }) => {
      const result = await ctx.api.call(updateMyShopRoute, { json: { online: online === 'true' } })
      if (!result.ok) return result
      const message = online === 'true' ? shopStatusSaved.online : shopStatusSaved.offline
      return { ...result, data: { ...result.data, message } }
    },
  })
