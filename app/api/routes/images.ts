import { Hono } from 'hono'
import type { ApiEnv } from '../types'

export const imagesRoutes = new Hono<ApiEnv>()
