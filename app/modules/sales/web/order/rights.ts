/**
 * What the viewer may do in the sales cycle (spec 6), worked out from the same rules the provider
 * applies: a page offers only what the API would accept, so that no click of a user without the
 * right ever reaches a 403 (which signs the user out).
 */
import { hasPermission, moduleActive, type Viewer } from '#app/platform/domain/access'
import type { ApiUser } from '#app/platform/web/provider.server'

export type SalesRights = {
  /** Owners, collaborators with seeAllOrder, agents (their clients' orders only). */
  readOrders: boolean
  /** Validate or refuse a pending order: owners, collaborators with seeAllOrder. */
  decide: boolean
  /** Enter, cancel and ventilate back-office orders: owners, createOrder, agents. */
  createOrder: boolean
  createFuture: boolean
  /** Quotes: owners, createQuote, agents for their clients. */
  createQuote: boolean
  /** Invoices, deposits and credit notes: owners, collaborators with billOrder. */
  bill: boolean
  /** Shipments: owners, collaborators with manageDelivery. */
  ship: boolean
  /** The payments ledger: owners, collaborators with seeAllPayment. */
  pay: boolean
  /** Read sales documents: owners, seeAllOrder or billOrder, agents. */
  readDocuments: boolean
  /** Pick clients: owners, seeAllClient or createOrder, agents. */
  listClients: boolean
  /** Create a client: owners, createClient or createOrder, agents. */
  createClient: boolean
  /** Read the catalogue: owners, seeAllProduct, agents. */
  readCatalogue: boolean
  agent: boolean
}

const none: SalesRights = {
  readOrders: false,
  decide: false,
  createOrder: false,
  createFuture: false,
  createQuote: false,
  bill: false,
  ship: false,
  pay: false,
  readDocuments: false,
  listClients: false,
  createClient: false,
  readCatalogue: false,
  agent: false,
}

/** The rights of a signed-in user in the first shop of their list (the one the API acts on). */
export function salesRights(user: ApiUser | null): SalesRights {
  const shop = user?.shops[0]
  if (!user || !shop) return none
  if (user.role === 'agent' && shop.role === 'agent') {
    return {
      ...none,
      agent: true,
      readOrders: true,
      createOrder: true,
      createQuote: true,
      readDocuments: true,
      listClients: true,
      createClient: true,
      readCatalogue: true,
    }
  }
  if (!(user.role === 'owner' || user.role === 'iam') || shop.role !== user.role) return none
  const viewer: Viewer = {
    role: user.role,
    modules: shop.integration,
    authorizations: shop.authorizations,
  }
  const can = (key: Parameters<typeof hasPermission>[1]) => hasPermission(viewer, key)
  return {
    readOrders: can('seeAllOrder'),
    decide: can('seeAllOrder'),
    createOrder: can('createOrder'),
    createFuture: can('createOrder') && can('createFutureOrder') && moduleActive(viewer, 'futures'),
    createQuote: can('createQuote'),
    bill: can('billOrder'),
    ship: can('manageDelivery'),
    pay: can('seeAllPayment'),
    readDocuments: can('seeAllOrder') || can('billOrder'),
    listClients: can('seeAllClient') || can('createOrder'),
    createClient: can('createClient') || can('createOrder'),
    readCatalogue: can('seeAllProduct'),
    agent: false,
  }
}
