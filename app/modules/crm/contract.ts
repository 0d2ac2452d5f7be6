/**
 * The CRM's marketing endpoints (decision 0003, issue 17 §3), implemented by api/routes/lists.ts,
 * api/routes/models.ts and api/routes/campaign-settings.ts:
 * - GET|POST /crm/lists, GET|PUT|DELETE /crm/lists/{id}, POST /crm/lists/{id}/members and
 *   DELETE /crm/lists/{id}/members/{clientId}: static and dynamic lists; members are only the
 *   clients the caller reaches (clients/domain/followers.ts);
 * - GET|POST /crm/models, GET|PUT|DELETE /crm/models/{id}, GET /crm/models/{id}/preview and
 *   POST /crm/models/{id}/test-send: mail models, previewed and tried as a recipient sees them;
 * - GET|PUT /settings/campaigns: the sender, reply-to and signature of the shop's mails, and
 *   PUT|DELETE /settings/campaigns/dkim: the key that signs them;
 * - GET|POST /crm/campaigns, GET /crm/campaigns/{id}, GET /crm/campaigns/{id}/recipients,
 *   POST /crm/campaigns/{id}/cancel and /send: campaigns (api/routes/campaigns.ts);
 * - GET|POST /unsubscribe/{token}: a recipient leaves a shop's campaigns (no session).
 * Rules in app/platform/domain/api-access.ts (module campaigns; createList, createModel,
 * createCampaign).
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { Client } from '#app/modules/clients/contract'
import { CampaignSettingsInput } from '#app/modules/crm/domain/campaign-settings'
import {
  CampaignInput,
  campaignStatuses,
  recipientStatuses,
} from '#app/modules/crm/domain/campaigns'
import { DkimInput } from '#app/modules/crm/domain/dkim'
import { ListInput, ListUpdate, listTypes, MemberInput } from '#app/modules/crm/domain/lists'
import { ModelInput, modelKinds } from '#app/modules/crm/domain/models'
import {
  bearer,
  body,
  idParams,
  idSegment,
  json,
  pageFields,
  pageSegment,
  refusals,
  success,
} from '#app/platform/contract'

const badParameter = 'Paramètre invalide.'
const int = () => z.number().int()
const reach =
  'Members are the clients the caller reaches (owners and collaborators with seeAllClient: the shop’s; agents and collaborators without it: those they follow).'

export const CrmList = z.object({
  id: int(),
  name: z.string(),
  type: z.enum(listTypes),
  /** A dynamic list's filters, as GET /clients takes them; null for a static list. */
  filters: z.record(z.string(), z.string()).nullable(),
  /** How many members the caller reaches, counted now. */
  count: int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type CrmList = z.output<typeof CrmList>

