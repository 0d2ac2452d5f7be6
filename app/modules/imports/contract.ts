/**
 * The imports area's endpoints (issue 17 §4), implemented by api/routes/imports.ts: a client file
 * uploaded (POST /imports, multipart), its concordance table (PUT /imports/{id}/mapping), its
 * preview (GET /imports/{id}/preview), its run as a job (POST /imports/{id}/run), its revert
 * (POST /imports/{id}/revert), the invitation of the clients it created (POST
 * /imports/{id}/invitations), one import (GET /imports/{id}) and the shop's imports (GET
 * /imports). Owners and collaborators with createClient, in a shop with the crm module.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import {
  importKinds,
  importSources,
  importStatuses,
  MappingInput,
} from '#app/modules/imports/domain/imports'
import { bearer, body, idParams, json, Refusal, refusals, success } from '#app/platform/contract'

const int = () => z.number().int()
const Choice = z.object({ value: z.string(), label: z.string() })

export const ImportSummary = z.object({
  id: int(),
  /** clients, or products (products, vintages, formats and prices per typology). */
  kind: z.enum(importKinds),
  source: z.enum(importSources),
  fileName: z.string(),
  status: z.enum(importStatuses),
  /** The run is asked for (the job queued), though not started yet. */
  queued: z.boolean(),
  total: int(),
  done: int(),
  created: int(),
  /** A product import: lines that updated a product the shop had (a new vintage, format, prices). */
  updated: int(),
  skipped: int(),
  failed: int(),
  removed: int().nullable(),
  kept: int().nullable(),
  error: z.string().nullable(),
  invited: z.boolean(),
  createdAt: z.iso.datetime(),
})
export type ImportSummary = z.output<typeof ImportSummary>

export const ImportDetail = ImportSummary.extend({
  headers: z.array(z.string()),
  mapping: z.array(z.string().nullable()),
  /** The fields a column may fill for this import's kind (a product import: a price per typology). */
  fields: z.array(Choice),
  lineErrors: z.array(z.object({ line: int(), errors: z.array(z.string()) })),
})
export type ImportDetail = z.output<typeof ImportDetail>

export const PreviewLine = z.object({
  /** The line of the file (its headers are line 1). */
  line: int(),
  name: z.string(),
  email: z.string().nullable(),
  status: z.enum(['ok', 'error', 'duplicate']),
  errors: z.array(z.string()),
  /** A product line: what it will do (a new product, vintage or format, an update). */
  note: z.string().nullable(),
})
export type PreviewLine = z.output<typeof PreviewLine>

export const listImportsRoute = createRoute({
  method: 'get',
  path: '/imports',
  summary: 'The shop’s imports, newest first (at most 100)',
  security: bearer,
  responses: {
    200: json(success({ imports: z.array(ImportSummary) }), 'The imports'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const ExportEntry = z.object({
  id: int(),
  /** The API path of the list's file, a record's id as `{id}`: '/crm/lists/{id}/members.csv'. */
  list: z.string(),
  /** Its French name: 'Membres d’une liste marketing'. */
  label: z.string(),
  fileName: z.string(),
  /** Who downloaded it (their name, else their e-mail; 'Compte supprimé' once erased). */
  by: z.string(),
  createdAt: z.iso.datetime(),
})
export type ExportEntry = z.output<typeof ExportEntry>

export const listExportsRoute = createRoute({
  method: 'get',
  path: '/exports',
  summary:
    'The CSV files downloaded from the back office’s lists (by a page or an integration), newest first (at most 50): the whole shop’s for its owner, one’s own for anyone else',
  security: bearer,
  responses: {
    200: json(success({ exports: z.array(ExportEntry) }), 'The exports'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const createImportRoute = createRoute({
  method: 'post',
  path: '/imports',
  summary:
    'A client file or a product file (multipart: `file`, a CSV (`;` or `,`, UTF-8 or Windows-1252) or an XLSX workbook, 5 MB and 10,000 lines at most; `kind`: clients (the default, createClient and the crm module) or products (createProduct); `source`: default, isagri, vinistoria or baqio), kept with the concordance table its source’s preset guesses; nothing is imported yet',
  security: bearer,
  request: {
    // Read by the handler itself (its own French refusals), so described, not validated here.
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: { type: 'string', format: 'binary' },
              kind: { type: 'string', enum: [...importKinds] },
              source: { type: 'string', enum: [...importSources] },
            },
          },
        },
      },
    },
  },
  responses: {
    201: json(success({ message: z.string(), import: ImportDetail }), 'Uploaded'),
    ...refusals.badInput,
    ...refusals.signedIn,
    413: json(Refusal, 'A file over 5 MB'),
  },
})

export const importFieldsRoute = createRoute({
  method: 'get',
  path: '/imports/fields/{kind}',
  summary:
    'The fields a column of a file of this kind may fill, in the template’s order (products: one price per typology of the shop), and the template’s example line',
  security: bearer,
  request: { params: z.object({ kind: z.enum(importKinds) }) },
  responses: {
    200: json(success({ fields: z.array(Choice), example: z.array(z.string()) }), 'The fields'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const importRoute = createRoute({
  method: 'get',
  path: '/imports/{id}',
  summary: 'One import of the shop: its table of concordance, progress and outcome',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ import: ImportDetail }), 'The import'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const saveMappingRoute = createRoute({
  method: 'put',
  path: '/imports/{id}/mapping',
  summary:
    'The concordance table of a pending import: `mapping`, one client field (or null: ignored) per column of the file; `source` changes the source (the mapping sent still applies)',
  security: bearer,
  request: { params: idParams, body: body(MappingInput) },
  responses: {
    200: json(success({ message: z.string(), import: ImportDetail }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const previewImportRoute = createRoute({
  method: 'get',
  path: '/imports/{id}/preview',
  summary:
    'Every line of the file checked by the client file’s rules through the concordance table: the lines with errors (in French) and those already in the file (same e-mail, then SIRET: skipped), at most 1,000, and the first 20 good ones',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(
      success({
        total: int(),
        ok: int(),
        errors: int(),
        duplicates: int(),
        lines: z.array(PreviewLine),
      }),
      'The preview',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

const Done = json(success({ message: z.string(), import: ImportDetail }), 'Done')

export const runImportRoute = createRoute({
  method: 'post',
  path: '/imports/{id}/run',
  summary:
    'Runs a pending import as a background job (pending → processing → completed, or error): clients: each good line becomes a client (source import), a line whose e-mail or SIRET a client of the shop already has is skipped; products: each good line creates or updates its product, vintage, format and prices per typology (same name, vintage and volume: updated, never duplicated)',
  security: bearer,
  request: { params: idParams },
  responses: { 202: Done, ...refusals.badInput, ...refusals.signedIn, ...refusals.notFound },
})

export const revertImportRoute = createRoute({
  method: 'post',
  path: '/imports/{id}/revert',
  summary:
    'Removes the clients the import created, except those with orders, sales documents or payments since (kept); a product import: the products, vintages and formats it created, except those an order line names (kept), what it updated is not restored; the import becomes reverted',
  security: bearer,
  request: { params: idParams },
  responses: { 200: Done, ...refusals.badInput, ...refusals.signedIn, ...refusals.notFound },
})

export const inviteImportRoute = createRoute({
  method: 'post',
  path: '/imports/{id}/invitations',
  summary:
    'Queues a mail to each client the import created who has an e-mail and no account yet, with the link to create their buyer account in the shop (once per import)',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string(), queued: int(), skipped: int() }), 'Queued'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})
