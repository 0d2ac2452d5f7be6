/**
 * The home page's endpoint (decision 0003): what needs a producer's attention today, each item
 * counted by the area that owns it (app/modules/home/api/providers.ts), and the month's figures
 * that the analytics area will add. Implemented by api/routes/home.ts, called by /dashboard.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { bearer, json, refusals, success } from '#app/platform/contract'

/** One thing to look at today: how many, and the list that shows exactly those, filtered so. */
export const AttentionItem = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  to: z.string(),
})
export type AttentionItem = z.output<typeof AttentionItem>

/** A figure of the month (analytics): an amount in cents or a number of things. */
export const HomeFigure = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number().int(),
  unit: z.enum(['cents', 'count']),
})
export type HomeFigure = z.output<typeof HomeFigure>

export const homeRoute = createRoute({
  method: 'get',
  path: '/home',
  summary:
    'Owner, collaborator or agent: what needs attention today in their shop (orders to validate, invoices to issue, overdue payments, shipments to prepare, new pro tariff requests…), each { key, label, count, to: the back-office list filtered to those }. An item shows only to whom its list’s endpoint admits (a collaborator without seeAllPayment gets no overdue payments); an agent’s counts are their clients’ only. figures: the month’s figures (empty until analytics adds them).',
  security: bearer,
  responses: {
    200: json(
      success({ attention: z.array(AttentionItem), figures: z.array(HomeFigure) }),
      'The home page’s items',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})
