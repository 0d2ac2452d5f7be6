/**
 * The typed contract between the pages and the provider API (issue 13, decision 0003). Each `/v1`
 * endpoint is defined once, in its area's `contract.ts`, with `createRoute` of
 * `@hono/zod-openapi`: its full path (without `/v1`), its request schemas (path, query, JSON
 * body) and the schema of its success answer. The API implements that definition (the handler's
 * answer must match the schema, or `npm run typecheck` fails), `/v1/openapi.json` is generated
 * from it, and the pages call it through `ctx.api.call(route, input)`, typed by the same schemas.
 *
 * Imported by both sides: zod and route definitions only, no I/O.
 */
import type { RouteConfig } from '@hono/zod-openapi'
import * as z from 'zod'

/** A success answer: `{ sucess: true, ...fields }` (the API's historical spelling). */
export const success = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ sucess: z.literal(true), ...shape })

/** Every refusal: `{ sucess: false, message }` in French, with the field errors of a bad input. */
export const Refusal = z.object({
  sucess: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})

/** A JSON answer of `schema`, described for the OpenAPI document. */
export const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
})

/** A JSON request body. */
export const body = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { 'application/json': { schema } },
})

/** The refusals an endpoint may answer, with the statuses the API uses for them. */
export const refusals = {
  badInput: { 400: json(Refusal, 'Invalid input, with a French message per field') },
  signedIn: {
    401: json(Refusal, 'Missing or invalid token'),
    403: json(Refusal, 'Not allowed'),
  },
  notFound: { 404: json(Refusal, 'Not found') },
} as const

const badParameter = 'Paramètre invalide.'

/**
 * A database id in a path or query (`'12'` → 12): 1 to 2,147,483,647, anything else refused with
 * 'Paramètre invalide.' (a NUL byte, '0', '-1', '1.5', a number past PostgreSQL's integer).
 */
export const idSegment = () =>
  z
    .string({ error: badParameter })
    .regex(/^\d{1,10}$/, badParameter)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647, badParameter)

/** The `{id}` path of a record. */
export const idParams = z.object({ id: idSegment() })

/** What one page of a list answers beside its rows: how many in all, which page, how many a page. */
export const pageFields = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
}

/** A page number of a list, from 1. */
export const pageSegment = () =>
  z
    .string({ error: badParameter })
    .regex(/^\d{1,6}$/, badParameter)
    .transform(Number)
    .refine((n) => n >= 1, badParameter)

/** An address as stored: every field may be missing (the forms ask for what they need). */
export const StoredAddress = z.looseObject({
  title: z.string().optional(),
  name: z.string().optional(),
  street: z.string().optional(),
  street2: z.string().optional(),
  zipcode: z.string().optional(),
  city: z.string().optional(),
  country: z.string().optional(),
})

/** A Bearer JWT naming a revocable session. */
export const bearer = [{ bearer: [] }]

type JsonSchemaOf<R, Status extends number> = R extends {
  responses: { [K in Status]: { content: { 'application/json': { schema: infer S } } } }
}
  ? S extends z.ZodType
    ? z.output<S>
    : never
  : never

/** The success answer of a route (200, 201 for a creation, or 202 for work queued). */
export type AnswerOf<R extends RouteConfig> = [JsonSchemaOf<R, 200>] extends [never]
  ? [JsonSchemaOf<R, 201>] extends [never]
    ? JsonSchemaOf<R, 202>
    : JsonSchemaOf<R, 201>
  : JsonSchemaOf<R, 200>

type Request<R extends RouteConfig> = NonNullable<R['request']>
type InputOf<R extends RouteConfig, K extends 'params' | 'query'> = Request<R>[K] extends z.ZodType
  ? z.input<Request<R>[K]>
  : never
type BodyOf<R extends RouteConfig> = Request<R>['body'] extends {
  content: { 'application/json': { schema: infer S } }
}
  ? S extends z.ZodType
    ? z.input<S>
    : never
  : never

type HasForm<R extends RouteConfig> = Request<R>['body'] extends {
  content: { 'multipart/form-data': unknown }
}
  ? true
  : false

/** What a page hands to `ctx.api.call`: only the parts the route declares. */
export type CallInput<R extends RouteConfig> = ([InputOf<R, 'params'>] extends [never]
  ? { params?: never }
  : { params: InputOf<R, 'params'> }) &
  ([InputOf<R, 'query'>] extends [never] ? { query?: never } : { query?: InputOf<R, 'query'> }) &
  ([BodyOf<R>] extends [never] ? { json?: never } : { json: BodyOf<R> }) &
  (HasForm<R> extends true ? { form: FormData } : { form?: never })

/** The URL of a call: `{name}` segments filled in and encoded, the query appended. */
export function pathOf(
  route: Pick<RouteConfig, 'path'>,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const params = (input.params ?? {}) as Record<string, unknown>
  const query = (input.query ?? {}) as Record<string, unknown>
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === null) throw new Error(`${route.path}: no ${name}`)
    return encodeURIComponent(String(value))
  })
  const entries = Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '')
  return entries.length
    ? `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}`
    : path
}
