/**
 * What the viewer may ask of the sales endpoints, mirrored from the provider's own checks
 * (routes/orders.ts orderScope, sales-documents access, ledger, shipments, clients), so that a
 * page never calls an endpoint that would answer 403: that answer signs the user out.
 */
import { canOpen, hasPermission, moduleActive } from '#app/platform/domain/access'
import type { PermissionKey } from '#app/platform/domain/enums'
import type { GuardContext } from '#app/platform/web/guard.server'

export type SalesRights = ReturnType<typeof salesRights>

export function salesRights(ctx: Pick<GuardContext, 'viewer'>) {
  const { viewer } = ctx
  const staff = viewer.role === 'owner' || viewer.role === 'iam'
  const agent = viewer.role === 'agent'
  const has = (key: PermissionKey) => staff && hasPermission(viewer, key)
  const futuresModule = staff && moduleActive(viewer, 'futures')
  const createOrder = agent || has('createOrder')
  return {
    /** GET /v1/orders (and its CSV): staff with seeAllOrder, agents for their clients. */
    readOrders: agent || has('seeAllOrder'),
    /** GET /v1/sales-documents: seeAllOrder or billOrder, agents for their clients. */
    readDocuments: agent || has('seeAllOrder') || has('billOrder'),
    createOrder,
    createQuote: (agent || has('createQuote')) && canOpen('/dashboard/orders/add', viewer),
    bill: has('billOrder'),
    /** The ledger, outstandings, unpaids, reminders and credit notes. */
    payments: has('seeAllPayment'),
    /** GET /v1/shipments and status changes. */
    delivery: has('manageDelivery'),
    /** GET /v1/clients, for the client filter. */
    clients: agent || has('seeAllClient') || has('createOrder'),
    /** POST /v1/orders/entries of kind future: createOrder and createFutureOrder, futures module. */
    createFuture:
      futuresModule &&
      has('createOrder') &&
      has('createFutureOrder') &&
      canOpen('/dashboard/futures/add', viewer),
  }
}
