import { Hono } from 'hono'
import { ok } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { currentMaintenance } from '../maintenance-state'
import type { ApiEnv } from '#app/platform/api/types'

export const maintenanceRoutes = new Hono<ApiEnv>()

maintenanceRoutes.use('*', noQuery)

/** The maintenance in force now, if any: banner mode, page mode, and its window (from memory). */
maintenanceRoutes.get('/', async (c) => {
  const current = await currentMaintenance(c.get('deps').db)
  return ok(c, {
    banner: current?.banner ?? false,
    page: current?.page ?? false,
    message: current?.message ?? null,
    startDate: current?.startDate.toISOString() ?? null,
    endDate: current?.endDate.toISOString() ?? null,
  })
})
