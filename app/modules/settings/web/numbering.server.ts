/**
 * The 'Numérotation des documents' form of the settings' 'Facturation' tab (issue 16 §1): the
 * prefixes and next sequences read with GET /v1/settings/numbering (the team), saved by the owner
 * with PUT.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { numberingRoute, saveNumberingRoute } from '#app/modules/settings/contract'
import { numberingForm } from '#app/modules/settings/domain/numbering'
import type { GuardContext } from '#app/platform/web/guard.server'
import {
  assertEditor,
  editsSettings,
  failedRead,
  readsSettings,
  refusedForm,
  savedForm,
} from './settings-form.server'

/** The numbering, and whether the viewer may change it (the owner); null for others. */
export async function loadNumbering(ctx: GuardContext) {
  if (!readsSettings(ctx)) return null
  const result = await ctx.api.call(numberingRoute, {})
  if (!result.ok) throw failedRead(result)
  return { ...result.data.numbering, editable: editsSettings(ctx) }
}
export type NumberingSettingsView = NonNullable<Awaited<ReturnType<typeof loadNumbering>>>

export async function numberingAction(request: Request, ctx: GuardContext, form: FormData) {
  assertEditor(ctx)
  const submission = parseWithZod(form, { schema: numberingForm })
  if (submission.status !== 'success') return refusedForm('numbering', submission)
  const result = await ctx.api.call(saveNumberingRoute, { json: submission.value })
  if (!result.ok) return refusedForm('numbering', submission, result)
  return savedForm(request, 'billing', result.data.message)
}
