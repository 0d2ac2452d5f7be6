/**
 * The 'Étiquettes' section of the settings' 'Articles' tab (decision 0018): the shop's product
 * labels read with GET /v1/product-labels (the team), added, renamed or recoloured and deleted by
 * the owner, one form per label, each working without JavaScript.
 */
import {
  createProductLabelRoute,
  deleteProductLabelRoute,
  listProductLabelsRoute,
  updateProductLabelRoute,
} from '#app/modules/catalogue/contract'
import {
  productLabelDeleteForm,
  productLabelEditForm,
  productLabelForm,
  productLabelIntents,
} from '#app/modules/catalogue/domain/product-labels'
import type { GuardContext } from '#app/platform/web/guard.server'
import { loadSetting, saveSetting } from './settings-form.server'

export async function loadProductLabels(ctx: GuardContext) {
  const loaded = await loadSetting(ctx, () => ctx.api.call(listProductLabelsRoute, {}))
  return loaded && { labels: loaded.labels, editable: loaded.editable }
}
export type ProductLabelsView = NonNullable<Awaited<ReturnType<typeof loadProductLabels>>>

/** The refused form's name: the new label's, or that of the label it was about. */
export const labelFormName = (labelId?: unknown) =>
  labelId === undefined ? 'productLabel-new' : `productLabel-${String(labelId)}`

const common = { link: 'products' } as const

export const productLabelActions = {
  [productLabelIntents.create]: (request: Request, ctx: GuardContext, form: FormData) =>
    saveSetting(request, ctx, form, {
      ...common,
      form: labelFormName(),
      schema: productLabelForm,
      save: (json) => ctx.api.call(createProductLabelRoute, { json }),
    }),
  [productLabelIntents.update]: (request: Request, ctx: GuardContext, form: FormData) =>
    saveSetting(request, ctx, form, {
      ...common,
      form: labelFormName(form.get('labelId')),
      schema: productLabelEditForm,
      save: ({ labelId, ...json }) =>
        ctx.api.call(updateProductLabelRoute, { params: { id: String(labelId) }, json }),
    }),
  [productLabelIntents.delete]: (request: Request, ctx: GuardContext, form: FormData) =>
    saveSetting(request, ctx, form, {
      ...common,
      form: labelFormName(form.get('labelId')),
      schema: productLabelDeleteForm,
      save: ({ labelId }) =>
        ctx.api.call(deleteProductLabelRoute, { params: { id: String(labelId) } }),
    }),
}
