/**
 * The rights of spec 6 that depend on the record itself, beside the endpoint's rule of the access
 * table (app/platform/domain/api-access.ts), which is applied before any of these is read.
 */
import { hasPermission, moduleActive, type Viewer } from '#app/platform/domain/access'
import type { OrderKind } from '#app/platform/db/schema'

/** Futures need their module and, for collaborators, createFutureOrder; other kinds nothing more. */
export function mayEnterKind(viewer: Viewer, kind: OrderKind): boolean {
  if (kind !== 'future') return true
  return (
    moduleActive(viewer, 'futures') &&
    (viewer.role !== 'iam' || hasPermission(viewer, 'createFutureOrder'))
  )
}
