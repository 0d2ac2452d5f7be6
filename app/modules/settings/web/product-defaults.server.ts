/**
 * The 'Valeurs par défaut des articles' form of the settings' 'Articles' tab (issue 16 §1): the
 * defaults read with GET /v1/settings/product-defaults (the team), saved by the owner with PUT.
 */
import { productDefaultsRoute, saveProductDefaultsRoute } from '#app/modules/settings/contract'
import { productDefaultsForm } from '#app/modules/settings/domain/product-defaults'
import type { GuardContext } from '#app/platform/web/guard.server'
import { loadSetting, saveSetting } from './settings-form.server'

export async function loadProductDefaults(ctx: GuardContext) {
  const loaded = await loadSetting(ctx, () => ctx.api.call(productDefaultsRoute, {}))
  return loaded && { ...loaded.productDefaults, editable: loaded.editable }
}
export type ProductDefaultsView = NonNullable<Awaited<ReturnType<typeof loadProductDefaults>>>

export const productDefaultsAction = (request: Request, ctx: GuardContext, form: FormData) =>
  saveSetting(request, ctx, form, {
    form: 'productDefaults',
    schema: productDefaultsForm,
    link: 'products',
    save: (json) => ctx.api.call(saveProductDefaultsRoute, { json }),
  })
