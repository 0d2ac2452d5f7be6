/** The payments ledger: receipts, refunds, credit notes used, outstandings, unpaids and reminders. */
import { Hono } from 'hono'
import type { ApiEnv } from '../types'

export const ledgerRoutes = new Hono<ApiEnv>()
