/**
 * GET|POST /delivery-modes, PUT|DELETE /delivery-modes/{id}: the member's shop's delivery modes as
 * its settings edit them (owner, or a collaborator with manageDelivery: api-access.ts).
 */
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf } from '#app/platform/auth/permissions'
import {
  createDeliveryModeRoute,
  deleteDeliveryModeRoute,
  deliveryModesSettingsRoute,
  updateDeliveryModeRoute,
} from '../../contract'
import { deliveryText } from '../../domain/delivery-mode'
import * as service from '../delivery-settings'

export const deliverySettingsRoutes = contractRouter()

deliverySettingsRoutes.openapi(guarded(deliveryModesSettingsRoute, noQuery), async (c) => {
  const deliveryModes = await service.shopDeliveryModes(c.get('deps').db, memberOf(c).shop.id)
  return c.json({ sucess: true as const, deliveryModes }, 200)
})

deliverySettingsRoutes.openapi(guarded(createDeliveryModeRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const deliveryMode = await service.createDeliveryMode(
    db,
    memberOf(c).shop.id,
    c.req.valid('json'),
  )
  return c.json({ sucess: true as const, message: deliveryText.created, deliveryMode }, 201)
})

deliverySettingsRoutes.openapi(guarded(updateDeliveryModeRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const { id } = c.req.valid('param')
  const deliveryMode = await service.updateDeliveryMode(
    db,
    memberOf(c).shop.id,
    id,
    c.req.valid('json'),
  )
  return c.json({ sucess: true as const, message: deliveryText.updated, deliveryMode }, 200)
})

deliverySettingsRoutes.openapi(guarded(deleteDeliveryModeRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const { id } = c.req.valid('param')
  const { deactivated } = await service.deleteDeliveryMode(db, memberOf(c).shop.id, id)
  const message = deactivated ? deliveryText.deactivated : deliveryText.deleted
  return c.json({ sucess: true as const, message, deactivated }, 200)
})
