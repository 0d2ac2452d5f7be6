/**
 * GET|POST /crm/campaigns, GET /crm/campaigns/{id}, GET /crm/campaigns/{id}/recipients (and its
 * CSV file, recipients.csv), POST /crm/campaigns/{id}/cancel and /send (crm/contract.ts; rules in
 * api-access.ts, createCampaign to write), and the public GET|POST /unsubscribe/{token} of the
 * mails' unsubscribe link.
 */
import { and, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { campaignText } from '#app/modules/crm/domain/campaigns'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import type { ApiEnv } from '#app/platform/api/types'
import { memberOf } from '#app/platform/auth/permissions'
import * as z from 'zod'
import { csvDownload, csvRoute, recordCsvRoute } from '#app/platform/api/csv-route'
import { crmUnsubscribes, shops } from '#app/platform/db/schema'
import {
  campaignRecipientsRoute,
  campaignRoute,
  cancelCampaignRoute,
  createCampaignRoute,
  listCampaignsRoute,
  RecipientsQuery,
  sendCampaignRoute,
  unsubscribeInfoRoute,
  unsubscribeRoute,
} from '../../contract'
import {
  campaignView,
  changeSchedule,
  createCampaign,
  findCampaign,
  listCampaigns,
  listRecipients,
} from '../campaigns'
import { campaignsCsv } from '../indexes-csv'
import { recipientsCsv } from '../recipients-csv'
import { readUnsubscribeToken, unsubscribe } from '../unsubscribe'

export const crmCampaignsRoutes = contractRouter()

crmCampaignsRoutes.openapi(guarded(listCampaignsRoute, noQuery), async (c) => {
  const campaigns = await listCampaigns(c.get('deps').db, memberOf(c))
  return c.json({ sucess: true as const, campaigns }, 200)
})

const campaignsCsvRoute = csvRoute(
  '/crm/campaigns/export.csv',
  'The campaigns as GET /crm/campaigns reads them (model, list, status, when, recipients counted per status), as a CSV file: UTF-8 with BOM, ‘;’ separated, instants DD/MM/YYYY HH:mm in Paris',
  z.strictObject({}),
)

// Before `/crm/campaigns/{id}`, which would refuse 'export.csv' as an id.
crmCampaignsRoutes.openapi(campaignsCsvRoute, async (c) =>
  c.body(await campaignsCsv(c.get('deps').db, memberOf(c)), 200, csvDownload('campagnes')),
)

crmCampaignsRoutes.openapi(guarded(campaignRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const row = await findCampaign(db, memberOf(c), c.req.valid('param').id)
  return c.json({ sucess: true as const, campaign: await campaignView(db, row) }, 200)
})

crmCampaignsRoutes.openapi(campaignRecipientsRoute, async (c) => {
  const { page, status } = c.req.valid('query')
  const read = await listRecipients(
    c.get('deps').db,
    memberOf(c),
    c.req.valid('param').id,
    page,
    status,
  )
  return c.json({ sucess: true as const, ...read }, 200)
})

const recipientsCsvRoute = recordCsvRoute(
  '/crm/campaigns/{id}/recipients.csv',
  'A campaign’s recipients (the status filter of GET /crm/campaigns/{id}/recipients, no page, in its order, at most 50 000) as a CSV file: UTF-8 with BOM, ‘;’ separated, statuses in French, sending time DD/MM/YYYY HH:mm in Paris',
  RecipientsQuery.omit({ page: true }),
)

crmCampaignsRoutes.openapi(recipientsCsvRoute, async (c) => {
  const { id } = c.req.valid('param')
  const csv = await recipientsCsv(c.get('deps').db, memberOf(c), id, c.req.valid('query').status)
  return c.body(csv, 200, csvDownload(`destinataires-campagne-${id}`))
})

crmCampaignsRoutes.openapi(guarded(createCampaignRoute, noQuery), async (c) => {
  const input = c.req.valid('json')
  const campaign = await createCampaign(c.get('deps').db, memberOf(c), input, new Date())
  const message = input.sendAt ? campaignText.created : campaignText.createdNow
  return c.json({ sucess: true as const, message, campaign }, 201)
})

crmCampaignsRoutes.openapi(guarded(cancelCampaignRoute, noQuery), async (c) => {
  const { id } = c.req.valid('param')
  const campaign = await changeSchedule(c.get('deps').db, memberOf(c), id, 'cancel', new Date())
  return c.json({ sucess: true as const, message: campaignText.cancelled, campaign }, 200)
})

crmCampaignsRoutes.openapi(guarded(sendCampaignRoute, noQuery), async (c) => {
  const { id } = c.req.valid('param')
  const campaign = await changeSchedule(c.get('deps').db, memberOf(c), id, 'send', new Date())
  return c.json({ sucess: true as const, message: campaignText.sendingNow, campaign }, 200)
})

const unsubscribeText = {
  unknown: 'Ce lien de désabonnement est invalide.',
  done: 'Votre adresse ne recevra plus les campagnes de cette boutique.',
} as const

/** The shop and address of a token signed by this platform, or 404. */
async function subscriptionOf(c: Context<ApiEnv>, token: string) {
  const { db, config } = c.get('deps')
  const read = readUnsubscribeToken(config.jwtSecret, token)
  const [shop] = read
    ? await db.select({ name: shops.name }).from(shops).where(eq(shops.id, read.shopId))
    : []
  if (!read || !shop) throw new ApiError(404, unsubscribeText.unknown)
  return { ...read, shopName: shop.name }
}

crmCampaignsRoutes.openapi(guarded(unsubscribeInfoRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const { shopId, email, shopName } = await subscriptionOf(c, c.req.valid('param').token)
  const [left] = await db
    .select({ email: crmUnsubscribes.email })
    .from(crmUnsubscribes)
    .where(and(eq(crmUnsubscribes.shopId, shopId), eq(crmUnsubscribes.email, email)))
  return c.json({ sucess: true as const, shopName, email, unsubscribed: !!left }, 200)
})

// RFC 8058: the receiver's one-click POST (body `List-Unsubscribe=One-Click`) needs no session
// and no token of a form; the signed link is the proof. Whatever the body, the answer is the same.
crmCampaignsRoutes.openapi(guarded(unsubscribeRoute, noQuery), async (c) => {
  const { shopId, email } = await subscriptionOf(c, c.req.valid('param').token)
  await unsubscribe(c.get('deps').db, shopId, email)
  return c.json({ sucess: true as const, message: unsubscribeText.done }, 200)
})