export const listListsRoute = createRoute({
  method: 'get',
  path: '/crm/lists',
  summary: `The shop’s marketing lists with their member count (a dynamic list evaluated now). ${reach}`,
  security: bearer,
  responses: {
    200: json(success({ lists: z.array(CrmList) }), 'The lists'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const ListQuery = z.strictObject(
  { page: pageSegment().default(1).describe('Page of members, from 1') },
  { error: badParameter },
)

export const listRoute = createRoute({
  method: 'get',
  path: '/crm/lists/{id}',
  summary: `One list and a page of its members, 20 a page (a dynamic list’s filters applied now). ${reach}`,
  security: bearer,
  request: { params: idParams, query: ListQuery },
  responses: {
    200: json(
      success({
        list: CrmList,
        members: z.array(Client),
        ...pageFields,
        totalCapped: z.boolean(),
      }),
      'The list and its members',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const createListRoute = createRoute({
  method: 'post',
  path: '/crm/lists',
  summary:
    'createList: a list { name, type (static, dynamic), filters (dynamic: the filters of GET /clients, at least one) }',
  security: bearer,
  request: { body: body(ListInput) },
  responses: {
    201: json(success({ message: z.string(), list: CrmList }), 'Created'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveListRoute = createRoute({
  method: 'put',
  path: '/crm/lists/{id}',
  summary: 'createList: rename a list, or change a dynamic list’s filters { name, filters }',
  security: bearer,
  request: { params: idParams, body: body(ListUpdate) },
  responses: {
    200: json(success({ message: z.string(), list: CrmList }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const deleteListRoute = createRoute({
  method: 'delete',
  path: '/crm/lists/{id}',
  summary: 'createList: delete a list (its clients stay)',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string() }), 'Deleted'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const addMemberRoute = createRoute({
  method: 'post',
  path: '/crm/lists/{id}/members',
  summary:
    'createList: add a client the caller reaches to a static list { clientId } (404 for a client out of reach)',
  security: bearer,
  request: { params: idParams, body: body(MemberInput) },
  responses: {
    200: json(success({ message: z.string() }), 'Added'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const removeMemberRoute = createRoute({
  method: 'delete',
  path: '/crm/lists/{id}/members/{clientId}',
  summary: 'createList: take a client the caller reaches out of a static list',
  security: bearer,
  request: { params: z.object({ id: idSegment(), clientId: idSegment() }) },
  responses: {
    200: json(success({ message: z.string() }), 'Removed'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const CrmModel = z.object({
  id: int(),
  kind: z.enum(modelKinds),
  name: z.string(),
  subject: z.string(),
  title: z.string().nullable(),
  body: z.string().nullable(),
  buttonLabel: z.string().nullable(),
  buttonLink: z.string().nullable(),
  /** An advanced model's HTML, sanitised with the spec's allow-list. */
  html: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type CrmModel = z.output<typeof CrmModel>

export const listModelsRoute = createRoute({
  method: 'get',
  path: '/crm/models',
  summary: 'The shop’s mail models, last changed first',
  security: bearer,
  responses: {
    200: json(success({ models: z.array(CrmModel) }), 'The models'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const modelRoute = createRoute({
  method: 'get',
  path: '/crm/models/{id}',
  summary: 'One mail model of the shop',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ model: CrmModel }), 'The model'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

const modelFields =
  '{ kind: standard, name, subject, title, body, buttonLabel, buttonLink } or { kind: advanced, name, subject, html (sanitised with the spec’s allow-list) }; subject, title, body and html may hold the dynamic fields ({{prenom}}…)'

export const createModelRoute = createRoute({
  method: 'post',
  path: '/crm/models',
  summary: `createModel: a mail model ${modelFields}`,
  security: bearer,
  request: { body: body(ModelInput) },
  responses: {
    201: json(success({ message: z.string(), model: CrmModel }), 'Created'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveModelRoute = createRoute({
  method: 'put',
  path: '/crm/models/{id}',
  summary: `createModel: change a mail model ${modelFields}`,
  security: bearer,
  request: { params: idParams, body: body(ModelInput) },
  responses: {
    200: json(success({ message: z.string(), model: CrmModel }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const deleteModelRoute = createRoute({
  method: 'delete',
  path: '/crm/models/{id}',
  summary: 'createModel: delete a mail model',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string() }), 'Deleted'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const PreviewQuery = z.strictObject(
  { clientId: idSegment().optional().describe('The client to preview it for (else a sample)') },
  { error: badParameter },
)

export const Rendered = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  from: z.string(),
  replyTo: z.string().nullable(),
})

export const previewModelRoute = createRoute({
  method: 'get',
  path: '/crm/models/{id}/preview',
  summary: `A model as its recipient sees it: the dynamic fields filled for a client the caller reaches (the one asked, else the shop’s first by name), with the shop’s sender and signature. ${reach}`,
  security: bearer,
  request: { params: idParams, query: PreviewQuery },
  responses: {
    200: json(
      success({
        mail: Rendered,
        sample: z.object({ id: int(), name: z.string() }).nullable(),
      }),
      'The rendered mail',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const testSendRoute = createRoute({
  method: 'post',
  path: '/crm/models/{id}/test-send',
  summary:
    'createModel: the preview mailed to the caller’s own address through the mail queue (a job, then the outbox and SMTP)',
  security: bearer,
  request: { params: idParams, query: PreviewQuery },
  responses: {
    202: json(success({ message: z.string(), jobId: int() }), 'Queued'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

const CampaignSettings = z.object({
  senderName: z.string(),
  senderEmail: z.string(),
  replyTo: z.string().nullable(),
  signature: z.string(),
  /** The DKIM key's domain and selector once saved (never the private key) and its public half. */
  dkim: z.object({ domain: z.string(), selector: z.string(), publicKey: z.string() }).nullable(),
  /** The SPF, DKIM and DMARC records to publish for the sender's domain. */
  dns: z.array(
    z.object({ kind: z.enum(['SPF', 'DKIM', 'DMARC']), name: z.string(), value: z.string() }),
  ),
})

export const campaignSettingsRoute = createRoute({
  method: 'get',
  path: '/settings/campaigns',
  summary:
    'Owner or collaborator: the sender name and address, reply-to and signature of the shop’s mails (the shop’s name and contact address until saved)',
  security: bearer,
  responses: {
    200: json(success({ campaigns: CampaignSettings }), 'The settings'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveCampaignSettingsRoute = createRoute({
  method: 'put',
  path: '/settings/campaigns',
  summary:
    'Owner: save { senderName, senderEmail, replyTo (or null), signature } of the shop’s mails',
  security: bearer,
  request: { body: body(CampaignSettingsInput) },
  responses: {
    200: json(success({ message: z.string(), campaigns: CampaignSettings }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveDkimRoute = createRoute({
  method: 'put',
  path: '/settings/campaigns/dkim',
  summary:
    'Owner: the DKIM key that signs the campaigns { domain, selector, privateKey (an RSA private key in PEM; empty keeps the saved one) }; the key is never sent back',
  security: bearer,
  request: { body: body(DkimInput) },
  responses: {
    200: json(success({ message: z.string(), campaigns: CampaignSettings }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const deleteDkimRoute = createRoute({
  method: 'delete',
  path: '/settings/campaigns/dkim',
  summary: 'Owner: the campaigns are no longer signed with DKIM',
  security: bearer,
  responses: {
    200: json(success({ message: z.string(), campaigns: CampaignSettings }), 'Removed'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

const Counts = z.object(
  Object.fromEntries(recipientStatuses.map((s) => [s, int()])) as Record<
    (typeof recipientStatuses)[number],
    z.ZodNumber
  >,
)

export const Campaign = z.object({
  id: int(),
  name: z.string(),
  modelId: int().nullable(),
  modelName: z.string(),
  listId: int().nullable(),
  listName: z.string(),
  status: z.enum(campaignStatuses),
  scheduledAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  error: z.string().nullable(),
  /** How many recipients are in each status. */
  counts: Counts,
  createdAt: z.iso.datetime(),
})
export type Campaign = z.output<typeof Campaign>

export const listCampaignsRoute = createRoute({
  method: 'get',
  path: '/crm/campaigns',
  summary: 'The shop’s campaigns, last scheduled first, with their recipients counted per status',
  security: bearer,
  responses: {
    200: json(success({ campaigns: z.array(Campaign) }), 'The campaigns'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const campaignRoute = createRoute({
  method: 'get',
  path: '/crm/campaigns/{id}',
  summary: 'One campaign of the shop',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ campaign: Campaign }), 'The campaign'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const RecipientsQuery = z.strictObject(
  {
    page: pageSegment().default(1).describe('Page of recipients, from 1'),
    status: z.enum(recipientStatuses, { error: badParameter }).optional(),
  },
  { error: badParameter },
)

export const Recipient = z.object({
  id: int(),
  clientId: int().nullable(),
  name: z.string(),
  email: z.string(),
  status: z.enum(recipientStatuses),
  error: z.string().nullable(),
  sentAt: z.iso.datetime().nullable(),
})

export const campaignRecipientsRoute = createRoute({
  method: 'get',
  path: '/crm/campaigns/{id}/recipients',
  summary:
    'A page of a campaign’s recipients (frozen from its list when the sending started), 20 a page, with their status',
  security: bearer,
  request: { params: idParams, query: RecipientsQuery },
  responses: {
    200: json(success({ recipients: z.array(Recipient), ...pageFields }), 'The recipients'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const createCampaignRoute = createRoute({
  method: 'post',
  path: '/crm/campaigns',
  summary:
    'createCampaign: send a model to a list { name, modelId, listId, sendAt (an instant to come, or null: now) }. The recipients are the list’s members the creator reaches, frozen when the sending starts, without those lacking an e-mail; addresses unsubscribed from the shop are skipped',
  security: bearer,
  request: { body: body(CampaignInput) },
  responses: {
    201: json(success({ message: z.string(), campaign: Campaign }), 'Created'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const cancelCampaignRoute = createRoute({
  method: 'post',
  path: '/crm/campaigns/{id}/cancel',
  summary: 'createCampaign: cancel a campaign still scheduled (400 once its sending started)',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string(), campaign: Campaign }), 'Cancelled'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const sendCampaignRoute = createRoute({
  method: 'post',
  path: '/crm/campaigns/{id}/send',
  summary: 'createCampaign: send a scheduled campaign now (400 once its sending started)',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string(), campaign: Campaign }), 'Sending'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

const unsubscribeToken = () =>
  z
    .string({ error: badParameter })
    .max(1000, badParameter)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, badParameter)

export const unsubscribeInfoRoute = createRoute({
  method: 'get',
  path: '/unsubscribe/{token}',
  summary:
    'No session: the shop and address a campaign’s unsubscribe link names (a signed token), and whether it already left; 404 for a token not signed by the platform',
  request: { params: z.object({ token: unsubscribeToken() }) },
  responses: {
    200: json(
      success({ shopName: z.string(), email: z.string(), unsubscribed: z.boolean() }),
      'The subscription',
    ),
    ...refusals.badInput,
    ...refusals.notFound,
  },
})

export const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/unsubscribe/{token}',
  summary:
    'No session: the address leaves the shop’s campaigns (the page’s button, or RFC 8058’s one-click POST); later campaigns skip it. Twice is once',
  request: { params: z.object({ token: unsubscribeToken() }) },
  responses: {
    200: json(success({ message: z.string() }), 'Unsubscribed'),
    ...refusals.badInput,
    ...refusals.notFound,
  },
})
