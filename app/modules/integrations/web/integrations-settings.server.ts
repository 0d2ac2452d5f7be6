/**
 * The settings' 'Intégrations' tab (issue 16 §1): its data read with GET /v1/settings/integrations
 * (the team; secrets never, their last four characters to the owner), and its forms: the shop's
 * Stripe keys (PUT, or DELETE to remove them), the check with Stripe (POST …/stripe-check, its
 * answer as a toast), its domain and audience measurement (PUT /v1/settings/integrations).
 */
import * as z from 'zod'
import {
  checkStripeKeysRoute,
  integrationsRoute,
  removeStripeKeysRoute,
  saveIntegrationsRoute,
  saveStripeKeysRoute,
} from '#app/modules/integrations/contract'
import { siteForm, stripeKeysForm } from '#app/modules/integrations/domain/shop-integrations'
import { loadSetting, saveSetting } from '#app/modules/settings/web/settings-form.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

const link = 'integrations'

export async function loadIntegrations(ctx: GuardContext) {
  const loaded = await loadSetting(ctx, () => ctx.api.call(integrationsRoute, {}))
  return loaded && { ...loaded.integrations, editable: loaded.editable }
}
export type IntegrationsSettingsView = NonNullable<Awaited<ReturnType<typeof loadIntegrations>>>

export const stripeKeysAction = (request: Request, ctx: GuardContext, form: FormData) =>
  saveSetting(request, ctx, form, {
    form: 'stripeKeys',
    schema: stripeKeysForm,
    link,
    // A secret left blank is absent: the stored one is kept.
    save: ({ secretKey, publishableKey, webhookSecret }) =>
      ctx.api.call(saveStripeKeysRoute, { json: { secretKey, publishableKey, webhookSecret } }),
  })

export const removeStripeAction = (request: Request, ctx: GuardContext, form: FormData) =>
  saveSetting(request, ctx, form, {
    form: 'stripeKeys',
    schema: z.object({}),
    link,
    save: () => ctx.api.call(removeStripeKeysRoute, {}),
  })

export const siteAction = (request: Request, ctx: GuardContext, form: FormData) =>
  saveSetting(request, ctx, form, {
    form: 'site',
    schema: siteForm,
    link,
    save: (json) => ctx.api.call(saveIntegrationsRoute, { json }),
  })

/** 'Vérifier': Stripe's answer as a toast (accepted, refused, or unreachable). */
export async function checkStripeAction(request: Request, ctx: GuardContext) {
  if (ctx.viewer.role !== 'owner') throw new Response('Interdit', { status: 403 })
  const result = await ctx.api.call(checkStripeKeysRoute, {})
  const ok = result.ok && result.data.ok
  return redirectWithToast(request, `/dashboard/settings?link=${link}`, {
    type: ok ? 'success' : 'error',
    message: result.data.message,
  })
}
