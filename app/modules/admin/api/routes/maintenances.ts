import { contractRouter } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import { currentMaintenanceRoute } from '../../contract'
import { currentMaintenance } from '../maintenance-state'

export const maintenanceRoutes = contractRouter()

maintenanceRoutes.use(currentMaintenanceRoute.path, noQuery)

/** The maintenance in force now, if any: banner mode, page mode, and its window (from memory). */
maintenanceRoutes.openapi(currentMaintenanceRoute, async (c) => {
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
