/** Grouped orders: opened by a buyer, joined through a link, placed at the deadline. */
import type { Context, MiddlewareHandler } from 'hono'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
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

/** Producers, collaborators, agents and admins are refused before the body is read. */
const buyersOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await requireBuyer(c)
  await next()
}

/** The group as the caller may read it, after a change. */
async function changed(c: Context<ApiEnv>, token: string, message: string) {
  const group = await requireGroup(c.get('deps').db, token)
  return {
    sucess: true as const,
    message,
    group: await describeGroup(c, group, userIdOf(c.get('auth'))),
  }
}

groupedOrdersRoutes.openapi(
  guarded(openGroupRoute, requireUser, noQuery, buyersOnly),
  async (c) => {
    const userId = userIdOf(c.get('auth'))
    const group = await openGroup(c, userId, c.req.valid('json'))
    return c.json(await changed(c, group.token, groupText.opened), 201)
  },
)

groupedOrdersRoutes.openapi(guarded(myGroupsRoute, requireUser, noQuery, buyersOnly), async (c) => {
  const userId = userIdOf(c.get('auth'))
  return c.json(
    { sucess: true as const, groups: await listGroupsOf(c.get('deps').db, userId) },
    200,
  )
})

groupedOrdersRoutes.openapi(guarded(groupRoute, requireUser, noQuery), async (c) => {
  const group = await requireGroup(c.get('deps').db, c.req.valid('param').token)
  return c.json(
    { sucess: true as const, group: await describeGroup(c, group, userIdOf(c.get('auth'))) },
    200,
  )
})

groupedOrdersRoutes.openapi(
  guarded(joinGroupRoute, requireUser, noQuery, buyersOnly),
  async (c) => {
    const userId = userIdOf(c.get('auth'))
    const { group, joined } = await joinGroup(c, userId, c.req.valid('param').token)
    return c.json(
      await changed(c, group.token, joined ? groupText.joined : groupText.alreadyMember),
      200,
    )
  },
)

groupedOrdersRoutes.openapi(
  guarded(groupLinesRoute, requireUser, noQuery, buyersOnly),
  async (c) => {
    const userId = userIdOf(c.get('auth'))
    const body = c.req.valid('json')
    const group = await setMyLines(c, userId, c.req.valid('param').token, body.lines)
    return c.json(await changed(c, group.token, groupText.saved), 200)
  },
)

groupedOrdersRoutes.openapi(
  guarded(leaveGroupRoute, requireUser, noQuery, buyersOnly),
  async (c) => {
    const userId = userIdOf(c.get('auth'))
    const group = await leaveGroup(c, userId, c.req.valid('param').token)
    return c.json(await changed(c, group.token, groupText.left), 200)
  },
)

groupedOrdersRoutes.openapi(
  guarded(placeGroupRoute, requireUser, noQuery, buyersOnly),
  async (c) => {
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
  },
)

groupedOrdersRoutes.openapi(
  guarded(cancelGroupRoute, requireUser, noQuery, buyersOnly),
  async (c) => {
    const userId = userIdOf(c.get('auth'))
    const group = await cancelGroup(c, userId, c.req.valid('param').token)
    return c.json(await changed(c, group.token, groupText.cancelled), 200)
  },
)
