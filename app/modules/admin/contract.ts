/**
 * The admin area's endpoints (decision 0003): the maintenance in force, which every page asks for,
 * and the admin console's maintenances and accounts. Implemented by api/routes/, called by
 * app/root.tsx and app/routes/admin, described in /v1/openapi.json from these definitions.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { shopModules, userRoles } from '#app/platform/domain/enums'
import * as rules from '#app/platform/domain/validation'
import { IMPERSONATION_REASON_MAX } from '#app/modules/admin/domain/forms'
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

const searchQuery = () =>
  z.string().trim().max(100, 'La recherche doit contenir au plus 100 caractères.').optional()

export const listUsersRoute = createRoute({
  method: 'get',
  path: '/admin/users',
  summary: `Every account, ${ADMIN_USERS_PAGE_SIZE} per page, newest first; q searches the name and the e-mail (administrators only)`,
  security: bearer,
  request: {
    query: z.strictObject(
      { page: pageSegment().optional(), q: searchQuery() },
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
            /** Locked by an administrator: no sign-in. */
            locked: z.boolean(),
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

export const lockUserRoute = createRoute({
  method: 'put',
  path: '/admin/users/{id}/lock',
  summary:
    'Lock an account (no sign-in, every session revoked) or unlock it (administrators only; an administrator cannot lock themselves)',
  security: bearer,
  request: {
    params: idParams,
    body: body(
      z.strictObject(
        { locked: z.boolean({ error: 'Doit valoir vrai ou faux.' }) },
        { error: badParameter },
      ),
    ),
  },
  responses: {
    200: json(success({ message: z.string() }), 'Locked or unlocked'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    409: json(Refusal, 'One’s own account'),
  },
})

export const forcePasswordResetRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/password-reset',
  summary:
    'Force a password reset: every session of the account revoked, and the reset-password mail sent (administrators only)',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string() }), 'Sessions revoked, mail sent'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const startImpersonationRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/impersonation',
  summary:
    'Act as a user for support: a session as that user, marked with the administrator, whose every change is audited (administrators only; never another administrator, nor a locked account)',
  security: bearer,
  request: {
    params: idParams,
    body: body(
      z.strictObject(
        {
          reason: rules.needed('Indiquez la raison de l’intervention.', IMPERSONATION_REASON_MAX),
        },
        { error: badParameter },
      ),
    ),
  },
  responses: {
    201: json(
      success({
        message: z.string(),
        jwt: z.string(),
        user: z.object({ id: z.number().int(), username: z.string(), role: z.enum(userRoles) }),
      }),
      'The session as the user',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    409: json(Refusal, 'An administrator, or a locked account'),
  },
})

export const endImpersonationRoute = createRoute({
  method: 'delete',
  path: '/impersonation',
  summary:
    'Back to one’s own account: ends the session an administrator opened as this user (400 for any other session)',
  security: bearer,
  responses: {
    200: json(success({ message: z.string() }), 'Ended'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const recordImpersonatedActionRoute = createRoute({
  method: 'post',
  path: '/impersonation/actions',
  summary:
    'The web app writes to the audit log a page’s form sent while an administrator acts as the user (400 for any other session)',
  security: bearer,
  request: {
    body: body(
      z.strictObject(
        {
          method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE'], { error: badParameter }),
          path: rules.needed().pipe(z.string().max(2000).regex(/^\//, badParameter)),
        },
        { error: badParameter },
      ),
    ),
  },
  responses: {
    201: json(success({ id: z.number().int() }), 'Recorded: the log entry'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const ADMIN_AUDIT_PAGE_SIZE = 50

export const listAuditRoute = createRoute({
  method: 'get',
  path: '/admin/audit',
  summary: `What administrators did while acting as users, newest first, ${ADMIN_AUDIT_PAGE_SIZE} per page (administrators only)`,
  security: bearer,
  request: {
    query: z.strictObject({ page: pageSegment().optional() }, { error: badParameter }),
  },
  responses: {
    200: json(
      success({
        entries: z.array(
          z.object({
            id: z.number().int(),
            admin: z.object({ id: z.number().int(), username: z.string() }),
            user: z.object({ id: z.number().int(), username: z.string() }),
            method: z.string(),
            path: z.string(),
            at: z.iso.datetime(),
          }),
        ),
        ...pageFields,
      }),
      'One page of the log',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const ADMIN_SHOPS_PAGE_SIZE = 50
export const shopStatuses = ['online', 'offline', 'suspended'] as const

const AdminShop = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  urlShop: z.string().nullable(),
  email: z.string().nullable(),
  siret: z.string().nullable(),
  status: z.enum(shopStatuses),
  modules: z.record(z.enum(shopModules), z.boolean()),
  createdAt: z.iso.datetime(),
})

export const listShopsRoute = createRoute({
  method: 'get',
  path: '/admin/shops',
  summary: `Every shop, ${ADMIN_SHOPS_PAGE_SIZE} per page, by name; q searches the name, the e-mails (shop's, owner's) and the SIRET; status filters (administrators only)`,
  security: bearer,
  request: {
    query: z.strictObject(
      {
        page: pageSegment().optional(),
        q: searchQuery(),
        status: z.enum(shopStatuses, { error: badParameter }).optional(),
      },
      { error: badParameter },
    ),
  },
  responses: {
    200: json(success({ shops: z.array(AdminShop), ...pageFields }), 'One page of shops'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const suspendShopRoute = createRoute({
  method: 'put',
  path: '/admin/shops/{id}/suspension',
  summary:
    'Suspend a shop (closed to visitors, its team refused the back office and the API) or lift the suspension (administrators only)',
  security: bearer,
  request: {
    params: idParams,
    body: body(
      z.strictObject(
        { suspended: z.boolean({ error: 'Doit valoir vrai ou faux.' }) },
        { error: badParameter },
      ),
    ),
  },
  responses: {
    200: json(success({ message: z.string() }), 'Suspended or reopened'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const shopModulesRoute = createRoute({
  method: 'put',
  path: '/admin/shops/{id}/modules',
  summary:
    'Turn a shop’s modules on or off (administrators only); the modules not named keep their state',
  security: bearer,
  request: {
    params: idParams,
    body: body(
      z.strictObject(
        {
          modules: z.partialRecord(
            z.enum(shopModules),
            z.boolean({ error: 'Doit valoir vrai ou faux.' }),
          ),
        },
        { error: badParameter },
      ),
    ),
  },
  responses: {
    200: json(success({ message: z.string() }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const overviewRoute = createRoute({
  method: 'get',
  path: '/admin/overview',
  summary:
    'Platform figures: shops by status, buyers, and the orders and revenue (TTC, cents) of the 30 days before `now` (default: the present) (administrators only)',
  security: bearer,
  request: {
    query: z.strictObject(
      { now: z.iso.datetime({ offset: true, error: badParameter }).optional() },
      { error: badParameter },
    ),
  },
  responses: {
    200: json(
      success({
        shops: z.object({
          online: z.number().int(),
          offline: z.number().int(),
          suspended: z.number().int(),
        }),
        buyers: z.number().int(),
        orders: z.number().int(),
        revenueTtcCents: z.number().int(),
        from: z.iso.datetime(),
        to: z.iso.datetime(),
      }),
      'The figures',
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
