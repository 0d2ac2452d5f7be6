/** The price grid and the promotions of a shop (decision 0003). */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import {
  PromotionInput,
  PromotionUpdate,
  TarifsInput,
} from '#app/modules/catalogue/domain/catalogue-schemas'
import { bearer, body, idParams, json, Refusal, success } from '#app/platform/contract'
import { ownRecord, signedIn } from './refusals'
import { PriceGrid, PromotionRecord } from './records'

const staff = 'owner and collaborators (iam)'

export const tarifsRoute = createRoute({
  method: 'get',
  path: '/tarifs',
  summary: `The price grid (seeAllPrice, ${staff}; agents read the grid of the shop they sell for)`,
  security: bearer,
  responses: {
    200: json(success(PriceGrid), 'The typologies, the VAT rates and one row per format'),
    ...signedIn,
  },
})

export const saveTarifsRoute = createRoute({
  method: 'put',
  path: '/tarifs',
  summary:
    'Edit the price grid (owners and collaborators with seeAllPrice; agents get 403) ({ typologies?: key → typology, added or replaced by key; prices?: [{ formatId, typology, visible, priceCents | null }]; vatRate?: { standard, medium, reduced } (percent, strictly between 0 and 100, two decimals at most); hasTVA?: the shop charges VAT; allRulesInEq75?: every quantity rule in 75 cl equivalents }); exactly one typology stays public',
  security: bearer,
  request: { body: body(TarifsInput) },
  responses: {
    200: json(success({ ...PriceGrid, message: z.string() }), 'Saved: the grid'),
    ...ownRecord,
  },
})

export const deleteTypologyRoute = createRoute({
  method: 'delete',
  path: '/tarifs/typologies/{key}',
  summary:
    'Delete a typology (not the public one: 400); its members fall back to the public typology',
  security: bearer,
  request: { params: z.object({ key: z.string() }) },
  responses: {
    200: json(success({ ...PriceGrid, message: z.string() }), 'Deleted: the grid'),
    ...ownRecord,
  },
})

export const promotionsRoute = createRoute({
  method: 'get',
  path: '/promotions',
  summary: `The shop’s promotions (seeAllPrice, ${staff})`,
  security: bearer,
  responses: {
    200: json(success({ promotions: z.array(PromotionRecord) }), 'The promotions'),
    ...signedIn,
  },
})

export const createPromotionRoute = createRoute({
  method: 'post',
  path: '/promotions',
  summary:
    'Create a promotion; a code (15 characters at most) is stored upper case and unique in the shop (409)',
  security: bearer,
  request: { body: body(PromotionInput) },
  responses: {
    201: json(success({ promotion: PromotionRecord, message: z.string() }), 'Created'),
    ...ownRecord,
    409: json(Refusal, 'A code already used'),
  },
})

export const updatePromotionRoute = createRoute({
  method: 'put',
  path: '/promotions/{id}',
  summary: 'Update a promotion (partial)',
  security: bearer,
  request: { params: idParams, body: body(PromotionUpdate) },
  responses: {
    200: json(success({ promotion: PromotionRecord, message: z.string() }), 'Saved'),
    ...ownRecord,
    409: json(Refusal, 'A code already used'),
  },
})

export const deletePromotionRoute = createRoute({
  method: 'delete',
  path: '/promotions/{id}',
  summary: 'Delete a promotion',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string() }), 'Deleted'),
    ...ownRecord,
  },
})
