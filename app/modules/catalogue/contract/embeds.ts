/** Iframes (embeddable views of a shop), image uploads and GS1 Digital Links (decision 0003). */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { IframeInput, IframeUpdate } from '#app/modules/catalogue/domain/catalogue-schemas'
import { bearer, body, idParams, json, Refusal, refusals, success } from '#app/platform/contract'
import { ownRecord, signedIn } from './refusals'
import { IframeRecord } from './records'
import { ShopTab } from '#app/modules/shop/contract/shops'

const badParameter = 'Paramètre invalide.'
const staff = 'module iframes; owner and collaborators (iam)'

export const publicIframeRoute = createRoute({
  method: 'get',
  path: '/iframes/{id}/public',
  summary:
    'No token: an iframe for embedding pages, and its shop’s public fields; 404 when unknown, or the shop is offline or its iframes module inactive',
  request: { params: idParams },
  responses: {
    200: json(
      success({
        iframe: IframeRecord,
        shop: z.object({
          id: z.number().int(),
          code: z.string(),
          name: z.string(),
          urlShop: z.string().nullable(),
          headerStyle: z.string(),
          tabs: z.array(ShopTab),
          editedShop: z.object({
            color: z.string().optional(),
            banner: z.string().optional(),
            logo: z.string().optional(),
          }),
        }),
      }),
      'The iframe and its shop',
    ),
    ...refusals.badInput,
    ...refusals.notFound,
  },
})

export const iframesRoute = createRoute({
  method: 'get',
  path: '/iframes',
  summary: `The shop’s iframes (${staff})`,
  security: bearer,
  responses: {
    200: json(success({ iframes: z.array(IframeRecord) }), 'The iframes'),
    ...signedIn,
  },
})

export const createIframeRoute = createRoute({
  method: 'post',
  path: '/iframes',
  summary: `Create an iframe ({ name, origins: ['https://host[:port]'], settings }; ${staff})`,
  security: bearer,
  request: { body: body(IframeInput) },
  responses: {
    201: json(success({ iframe: IframeRecord, message: z.string() }), 'Created'),
    ...signedIn,
  },
})

export const iframeRoute = createRoute({
  method: 'get',
  path: '/iframes/{id}',
  summary: `One iframe (${staff})`,
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ iframe: IframeRecord }), 'The iframe'),
    ...ownRecord,
  },
})

export const updateIframeRoute = createRoute({
  method: 'put',
  path: '/iframes/{id}',
  summary: `Update an iframe (partial; ${staff})`,
  security: bearer,
  request: { params: idParams, body: body(IframeUpdate) },
  responses: {
    200: json(success({ iframe: IframeRecord, message: z.string() }), 'Saved'),
    ...ownRecord,
  },
})

export const deleteIframeRoute = createRoute({
  method: 'delete',
  path: '/iframes/{id}',
  summary: `Delete an iframe (${staff})`,
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string() }), 'Deleted'),
    ...ownRecord,
  },
})

export const uploadImageRoute = createRoute({
  method: 'post',
  path: '/images',
  summary:
    'Upload an image (field `file`: JPEG, PNG or WebP by content, 5 MB at most, else 413; other types 415; createProduct, owner and iam). Resized to 1200 px at most and stored as WebP',
  security: bearer,
  request: {
    // Read by the handler itself (its own French refusals), so described, not validated here.
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary' } },
          },
        },
      },
    },
  },
  responses: {
    201: json(
      success({
        url: z.string(),
        width: z.number().int(),
        height: z.number().int(),
        message: z.string(),
      }),
      'Stored',
    ),
    ...signedIn,
    413: json(Refusal, 'Larger than 5 MB'),
    415: json(Refusal, 'Not a JPEG, PNG or WebP image'),
  },
})

export const gs1Route = createRoute({
  method: 'get',
  path: '/gs1/01/{gtin}',
  summary:
    'GS1 Digital Link resolution (/01/<GTIN>[?vintage=…&lot=…]): the shop, product, format, vintage (the latest when not named) and lot a scanned code names; an unknown vintage falls back to the latest one and an unknown lot is dropped (`fallback`); 404 when the GTIN names nothing',
  request: {
    params: z.object({ gtin: z.string() }),
    query: z.strictObject({
      vintage: z.string().trim().min(1, badParameter).max(40, badParameter).optional(),
      lot: z.string().min(1, badParameter).max(40, badParameter).optional(),
    }),
  },
  responses: {
    200: json(
      success({
        target: z.object({
          shopId: z.number().int(),
          /** The url slug, or the public code of a shop without one. */
          shopSlug: z.string(),
          productSlug: z.string(),
          formatId: z.number().int(),
          vintageId: z.number().int(),
          vintageName: z.string(),
          lot: z.string().nullable(),
          /** The link named a vintage or lot the catalogue does not know: the target left it out. */
          fallback: z.boolean(),
        }),
      }),
      'What the code names',
    ),
    ...refusals.badInput,
    ...refusals.notFound,
  },
})
