/**
 * The delivery modes of the settings' 'Livraison' tab (issue 16 §1): listed with GET
 * /v1/delivery-modes, added, changed and deleted through POST, PUT and DELETE (owner, or a
 * collaborator with manageDelivery). `?link=delivery&mode=ID` opens one mode's form. Without the
 * right the tab shows no modes, and the action refuses before the API would (its 403 would sign
 * the user out).
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import {
  createDeliveryModeRoute,
  deleteDeliveryModeRoute,
  deliveryModesSettingsRoute,
  updateDeliveryModeRoute,
} from '#app/modules/delivery/contract'
import { deliveryIntents, deliveryModeForm } from '#app/modules/delivery/domain/delivery-mode'
import { hasPermission } from '#app/platform/domain/access'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

const tabUrl = '/dashboard/settings?link=delivery'
const mayEdit = (ctx: GuardContext) =>
  (ctx.viewer.role === 'owner' || ctx.viewer.role === 'iam') &&
  hasPermission(ctx.viewer, 'manageDelivery')

/** The shop's modes and the one whose form is open (`mode` of the URL); null without the right. */
export async function loadDeliverySettings(ctx: GuardContext, url: URL) {
  if (!mayEdit(ctx)) return null
  const result = await ctx.api.call(deliveryModesSettingsRoute, {})
  if (!result.ok) throw data({ message: result.data.message }, { status: result.status })
  const modes = result.data.deliveryModes
  const open = url.searchParams.get('mode')
  return { modes, editing: modes.find((m) => String(m.id) === open) ?? null }
}
export type DeliverySettings = NonNullable<Awaited<ReturnType<typeof loadDeliverySettings>>>

export const isDeliveryIntent = (intent: unknown) =>
  intent === deliveryIntents.save || intent === deliveryIntents.delete

const done = (request: Request, message: string) =>
  redirectWithToast(request, tabUrl, { type: 'success', message })

/** Saves (adds when no id) or deletes one mode; `formId` names the form that answers. */
export async function deliveryAction(request: Request, ctx: GuardContext, form: FormData) {
  if (!mayEdit(ctx))
    throw new Response('Seuls les comptes qui gèrent les livraisons modifient ces réglages.', {
      status: 403,
    })
  const formId = String(form.get('formId') ?? form.get('intent'))
  if (form.get('intent') === deliveryIntents.delete) {
    const id = String(form.get('id') ?? '')
    const result = /^\d{1,10}$/.test(id)
      ? await ctx.api.call(deleteDeliveryModeRoute, { params: { id } })
      : null
    if (!result?.ok)
      return data(
        { form: formId, message: result?.data.message ?? 'Paramètre invalide.' },
        { status: result?.status ?? 400 },
      )
    return done(request, result.data.message)
  }
  const submission = parseWithZod(form, { schema: deliveryModeForm })
  if (submission.status !== 'success')
    return data({ form: formId, result: submission.reply() }, { status: 400 })
  const { id, mode } = submission.value
  const result = id
    ? await ctx.api.call(updateDeliveryModeRoute, { params: { id: String(id) }, json: mode })
    : await ctx.api.call(createDeliveryModeRoute, { json: mode })
  if (!result.ok)
    return data(
      { form: formId, result: submission.reply({ formErrors: [result.data.message] }) },
      { status: result.status },
    )
  return done(request, result.data.message)
}
