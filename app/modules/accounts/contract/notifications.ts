/** The notification centre: the shell's unseen count on every dashboard page, and the list. */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { notificationTypes } from '../domain/notifications'
import { bearer, body, json, refusals, success } from '#app/platform/contract'

const badParameter = 'Paramètre invalide.'
const MAX_IDS = 500

const Notification = z.object({
  id: z.number().int(),
  type: z.enum(notificationTypes),
  seen: z.boolean(),
  createdAt: z.iso.datetime(),
  content: z.string(),
  redirectLink: z.string().nullable(),
})

export const notificationsRoute = createRoute({
  method: 'get',
  path: '/notifications-centers',
  summary:
    'The signed-in user’s notifications, newest first (100 at most), and how many are unseen; `type` keeps one type (the home page’s new pro tariff requests: `tariffRequest`)',
  security: bearer,
  request: {
    query: z.strictObject(
      {
        seen: z
          .literal('false', { error: badParameter })
          .optional()
          .describe('`false`: the unseen notifications only'),
        type: z
          .enum(notificationTypes, { error: badParameter })
          .optional()
          .describe('Of this type only (unseen then counts that type only)'),
      },
      { error: badParameter },
    ),
  },
  responses: {
    200: json(
      success({ notifications: z.array(Notification), unseen: z.number().int() }),
      'The notifications',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const markSeenRoute = createRoute({
  method: 'put',
  path: '/notifications-centers/mark-as-seen',
  summary: `Mark some of one’s notifications as seen (${MAX_IDS} at most)`,
  security: bearer,
  request: {
    body: body(
      z.strictObject(
        {
          arrayOfIds: z
            .array(
              z
                .number({ error: badParameter })
                .int(badParameter)
                .positive(badParameter)
                .max(2_147_483_647, badParameter),
              { error: 'Veuillez indiquer les notifications à marquer comme lues.' },
            )
            .min(1, 'Veuillez sélectionner au moins une notification.')
            .max(MAX_IDS, `Vous pouvez marquer au plus ${MAX_IDS} notifications à la fois.`),
        },
        { error: badParameter },
      ),
    ),
  },
  responses: {
    200: json(success({ updated: z.number().int() }), 'How many were marked'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const markAllSeenRoute = createRoute({
  method: 'put',
  path: '/notifications-centers/mark-all-as-seen',
  summary: 'Mark all of one’s notifications as seen',
  security: bearer,
  responses: {
    200: json(success({ updated: z.number().int() }), 'How many were marked'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})
