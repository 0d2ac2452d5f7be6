/**
 * The order page's carrier actions (issue 16 §1, "Carriers"): whether Colissimo labels are
 * offered (GET /v1/carriers, only for those the API lets make a label: otherwise nothing is
 * called and nothing shown), and 'Créer l'étiquette Colissimo' posted without JavaScript
 * (POST /v1/shipments/{id}/label), answered by a redirect with the API's message.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { carriersRoute, createLabelRoute } from '#app/modules/carriers/contract'
import { labelForm, labelIntent } from '#app/modules/carriers/domain/carriers'
import { labellable, type ShipmentFacts } from '#app/modules/carriers/domain/tracking'
import { mayCall } from '#app/platform/domain/api-access'
import type { GuardContext } from '#app/platform/web/guard.server'
import { tFr } from '#app/platform/web/t.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

export { labelIntent }

const staff = (ctx: GuardContext) => ctx.viewer.role === 'owner' || ctx.viewer.role === 'iam'

/** May the viewer make labels and download them (the API's own rule)? */
export const mayLabel = (ctx: GuardContext) =>
  staff(ctx) && mayCall(ctx.viewer, 'POST /shipments/{id}/label')

/** Whether the shop's labels go to Colissimo; false without the right or the credentials. */
export async function labelsOffered(ctx: GuardContext): Promise<boolean> {
  if (!mayLabel(ctx) || !mayCall(ctx.viewer, 'GET /carriers')) return false
  const result = await ctx.api.call(carriersRoute, {})
  return result.ok && result.data.carriers.colissimo.labels
}

export type LabelReply = {
  form: typeof labelIntent
  shipmentId: number
  errors: Record<string, string[]>
}

/** 'Créer l'étiquette Colissimo' on one shipment of the order. */
export async function createLabelAction(
  ctx: GuardContext,
  request: Request,
  form: FormData,
  shipments: readonly ShipmentFacts[],
  here: string,
) {
  const done = (ok: boolean, message: string) =>
    redirectWithToast(request, here, { type: ok ? 'success' : 'error', message })
  const submission = parseWithZod(form, { schema: labelForm })
  const shipmentId = Number(form.get('shipmentId'))
  const shipment = shipments.find((s) => s.id === shipmentId)
  if (!mayLabel(ctx) || !shipment || !labellable(shipment))
    return done(false, tFr('carriers.label.impossible'))
  if (submission.status !== 'success') {
    const errors = submission.error ?? {}
    return data<LabelReply>(
      { form: labelIntent, shipmentId, errors: { weightKg: errors.weightKg ?? [] } },
      { status: 400 },
    )
  }
  const r = await ctx.api.call(createLabelRoute, {
    params: { id: String(shipment.id) },
    json: { weightKg: submission.value.weightKg },
  })
  if (!r.ok && r.status === 400)
    return data<LabelReply>(
      { form: labelIntent, shipmentId, errors: { weightKg: [r.data.message] } },
      { status: 400 },
    )
  return done(r.ok, r.data.message)
}
