import { Hono } from 'hono'
import type { ApiEnv } from '../types'

export const promotionsRoutes = new Hono<ApiEnv>()
