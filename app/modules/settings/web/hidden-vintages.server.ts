/**
 * The 'Millésimes masqués' form of the settings' 'Articles' tab (issue 16 §1): the names read with
 * GET /v1/settings/hidden-vintages (the team), saved by the owner with PUT.
 */
import { hiddenVintagesRoute, saveHiddenVintagesRoute } from '#app/modules/settings/contract'
import { hiddenVintagesForm } from '#app/modules/settings/domain/hidden-vintages'
import type { GuardContext } from '#app/platform/web/guard.server'
import { loadSetting, saveSetting } from './settings-form.server'

export async function loadHiddenVintages(ctx: GuardContext) {
  const loaded = await loadSetting(ctx, () => ctx.api.call(hiddenVintagesRoute, {}))
  return loaded && { names: loaded.hiddenVintages.names, editable: loaded.editable }
}
export type HiddenVintagesView = NonNullable<Awaited<ReturnType<typeof loadHiddenVintages>>>

export const hiddenVintagesAction = (request: Request, ctx: GuardContext, form: FormData) =>
  saveSetting(request, ctx, form, {
    form: 'hiddenVintages',
    schema: hiddenVintagesForm,
    link: 'products',
    save: (json) => ctx.api.call(saveHiddenVintagesRoute, { json }),
  })
