/**
 * The 'Numérotation des documents' form of the settings' 'Facturation' tab (issue 16 §1): the
 * prefixes and next sequences read with GET /v1/settings/numbering (the team), saved by the owner
 * with PUT.
 */
import { numberingRoute, saveNumberingRoute } from '#app/modules/settings/contract'
import { numberingForm } from '#app/modules/settings/domain/numbering'
import type { GuardContext } from '#app/platform/web/guard.server'
import { loadSetting, saveSetting } from './settings-form.server'

export async function loadNumbering(ctx: GuardContext) {
  const loaded = await loadSetting(ctx, () => ctx.api.call(numberingRoute, {}))
  return loaded && { ...loaded.numbering, editable: loaded.editable }
}
export type NumberingSettingsView = NonNullable<Awaited<ReturnType<typeof loadNumbering>>>

export const numberingAction = (request: Request, ctx: GuardContext, form: FormData) =>
  saveSetting(request, ctx, form, {
    form: 'numbering',
    schema: numberingForm,
    link: 'billing',
    save: (json) => ctx.api.call(saveNumberingRoute, { json }),
  })
