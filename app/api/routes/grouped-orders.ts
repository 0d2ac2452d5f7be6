/** Grouped orders: opened by a buyer, joined through a link, placed at the deadline. */
import { Hono } from 'hono'
import type { ApiEnv } from '../types'

export const groupedOrdersRoutes = new Hono<ApiEnv>()
