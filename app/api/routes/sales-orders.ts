/** Orders entered and followed in the back office: entry, filters, CSV, cancellation, ventilation. */
import { Hono } from 'hono'
import type { ApiEnv } from '../types'

export const salesOrdersRoutes = new Hono<ApiEnv>()
