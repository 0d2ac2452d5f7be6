import { eq } from 'drizzle-orm'
import { users } from '#app/platform/db/schema'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError, messages } from '#app/platform/api/http'
import { noQuery, userIdOf } from '#app/platform/api/middleware'
import { hashPassword } from '#app/platform/auth/passwords'
import { liveSessions, revokeUserSession, revokeUserSessions } from '#app/platform/auth/sessions'
import { deviceOf } from '../../domain/devices'
import { requireCurrentPassword } from '../login-throttle'
import { changePasswordRoute, endSessionRoute, mySessionsRoute } from '../../contract'

export const sessionRoutes = contractRouter()

sessionRoutes.openapi(guarded(mySessionsRoute, noQuery), async (c) => {
  const auth = c.get('auth')
  const rows = await liveSessions(c.get('deps').db, userIdOf(auth))
  const sessions = rows.map((s) => ({
    id: s.id,
    device: deviceOf(s.userAgent),
    ip: s.ip,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    current: s.id === auth.sessionId,
  }))
  return c.json({ sucess: true as const, sessions }, 200)
})

sessionRoutes.openapi(guarded(endSessionRoute, noQuery), async (c) => {
  const { id } = c.req.valid('param')
  if (!(await revokeUserSession(c.get('deps').db, userIdOf(c.get('auth')), id))) {
    throw new ApiError(404, messages.notFound)
  }
  return c.json({ sucess: true as const, message: 'La session a été fermée.' }, 200)
})

sessionRoutes.openapi(guarded(changePasswordRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const auth = c.get('auth')
  const userId = userIdOf(auth)
  const body = c.req.valid('json')
  await requireCurrentPassword(c, userId, body.currentPassword)
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(body.password), updatedAt: new Date() })
    .where(eq(users.id, userId))
  // Whoever else was signed in with the old password is signed out (ASVS v5 7.4.3).
  await revokeUserSessions(db, userId, auth.sessionId)
  return c.json(
    {
      sucess: true as const,
      message: 'Votre mot de passe a été changé. Vos autres sessions ont été fermées.',
    },
    200,
  )
})
