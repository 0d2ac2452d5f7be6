/**
 * GET|PUT /settings/identity and /settings/bank: the member's shop's company identity and bank
 * details (settings/contract.ts), kept in `shops.legal`. A save replaces its form's keys only, in
 * one statement, so that the other form's (saved meanwhile) are kept; it announces the shop's
 * change, so that its cached pages (the legal notice among them) show the new identity at once.
 */
import { eq, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { catalogueChanged } from '#app/modules/catalogue/catalogue-events'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import type { ApiEnv } from '#app/platform/api/types'
import { memberOf } from '#app/platform/auth/permissions'
import { shops, type ShopLegal } from '#app/platform/db/schema'
import {
  bankKeys,
  bankOf,
  identityKeys,
  identityOf,
  legalText,
  minimumPenaltyRate,
} from '../../domain/legal'
import { bankRoute, identityRoute, saveBankRoute, saveIdentityRoute } from '../../contract'

export const legalRoutes = contractRouter()

async function shopLegal(c: Context<ApiEnv>) {
  const [row] = await c
    .get('deps')
    .db.select({ legal: shops.legal, settings: shops.settings })
    .from(shops)
    .where(eq(shops.id, memberOf(c).shop.id))
  return { legal: row?.legal ?? {}, hasTVA: row?.settings.hasTVA !== false }
}

/** Removes `keys` from the shop's legal settings and writes `values` (undefined ones left out). */
async function replaceLegal(
  c: Context<ApiEnv>,
  keys: readonly (keyof ShopLegal)[],
  values: Partial<ShopLegal>,
) {
  const shopId = memberOf(c).shop.id
  const without = sql.join(
    keys.map((k) => sql`${k}::text`),
    sql` - `,
  )
  await c
    .get('deps')
    .db.update(shops)
    .set({
      legal: sql`(${shops.legal} - ${without}) || ${JSON.stringify(values)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(shops.id, shopId))
  catalogueChanged(shopId)
}

const bankView = (legal: ShopLegal, hasTVA: boolean) => ({
  ...bankOf(legal),
  hasTVA,
  minimumPenaltyRate: minimumPenaltyRate(new Date().toISOString().slice(0, 10)),
})

legalRoutes.openapi(guarded(identityRoute, noQuery), async (c) => {
  const { legal } = await shopLegal(c)
  return c.json({ sucess: true as const, identity: identityOf(legal) }, 200)
})

legalRoutes.openapi(guarded(saveIdentityRoute, noQuery), async (c) => {
  await replaceLegal(c, identityKeys, c.req.valid('json'))
  const { legal } = await shopLegal(c)
  return c.json(
    { sucess: true as const, message: legalText.identitySaved, identity: identityOf(legal) },
    200,
  )
})

legalRoutes.openapi(guarded(bankRoute, noQuery), async (c) => {
  const { legal, hasTVA } = await shopLegal(c)
  return c.json({ sucess: true as const, bank: bankView(legal, hasTVA) }, 200)
})

legalRoutes.openapi(guarded(saveBankRoute, noQuery), async (c) => {
  await replaceLegal(c, bankKeys, c.req.valid('json'))
  const { legal, hasTVA } = await shopLegal(c)
  return c.json(
    { sucess: true as const, message: legalText.bankSaved, bank: bankView(legal, hasTVA) },
    200,
  )
})
