/** Shipments and returns of orders (spec 4 delivery statuses). */
import { Hono } from 'hono'
import type { ApiEnv } from '../types'

export const shipmentsRoutes = new Hono<ApiEnv>()
