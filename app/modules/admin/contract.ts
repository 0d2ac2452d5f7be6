/**
 * The admin area's endpoints (decision 0003): the maintenance in force, which every page asks for,
 * and the admin console's maintenances and accounts. Implemented by api/routes/, called by
 * app/root.tsx and app/routes/admin, described in /v1/openapi.json from these definitions.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { userRoles } from '#app/platform/domain/enums'
import * as rules from '#app/platform/domain/validation'
import {
  bearer,
  body,
  idParams,
  json,
  pageFields,
  pageSegment,
  Refusal,
  refusals,
  success,
} from '#app/platform/contract'

const badParameter = 'Paramètre invalide.'
export const ADMIN_USERS_PAGE_SIZE = 50

/** An ISO 8601 date-time with its offset ('2025-03-01T08:00:00Z'), or an ISO calendar date (UTC midnight). */
const isoDate = () =>
  rules
    .needed(rules.messages.needed, rules.maxLength.code)
    .pipe(z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: rules.messages.date }))
    .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value))

const MaintenanceInput = z
  .strictObject(
    {
      message: rules.needed().pipe(z.string().max(1000, 'Doit contenir au plus 1000 caractères')),
      banner: z.boolean({ error: 'Doit valoir vrai ou faux.' }),
      page: z.boolean({ error: 'Doit valoir vrai ou faux.' }),
      startDate: isoDate(),
      endDate: isoDate(),
    },
    { error: badParameter },
  )
  .refine((b) => b.endDate.getTime() > b.startDate.getTime(), {
    message: 'La date de fin doit suivre la date de début.',
    path: ['endDate'],
  })

const Maintenance = z.object({
  id: z.number().int(),
  message: z.string(),
  banner: z.boolean(),
  page: z.boolean(),
  startDate: z.iso.datetime(),
  endDate: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  /** In force right now (what GET /v1/maintenances shows). */
  active: z.boolean(),
})

export const currentMaintenanceRoute = createRoute({
  method: 'get',
  path: '/maintenances',
  summary: 'The maintenance in force now, if any: banner mode, page mode, and its window',
  responses: {
    200: json(
      success({
        banner: z.boolean(),
        page: z.boolean(),
        message: z.string().nullable(),
        startDate: z.iso.datetime().nullable(),
        endDate: z.iso.datetime().nullable(),
      }),
      'The maintenance in force, or none (both modes false)',
    ),
    ...refusals.badInput,
  },
})

export const listMaintenancesRoute = createRoute({
  method: 'get',
  path: '/admin/maintenances',
  summary: 'Every maintenance, newest first (administrators only)',
  security: bearer,
  responses: {
    200: json(success({ maintenances: z.array(Maintenance) }), 'The maintenances'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const createMaintenanceRoute = createRoute({
  method: 'post',
  path: '/admin/maintenances',
  summary: 'Schedule a maintenance: a banner, a page, or both, over a window (administrators only)',
  security: bearer,
  request: { body: body(MaintenanceInput) },
  responses: {
    201: json(success({ message: z.string(), maintenance: Maintenance }), 'Scheduled'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const deleteMaintenanceRoute = createRoute({
  method: 'delete',
  path: '/admin/maintenances/{id}',
  summary: 'Delete a maintenance (administrators only)',
  security: bearer,
  request: {
    params: idParams,
  },
  responses: {
    200: json(success({ message: z.string() }), 'Deleted'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const listUsersRoute = createRoute({
  method: 'get',
  path: '/admin/users',
  summary: `Every account, ${ADMIN_USERS_PAGE_SIZE} per page, newest first; q searches the name and the e-mail (administrators only)`,
  security: bearer,
  request: {
    query: z.strictObject(
      {
        page: pageSegment().optional(),
        q: z
          .string()
          .trim()
          .max(100, 'La recherche doit contenir au plus 100 caractères.')
          .optional(),
      },
      { error: badParameter },
    ),
  },
  responses: {
    200: json(
      success({
        users: z.array(
          z.object({
            id: z.number().int(),
            username: z.string(),
            email: z.string(),
            role: z.enum(userRoles),
            validated: z.boolean(),
            createdAt: z.iso.datetime(),
            shopName: z.string().nullable(),
          }),
        ),
        ...pageFields,
      }),
      'One page of accounts',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const ADMIN_FAILED_JOBS_LIMIT = 100

/** A background job that used up its attempts (or whose last attempt was interrupted). */
const FailedJob = z.object({
  id: z.number().int(),
  type: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When it failed. */
  failedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
})

export const listFailedJobsRoute = createRoute({
  method: 'get',
  path: '/admin/jobs',
  summary: `The failed background jobs (PDFs, mails, grouped-order deadlines), the ${ADMIN_FAILED_JOBS_LIMIT} latest first, and how many in all (administrators only)`,
  security: bearer,
  responses: {
    200: json(success({ jobs: z.array(FailedJob), total: z.number().int() }), 'The failed jobs'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const retryJobRoute = createRoute({
  method: 'post',
  path: '/admin/jobs/{id}/retry',
  summary:
    'Queue a failed job again for a fresh round of attempts (administrators only); 409 when it is not failed, or when the same job is already queued',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string() }), 'Queued again'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    409: json(Refusal, 'Not failed, or the same job already queued'),
  },
})
