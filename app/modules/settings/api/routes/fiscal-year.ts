/**
 * GET|PUT /settings/fiscal-year: the day the member's shop's fiscal year starts on
 * (settings/contract.ts), kept as `logStartMonth` and `logStartDay` of `shops.settings`, with the
 * fiscal year today falls in.
 */
import { eq, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import type { ApiEnv } from '#app/platform/api/types'
import { memberOf } from '#app/platform/auth/permissions'
import { shops } from '#app/platform/db/schema'
import { fiscalYearOf, fiscalYearText } from '../../domain/fiscal-year'
import { fiscalYearRoute, saveFiscalYearRoute } from '../../contract'

export const fiscalYearRoutes = contractRouter()

async function fiscalYear(c: Context<ApiEnv>) {
  const [row] = await c
    .get('deps')
    .db.select({ settings: shops.settings })
    .from(shops)
    .where(eq(shops.id, memberOf(c).shop.id))
  // Shops made before the setting had a start read as a calendar year.
  const start = { month: row?.settings.logStartMonth ?? 1, day: row?.settings.logStartDay ?? 1 }
  return { ...start, current: fiscalYearOf(start, new Date()) }
}

fiscalYearRoutes.openapi(guarded(fiscalYearRoute, noQuery), async (c) =>
  c.json({ sucess: true as const, fiscalYear: await fiscalYear(c) }, 200),
)

fiscalYearRoutes.openapi(guarded(saveFiscalYearRoute, noQuery), async (c) => {
  const { month, day } = c.req.valid('json')
  // One statement: another setting saved meanwhile is kept.
  await c
    .get('deps')
    .db.update(shops)
    .set({
      settings: sql`${shops.settings} || ${JSON.stringify({ logStartMonth: month, logStartDay: day })}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(shops.id, memberOf(c).shop.id))
  return c.json(
    { sucess: true as const, message: fiscalYearText.saved, fiscalYear: await fiscalYear(c) },
    200,
  )
})
