/** Every kind of background job the worker knows, by type (see services/jobs.ts). */
import type { JobHandlers } from './services/jobs'

export const jobHandlers: JobHandlers = {}
