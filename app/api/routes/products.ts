import { Hono } from 'hono'
import type { ApiEnv } from '../types'

export const productsRoutes = new Hono<ApiEnv>()
