/**
 * The rights of spec 6 that depend on the record itself, beside the endpoint's rule of the access
 * table (app/platform/domain/api-access.ts), which is applied before any of these is read.
 */
import { hasPermission, moduleActive, type Viewer } from '#app/platform/domain/access'
import type { OrderKind, SalesDocumentType } from '#app/platform/db/schema'

/** Futures need their module and, for collaborators, createFutureOrder; other kinds nothing more. */
export function mayEnterKind(viewer: Viewer, kind: OrderKind): boolean {
  if (kind !== 'future') return true
  return (
    moduleActive(viewer, 'futures') &&
    (viewer.role !== 'iam' || hasPermission(viewer, 'createFutureOrder'))
  )
}

/**
 * Who may change a sales document of this type, once the endpoint let them read it: quotes those
 * who make them (agents too, for their own clients), invoices, deposits and credit notes those
 * who bill (the owner, collaborators with billOrder; never an agent).
 */
export function mayChangeDocument(viewer: Viewer, type: SalesDocumentType): boolean {
  if (type === 'quote') return viewer.role !== 'iam' || hasPermission(viewer, 'createQuote')
  return viewer.role === 'owner' || (viewer.role === 'iam' && hasPermission(viewer, 'billOrder'))
}
