/** Every kind of background job the worker knows, by type (see services/jobs.ts). */
import { groupedOrderJobs } from '#app/modules/groups/api/grouped-orders'
import type { JobHandlers } from './jobs'
import { salesFileJobs } from '#app/modules/sales/api/sales-files'
import { messagingJobs } from '#app/modules/messaging/api/notify-mail'
import { crmJobs } from '#app/modules/crm/api/models'
import { supportJobs } from '#app/modules/messaging/api/support-mail'
import { importsJobs } from '#app/modules/imports/api/imports'
import { campaignJobs } from '#app/modules/crm/api/campaigns'
import { webhookJobs } from '#app/modules/integrations/api/webhooks'
import { shopExportJobs } from '#app/modules/settings/api/shop-export'
import { carrierJobs } from '#app/modules/carriers/api/labels'

export const jobHandlers: JobHandlers = {
  ...groupedOrderJobs,
  ...salesFileJobs,
  ...messagingJobs,
  ...crmJobs,
  ...supportJobs,
  ...importsJobs,
  ...campaignJobs,
  ...webhookJobs,
  ...shopExportJobs,
  ...carrierJobs,
}
