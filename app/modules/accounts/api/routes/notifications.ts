import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { requireUser, userIdOf } from '#app/platform/api/middleware'
import { markAllSeenRoute, markSeenRoute, notificationsRoute } from '../../contract'
import { listNotifications, markSeen } from '../notifications'

export const notificationRoutes = contractRouter()

notificationRoutes.openapi(guarded(notificationsRoute, requireUser), async (c) => {
  const { seen } = c.req.valid('query')
  const result = await listNotifications(c.get('deps').db, userIdOf(c.get('auth')), {
    onlyUnseen: seen === 'false',
  })
  return c.json({ sucess: true as const, ...result }, 200)
})

notificationRoutes.openapi(guarded(markSeenRoute, requireUser), async (c) => {
  const { arrayOfIds } = c.req.valid('json')
  const updated = await markSeen(c.get('deps').db, userIdOf(c.get('auth')), [
    ...new Set(arrayOfIds),
  ])
  return c.json({ sucess: true as const, updated }, 200)
})

notificationRoutes.openapi(guarded(markAllSeenRoute, requireUser), async (c) => {
  const updated = await markSeen(c.get('deps').db, userIdOf(c.get('auth')))
  return c.json({ sucess: true as const, updated }, 200)
})
