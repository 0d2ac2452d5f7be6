/**
 * GET|POST /imports, GET /imports/{id}, PUT /imports/{id}/mapping, GET /imports/{id}/preview,
 * POST /imports/{id}/run, /revert and /invitations (imports/contract.ts). Who may call them is the
 * access table's (api-access.ts: owners and collaborators with createClient, module crm); which
 * import is theirs is `findImport`'s (another shop's: 404).
 */
import * as z from 'zod'
import { bodyLimit } from 'hono/body-limit'
import {
  createImportRoute,
  importFieldsRoute,
  importRoute,
  inviteImportRoute,
  listExportsRoute,
  listImportsRoute,
  previewImportRoute,
  revertImportRoute,
  runImportRoute,
  saveMappingRoute,
} from '#app/modules/imports/contract'
import {
  importKinds,
  importSources,
  importText,
  MAX_IMPORT_BYTES,
  type ImportKind,
  type ImportSource,
} from '#app/modules/imports/domain/imports'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf } from '#app/platform/auth/permissions'
import { csvDownload, csvRoute } from '#app/platform/api/csv-route'
import {
  assertKind,
  createImport,
  detailOf,
  fieldsOf,
  findImport,
  inviteImport,
  listImports,
  previewImport,
  revertImport,
  runImport,
  saveMapping,
} from '../imports'
import { importsCsv } from '../imports-csv'
import { listExports } from '../export-log'
import { catalogueCsv } from '../product-export'

export const importsRoutes = contractRouter()

const catalogueCsvRoute = csvRoute(
  '/catalogue/export.csv',
  'The shop’s catalogue in the products import’s layout (the headers of GET /imports/fields/products, one line per vintage and format, a price column per typology in its HT/TTC convention), then an ‘Étiquettes’ column (the product’s labels by name, joined by ‘, ’) which the import leaves aside: UTF-8 with BOM, ‘;’ separated, amounts 12,50. Imported back unchanged, it changes nothing.',
  z.strictObject({}),
)

importsRoutes.openapi(catalogueCsvRoute, async (c) =>
  c.body(await catalogueCsv(c.get('deps').db, memberOf(c).shop.id), 200, csvDownload('catalogue')),
)

/** Room for the multipart envelope around a 5 MB file. */
const uploadLimit = bodyLimit({
  maxSize: MAX_IMPORT_BYTES + 64 * 1024,
  onError: (c) => c.json({ sucess: false, message: importText.tooLarge }, 413),
})

importsRoutes.openapi(guarded(listImportsRoute, noQuery), async (c) =>
  c.json(
    {
      sucess: true as const,
      imports: await listImports(c.get('deps').db, memberOf(c)),
    },
    200,
  ),
)

const importsCsvRoute = csvRoute(
  '/imports/export.csv',
  'The past imports as GET /imports lists them (the kinds the caller may import, newest first, every one up to 10 000): date, content, source, file, status and counts, as a CSV file: UTF-8 with BOM, ‘;’ separated, instants DD/MM/YYYY HH:mm in Paris',
  z.strictObject({}),
)

// Before `/imports/{id}`, which would refuse 'export.csv' as an id.
importsRoutes.openapi(importsCsvRoute, async (c) =>
  c.body(await importsCsv(c.get('deps').db, memberOf(c)), 200, csvDownload('imports')),
)

importsRoutes.openapi(guarded(listExportsRoute, noQuery), async (c) =>
  c.json({ sucess: true as const, exports: await listExports(c.get('deps').db, memberOf(c)) }, 200),
)

importsRoutes.openapi(guarded(createImportRoute, noQuery, uploadLimit), async (c) => {
  const actor = memberOf(c)
  let form: Record<string, unknown>
  try {
    form = await c.req.parseBody()
  } catch {
    throw new ApiError(400, importText.noFile, { file: [importText.noFile] })
  }
  const file = form.file
  if (!(file instanceof Blob) || file.size === 0)
    throw new ApiError(400, importText.noFile, { file: [importText.noFile] })
  if (file.size > MAX_IMPORT_BYTES) throw new ApiError(413, importText.tooLarge)
  const source = typeof form.source === 'string' && form.source ? form.source : 'default'
  if (!(importSources as readonly string[]).includes(source))
    throw new ApiError(400, importText.badSource, { source: [importText.badSource] })
  const kind = typeof form.kind === 'string' && form.kind ? form.kind : 'clients'
  if (!(importKinds as readonly string[]).includes(kind))
    throw new ApiError(400, importText.badKind, { kind: [importText.badKind] })
  const { db } = c.get('deps')
  const row = await createImport(db, actor, {
    name: file instanceof File ? file.name : 'fichier',
    bytes: new Uint8Array(await file.arrayBuffer()),
    source: source as ImportSource,
    kind: kind as ImportKind,
  })
  return c.json(
    { sucess: true as const, message: importText.created, import: await detailOf(db, row) },
    201,
  )
})

importsRoutes.openapi(guarded(importFieldsRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const { kind } = c.req.valid('param')
  assertKind(actor, kind)
  return c.json(
    { sucess: true as const, ...(await fieldsOf(c.get('deps').db, actor.shop.id, kind)) },
    200,
  )
})

importsRoutes.openapi(guarded(importRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const row = await findImport(db, memberOf(c), c.req.valid('param').id)
  return c.json({ sucess: true as const, import: await detailOf(db, row) }, 200)
})

importsRoutes.openapi(guarded(saveMappingRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const row = await findImport(db, memberOf(c), c.req.valid('param').id)
  const saved = await saveMapping(db, row, c.req.valid('json'))
  return c.json(
    { sucess: true as const, message: importText.mappingSaved, import: await detailOf(db, saved) },
    200,
  )
})

importsRoutes.openapi(guarded(previewImportRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const row = await findImport(db, memberOf(c), c.req.valid('param').id)
  return c.json({ sucess: true as const, ...(await previewImport(db, row)) }, 200)
})

importsRoutes.openapi(guarded(runImportRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const { db } = c.get('deps')
  const row = await findImport(db, actor, c.req.valid('param').id)
  const saved = await runImport(db, actor, row)
  return c.json(
    { sucess: true as const, message: importText.queued, import: await detailOf(db, saved) },
    202,
  )
})

importsRoutes.openapi(guarded(revertImportRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const row = await findImport(db, memberOf(c), c.req.valid('param').id)
  const saved = await revertImport(db, row)
  return c.json(
    { sucess: true as const, message: importText.reverted, import: await detailOf(db, saved) },
    200,
  )
})

importsRoutes.openapi(guarded(inviteImportRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const row = await findImport(db, memberOf(c), c.req.valid('param').id)
  const { queued, skipped } = await inviteImport(db, row)
  return c.json(
    { sucess: true as const, message: importText.invited(queued), queued, skipped },
    200,
  )
})
