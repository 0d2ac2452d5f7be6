import { Hono } from 'hono'
import type { ApiEnv } from '../types'

export const publicCatalogueRoutes = new Hono<ApiEnv>()
