import { contractRouter } from '#app/platform/api/contract-router'
import { userIdOf } from '#app/platform/api/middleware'
import { markAllSeenRoute, markSeenRoute, notificationsRoute } from '../../contract'
import { listNotifications, markSeen } from '../notifications'

export const notificationRoutes = contractRouter()

notificationRoutes.openapi(notificationsRoute, async (c) => {
  const { seen, type } = c.req.valid('query')
  const result = await listNotifications(c.get('deps').db, userIdOf(c.get('auth')), {
    onlyUnseen: seen === 'false',
    type,
  })
  return c.json({ sucess: true as const, ...result }, 200)
})

notificationRoutes.openapi(markSeenRoute, async (c) => {
  const { arrayOfIds } = c.req.valid('json')
  const updated = await markSeen(c.get('deps').db, userIdOf(c.get('auth')), [
    ...new Set(arrayOfIds),
  ])
  return c.json({ sucess: true as const, updated }, 200)
})

notificationRoutes.openapi(markAllSeenRoute, async (c) => {
  const updated = await markSeen(c.get('deps').db, userIdOf(c.get('auth')))
  return c.json({ sucess: true as const, updated }, 200)
})
