/**
 * The 'Moyens de paiement' form of the settings' 'Facturation' tab (issue 16 §1): the accepted
 * methods read with GET /v1/settings/payment-methods (the team), saved by the owner with PUT.
 */
import { paymentMethodsRoute, savePaymentMethodsRoute } from '#app/modules/settings/contract'
import { paymentMethodsForm } from '#app/modules/settings/domain/payment-methods'
import type { GuardContext } from '#app/platform/web/guard.server'
import { loadSetting, saveSetting } from './settings-form.server'

export async function loadPaymentMethods(ctx: GuardContext) {
  const loaded = await loadSetting(ctx, () => ctx.api.call(paymentMethodsRoute, {}))
  return loaded && { ...loaded.paymentMethods, editable: loaded.editable }
}
export type PaymentMethodsSettingsView = NonNullable<Awaited<ReturnType<typeof loadPaymentMethods>>>

export const paymentMethodsAction = (request: Request, ctx: GuardContext, form: FormData) =>
  saveSetting(request, ctx, form, {
    form: 'paymentMethods',
    schema: paymentMethodsForm,
    link: 'billing',
    save: (json) => ctx.api.call(savePaymentMethodsRoute, { json }),
  })
