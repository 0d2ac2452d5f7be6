/**
 * GET /catalogue/elabels.csv (elabels-csv.ts): who may call it is the access table's
 * (platform/domain/api-access.ts), the shop the caller's own.
 */
import * as z from 'zod'
import { contractRouter } from '#app/platform/api/contract-router'
import { csvDownload, csvRoute } from '#app/platform/api/csv-route'
import { memberOf } from '#app/platform/auth/permissions'
import { bounded, maxLength } from '#app/platform/domain/validation'
import { elabelsCsv } from '../elabels-csv'

export const elabelsCsvRoutes = contractRouter()

const elabelsCsvRoute = csvRoute(
  '/catalogue/elabels.csv',
  'The links to print on the shop’s wine labels, one line per wine, vintage and format: its e-label page and, for a format with a GTIN, the GS1 Digital Link of its QR code; the links start at `origin` (the shop’s public address; the platform’s address when left out). UTF-8 with BOM, ‘;’ separated.',
  z.strictObject({
    origin: bounded(
      z.url({ protocol: /^https?$/, error: 'Indiquez une adresse http(s) complète.' }),
      maxLength.label,
    ).optional(),
  }),
)

elabelsCsvRoutes.openapi(elabelsCsvRoute, async (c) => {
  const { db, config } = c.get('deps')
  const origin = c.req.valid('query').origin ?? config.appUrl
  return c.body(await elabelsCsv(db, memberOf(c).shop, origin), 200, csvDownload('etiquettes'))
})
