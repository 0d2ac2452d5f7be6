import { Hono } from 'hono'
import type { ApiEnv } from '../types'

export const tarifsRoutes = new Hono<ApiEnv>()
