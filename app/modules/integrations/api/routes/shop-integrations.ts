/**
 * GET|PUT /settings/integrations, PUT|DELETE /settings/integrations/stripe and
 * POST /settings/integrations/stripe-check (integrations/contract.ts): the shop's own Stripe keys
 * (sealed at rest, never answered back), its domain and its audience measurement, kept in
 * `shop_integrations`.
 */
import type { Context } from 'hono'
import Stripe from 'stripe'
import { stripeClient } from '#app/modules/checkout/api/stripe'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { catalogueChanged } from '#app/modules/catalogue/catalogue-events'
import { ApiError } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import type { ApiEnv } from '#app/platform/api/types'
import { memberOf } from '#app/platform/auth/permissions'
import { shopIntegrations } from '#app/platform/db/schema'
import { conflictOnUnique } from '#app/platform/db/unique'
import {
  checkStripeKeysRoute,
  integrationsRoute,
  removeStripeKeysRoute,
  saveIntegrationsRoute,
  saveStripeKeysRoute,
  type IntegrationsView,
} from '../../contract'
import { integrationsText as text, keyMode, maskedSecret } from '../../domain/shop-integrations'
import { integrationsRow, shopStripeKeys, stripeSettingsFor } from '../shop-stripe'

export const shopIntegrationsRoutes = contractRouter()

const platformHost = (appUrl: string) => new URL(appUrl).hostname

/** The integrations as the caller may see them: secrets never, their hints to the owner only. */
async function viewOf(c: Context<ApiEnv>): Promise<IntegrationsView> {
  const { db, config } = c.get('deps')
  const member = memberOf(c)
  const shopId = member.shop.id
  const row = await integrationsRow(db, shopId)
  const owner = member.shop.role === 'owner'
  const own = owner ? shopStripeKeys(config, row) : null
  const applied = await stripeSettingsFor(db, config, shopId)
  return {
    stripe: {
      source: applied?.source ?? 'none',
      secretKeySet: Boolean(row?.stripeSecretKey),
      webhookSecretSet: Boolean(row?.stripeWebhookSecret),
      secretKeyHint: own ? maskedSecret(own.secretKey) : null,
      webhookSecretHint: own?.webhookSecret ? maskedSecret(own.webhookSecret) : null,
      publishableKey: owner ? (row?.stripePublishableKey ?? null) : null,
      mode: own ? keyMode(own.secretKey) : null,
      webhookUrl: `${config.appUrl}/v1/payments/stripe/webhook/${shopId}`,
    },
    customDomain: row?.customDomain ?? null,
    platformHost: platformHost(config.appUrl),
    analytics: row?.analytics ?? false,
    analyticsScriptUrl: row?.analyticsScriptUrl ?? null,
  }
}

/** Writes the shop's row (made on its first save), only the given columns. */
async function upsert(
  c: Context<ApiEnv>,
  values: Partial<Omit<typeof shopIntegrations.$inferInsert, 'shopId'>>,
) {
  const shopId = memberOf(c).shop.id
  const set = { ...values, updatedAt: new Date() }
  await c
    .get('deps')
    .db.insert(shopIntegrations)
    .values({ shopId, ...set })
    .onConflictDoUpdate({ target: shopIntegrations.shopId, set })
  // The shop's public pages carry its analytics script and offer card payment by its keys.
  catalogueChanged(shopId)
}

const answer = async (c: Context<ApiEnv>, message: string) =>
  c.json({ sucess: true as const, message, integrations: await viewOf(c) }, 200)

shopIntegrationsRoutes.openapi(guarded(integrationsRoute, noQuery), async (c) =>
  c.json({ sucess: true as const, integrations: await viewOf(c) }, 200),
)

shopIntegrationsRoutes.openapi(guarded(saveIntegrationsRoute, noQuery), async (c) => {
  const input = c.req.valid('json')
  const { config } = c.get('deps')
  if (input.customDomain === platformHost(config.appUrl))
    throw new ApiError(400, text.platformDomain, { customDomain: [text.platformDomain] })
  await conflictOnUnique('shop_integrations_domain_key', 'customDomain', text.domainTaken, () =>
    upsert(c, {
      customDomain: input.customDomain,
      analytics: input.analytics,
      analyticsScriptUrl: input.analyticsScriptUrl,
    }),
  )
  return answer(c, text.saved)
})

shopIntegrationsRoutes.openapi(guarded(saveStripeKeysRoute, noQuery), async (c) => {
  const input = c.req.valid('json')
  const { db, config } = c.get('deps')
  const box = config.secretBox
  if (!box) throw new ApiError(503, text.noEncryption)
  const stored = shopStripeKeys(config, await integrationsRow(db, memberOf(c).shop.id))
  const secretKey = input.secretKey ?? stored?.secretKey
  if (!secretKey)
    throw new ApiError(400, text.secretKeyMissing, { secretKey: [text.secretKeyMissing] })
  if (input.publishableKey && keyMode(input.publishableKey) !== keyMode(secretKey))
    throw new ApiError(400, text.modeMismatch, { publishableKey: [text.modeMismatch] })
  await upsert(c, {
    ...(input.secretKey ? { stripeSecretKey: box.seal(input.secretKey) } : {}),
    ...(input.webhookSecret ? { stripeWebhookSecret: box.seal(input.webhookSecret) } : {}),
    stripePublishableKey: input.publishableKey,
  })
  return answer(c, text.stripeSaved)
})

shopIntegrationsRoutes.openapi(guarded(removeStripeKeysRoute, noQuery), async (c) => {
  await upsert(c, {
    stripeSecretKey: null,
    stripePublishableKey: null,
    stripeWebhookSecret: null,
  })
  return answer(c, text.stripeRemoved)
})

shopIntegrationsRoutes.openapi(guarded(checkStripeKeysRoute, noQuery), async (c) => {
  const { db, config } = c.get('deps')
  const own = shopStripeKeys(config, await integrationsRow(db, memberOf(c).shop.id))
  if (!own) throw new ApiError(400, text.checkNoKey)
  const client = stripeClient({ ...own, apiBase: config.stripeApiBase ?? config.stripe?.apiBase })!
  try {
    await client.balance.retrieve()
    return c.json(
      { sucess: true as const, ok: true, message: text.checkOk(keyMode(own.secretKey) === 'live') },
      200,
    )
  } catch (error) {
    const refused =
      error instanceof Stripe.errors.StripeAuthenticationError ||
      error instanceof Stripe.errors.StripePermissionError
    if (!refused) console.error('[stripe] check:', (error as Error).message)
    return c.json(
      {
        sucess: true as const,
        ok: false,
        message: refused ? text.checkRefused : text.checkUnreachable,
      },
      200,
    )
  }
})
