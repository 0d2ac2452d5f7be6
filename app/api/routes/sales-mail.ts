/** Sending sales documents by mail, with their PDF. */
import { Hono } from 'hono'
import type { ApiEnv } from '../types'

export const salesMailRoutes = new Hono<ApiEnv>()
