/** Every kind of background job the worker knows, by type (see services/jobs.ts). */
import { groupedOrderJobs } from '../../modules/groups/api/grouped-orders'
import type { JobHandlers } from './jobs'
import { salesFileJobs } from '../../modules/sales/api/sales-files'

export const jobHandlers: JobHandlers = { ...groupedOrderJobs, ...salesFileJobs }
