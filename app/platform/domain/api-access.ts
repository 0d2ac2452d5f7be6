/**
 * Who may call each `/v1` endpoint, as data: the provider's side of spec 2.4 and 6. The API's one
 * authorisation middleware (app/platform/api/authorize.ts) reads this table before any handler
 * runs, with the same functions as the page guard (`rightsMet`, `moduleActive` of access.ts), so
 * that a page the guard lets in is never refused by its own API; no route checks a right by hand.
 * `tests/api/access-table.test.ts` fails when an endpoint of the router has no rule here, or a
 * rule no endpoint.
 *
 * What a rule cannot know before reading the record or the body stays with the record's own
 * rules: an agent's scope (their own clients, applied to every query through `member.agentId`),
 * a document's type (quotes vs invoices, sales/domain/document-rights.ts), an order's kind
 * (futures), a buyer's own orders.
 */
import { moduleActive, rightsMet, type AccessRule, type Viewer } from './access'
import type { UserRole } from './enums'

/** Membership roles in a shop (spec 6): the owner, collaborators ('iam') and agents. */
export type MemberRole = Extract<UserRole, 'owner' | 'iam' | 'agent'>

export type ApiAudience =
  /** No session needed; where a signed-in caller sees more, the handler reads the token itself. */
  | 'public'
  /** Any live session, a user's or a master account's. */
  | 'session'
  /** A signed-in user, whatever their role (the handler scopes to what is theirs). */
  | 'user'
  /** A master account, or a user reached through one. */
  | 'master'
  /** A platform administrator (role read from the database, not the token). */
  | 'admin'
  /**
   * A member of a shop in one of these roles: the shop they work in is resolved for the handler.
   * 'buyer' lets a signed-in buyer through as themselves (no shop): the handler scopes to theirs.
   */
  | readonly (MemberRole | 'buyer')[]

export type ApiRule = {
  who: ApiAudience
  /** The French refusal when the caller's role is not let through (else the generic one). */
  refusal?: string
  /**
   * Open to a session that serves only to set up a second factor (an admin or master account
   * without one yet); every other endpoint refuses such a session (403).
   */
  duringTwoFactorSetup?: true
  /**
   * A closed shop's team reads but no longer writes (settings/domain/closing.ts): every endpoint
   * of shop roles other than GET is refused for them, unless it is `open` (the full export).
   */
  whileClosed?: 'open'
} & Pick<AccessRule, 'permissions' | 'anyPermission'> & {
    /** A module that must be active in the member's shop. */
    module?: NonNullable<AccessRule['modules']>[number]
  }

const O = 'owner'
const I = 'iam'
const A = 'agent'
const B = 'buyer'
const staff = [O, I] as const
const sellers = [O, I, A] as const
const buyers = { who: [B], refusal: 'Seuls les acheteurs peuvent commander.' } as const
const invoiceReaders = {
  who: [B],
  refusal: 'Seuls les acheteurs consultent ici leurs factures.',
} as const
const groupBuyers = {
  who: [B],
  refusal: 'Les commandes groupées sont réservées aux acheteurs.',
} as const
const messagingBuyers = {
  who: [B],
  refusal: 'Seuls les acheteurs ouvrent une conversation avec un producteur.',
} as const
/** A buyer reads their own orders; owners and collaborators with seeAllOrder their shop's; an
 * agent those of the clients they follow. */
const crmClientWriters = {
  who: sellers,
  anyPermission: ['createClient', 'createOrder'],
  module: 'crm',
} as const
/**
 * Imports (issue 17 §4): the owner and collaborators who may import a kind of file: clients with
 * createClient and the CRM on, products and price grids with createProduct (the catalogue's
 * right). The endpoints admit either; the import's kind (the upload's body, the import's row) is
 * then judged by `importRules` with the same `ruleAdmits` (imports/api/imports.ts `kindAllowed`).
 */
const importers = { who: staff, anyPermission: ['createClient', 'createProduct'] } as const
export const importRules = {
  clients: { who: staff, permissions: ['createClient'], module: 'crm' },
  products: { who: staff, permissions: ['createProduct'] },
} as const satisfies Record<string, ApiRule>
/** A shop's webhooks (integrations/domain/webhooks.ts): they carry all its orders and stock. */
const webhookManagers = { who: staff, permissions: ['seeAllOrder', 'seeAllStock'] } as const
const orderReaders = { who: [B, O, I, A], permissions: ['seeAllOrder'] } as const

