import { Hono } from 'hono'
import type { ApiEnv } from '../types'

export const iframesRoutes = new Hono<ApiEnv>()
