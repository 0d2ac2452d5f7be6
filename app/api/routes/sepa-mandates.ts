/** SEPA direct-debit mandates and their spec 4 statuses. */
import { Hono } from 'hono'
import type { ApiEnv } from '../types'

export const sepaMandatesRoutes = new Hono<ApiEnv>()