/**
 * `METHOD /path` (contract syntax: without `/v1`, `{name}` for a parameter) → rule. The order
 * follows the API's areas.
 */
export const apiAccess = {
  'GET /openapi.json': { who: 'public' },
  'GET /maintenances': { who: 'public' },

  // accounts
  'POST /auth/login': { who: 'public' },
  'POST /auth/login/two-factor': { who: 'public' },
  'POST /auth/logout': { who: 'session', duringTwoFactorSetup: true },
  'POST /auth/register/buyer': { who: 'public' },
  'POST /auth/register/seller': { who: 'public' },
  'POST /auth/register/agent': { who: 'public' },
  'POST /auth/forgot-password': { who: 'public' },
  'POST /auth/reset-password': { who: 'public' },
  'POST /auth/validate': { who: 'public' },
  'GET /users/me': { who: 'user', duringTwoFactorSetup: true },
  'PUT /users/me': { who: 'user' },
  'POST /users/me/cart/merge': { who: 'user' },
  'GET /users/me/sessions': { who: 'user' },
  'DELETE /users/me/sessions/{id}': { who: 'user' },
  'PUT /users/me/password': { who: 'user' },
  'GET /users/me/email': { who: 'user' },
  'POST /users/me/email': { who: 'user' },
  'POST /users/me/email/confirm': { who: 'user' },
  'GET /users/me/two-factor': { who: 'session', duringTwoFactorSetup: true },
  'POST /users/me/two-factor/setup': { who: 'session', duringTwoFactorSetup: true },
  'POST /users/me/two-factor/confirm': { who: 'session', duringTwoFactorSetup: true },
  'POST /users/me/two-factor/disable': { who: 'session' },
  // One's own account (issue 16 §1): an owner's shop with legal records refuses it (409).
  'POST /users/me/deletion': { who: 'user' },
  'GET /notifications-centers': { who: 'user' },
  'PUT /notifications-centers/mark-as-seen': { who: 'user' },
  'PUT /notifications-centers/mark-all-as-seen': { who: 'user' },
  'GET /documents/to-download': { who: 'user' },
  'GET /master-accounts/me/accounts': { who: 'master' },
  'POST /master-accounts/me/switch': { who: 'master' },
  'POST /master-accounts/me/leave': { who: 'master' },

  // home: each item shows only to whom its own list's rule admits (app/modules/home/api)
  'GET /home': { who: sellers },

  // admin
  'GET /admin/maintenances': { who: 'admin' },
  'POST /admin/maintenances': { who: 'admin' },
  'DELETE /admin/maintenances/{id}': { who: 'admin' },
  'GET /admin/users': { who: 'admin' },
  'GET /admin/jobs': { who: 'admin' },
  'POST /admin/jobs/{id}/retry': { who: 'admin' },
  'GET /admin/overview': { who: 'admin' },
  'GET /admin/shops': { who: 'admin' },
  'PUT /admin/shops/{id}/suspension': { who: 'admin' },
  'PUT /admin/shops/{id}/modules': { who: 'admin' },
  'PUT /admin/users/{id}/lock': { who: 'admin' },
  'POST /admin/users/{id}/password-reset': { who: 'admin' },
  'POST /admin/users/{id}/impersonation': { who: 'admin' },
  'GET /admin/audit': { who: 'admin' },
  // The session an administrator opened as a user (the handler refuses any other session).
  'DELETE /impersonation': { who: 'user' },
  'POST /impersonation/actions': { who: 'user' },

  // shop: the caller's own shop, and the public storefront
  'GET /shops/me': { who: staff },
  'PUT /shops/me': { who: [O] },
  'PUT /shops/me/terms': { who: [O] },
  'GET /shops/me/modules': { who: staff },
  'GET /shops/{id}': { who: 'public' },
  'GET /shops/{id}/legal-notice': { who: 'public' },
  'GET /shops/{id}/blocks': { who: 'public' },
  'GET /shops/{id}/terms': { who: 'public' },
  'GET /shops/{id}/products': { who: 'public' },
  'GET /shops/{id}/products/{slug}': { who: 'public' },
  'GET /shops/{id}/elabels': { who: 'public' },
  'GET /shops/{id}/elabel': { who: 'public' },
  'POST /shops/{id}/tariff-requests': { who: 'user' },
  'GET /shops/{id}/delivery-modes': { who: 'public' },
  // The delivery modes as the settings edit them (issue 16 §1): spec 2.4's manageDelivery.
  'GET /delivery-modes': { who: staff, permissions: ['manageDelivery'] },
  'POST /delivery-modes': { who: staff, permissions: ['manageDelivery'] },
  'PUT /delivery-modes/{id}': { who: staff, permissions: ['manageDelivery'] },
  'DELETE /delivery-modes/{id}': { who: staff, permissions: ['manageDelivery'] },
  'GET /shops/{id}/loyalty': { who: 'public' },

  // catalogue
  'GET /products': { who: sellers, permissions: ['seeAllProduct'] },
  // The catalogue in the products import's layout (imports/api/product-export.ts).
  'GET /catalogue/export.csv': { who: sellers, permissions: ['seeAllProduct'] },
  // The links to print on the labels (elabel/api/elabels-csv.ts): what the product pages show.
  'GET /catalogue/elabels.csv': { who: sellers, permissions: ['seeAllProduct'] },
  'POST /products': { who: staff, permissions: ['createProduct'] },
  // Staff of the product's shop get the whole record; anyone else its public view.
  'GET /products/{id}': { who: 'public' },
  'PUT /products/{id}': { who: staff, permissions: ['createProduct'] },
  'DELETE /products/{id}': { who: staff, permissions: ['createProduct'] },
  'POST /products/{id}/vintages': { who: staff, permissions: ['createProduct'] },
  'PUT /products/{id}/vintages/{vintageId}': { who: staff, permissions: ['createProduct'] },
  'DELETE /products/{id}/vintages/{vintageId}': { who: staff, permissions: ['createProduct'] },
  'POST /products/{id}/formats': { who: staff, permissions: ['createProduct'] },
  'PUT /products/{id}/formats/{formatId}': { who: staff, permissions: ['createProduct'] },
  'DELETE /products/{id}/formats/{formatId}': { who: staff, permissions: ['createProduct'] },
  // Agents read the price grids of the shop they sell for (spec 2.4), read only.
  // A shop's product labels (decision 0018): written by the owner as the defaults of new products
  // ('Articles' settings tab), read by the team; given to a product by PUT /products/{id}.
  'GET /product-labels': { who: staff },
  'POST /product-labels': { who: [O] },
  'PUT /product-labels/{id}': { who: [O] },
  'DELETE /product-labels/{id}': { who: [O] },
  'GET /tarifs': { who: sellers, permissions: ['seeAllPrice'] },
  'PUT /tarifs': { who: staff, permissions: ['seeAllPrice'] },
  'DELETE /tarifs/typologies/{key}': { who: staff, permissions: ['seeAllPrice'] },
  'GET /promotions': { who: staff, permissions: ['seeAllPrice'] },
  'POST /promotions': { who: staff, permissions: ['seeAllPrice'] },
  'PUT /promotions/{id}': { who: staff, permissions: ['seeAllPrice'] },
  'DELETE /promotions/{id}': { who: staff, permissions: ['seeAllPrice'] },
  'GET /loyalty': { who: staff, permissions: ['seeAllPrice'] },
  'PUT /loyalty': { who: staff, permissions: ['seeAllPrice'] },
  'GET /settings/cross-border': { who: staff, permissions: ['accessAccounting'] },
  'PUT /settings/cross-border': { who: staff, permissions: ['accessAccounting'] },
  // The company's identity and bank details: collaborators read them (the settings tabs are
  // theirs too); only the owner changes them, as the shop's other identity (PUT /shops/me, its
  // terms): a changed IBAN is where buyers' transfers go.
  'GET /settings/identity': { who: staff },
  'PUT /settings/identity': { who: [O] },
  'GET /settings/bank': { who: staff },
  'PUT /settings/bank': { who: [O] },
  // Document prefixes and the fiscal year: read by the team, set by the owner as the identity.
  'GET /settings/numbering': { who: staff },
  'PUT /settings/numbering': { who: [O] },
  'GET /settings/fiscal-year': { who: staff },
  'PUT /settings/fiscal-year': { who: [O] },
  'GET /settings/payment-methods': { who: staff },
  'PUT /settings/payment-methods': { who: [O] },
  // Closing the shop for good, and its full export (issue 16 §1): the owner's decisions; the
  // export stays open once the shop is closed (its records are the owner's to take away).
  'GET /settings/shop/closing': { who: staff },
  'POST /settings/shop/closing': {
    who: [O],
    refusal: 'Seul le propriétaire peut fermer la boutique.',
  },
  'GET /settings/shop/export': { who: [O], refusal: 'Seul le propriétaire exporte la boutique.' },
  'POST /settings/shop/export': {
    who: [O],
    refusal: 'Seul le propriétaire exporte la boutique.',
    whileClosed: 'open',
  },
  'GET /settings/shop/export/file': {
    who: [O],
    refusal: 'Seul le propriétaire exporte la boutique.',
  },
  // API keys (issue 16 §3): the team makes its own; the owner sees and revokes all. A key itself
  // can never reach these (no scope covers them: integrations/domain/api-keys.ts).
  'GET /api-keys': { who: staff },
  'POST /api-keys': { who: staff },
  'DELETE /api-keys/{id}': { who: staff },
  // The defaults of new products: read by the team (the product creation form starts from
  // them), set by the owner as the shop's other settings.
  'GET /settings/product-defaults': { who: staff },
  'PUT /settings/product-defaults': { who: [O] },
  // The vintage names hidden in display: the team reads them, the owner sets them.
  'GET /settings/hidden-vintages': { who: staff },
  'PUT /settings/hidden-vintages': { who: [O] },
  // The stock alert level: the team reads it, the owner sets it (issue 16 §3).
  'GET /settings/stock-alert': { who: staff },
  'PUT /settings/stock-alert': { who: [O] },
  // The template of the shop's documents and its legal notice text, as the other settings.
  'GET /settings/documents': { who: staff },
  'PUT /settings/documents': { who: [O] },
  'GET /settings/documents/preview.pdf': { who: staff },
  'GET /settings/legal-notice': { who: staff },
  'PUT /settings/legal-notice': { who: [O] },
  // The shop's integrations (its own Stripe keys, domain, audience measurement): the team sees
  // whether keys are set (never a secret); the owner sets them and checks them with Stripe.
  // Webhooks post every order, invoice and stock alert of the shop: the rights to see them all.
  // No API key reaches them (no scope covers /webhooks).
  'GET /webhooks': webhookManagers,
  'POST /webhooks': webhookManagers,
  'PUT /webhooks/{id}': webhookManagers,
  'DELETE /webhooks/{id}': webhookManagers,
  'GET /webhooks/{id}/deliveries': webhookManagers,
  'POST /webhooks/deliveries/{id}/resend': webhookManagers,
  'GET /settings/integrations': { who: staff },
  'PUT /settings/integrations': { who: [O] },
  'PUT /settings/integrations/stripe': { who: [O] },
  'DELETE /settings/integrations/stripe': { who: [O] },
  'POST /settings/integrations/stripe-check': { who: [O] },
  'GET /carriers': { who: staff },
  'PUT /settings/integrations/colissimo': { who: [O] },
  'DELETE /settings/integrations/colissimo': { who: [O] },
  'GET /iframes/{id}/public': { who: 'public' },
  'GET /iframes': { who: staff, module: 'iframes' },
  'POST /iframes': { who: staff, module: 'iframes' },
  'GET /iframes/{id}': { who: staff, module: 'iframes' },
  'PUT /iframes/{id}': { who: staff, module: 'iframes' },
  'DELETE /iframes/{id}': { who: staff, module: 'iframes' },
  'POST /images': { who: staff, permissions: ['createProduct'] },
  // The shop builder (issue 16 §2): the team reads a tab's blocks, drafts included; composing the
  // public pages goes with the catalogue's right, as uploading their images does.
  'GET /builder/blocks': { who: staff },
  'POST /builder/blocks': { who: staff, permissions: ['createProduct'] },
  'PUT /builder/blocks/{id}': { who: staff, permissions: ['createProduct'] },
  'DELETE /builder/blocks/{id}': { who: staff, permissions: ['createProduct'] },
  'PUT /builder/blocks/{id}/position': { who: staff, permissions: ['createProduct'] },
  'PUT /builder/publication': { who: staff, permissions: ['createProduct'] },
  'GET /gs1/01/{gtin}': { who: 'public' },

  // cart, checkout and the buyer's orders (a buyer reads their own; staff their shop's)
  'GET /carts/visitor/{token}': { who: 'public' },
  'PUT /carts/visitor/{token}': { who: 'public' },
  'POST /orders/get-cart-price': { who: 'public' },
  'POST /orders': buyers,
  'GET /orders': orderReaders,
  'GET /orders/export.csv': orderReaders,
  'GET /orders/{id}': orderReaders,
  'PUT /orders/{id}/validate': { who: staff, permissions: ['seeAllOrder'] },
  'PUT /orders/{id}/refuse': { who: staff, permissions: ['seeAllOrder'] },
  'PUT /orders/{id}/aborted-cart': { who: 'user' },
  'POST /payments/stripe/return': { who: 'user' },
  'POST /payments/stripe/orders/{id}/pay': { who: 'user' },
  'POST /payments/stripe/orders/{id}/confirm': { who: 'user' },
  // Stripe's own calls: no session, the signature of the raw body is checked instead.
  'POST /payments/stripe/webhook': { who: 'public' },
  // A shop's own Stripe account's webhook: signed with that shop's secret (integrations settings).
  'POST /payments/stripe/webhook/{id}': { who: 'public' },
  'POST /grouped-orders': groupBuyers,
  'GET /grouped-orders': groupBuyers,
  // Anyone signed in reads a group they belong to (404 otherwise, like an unknown token).
  'GET /grouped-orders/{token}': { who: 'user' },
  'POST /grouped-orders/{token}/join': groupBuyers,
  'PUT /grouped-orders/{token}/lines': groupBuyers,
  'POST /grouped-orders/{token}/leave': groupBuyers,
  'POST /grouped-orders/{token}/place': groupBuyers,
  'POST /grouped-orders/{token}/cancel': groupBuyers,

  // The client file (spec 2.4: /dashboard/clients for O, A, I): agents, and collaborators denied
  // seeAllClient, reach only the clients they follow (clients/domain/followers.ts). The pages of
  // the client file need the shop's 'crm' module (access.ts); the reads and the creation the
  // order entry makes (list, one client, a new client) stay open without it, since an order has
  // a client whatever the modules. What only the CRM uses needs the module.
  'GET /clients': { who: sellers },
  'GET /clients/export.csv': { who: sellers, module: 'crm' },
  'GET /clients/followers': { who: staff, module: 'crm' },
  'GET /clients/{id}': { who: sellers },
  'GET /clients/{id}/figures': {
    who: sellers,
    anyPermission: ['seeAllOrder', 'billOrder'],
    module: 'crm',
  },
  'POST /clients': { who: sellers, anyPermission: ['createClient', 'createOrder'] },
  'PUT /clients/{id}': { ...crmClientWriters },
  // Prospecting and opportunities (issue 17 §1): an opportunity is reached as its client is; the
  // stages are the settings of who sees the whole file.
  'PUT /clients/{id}/conversion': { ...crmClientWriters },
  // GDPR and merges (issue 17 §1): the export within reach; erasing is a decision about the whole
  // file (owners, collaborators with seeAllClient); a merge needs createClient and both in reach.
  'GET /clients/{id}/export': { who: sellers, permissions: ['seeAllClient'], module: 'crm' },
  'POST /clients/{id}/erasure': { who: staff, permissions: ['seeAllClient'], module: 'crm' },
  'GET /clients/{id}/duplicates': { who: sellers, module: 'crm' },
  'POST /clients/{id}/merge': { who: sellers, permissions: ['createClient'], module: 'crm' },
  // A client's addresses and contacts (issue 17 §1): written as the client is edited (PUT
  // /clients/{id}). The addresses are read within reach as the client is (GET /clients/{id}, no
  // module): the order entry offers the client's delivery addresses with or without the CRM.
  'GET /clients/{id}/addresses': { who: sellers },
  'POST /clients/{id}/addresses': { ...crmClientWriters },
  'PUT /clients/{id}/addresses/{addressId}': { ...crmClientWriters },
  'DELETE /clients/{id}/addresses/{addressId}': { ...crmClientWriters },
  'GET /clients/{id}/contacts': { who: sellers, module: 'crm' },
  'POST /clients/{id}/contacts': { ...crmClientWriters },
  'PUT /clients/{id}/contacts/{contactId}': { ...crmClientWriters },
  'DELETE /clients/{id}/contacts/{contactId}': { ...crmClientWriters },
  // The public contact form behind the QR code (spec 2.8): limited per address in the handler.
  'POST /contact/{shopId}': { who: 'public' },
  'GET /opportunities': { who: sellers, module: 'crm' },
  'GET /opportunities/export.csv': { who: sellers, module: 'crm' },
  'GET /opportunities/options': { who: sellers, module: 'crm' },
  'GET /opportunities/stages': { who: sellers, module: 'crm' },
  'PUT /opportunities/stages': { who: staff, permissions: ['seeAllClient'], module: 'crm' },
  'GET /opportunities/{id}': { who: sellers, module: 'crm' },
  'POST /opportunities': { who: sellers, permissions: ['createClient'], module: 'crm' },
  'PUT /opportunities/{id}': { who: sellers, permissions: ['createClient'], module: 'crm' },
  'DELETE /opportunities/{id}': { who: sellers, permissions: ['createClient'], module: 'crm' },
  // tasks (issue 17 §2, CRM menu of spec 2.8): everyone of the team reads the tasks they see
  // (seeAllTask widens it to the shop's, in the handler) and completes them; createTask creates,
  // changes and deletes them.
  'GET /tasks': { who: sellers, module: 'crm' },
  'GET /tasks/export.csv': { who: sellers, module: 'crm' },
  'GET /tasks/options': { who: sellers, module: 'crm' },
  'GET /tasks/{id}': { who: sellers, module: 'crm' },
  'POST /tasks': { who: sellers, permissions: ['createTask'], module: 'crm' },
  'PUT /tasks/{id}': { who: sellers, permissions: ['createTask'], module: 'crm' },
  'DELETE /tasks/{id}': { who: sellers, permissions: ['createTask'], module: 'crm' },
  'PUT /tasks/{id}/completion': { who: sellers, module: 'crm' },
  // imports of clients and of products (issue 17 §4): each kind by its rule of `importRules`
  'GET /imports': importers,
  'GET /imports/export.csv': importers,
  'GET /exports': { who: sellers },
  'POST /imports': importers,
  'GET /imports/fields/{kind}': importers,
  'GET /imports/{id}': importers,
  'PUT /imports/{id}/mapping': importers,
  'GET /imports/{id}/preview': importers,
  'POST /imports/{id}/run': importers,
  'POST /imports/{id}/revert': importers,
  'POST /imports/{id}/invitations': { who: staff, permissions: ['createClient'], module: 'crm' },
  // marketing (issue 17 §3), module campaigns: lists are read by the team (members within each
  // one's reach of the clients, in the handler); createList and createModel write; the campaigns'
  // sender is read by owners and collaborators and saved by the owner, as the other settings.
  'GET /crm/lists': { who: sellers, module: 'campaigns' },
  'GET /crm/lists/export.csv': { who: sellers, module: 'campaigns' },
  'GET /crm/lists/{id}': { who: sellers, module: 'campaigns' },
  'GET /crm/lists/{id}/members.csv': { who: sellers, module: 'campaigns' },
  'POST /crm/lists': { who: staff, permissions: ['createList'], module: 'campaigns' },
  'PUT /crm/lists/{id}': { who: staff, permissions: ['createList'], module: 'campaigns' },
  'DELETE /crm/lists/{id}': { who: staff, permissions: ['createList'], module: 'campaigns' },
  'POST /crm/lists/{id}/members': { who: staff, permissions: ['createList'], module: 'campaigns' },
  'DELETE /crm/lists/{id}/members/{clientId}': {
    who: staff,
    permissions: ['createList'],
    module: 'campaigns',
  },
  'GET /crm/models': { who: staff, module: 'campaigns' },
  'GET /crm/models/export.csv': { who: staff, module: 'campaigns' },
  'GET /crm/models/{id}': { who: staff, module: 'campaigns' },
  'GET /crm/models/{id}/preview': { who: staff, module: 'campaigns' },
  'POST /crm/models': { who: staff, permissions: ['createModel'], module: 'campaigns' },
  'PUT /crm/models/{id}': { who: staff, permissions: ['createModel'], module: 'campaigns' },
  'DELETE /crm/models/{id}': { who: staff, permissions: ['createModel'], module: 'campaigns' },
  'POST /crm/models/{id}/test-send': {
    who: staff,
    permissions: ['createModel'],
    module: 'campaigns',
  },
  'GET /settings/campaigns': { who: staff },
  'PUT /settings/campaigns': { who: [O] },
  'PUT /settings/campaigns/dkim': { who: [O] },
  'DELETE /settings/campaigns/dkim': { who: [O] },
  // campaigns: owners and collaborators read them; createCampaign creates, sends and cancels.
  // Agents are refused: a campaign mails a whole list, beyond the clients an agent follows.
  'GET /crm/campaigns': { who: staff, module: 'campaigns' },
  'GET /crm/campaigns/export.csv': { who: staff, module: 'campaigns' },
  'GET /crm/campaigns/{id}': { who: staff, module: 'campaigns' },
  'GET /crm/campaigns/{id}/recipients': { who: staff, module: 'campaigns' },
  'GET /crm/campaigns/{id}/recipients.csv': { who: staff, module: 'campaigns' },
  'POST /crm/campaigns': { who: staff, permissions: ['createCampaign'], module: 'campaigns' },
  'POST /crm/campaigns/{id}/cancel': {
    who: staff,
    permissions: ['createCampaign'],
    module: 'campaigns',
  },
  'POST /crm/campaigns/{id}/send': {
    who: staff,
    permissions: ['createCampaign'],
    module: 'campaigns',
  },
  // A campaign's unsubscribe link (RFC 8058 one-click too): the signed token is the key.
  'GET /unsubscribe/{token}': { who: 'public' },
  'POST /unsubscribe/{token}': { who: 'public' },
  // One's own private iCalendar link; the feed itself is read with its secret token, no session.
  'GET /calendar-feed': { who: sellers },
  'POST /calendar-feed': { who: sellers },
  'DELETE /calendar-feed': { who: sellers },
  'GET /calendar-feeds/{token}': { who: 'public' },
  // Messaging (issue 17 §5, spec 2.4 /tickets for B, O, I): a buyer reaches their own
  // conversations; the owner and collaborators with seeAllMessages the shop's, other collaborators
  // those they wrote in (the handler's `visibleTo`). Only buyers start one.
  'GET /conversations': { who: [B, O, I] },
  'GET /conversations/unread': { who: [B, O, I] },
  'GET /conversations/new': messagingBuyers,
  'GET /conversations/{id}': { who: [B, O, I] },
  'PUT /conversations/{id}/read': { who: [B, O, I] },
  'POST /conversations': messagingBuyers,
  'POST /conversations/{id}/messages': { who: [B, O, I] },
  'GET /conversations/{id}/attachments/{attachmentId}': { who: [B, O, I] },
  // The help chat (issue 17 §5): every signed-in user has their own thread; admins answer.
  'GET /support': { who: 'user' },
  'POST /support/messages': { who: 'user' },
  'PUT /support/read': { who: 'user' },
  'GET /admin/support': { who: 'admin' },
  'GET /admin/support/{id}': { who: 'admin' },
  'POST /admin/support/{id}/messages': { who: 'admin' },
  'PUT /admin/support/{id}/read': { who: 'admin' },
  // Futures also need createFutureOrder and their module: the order's kind is in the body.
  'POST /orders/entries': { who: sellers, permissions: ['createOrder'] },
  'PUT /orders/{id}/entry': { who: sellers, permissions: ['createOrder'] },
  'PUT /orders/{id}/cancel': { who: sellers, permissions: ['createOrder'] },
  'POST /orders/{id}/ventilate': { who: sellers, permissions: ['createOrder'] },
  'GET /shipments': { who: staff, permissions: ['manageDelivery'] },
  'GET /shipments/export.csv': { who: staff, permissions: ['manageDelivery'] },
  'GET /shipments/{id}': { who: staff, permissions: ['manageDelivery'] },
  'POST /shipments': { who: staff, permissions: ['manageDelivery'] },
  'PUT /shipments/{id}/status': { who: staff, permissions: ['manageDelivery'] },
  // Carriers (app/modules/carriers): a shipment's label, as its shipment.
  'POST /shipments/{id}/label': { who: staff, permissions: ['manageDelivery'] },
  'GET /shipments/{id}/label': { who: staff, permissions: ['manageDelivery'] },
  // A document's own type decides the right to change it (quotes: createQuote, the rest: billOrder).
  'GET /sales-documents': { who: sellers, anyPermission: ['seeAllOrder', 'billOrder'] },
  'GET /sales-documents/export.csv': { who: sellers, anyPermission: ['seeAllOrder', 'billOrder'] },
  'GET /sales-documents/{id}': { who: sellers, anyPermission: ['seeAllOrder', 'billOrder'] },
  'PUT /sales-documents/{id}': { who: sellers, anyPermission: ['seeAllOrder', 'billOrder'] },
  'PUT /sales-documents/{id}/issue': { who: sellers, anyPermission: ['seeAllOrder', 'billOrder'] },
  'PUT /sales-documents/{id}/accept': { who: sellers, anyPermission: ['seeAllOrder', 'billOrder'] },
  'PUT /sales-documents/{id}/reject': { who: sellers, anyPermission: ['seeAllOrder', 'billOrder'] },
  'PUT /sales-documents/{id}/cancel': { who: sellers, anyPermission: ['seeAllOrder', 'billOrder'] },
  'POST /sales-documents/{id}/send': { who: sellers },
  'POST /sales-documents/quotes': { who: sellers, permissions: ['createQuote'] },
  'POST /sales-documents/invoices': { who: staff, permissions: ['billOrder'] },
  'POST /sales-documents/deposits': { who: staff, permissions: ['billOrder'] },
  'POST /sales-documents/credits': { who: staff, permissions: ['billOrder'] },
  // A PDF is read by whoever may read its document, the buyer included.
  'GET /document-files/{id}': { who: 'user' },
  // a buyer's own issued invoices, deposits and credit notes (the record rule: documents/buyer.ts)
  'GET /users/me/invoices': invoiceReaders,
  'GET /users/me/invoices/{id}/pdf': invoiceReaders,
  'POST /document-files': { who: sellers },
  'GET /payments': { who: staff, permissions: ['seeAllPayment'] },
  'GET /payments/export.csv': { who: staff, permissions: ['seeAllPayment'] },
  'POST /payments': { who: staff, permissions: ['seeAllPayment'] },
  'GET /payments/outstandings': { who: staff, permissions: ['seeAllPayment'] },
  'GET /payments/outstandings/export.csv': { who: staff, permissions: ['seeAllPayment'] },
  'GET /payments/unpaids': { who: staff, permissions: ['seeAllPayment'] },
  'GET /payments/unpaids/export.csv': { who: staff, permissions: ['seeAllPayment'] },
  'POST /payments/unpaids/{documentId}/remind': { who: staff, permissions: ['seeAllPayment'] },
  'GET /payments/unpaids/{documentId}/reminders': { who: staff, permissions: ['seeAllPayment'] },
  'GET /payments/credits': { who: staff, permissions: ['seeAllPayment'] },
  'GET /payments/credits/export.csv': { who: staff, permissions: ['seeAllPayment'] },
  'GET /sepa-mandates': { who: staff, permissions: ['seeAllPayment'] },
  'PUT /sepa-mandates/{id}/status': { who: staff, permissions: ['seeAllPayment'] },
} satisfies Record<string, ApiRule>

