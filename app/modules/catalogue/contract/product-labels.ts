/**
 * A shop's product labels (decision 0018): listed by its owner and collaborators, written by its
 * owner (as the defaults of new products); given to a product by its update (`labelIds`).
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { ProductLabelInput } from '#app/modules/catalogue/domain/product-labels'
import { labelColourKeys } from '#app/modules/catalogue/domain/label-colours'
import { bearer, body, idParams, json, Refusal, success } from '#app/platform/contract'
import { ownRecord, signedIn } from './refusals'
import { ProductLabelRecord } from './records'

const fields = `{ name (1 to 30 characters, unique in the shop whatever its case), colour (${labelColourKeys.join(', ')}) }`

export const listProductLabelsRoute = createRoute({
  method: 'get',
  path: '/product-labels',
  summary:
    'Owner or collaborator: their shop’s product labels (name and colour of the 11-colour palette), by name',
  security: bearer,
  responses: {
    200: json(success({ labels: z.array(ProductLabelRecord) }), 'The labels'),
    ...signedIn,
  },
})

const labelAnswer = (description: string) =>
  json(success({ label: ProductLabelRecord, message: z.string() }), description)

export const createProductLabelRoute = createRoute({
  method: 'post',
  path: '/product-labels',
  summary: `Owner: add a label ${fields}; 50 at most per shop`,
  security: bearer,
  request: { body: body(ProductLabelInput) },
  responses: {
    201: labelAnswer('Created'),
    ...signedIn,
    409: json(Refusal, 'A label of that name already'),
  },
})

export const updateProductLabelRoute = createRoute({
  method: 'put',
  path: '/product-labels/{id}',
  summary: `Owner: rename or recolour a label ${fields}; its products show the change`,
  security: bearer,
  request: { params: idParams, body: body(ProductLabelInput) },
  responses: {
    200: labelAnswer('Saved'),
    ...ownRecord,
    409: json(Refusal, 'A label of that name already'),
  },
})

export const deleteProductLabelRoute = createRoute({
  method: 'delete',
  path: '/product-labels/{id}',
  summary: 'Owner: delete a label; it is removed from every product',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string() }), 'Deleted'),
    ...ownRecord,
  },
})
