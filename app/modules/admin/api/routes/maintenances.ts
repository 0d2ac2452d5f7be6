import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import { currentMaintenanceRoute } from '../../contract'
import { currentMaintenance } from '../maintenance-state'

export const maintenanceRoutes = contractRouter()

/** The maintenance in force now, if any: banner mode, page mode, and its window (from memory). */
maintenanceRoutes.openapi(guarded(currentMaintenanceRoute, noQuery), async (c) => {
  const current = await currentMaintenance(c.get('deps').db)
  return c.json(
    {
      sucess: true as const,
      banner: current?.banner ?? false,
      page: current?.page ?? false,
      message: current?.message ?? null,
      startDate: current?.startDate.toISOString() ?? null,
      endDate: current?.endDate.toISOString() ?? null,
    },
    200,
  )
})
