import { and, asc, gt, lte } from 'drizzle-orm'
import { Hono } from 'hono'
import { maintenances } from '../db/schema'
import { ok } from '../http'
import { noQuery } from '../middleware'
import type { ApiEnv } from '../types'

export const maintenanceRoutes = new Hono<ApiEnv>()

maintenanceRoutes.use('*', noQuery)

/** The maintenance in force now, if any: banner mode, page mode, and its window. */
maintenanceRoutes.get('/', async (c) => {
  const now = new Date()
  const [current] = await c
    .get('deps')
    .db.select()
    .from(maintenances)
    .where(and(lte(maintenances.startDate, now), gt(maintenances.endDate, now)))
    .orderBy(asc(maintenances.startDate))
    .limit(1)
  return ok(c, {
    banner: current?.banner ?? false,
    page: current?.page ?? false,
    message: current?.message ?? null,
    startDate: current?.startDate.toISOString() ?? null,
    endDate: current?.endDate.toISOString() ?? null,
  })
})
