/**
 * The 'Exercice comptable' form of the settings' 'Informations' tab (issue 16 §1): the start of
 * the fiscal year and the current one, read with GET /v1/settings/fiscal-year (the team), saved
 * by the owner with PUT.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { fiscalYearRoute, saveFiscalYearRoute } from '#app/modules/settings/contract'
import { fiscalYearForm } from '#app/modules/settings/domain/fiscal-year'
import type { GuardContext } from '#app/platform/web/guard.server'
import {
  assertEditor,
  editsSettings,
  failedRead,
  readsSettings,
  refusedForm,
  savedForm,
} from './settings-form.server'

/** The fiscal year, and whether the viewer may change its start (the owner); null for others. */
export async function loadFiscalYear(ctx: GuardContext) {
  if (!readsSettings(ctx)) return null
  const result = await ctx.api.call(fiscalYearRoute, {})
  if (!result.ok) throw failedRead(result)
  return { ...result.data.fiscalYear, editable: editsSettings(ctx) }
}
export type FiscalYearSettingsView = NonNullable<Awaited<ReturnType<typeof loadFiscalYear>>>

export async function fiscalYearAction(request: Request, ctx: GuardContext, form: FormData) {
  assertEditor(ctx)
  const submission = parseWithZod(form, { schema: fiscalYearForm })
  if (submission.status !== 'success') return refusedForm('fiscalYear', submission)
  const result = await ctx.api.call(saveFiscalYearRoute, { json: submission.value })
  if (!result.ok) return refusedForm('fiscalYear', submission, result)
  return savedForm(request, 'infos', result.data.message)
}
