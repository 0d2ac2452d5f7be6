import { Hono } from 'hono'
import type { ApiEnv } from '../types'

export const gs1Routes = new Hono<ApiEnv>()
