/**
 * The CSV exports of the back office's lists: described in /v1/openapi.json, not JSON, so not in
 * the pages' contract.
 */
import { createRoute, type RouteConfig } from '@hono/zod-openapi'
import * as z from 'zod'
import { bearer, idParams, refusals } from '#app/platform/contract'
import { parisIsoDay } from '#app/platform/domain/paris-calendar'

type Query = NonNullable<NonNullable<RouteConfig['request']>['query']>

const csvAnswer = {
  200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
  ...refusals.badInput,
  ...refusals.signedIn,
}

/** A GET of `path` answering the list filtered by `query` as a CSV file. */
export const csvRoute = <P extends string, Q extends Query>(path: P, summary: string, query: Q) =>
  createRoute({
    method: 'get',
    path,
    summary,
    security: bearer,
    request: { query },
    responses: csvAnswer,
  })

/**
 * The same for the rows of one record (`/…/{id}/….csv`: a campaign's recipients, a list's
 * members): 404 when the record is not the caller's shop's.
 */
export const recordCsvRoute = <P extends `${string}/{id}/${string}.csv`, Q extends Query>(
  path: P,
  summary: string,
  query: Q,
) =>
  createRoute({
    method: 'get',
    path,
    summary,
    security: bearer,
    request: { params: idParams, query },
    responses: { ...csvAnswer, ...refusals.notFound },
  })

/** The headers of a CSV file to download, named `{name}-YYYY-MM-DD.csv` (the Paris day). */
export const csvDownload = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}-${parisIsoDay()}.csv"`,
})