/** The rule of an endpoint: its method and its path in contract syntax. */
export function apiRuleOf(method: string, path: string): ApiRule | undefined {
  return (apiAccess as Record<string, ApiRule>)[`${method.toUpperCase()} ${path}`]
}

/**
 * Whether a rule of shop roles admits this viewer (their role, the rights a collaborator's map
 * grants, the module): the middleware decides with it, and pages with `mayCall` offer only what
 * the API will accept (a 403 signs the user out).
 */
export function ruleAdmits(rule: ApiRule, viewer: Viewer): boolean {
  return (
    Array.isArray(rule.who) &&
    (rule.who as readonly string[]).includes(viewer.role) &&
    rightsMet(viewer, rule) &&
    (rule.module === undefined || moduleActive(viewer, rule.module) || agentWithoutShop(viewer))
  )
}

/**
 * A page's viewer of an agent, who works for several shops, has no shop's modules (as the page
 * guard judges them, `decideAccess`): the API judges the module again with the shop of the call.
 */
const agentWithoutShop = (viewer: Viewer) => viewer.role === 'agent' && viewer.modules === undefined

/** May a member of a shop (owner, collaborator, agent) call this endpoint? */
export function mayCall(viewer: Viewer, endpoint: keyof typeof apiAccess): boolean {
  return ruleAdmits(apiAccess[endpoint], viewer)
}
