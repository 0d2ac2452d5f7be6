/**
 * The 'Exercice comptable' form of the settings' 'Informations' tab (issue 16 §1): the start of
 * the fiscal year and the current one, read with GET /v1/settings/fiscal-year (the team), saved
 * by the owner with PUT.
 */
import { fiscalYearRoute, saveFiscalYearRoute } from '#app/modules/settings/contract'
import { fiscalYearForm } from '#app/modules/settings/domain/fiscal-year'
import type { GuardContext } from '#app/platform/web/guard.server'
import { loadSetting, saveSetting } from './settings-form.server'

export async function loadFiscalYear(ctx: GuardContext) {
  const loaded = await loadSetting(ctx, () => ctx.api.call(fiscalYearRoute, {}))
  return loaded && { ...loaded.fiscalYear, editable: loaded.editable }
}
export type FiscalYearSettingsView = NonNullable<Awaited<ReturnType<typeof loadFiscalYear>>>

export const fiscalYearAction = (request: Request, ctx: GuardContext, form: FormData) =>
  saveSetting(request, ctx, form, {
    form: 'fiscalYear',
    schema: fiscalYearForm,
    link: 'infos',
    save: (json) => ctx.api.call(saveFiscalYearRoute, { json }),
  })
