/**
 * The help chat (messaging/support-contract.ts): GET /support, POST /support/messages,
 * PUT /support/read for any signed-in user (their own thread only: no id to reach another's);
 * GET /admin/support, GET /admin/support/{id}, POST /admin/support/{id}/messages,
 * PUT /admin/support/{id}/read for admins. Who may call each is the access table's.
 */
import { supportText } from '#app/modules/messaging/domain/support'
import {
  answerSupportRoute,
  ownSupportRoute,
  readSupportRoute,
  readSupportThreadRoute,
  supportInboxRoute,
  supportThreadRoute,
  writeSupportRoute,
} from '#app/modules/messaging/support-contract'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery, userIdOf } from '#app/platform/api/middleware'
import {
  answerAsSupport,
  markReadBySupport,
  markReadByUser,
  ownThread,
  supportInbox,
  supportThread,
  writeAsUser,
} from '../support'

export const supportRoutes = contractRouter()

supportRoutes.openapi(guarded(ownSupportRoute, noQuery), async (c) => {
  const thread = await ownThread(c.get('deps').db, userIdOf(c.get('auth')))
  return c.json({ sucess: true as const, ...thread }, 200)
})

supportRoutes.openapi(guarded(writeSupportRoute, noQuery), async (c) => {
  const { body } = c.req.valid('json')
  const id = await writeAsUser(c.get('deps').db, userIdOf(c.get('auth')), body)
  return c.json({ sucess: true as const, message: supportText.sent, id }, 201)
})

supportRoutes.openapi(guarded(readSupportRoute, noQuery), async (c) => {
  await markReadByUser(c.get('deps').db, userIdOf(c.get('auth')))
  return c.json({ sucess: true as const, message: supportText.read }, 200)
})

supportRoutes.openapi(supportInboxRoute, async (c) => {
  const inbox = await supportInbox(c.get('deps').db, c.req.valid('query').page)
  return c.json({ sucess: true as const, ...inbox }, 200)
})

supportRoutes.openapi(guarded(supportThreadRoute, noQuery), async (c) => {
  const thread = await supportThread(c.get('deps').db, c.req.valid('param').id)
  return c.json({ sucess: true as const, ...thread }, 200)
})

supportRoutes.openapi(guarded(answerSupportRoute, noQuery), async (c) => {
  const { body } = c.req.valid('json')
  const id = await answerAsSupport(
    c.get('deps').db,
    c.req.valid('param').id,
    userIdOf(c.get('auth')),
    body,
  )
  return c.json({ sucess: true as const, message: supportText.answered, id }, 201)
})

supportRoutes.openapi(guarded(readSupportThreadRoute, noQuery), async (c) => {
  await markReadBySupport(c.get('deps').db, c.req.valid('param').id)
  return c.json({ sucess: true as const, message: supportText.read }, 200)
})
