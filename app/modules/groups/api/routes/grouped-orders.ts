/** Grouped orders: opened by a buyer, joined through a link, placed at the deadline. */
import type { Context } from 'hono'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery, userIdOf } from '#app/platform/api/middleware'
import { describeGroup, listGroupsOf } from '../grouped-order-view'
import {
  cancelGroup,
  groupText,
  joinGroup,
  leaveGroup,
  openGroup,
  placeGroupNow,
  requireGroup,
  setMyLines,
} from '../grouped-orders'
import type { ApiEnv } from '#app/platform/api/types'
import {
  cancelGroupRoute,
  groupLinesRoute,
  groupRoute,
  joinGroupRoute,
  leaveGroupRoute,
  myGroupsRoute,
  openGroupRoute,
  placeGroupRoute,
} from '../../contract'

export const groupedOrdersRoutes = contractRouter()

/** The group as the caller may read it, after a change. */
async function changed(c: Context<ApiEnv>, token: string, message: string) {
  const group = await requireGroup(c.get('deps').db, token)
  return {
    sucess: true as const,
    message,
    group: await describeGroup(c, group, userIdOf(c.get('auth'))),
  }
}

groupedOrdersRoutes.openapi(guarded(openGroupRoute, noQuery), async (c) => {
  const userId = userIdOf(c.get('auth'))
  const group = await openGroup(c, userId, c.req.valid('json'))
  return c.json(await changed(c, group.token, groupText.opened), 201)
})

groupedOrdersRoutes.openapi(guarded(myGroupsRoute, noQuery), async (c) => {
  const userId = userIdOf(c.get('auth'))
  return c.json(
    { sucess: true as const, groups: await listGroupsOf(c.get('deps').db, userId) },
    200,
  )
})

groupedOrdersRoutes.openapi(guarded(groupRoute, noQuery), async (c) => {
  const group = await requireGroup(c.get('deps').db, c.req.valid('param').token)
  return c.json(
    { sucess: true as const, group: await describeGroup(c, group, userIdOf(c.get('auth'))) },
    200,
  )
})

groupedOrdersRoutes.openapi(guarded(joinGroupRoute, noQuery), async (c) => {
  const userId = userIdOf(c.get('auth'))
  const { group, joined } = await joinGroup(c, userId, c.req.valid('param').token)
  return c.json(
    await changed(c, group.token, joined ? groupText.joined : groupText.alreadyMember),
    200,
  )
})

groupedOrdersRoutes.openapi(guarded(groupLinesRoute, noQuery), async (c) => {
  const userId = userIdOf(c.get('auth'))
  const body = c.req.valid('json')
  const group = await setMyLines(c, userId, c.req.valid('param').token, body.lines)
  return c.json(await changed(c, group.token, groupText.saved), 200)
})

groupedOrdersRoutes.openapi(guarded(leaveGroupRoute, noQuery), async (c) => {
  const userId = userIdOf(c.get('auth'))
  const group = await leaveGroup(c, userId, c.req.valid('param').token)
  return c.json(await changed(c, group.token, groupText.left), 200)
})

groupedOrdersRoutes.openapi(guarded(placeGroupRoute, noQuery), async (c) => {
  const userId = userIdOf(c.get('auth'))
  const { group, outcome } = await placeGroupNow(c, userId, c.req.valid('param').token)
  const message =
    outcome.status === 'placed'
      ? groupText.placed
      : `La commande groupée n’a pas pu être passée (${outcome.status === 'expired' ? outcome.reason : ''}) : chacun retrouve ses articles dans son panier.`
  const view = await describeGroup(c, await requireGroup(c.get('deps').db, group.token), userId)
  return c.json(
    {
      sucess: true as const,
      message,
      placed: outcome.status === 'placed',
      orderId: outcome.status === 'placed' ? outcome.orderId : null,
      group: view,
    },
    200,
  )
})

groupedOrdersRoutes.openapi(guarded(cancelGroupRoute, noQuery), async (c) => {
  const userId = userIdOf(c.get('auth'))
  const group = await cancelGroup(c, userId, c.req.valid('param').token)
  return c.json(await changed(c, group.token, groupText.cancelled), 200)
})
