/** A buyer's own invoices (list) and their PDFs, rendered on first download. */
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery, userIdOf } from '#app/platform/api/middleware'
import { myInvoicesRoute } from '../../contract'
import { findBuyerDocument, listBuyerDocuments } from '../documents/buyer'
import { fileOfDocument } from '../sales-files'
import { pdfHeaders, pdfRoute } from './document-files'

const myInvoicePdfRoute = pdfRoute(
  '/users/me/invoices/{id}/pdf',
  'The PDF of one of the buyer’s issued invoices, deposit invoices or credit notes (application/pdf, attachment, French file name), rendered on first download; 404 for a draft, a quote or another buyer’s document.',
)

export const buyerDocumentsRoutes = contractRouter()

buyerDocumentsRoutes.openapi(myInvoicesRoute, async (c) => {
  const userId = userIdOf(c.get('auth'))
  const page = await listBuyerDocuments(c.get('deps').db, userId, c.req.valid('query'))
  return c.json({ sucess: true as const, ...page }, 200)
})

buyerDocumentsRoutes.openapi(guarded(myInvoicePdfRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const id = await findBuyerDocument(db, userIdOf(c.get('auth')), c.req.valid('param').id)
  const file = await fileOfDocument(db, id)
  return c.body(new Uint8Array(file.bytes), 200, pdfHeaders(file, 'attachment'))
})
