/**
 * What the viewer may do in the sales cycle (spec 6), read from the API's own access table
 * (mayCall) and the record rules of sales/domain/rights.ts: a page offers only what the API will
 * accept, so that no click ever reaches a 403 (which signs the user out).
 */
import { canOpen, type Viewer } from '#app/platform/domain/access'
import { mayCall } from '#app/platform/domain/api-access'
import { mayEnterKind } from '#app/modules/sales/domain/rights'

export type SalesRights = ReturnType<typeof salesRights>

export function salesRights(viewer: Viewer) {
  const member = viewer.role === 'owner' || viewer.role === 'iam' || viewer.role === 'agent'
  const may = (endpoint: Parameters<typeof mayCall>[1]) => member && mayCall(viewer, endpoint)
  return {
    /** An agent: every list and record is narrowed to the clients they follow. */
    agent: viewer.role === 'agent',
    /** GET /v1/orders (and its CSV). */
    readOrders: may('GET /orders'),
    /** Validate or refuse a pending order. */
    decide: may('PUT /orders/{id}/validate'),
    /** Enter, cancel and ventilate back-office orders. */
    createOrder: may('POST /orders/entries'),
    /** Futures: their module and createFutureOrder too. */
    createFuture:
      may('POST /orders/entries') &&
      mayEnterKind(viewer, 'future') &&
      canOpen('/dashboard/futures/add', viewer),
    createQuote: may('POST /sales-documents/quotes') && canOpen('/dashboard/orders/add', viewer),
    /** Invoices, deposits and credit notes. */
    bill: may('POST /sales-documents/invoices'),
    /** Shipments and their statuses. */
    ship: may('GET /shipments'),
    /** The ledger, outstandings, unpaids, reminders and credit notes. */
    pay: may('GET /payments'),
    readDocuments: may('GET /sales-documents'),
    /** Pick a client (the client filter, the entry form). */
    listClients: may('GET /clients'),
    createClient: may('POST /clients'),
    readCatalogue: may('GET /products'),
    /** The catalogue as a CSV file in the products import's layout. */
    exportCatalogue: may('GET /catalogue/export.csv'),
    /** The e-labels' and GS1 QR codes' links of every wine as a CSV file. */
    exportElabels: may('GET /catalogue/elabels.csv'),
    /** The tasks list as a CSV file (the CRM's tasks, exported through the same route). */
    exportTasks: may('GET /tasks/export.csv'),
    /** The pipeline as a CSV file. */
    exportOpportunities: may('GET /opportunities/export.csv'),
    /** A campaign's recipients as a CSV file (the CRM's campaigns, through the same route). */
    exportCampaignRecipients: may('GET /crm/campaigns/{id}/recipients.csv'),
    /** A marketing list's members as a CSV file. */
    exportListMembers: may('GET /crm/lists/{id}/members.csv'),
    /** The CRM's indexes (campaigns, marketing lists, mail models) as CSV files. */
    exportCampaigns: may('GET /crm/campaigns/export.csv'),
    exportLists: may('GET /crm/lists/export.csv'),
    exportModels: may('GET /crm/models/export.csv'),
    /** The shipments and returns list as a CSV file. */
    exportShipments: may('GET /shipments/export.csv'),
    /** The past imports (settings' 'Imports et exports') as a CSV file. */
    exportImports: may('GET /imports/export.csv'),
  }
}
