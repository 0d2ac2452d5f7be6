/** Grouped orders: opened by a buyer, joined through a link, placed at the deadline. */
import { Hono, type Context } from 'hono'
import { groupLinesSchema, openGroupSchema } from '#app/modules/groups/domain/grouped-orders'
import { ok, parseBody } from '#app/platform/api/http'
import { noQuery, requireUser, userIdOf } from '#app/platform/api/middleware'
import { describeGroup, listGroupsOf } from '../grouped-order-view'
import {
  cancelGroup,
  groupText,
  joinGroup,
  leaveGroup,
  openGroup,
  placeGroupNow,
  requireBuyer,
  requireGroup,
  setMyLines,
} from '../grouped-orders'
import type { ApiEnv } from '#app/platform/api/types'

export const groupedOrdersRoutes = new Hono<ApiEnv>()

const tokenOf = (c: Context<ApiEnv>) => c.req.param('token') ?? ''

/** The group as the caller may read it, after a change. */
async function answer(c: Context<ApiEnv>, token: string, message: string, status: 200 | 201 = 200) {
  const group = await requireGroup(c.get('deps').db, token)
  return ok(c, { message, group: await describeGroup(c, group, userIdOf(c.get('auth'))) }, status)
}

groupedOrdersRoutes.post('/', requireUser, noQuery, async (c) => {
  const userId = await requireBuyer(c)
  const body = await parseBody(c, openGroupSchema(new Date()))
  const group = await openGroup(c, userId, body)
  return answer(c, group.token, groupText.opened, 201)
})

groupedOrdersRoutes.get('/', requireUser, noQuery, async (c) => {
  const userId = await requireBuyer(c)
  return ok(c, { groups: await listGroupsOf(c.get('deps').db, userId) })
})

groupedOrdersRoutes.get('/:token', requireUser, noQuery, async (c) => {
  const group = await requireGroup(c.get('deps').db, tokenOf(c))
  return ok(c, { group: await describeGroup(c, group, userIdOf(c.get('auth'))) })
})

groupedOrdersRoutes.post('/:token/join', requireUser, noQuery, async (c) => {
  const userId = await requireBuyer(c)
  const { group, joined } = await joinGroup(c, userId, tokenOf(c))
  return answer(c, group.token, joined ? groupText.joined : groupText.alreadyMember)
})

groupedOrdersRoutes.put('/:token/lines', requireUser, noQuery, async (c) => {
  const userId = await requireBuyer(c)
  const body = await parseBody(c, groupLinesSchema)
  const group = await setMyLines(c, userId, tokenOf(c), body.lines)
  return answer(c, group.token, groupText.saved)
})

groupedOrdersRoutes.post('/:token/leave', requireUser, noQuery, async (c) => {
  const userId = await requireBuyer(c)
  const group = await leaveGroup(c, userId, tokenOf(c))
  return answer(c, group.token, groupText.left)
})

groupedOrdersRoutes.post('/:token/place', requireUser, noQuery, async (c) => {
  const userId = await requireBuyer(c)
  const { group, outcome } = await placeGroupNow(c, userId, tokenOf(c))
  const message =
    outcome.status === 'placed'
      ? groupText.placed
      : `La commande groupée n’a pas pu être passée (${outcome.status === 'expired' ? outcome.reason : ''}) : chacun retrouve ses articles dans son panier.`
  const view = await describeGroup(c, await requireGroup(c.get('deps').db, group.token), userId)
  return ok(c, {
    message,
    placed: outcome.status === 'placed',
    orderId: outcome.status === 'placed' ? outcome.orderId : null,
    group: view,
  })
})

groupedOrdersRoutes.post('/:token/cancel', requireUser, noQuery, async (c) => {
  const userId = await requireBuyer(c)
  const group = await cancelGroup(c, userId, tokenOf(c))
  return answer(c, group.token, groupText.cancelled)
})
