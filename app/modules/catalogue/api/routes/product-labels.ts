/** /product-labels: a shop's product labels (catalogue/contract/product-labels.ts). */
import * as contract from '#app/modules/catalogue/contract'
import { productLabelText as text } from '#app/modules/catalogue/domain/product-labels'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf } from '#app/platform/auth/permissions'
import { createLabel, deleteLabel, listLabels, updateLabel } from '../product-labels'

export const productLabelsRoutes = contractRouter()

productLabelsRoutes.openapi(guarded(contract.listProductLabelsRoute, noQuery), async (c) => {
  const labels = await listLabels(c.get('deps').db, memberOf(c).shop.id)
  return c.json({ sucess: true as const, labels }, 200)
})

productLabelsRoutes.openapi(guarded(contract.createProductLabelRoute, noQuery), async (c) => {
  const label = await createLabel(c.get('deps').db, memberOf(c).shop.id, c.req.valid('json'))
  return c.json({ sucess: true as const, label, message: text.created }, 201)
})

productLabelsRoutes.openapi(guarded(contract.updateProductLabelRoute, noQuery), async (c) => {
  const { id } = c.req.valid('param')
  const db = c.get('deps').db
  const label = await updateLabel(db, memberOf(c).shop.id, id, c.req.valid('json'))
  return c.json({ sucess: true as const, label, message: text.saved }, 200)
})

productLabelsRoutes.openapi(guarded(contract.deleteProductLabelRoute, noQuery), async (c) => {
  await deleteLabel(c.get('deps').db, memberOf(c).shop.id, c.req.valid('param').id)
  return c.json({ sucess: true as const, message: text.deleted }, 200)
})
