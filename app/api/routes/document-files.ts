/** Generated PDFs, read by those who may see the document. */
import { Hono } from 'hono'
import type { ApiEnv } from '../types'

export const documentFilesRoutes = new Hono<ApiEnv>()
