/** A shop's clients (spec 2.2 clients): the sales documents name them. */
import { Hono } from 'hono'
import type { ApiEnv } from '../types'

export const clientsRoutes = new Hono<ApiEnv>()
