/**
 * The settings area's endpoints (decision 0003). Today: the shop's cross-border sales (issue 15
 * §1), GET|PUT /settings/cross-border, implemented by api/routes/cross-border.ts.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { CrossBorderInput } from '#app/modules/settings/domain/cross-border'
import { bearer, body, json, refusals, success } from '#app/platform/contract'

const CrossBorder = z.object({
  businessCountries: z.array(z.string()),
  privateExportCountries: z.array(z.string()),
  privateEuCountries: z.array(
    z.object({
      country: z.string(),
      taxRepresentative: z.string(),
      ossNumber: z.string(),
      vatRate: z.number(),
    }),
  ),
  intraEuExcise: z.enum(['suspension', 'dutyPaid']),
})

export const crossBorderRoute = createRoute({
  method: 'get',
  path: '/settings/cross-border',
  summary:
    'Owner or collaborator with accessAccounting: where their shop delivers beyond France (countries per buyer kind), intra-EU business sales under duty suspension or duty paid, and the tax representative, OSS number and VAT rate of each EU country opened to private buyers',
  security: bearer,
  responses: {
    200: json(success({ crossBorder: CrossBorder }), 'The settings (France only when never set)'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveCrossBorderRoute = createRoute({
  method: 'put',
  path: '/settings/cross-border',
  summary:
    'Owner or collaborator with accessAccounting: set them { businessCountries, privateExportCountries (outside the EU), privateEuCountries [{ country, taxRepresentative, ossNumber, vatRate }], intraEuExcise: suspension | dutyPaid }; the checkout then offers those countries only',
  security: bearer,
  request: { body: body(CrossBorderInput) },
  responses: {
    200: json(success({ message: z.string(), crossBorder: CrossBorder }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})
