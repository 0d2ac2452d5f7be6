/**
 * The cross-border sales forms of the settings' 'Livraison' and 'Facturation' tabs (issue 15 §1):
 * the settings as GET /v1/settings/cross-border has them, saved with PUT (owner, or a collaborator
 * with accessAccounting). Each tab's form sends its part; the other part is kept as saved.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { crossBorderRoute, saveCrossBorderRoute } from '#app/modules/settings/contract'
import {
  crossBorderBillingForm,
  crossBorderDeliveryForm,
  crossBorderIntents,
} from '#app/modules/settings/domain/cross-border'
import { hasPermission } from '#app/platform/domain/access'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

export type CrossBorderTab = 'delivery' | 'billing'

/** The settings, or null for a viewer without the accounting right (the API would answer 403). */
export async function loadCrossBorder(ctx: GuardContext) {
  if (!hasPermission(ctx.viewer, 'accessAccounting')) return null
  const result = await ctx.api.call(crossBorderRoute, {})
  if (!result.ok) throw data({ message: result.data.message }, { status: result.status })
  return result.data.crossBorder
}
export type CrossBorderSettingsView = NonNullable<Awaited<ReturnType<typeof loadCrossBorder>>>

const tabOfIntent = (intent: unknown): CrossBorderTab | null =>
  intent === crossBorderIntents.delivery
    ? 'delivery'
    : intent === crossBorderIntents.billing
      ? 'billing'
      : null

export const isCrossBorderIntent = (intent: unknown) => tabOfIntent(intent) !== null

export async function crossBorderAction(request: Request, ctx: GuardContext, form: FormData) {
  const current = await loadCrossBorder(ctx)
  if (!current) throw new Response('Interdit', { status: 403 })
  const tab = tabOfIntent(form.get('intent'))!
  const submission = parseWithZod(form, {
    schema: tab === 'delivery' ? crossBorderDeliveryForm : crossBorderBillingForm,
  })
  if (submission.status !== 'success')
    return data({ form: 'crossBorder' as const, result: submission.reply() }, { status: 400 })
  const result = await ctx.api.call(saveCrossBorderRoute, {
    json: { ...current, ...submission.value },
  })
  if (!result.ok)
    return data(
      {
        form: 'crossBorder' as const,
        result: submission.reply({ formErrors: [result.data.message] }),
      },
      { status: result.status },
    )
  return redirectWithToast(request, `/dashboard/settings?link=${tab}`, {
    type: 'success',
    message: result.data.message,
  })
}
