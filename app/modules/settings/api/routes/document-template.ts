/**
 * GET|PUT /settings/documents: the template of the member's shop's documents, kept in
 * `shops.settings.documentTemplate` (the sales PDFs read it; an issued document keeps the one of
 * its issue in its seller snapshot); GET /settings/documents/preview.pdf: a sample document
 * rendered with it. GET|PUT /settings/legal-notice: the shop's legal notice text, kept in
 * `shops.settings.legalNoticeText`, shown on its public legal notice page (settings/contract.ts).
 */
import { setShopSetting } from '#app/platform/db/shop-settings'
import { createRoute } from '@hono/zod-openapi'
import { eq } from 'drizzle-orm'
import * as z from 'zod'
import type { Context } from 'hono'
import { catalogueChanged } from '#app/modules/catalogue/catalogue-events'
import { contentDisposition } from '#app/modules/sales/api/routes/document-files'
import { renderTemplatePreview } from '#app/modules/sales/api/pdf/preview'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import type { ApiEnv } from '#app/platform/api/types'
import { memberOf } from '#app/platform/auth/permissions'
import { shops } from '#app/platform/db/schema'
import { bearer, refusals } from '#app/platform/contract'
import {
  documentTemplateOf,
  documentTemplateText,
  PreviewQuery,
} from '../../domain/document-template'
import {
  documentTemplateRoute,
  legalNoticeTextRoute,
  saveDocumentTemplateRoute,
  saveLegalNoticeTextRoute,
} from '../../contract'

/** A GET answering a PDF's bytes: not JSON, so defined beside its handler (as the sales PDFs). */
const documentPreviewRoute = createRoute({
  method: 'get',
  path: '/settings/documents/preview.pdf',
  summary:
    'Owner or collaborator: a sample document of their shop (kind: quote, invoice, deliveryNote; invoice by default) rendered as a PDF with its saved template and identity, without number nor legal value',
  security: bearer,
  request: { query: PreviewQuery },
  responses: {
    200: {
      description: 'The PDF',
      content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
    },
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const documentTemplateRoutes = contractRouter()

async function settingsOf(c: Context<ApiEnv>) {
  const [row] = await c
    .get('deps')
    .db.select({ settings: shops.settings })
    .from(shops)
    .where(eq(shops.id, memberOf(c).shop.id))
  return row?.settings
}

const setKey = (c: Context<ApiEnv>, key: 'documentTemplate' | 'legalNoticeText', value: unknown) =>
  setShopSetting(c.get('deps').db, memberOf(c).shop.id, key, value as never)

documentTemplateRoutes.openapi(guarded(documentTemplateRoute, noQuery), async (c) =>
  c.json(
    {
      sucess: true as const,
      documentTemplate: documentTemplateOf((await settingsOf(c))?.documentTemplate),
    },
    200,
  ),
)

documentTemplateRoutes.openapi(guarded(saveDocumentTemplateRoute, noQuery), async (c) => {
  await setKey(c, 'documentTemplate', c.req.valid('json'))
  return c.json(
    {
      sucess: true as const,
      message: documentTemplateText.saved,
      documentTemplate: documentTemplateOf((await settingsOf(c))?.documentTemplate),
    },
    200,
  )
})

documentTemplateRoutes.openapi(guarded(documentPreviewRoute), async (c) => {
  const { kind } = c.req.valid('query')
  const file = await renderTemplatePreview(c.get('deps').db, memberOf(c).shop.id, kind)
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': 'application/pdf',
    'content-disposition': contentDisposition(file.filename, 'inline'),
    'content-length': String(file.bytes.byteLength),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  })
})

documentTemplateRoutes.openapi(guarded(legalNoticeTextRoute, noQuery), async (c) =>
  c.json(
    { sucess: true as const, legalNotice: { text: (await settingsOf(c))?.legalNoticeText ?? '' } },
    200,
  ),
)

documentTemplateRoutes.openapi(guarded(saveLegalNoticeTextRoute, noQuery), async (c) => {
  await setKey(c, 'legalNoticeText', c.req.valid('json').text)
  // The public legal notice page shows it: the shop's cached pages are refreshed.
  catalogueChanged(memberOf(c).shop.id)
  return c.json(
    {
      sucess: true as const,
      message: documentTemplateText.legalNoticeSaved,
      legalNotice: { text: (await settingsOf(c))?.legalNoticeText ?? '' },
    },
    200,
  )
})
