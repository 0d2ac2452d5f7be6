/**
 * A shop's general terms of sale (CGV, issue 15 §4): read by anyone (the shop's `/cgv` page, the
 * checkout, the producer's order page for the version its buyer accepted), written by the owner.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { salesTermsSchema } from '../domain/sales-terms'
import { bearer, body, json, refusals, success } from '#app/platform/contract'
import { ShopRef } from './shops'

export const SalesTerms = z.object({
  shopName: z.string(),
  version: z.number().int(),
  /** Sanitised HTML. */
  html: z.string(),
  /** When this version was saved; null for Caveau's default text, never saved by the shop yet. */
  savedAt: z.string().nullable(),
  /** Caveau's default text (the shop has not written its own). */
  isDefault: z.boolean(),
})
export type SalesTerms = z.output<typeof SalesTerms>

export const salesTermsRoute = createRoute({
  method: 'get',
  path: '/shops/{id}/terms',
  summary:
    'The shop’s general terms of sale (CGV): the current version, or the version asked for (`version`, e.g. the one an order’s buyer accepted); 404 for an unknown shop or version',
  request: {
    params: ShopRef,
    query: z.strictObject({
      version: z.coerce.number().int().min(1).max(1_000_000).optional(),
    }),
  },
  responses: {
    200: json(success({ terms: SalesTerms }), 'The terms'),
    ...refusals.badInput,
    ...refusals.notFound,
  },
})

export const updateSalesTermsRoute = createRoute({
  method: 'put',
  path: '/shops/me/terms',
  summary:
    'The owner saves the shop’s general terms of sale: the HTML is sanitised, and a text different from the current one becomes a new version (earlier versions are kept, orders name theirs)',
  security: bearer,
  request: { body: body(salesTermsSchema) },
  responses: {
    200: json(success({ message: z.string(), terms: SalesTerms }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})
