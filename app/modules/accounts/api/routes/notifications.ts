import { Hono } from 'hono'
import * as z from 'zod'
import { ok, parseBody, parseQuery } from '#app/platform/api/http'
import { requireUser, userIdOf } from '#app/platform/api/middleware'
import { listNotifications, markSeen } from '../notifications'
import type { ApiEnv } from '#app/platform/api/types'

const badParameter = 'Paramètre invalide.'

/** `?seen=false` for unseen notifications only; no other parameter or value is accepted. */
const listQuery = z.strictObject(
  { seen: z.literal('false', { error: badParameter }).optional() },
  { error: badParameter },
)

const MAX_IDS = 500

const markBody = z.strictObject(
  {
    arrayOfIds: z
      .array(
        z
          .number({ error: badParameter })
          .int(badParameter)
          .positive(badParameter)
          .max(2_147_483_647, badParameter),
        {
          error: 'Veuillez indiquer les notifications à marquer comme lues.',
        },
      )
      .min(1, 'Veuillez sélectionner au moins une notification.')
      .max(MAX_IDS, `Vous pouvez marquer au plus ${MAX_IDS} notifications à la fois.`),
  },
  { error: badParameter },
)

export const notificationRoutes = new Hono<ApiEnv>()

notificationRoutes.use('*', requireUser)

/** The signed-in user's notifications, newest first (100 at most), and how many are unseen. */
notificationRoutes.get('/', async (c) => {
  const query = parseQuery(c, listQuery)
  const result = await listNotifications(c.get('deps').db, userIdOf(c.get('auth')), {
    onlyUnseen: query.seen === 'false',
  })
  return ok(c, result)
})

notificationRoutes.put('/mark-as-seen', async (c) => {
  const { arrayOfIds } = await parseBody(c, markBody)
  const updated = await markSeen(c.get('deps').db, userIdOf(c.get('auth')), [
    ...new Set(arrayOfIds),
  ])
  return ok(c, { updated })
})

notificationRoutes.put('/mark-all-as-seen', async (c) => {
  const updated = await markSeen(c.get('deps').db, userIdOf(c.get('auth')))
  return ok(c, { updated })
})
