/**
 * A shop's integrations as stored (`shop_integrations`), and the Stripe keys that apply to a shop
 * (`applicableStripe`: its own, else the platform's, else none), read by the checkout's API (its
 * payments, charges and webhooks) and, through the cart's payment types, by its pages.
 */
import { eq, inArray, isNotNull, and } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import { shopIntegrations, webhookEndpoints } from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import type { ApiConfig, StripeSettings } from '#app/platform/api/types'
import type { SecretBox } from '#app/platform/secret-box'
import { applicableStripe, integrationsText } from '../domain/shop-integrations'

export type ShopIntegrationsRow = typeof shopIntegrations.$inferSelect

export async function integrationsRow(db: Db, shopId: number) {
  const [row] = await db.select().from(shopIntegrations).where(eq(shopIntegrations.shopId, shopId))
  return row ?? null
}

/** The shop's own Stripe keys, opened; null when it set none. */
export function shopStripeKeys(config: ApiConfig, row: ShopIntegrationsRow | null) {
  if (!row?.stripeSecretKey) return null
  const box = config.secretBox
  if (!box) throw new ApiError(503, integrationsText.noEncryption)
  return {
    secretKey: box.open(row.stripeSecretKey),
    webhookSecret: row.stripeWebhookSecret ? box.open(row.stripeWebhookSecret) : undefined,
    publishableKey: row.stripePublishableKey ?? undefined,
  }
}

export type ShopStripe = { source: 'shop' | 'platform'; settings: StripeSettings }

/** The Stripe settings a shop's payments use: its own keys, else the platform's; null: none. */
export async function stripeSettingsFor(
  db: Db,
  config: ApiConfig,
  shopId: number,
): Promise<ShopStripe | null> {
  const own = shopStripeKeys(config, await integrationsRow(db, shopId))
  const chosen = applicableStripe(own, config.stripe)
  if (!chosen) return null
  if (chosen.source === 'platform') return { source: 'platform', settings: chosen.keys }
  return {
    source: 'shop',
    settings: { ...chosen.keys, apiBase: config.stripeApiBase ?? config.stripe?.apiBase },
  }
}

/** Among `shopIds`, those whose buyers may pay by card or SEPA debit (some Stripe keys apply). */
export async function cardPaymentShops(db: Db, config: ApiConfig, shopIds: readonly number[]) {
  if (config.stripe) return new Set(shopIds)
  if (shopIds.length === 0) return new Set<number>()
  const rows = await db
    .select({ shopId: shopIntegrations.shopId })
    .from(shopIntegrations)
    .where(
      and(
        inArray(shopIntegrations.shopId, [...shopIds]),
        isNotNull(shopIntegrations.stripeSecretKey),
      ),
    )
  return new Set(rows.map((r) => r.shopId))
}

/**
 * After a key rotation (SETTINGS_ENCRYPTION_KEY new, the old one as
 * SETTINGS_ENCRYPTION_KEY_PREVIOUS): every sealed secret still under an old key sealed again
 * under the current one (`npm run secrets:reseal`), the webhooks' secrets too. The number of
 * values rewritten.
 */
export async function resealShopSecrets(db: Db, box: SecretBox): Promise<number> {
  const rows = await db.select().from(shopIntegrations)
  let count = 0
  for (const row of rows) {
    const patch: Partial<ShopIntegrationsRow> = {}
    // The Colissimo password and La Poste key too (app/modules/carriers).
    const columns = [
      'stripeSecretKey',
      'stripeWebhookSecret',
      'colissimoPassword',
      'laposteOkapiKey',
    ] as const
    for (const column of columns) {
      const sealed = row[column]
      if (sealed && box.needsResealing(sealed)) patch[column] = box.seal(box.open(sealed))
    }
    if (Object.keys(patch).length === 0) continue
    await db.update(shopIntegrations).set(patch).where(eq(shopIntegrations.shopId, row.shopId))
    count += Object.keys(patch).length
  }
  // The webhooks' signing secrets (api/webhooks.ts) are sealed with the same key.
  for (const hook of await db.select().from(webhookEndpoints)) {
    if (!box.needsResealing(hook.secret)) continue
    await db
      .update(webhookEndpoints)
      .set({ secret: box.seal(box.open(hook.secret)) })
      .where(eq(webhookEndpoints.id, hook.id))
    count += 1
  }
  return count
}
