/** Every kind of background job the worker knows, by type (see services/jobs.ts). */
import { groupedOrderJobs } from './services/grouped-orders'
import type { JobHandlers } from './services/jobs'
import { salesFileJobs } from './services/sales-files'

export const jobHandlers: JobHandlers = { ...groupedOrderJobs, ...salesFileJobs }
