/** Quotes, invoices, deposit invoices and credit notes, numbered without gaps. */
import { Hono } from 'hono'
import type { ApiEnv } from '../types'

export const salesDocumentsRoutes = new Hono<ApiEnv>()
