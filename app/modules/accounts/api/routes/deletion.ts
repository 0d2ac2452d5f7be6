/** POST /users/me/deletion: one's own account deleted (accounts/api/deletion.ts). */
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery, userIdOf } from '#app/platform/api/middleware'
import { deletionText } from '../../domain/deletion'
import { deleteAccount } from '../deletion'
import { requireCurrentPassword } from '../login-throttle'
import { deleteMeRoute } from '../../contract'

export const deletionRoutes = contractRouter()

deletionRoutes.openapi(guarded(deleteMeRoute, noQuery), async (c) => {
  const userId = userIdOf(c.get('auth'))
  await requireCurrentPassword(c, userId, c.req.valid('json').currentPassword)
  const { shopDeleted } = await deleteAccount(c.get('deps').db, userId)
  return c.json(
    {
      sucess: true as const,
      message: shopDeleted ? deletionText.shopDeleted : deletionText.deleted,
    },
    200,
  )
})
