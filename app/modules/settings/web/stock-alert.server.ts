/**
 * The 'Alerte de stock' form of the settings' 'Articles' tab (issue 16 §3): the level read with
 * GET /v1/settings/stock-alert (the team), saved by the owner with PUT.
 */
import { saveStockAlertRoute, stockAlertRoute } from '#app/modules/settings/contract'
import { stockAlertForm } from '#app/modules/settings/domain/stock-alert'
import type { GuardContext } from '#app/platform/web/guard.server'
import { loadSetting, saveSetting } from './settings-form.server'

export async function loadStockAlert(ctx: GuardContext) {
  const loaded = await loadSetting(ctx, () => ctx.api.call(stockAlertRoute, {}))
  return loaded && { level: loaded.stockAlert.level, editable: loaded.editable }
}
export type StockAlertView = NonNullable<Awaited<ReturnType<typeof loadStockAlert>>>

export const stockAlertAction = (request: Request, ctx: GuardContext, form: FormData) =>
  saveSetting(request, ctx, form, {
    form: 'stockAlert',
    schema: stockAlertForm,
    link: 'products',
    save: (json) => ctx.api.call(saveStockAlertRoute, { json }),
  })
