/**
 * Spec 2.4 as data: who may open each route, with the permissions and modules it needs.
 * The guard, the sidebar, the create menu and the 'Go to' search all read this table.
 */
import type { PermissionKey, ShopModule, UserRole } from './enums'

/** `anonymous` is a visitor who is not signed in (spec: P). */
export type Visitor = UserRole | 'anonymous'

export type Audience =
  /** Only visitors who are not signed in (login, registration): signed-in users go home. */
  | 'guest'
  /** Everyone, signed in or not. */
  | 'all'
  /** A master account choosing a sub-account. */
  | 'master'
  | readonly Visitor[]

export type AccessRule = {
  pattern: string
  who: Audience
  /** Every one of these permissions (collaborators only; owners have all rights). */
  permissions?: readonly PermissionKey[]
  /** At least one of these permissions. */
  anyPermission?: readonly PermissionKey[]
  /** Every one of these modules must be active in the user's shop. */
  modules?: readonly ShopModule[]
  /** At least one of these modules. */
  anyModule?: readonly ShopModule[]
}

const B = 'buyer'
const O = 'owner'
const A = 'agent'
const I = 'iam'
const Ad = 'admin'
const P = 'anonymous'

const rule = (
  patterns: string | string[],
  who: Audience,
  extra: Omit<AccessRule, 'pattern' | 'who'> = {},
): AccessRule[] => [patterns].flat().map((pattern) => ({ pattern, who, ...extra }))

const d = (path: string) => `/dashboard${path}`
const analytics = (path: string, extra: Omit<AccessRule, 'pattern' | 'who'> = {}) =>
  rule(d(`/analytics${path}`), [O, I], {
    ...extra,
    modules: ['analytics', ...(extra.modules ?? [])],
    permissions: ['accessAnalytics', ...(extra.permissions ?? [])],
  })
const crm = (paths: string[], extra: Omit<AccessRule, 'pattern' | 'who'> = {}) =>
  rule(
    paths.map((p) => d(`/crm${p}`)),
    [O, I],
    { ...extra, modules: ['campaigns'] },
  )

export const accessRules: readonly AccessRule[] = [
  ...rule('/', 'all'),
  ...rule(
    [
      '/auth/login',
      '/auth/register-wineriz',
      '/auth/register-wineriz/agent',
      '/auth/register-wineriz/seller',
      '/auth/register/buyer',
      '/auth/resetpwd',
    ],
    'guest',
  ),
  // A validation link must work whether or not its reader is signed in.
  ...rule(
    [
      '/auth/validate',
      '/auth/logout',
      // Any signed-in account's second factor (its loader sends visitors to the login).
      '/auth/two-factor',
      '/resources/locale',
      '/resources/adult-gate',
      '/resources/cart',
    ],
    'all',
  ),
  ...rule('/auth/accounts', 'master'),
  // A new address is confirmed by the account that asked for it (issue 16 §1).
  ...rule('/auth/confirm-email', [B, O, A, I, Ad]),
  // An administrator acting as a user comes back to their own account (admin console).
  ...rule('/auth/impersonation', [B, O, A, I]),
  ...rule(
    [
      '/auth',
      '/iframes/:id',
      '/validate3ds',
      '/disable-tracking-notif',
      '/roi-simulator',
      '/help',
      '/api-docs',
      '/gs1/01/:ean',
      '/gs1/01/:ean/10/:lotNumber',
      '/gs1/01/:ean/22/:vintage',
      '/gs1/01/:ean/22/:vintage/10/:lotNumber',
      '/01/:ean',
      '/01/:ean/10/:lotNumber',
      '/01/:ean/22/:vintage',
      '/01/:ean/22/:vintage/10/:lotNumber',
      '/:name',
      '/:name/nutritiveValues',
      '/:name/legal-notice',
      '/:name/cgv',
      '/:name/retractation',
      '/:name/:product',
    ],
    'all',
  ),
  ...rule('/get-api-key', [O, I]),
  ...rule(['/dashboard', d('/settings'), d('/orders'), d('/orders/:id')], [B, O, A, I]),
  ...rule(['/dashboard/notifications', '/dashboard/goto', '/resources/documents'], [B, O, A, I]),
  // Generated sales PDFs: the provider decides who may read each one (404 for anyone else).
  ...rule('/resources/document-files/:id', [B, O, A, I]),
  // A buyer's own invoices as PDFs (the provider answers 404 for any other document).
  ...rule('/resources/invoices/:id', [B]),
  // A shipment's carrier label (app/modules/carriers), as its shipment: staff with manageDelivery.
  ...rule('/resources/carrier-label/:id', [O, I], { permissions: ['manageDelivery'] }),
  // The preview of the shop's document template (settings' 'Documents' tab).
  ...rule('/resources/document-preview', [O, I]),
  // CSV exports of the sales lists: the route checks the list's own right before the provider.
  ...rule('/resources/sales-export', [O, A, I]),
  // The shop's full export (issue 16 §1, settings' account tab): the owner's.
  ...rule('/resources/shop-export', [O]),
  // A client's data as a JSON file (GDPR, clients/web/gdpr.server.ts); the API checks the reach.
  ...rule('/resources/client-data/:id', [O, A, I], {
    permissions: ['seeAllClient'],
    modules: ['crm'],
  }),
  ...rule('/resources/agent-mode', [A]),
  // A private iCalendar feed: read by a phone without a session, its secret token is the key.
  ...rule('/resources/calendar/:token', 'all'),
  // A shop's public contact form (the bottom bar's QR code, spec 2.8).
  ...rule('/contact/:shopId', 'all'),
  // A campaign mail's unsubscribe link (and RFC 8058's one-click POST): the signed token is the key.
  ...rule('/unsubscribe/:token', 'all'),
  // Agents' menu has a calendar (spec 2.8), so agents may open it too.
  // It shows the CRM's tasks and the wine tourism's reservations: either module opens it.
  ...rule(d('/calendar'), [O, A, I], { anyModule: ['crm', 'reservations'] }),
  ...rule(
    [
      d('/customize'),
      d('/delivery'),
      d('/payments/credits'),
      d('/orders/quotes'),
      d('/orders/bills'),
      d('/orders/ventilate'),
      d('/orders/credits'),
      d('/orders/deposits'),
    ],
    [O, I],
  ),
  ...rule([d('/orders/samples'), d('/products'), d('/products/:id')], [O, A, I]),
  // The client file, prospecting, opportunities and tasks: the CRM menu (spec 2.8), with the shop's
  // 'crm' module (its settings tab link=crm too: settings/web/tabs/crm.server.ts).
  ...rule([d('/clients'), d('/clients/:id'), d('/tasks')], [O, A, I], { modules: ['crm'] }),
  ...rule(d('/tarifs'), [O, A, I], { permissions: ['seeAllPrice'] }),
  ...rule(d('/products/add'), [O, A, I], { permissions: ['createProduct'] }),
  ...rule(d('/clients/add'), [O, A, I], { permissions: ['createClient'], modules: ['crm'] }),
  // Imports (issue 17 §4) and their templates: the owner and collaborators who may create clients
  // (CRM on) or products; the page offers the kinds the API's `importRules` admit.
  ...rule([d('/clients/import'), d('/clients/import/:id'), '/resources/import-template'], [O, I], {
    anyPermission: ['createClient', 'createProduct'],
  }),
  ...rule(d('/orders/add'), [O, Ad, A, I]),
  // A sales document's page: the provider decides who reads which document (agents: their clients').
  ...rule(d('/orders/documents/:id'), [O, A, I]),
  ...rule(d('/clients/opportunities'), [O, I], {
    anyPermission: ['accessAgent', 'accessCollaborator', 'manageBudget'],
    anyModule: ['agents', 'iam'],
    modules: ['crm'],
  }),
  ...rule(d('/clients/prospection'), [O, I], { permissions: ['seeAllClient'], modules: ['crm'] }),
  ...rule([d('/stocks'), d('/stocks/:id')], [O, I], { permissions: ['seeAllStock'] }),
  ...rule(d('/stocks/add'), [O, I], { permissions: ['seeAllStock', 'createWarehouse'] }),
  ...rule(
    [
      d('/stocks/warehouses'),
      d('/stocks/drm'),
      d('/stocks/movements'),
      d('/stocks/allocations'),
      d('/stocks/crdColors'),
    ],
    [O, I],
    { permissions: ['seeAllStock'], modules: ['stocks'] },
  ),
  ...rule([d('/payments'), d('/payments/outstandings'), d('/payments/unpaids')], [O, I], {
    permissions: ['seeAllPayment'],
  }),
  ...rule(d('/accounting/journals'), [O, I], {
    permissions: ['accessAccounting'],
    modules: ['accounting'],
  }),
  ...rule(d('/accounting/codes'), [O, I], {
    permissions: ['editAccountingCodes'],
    modules: ['accounting'],
  }),
  ...rule([d('/salespoints'), d('/salespoints/:id'), d('/salespoints/:id/new-order')], [O, Ad, I], {
    permissions: ['createOrderSalesPoint'],
  }),
  ...analytics(''),
  ...analytics('/custom'),
  ...analytics('/budget', { permissions: ['manageBudget'] }),
  ...analytics('/activities', { permissions: ['activitiesAnalytics'], modules: ['iam'] }),
  ...analytics('/clients', { permissions: ['clientSalesAnalytics'] }),
  ...analytics('/objectives', { permissions: ['goalsAnalytics'] }),
  ...analytics('/products', { permissions: ['productSalesAnalytics'] }),
  ...analytics('/commissions', { permissions: ['commissionsAnalytics'] }),
  ...analytics('/sells', { permissions: ['salesAnalytics'] }),
  ...analytics('/campaigns', { permissions: ['campaignsAnalytics'], modules: ['crm'] }),
  ...analytics('/reservations', {
    permissions: ['productSalesAnalytics'],
    modules: ['reservations'],
  }),
  ...crm([
    '',
    '/lists',
    '/lists/:id',
    '/campaigns',
    '/campaigns/:id',
    '/models',
    '/models/:id/standard',
    '/models/:id/advanced',
  ]),
  ...crm(['/lists/add'], { permissions: ['createList'] }),
  ...crm(['/campaigns/add'], { permissions: ['createCampaign'] }),
  ...crm(['/models/add', '/models/advanced'], { permissions: ['createModel'] }),
  ...rule([d('/reservations'), d('/reservations/:id')], [B, O, I], { modules: ['reservations'] }),
  ...rule(d('/reservations/add'), [O, I], { modules: ['reservations'] }),
  ...rule([d('/reservations/events'), d('/reservations/events/:id')], [O, I], {
    permissions: ['accessEvent'],
  }),
  ...rule(d('/reservations/events/add'), [O, I], { permissions: ['accessEvent', 'createEvent'] }),
  ...rule(d('/agents'), [O, I], { permissions: ['accessAgent'], modules: ['agents'] }),
  ...rule([d('/agents/add'), d('/agents/find')], [O, I], { permissions: ['createAgent'] }),
  ...rule(d('/agents/:id'), [O, I], { modules: ['agents'] }),
  ...rule(d('/agents/analytics'), [O, I], { permissions: ['commissionsAnalytics'] }),
  ...rule([d('/collaborators'), d('/collaborators/structure'), d('/collaborators/:id')], [O, I], {
    permissions: ['accessCollaborator'],
    modules: ['iam'],
  }),
  ...rule(d('/collaborators/add'), [O, I], { permissions: ['createCollaborator'] }),
  ...rule([d('/suppliers'), d('/suppliers/:id')], [O, I], { permissions: ['seeSupplier'] }),
  ...rule(d('/suppliers/add'), [O, I], { permissions: ['createSupplier'] }),
  ...rule([d('/purchases'), d('/purchases/add'), d('/purchases/:id')], [O, I], {
    permissions: ['seeSupplierOrder'],
    modules: ['purchase'],
  }),
  ...rule([d('/futures'), d('/futures/:id')], [O, I], {
    permissions: ['seeFutureOrder'],
    modules: ['futures'],
  }),
  ...rule(d('/futures/add'), [O, I], {
    permissions: ['seeFutureOrder', 'createFutureOrder'],
    modules: ['futures'],
  }),
  ...rule([d('/iframes/add'), d('/iframes/:id')], [O, I], { modules: ['iframes'] }),
  ...rule('/shops', [O, B, A, I]),
  ...rule('/shops/add', [A]),
  ...rule(
    [
      '/shops/:id',
      '/shops/:id/legal-notice',
      '/shops/:id/cgv',
      '/shops/:id/retractation',
      '/shops/:id/:product',
    ],
    [B, O, I, A],
  ),
  ...rule(
    [
      '/shops/:id/builders',
      '/shops/:id/builders/:builder',
      '/shops/:id/builders/:builder/:product',
    ],
    [O, I],
  ),
  ...rule('/cart', [B, P, O, I]),
  ...rule(['/cart/checkout', '/cart/confirmation'], [B]),
  ...rule(['/groups/:token', d('/groups')], [B]),
  ...rule(['/tickets', '/tickets/attachments/:id/:attachmentId'], [B, O, I], {
    permissions: ['seeAllMessages'],
  }),
  ...rule(['/admin', '/admin/support', '/admin/shops', '/admin/users', '/admin/audit'], [Ad]),
]

const segments = (path: string) => path.split('/').filter(Boolean)

/** Static segments beat parameters, so /dashboard/orders/add wins over /dashboard/orders/:id. */
function specificity(pattern: string): number[] {
  return segments(pattern).map((s) => (s.startsWith(':') ? 1 : 2))
}

/** Each rule with its pattern cut into segments once: the guard and the menus match many a request. */
const ordered = [...accessRules]
  .sort((a, b) => {
    const sa = specificity(a.pattern)
    const sb = specificity(b.pattern)
    for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
      const diff = (sb[i] ?? 0) - (sa[i] ?? 0)
      if (diff !== 0) return diff
    }
    return 0
  })
  .map((rule) => ({ rule, want: segments(rule.pattern) }))

/** A malformed escape stays as typed: the page then finds nothing and answers 404. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  return matchSegments(segments(pattern), segments(pathname))
}

function matchSegments(want: string[], got: string[]): Record<string, string> | null {
  if (want.length !== got.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = safeDecode(got[i])
    else if (want[i] !== got[i]) return null
  }
  return params
}

export function findAccessRule(pathname: string): AccessRule | null {
  const got = segments(pathname)
  return ordered.find(({ want }) => matchSegments(want, got) !== null)?.rule ?? null
}

/** What the guard needs to know about the visitor. */
export type Viewer = {
  role: Visitor
  /** Active modules and collaborator authorizations of the user's shop (owners and iam). */
  modules?: Partial<Record<ShopModule, { active: boolean }>>
  authorizations?: Partial<Record<PermissionKey, boolean>>
}

/** Owners have every right; collaborators every right their shop's map does not deny (spec 6). */
export function hasPermission(viewer: Viewer, key: PermissionKey): boolean {
  if (viewer.role === 'owner') return true
  if (viewer.role === 'iam') return viewer.authorizations?.[key] !== false
  return false
}

/**
 * The permissions of a rule, as spec 2.4–2.5 asks them: of collaborators only (their shop's map).
 * Owners hold every right, and the other roles a rule admits (agents, buyers, admins) have no
 * permission map, so a rule's permissions never turn them away. The guard and the provider's
 * access table (api-access.ts, applied by authorize.ts) both decide with this function, so that a page the guard lets in is never
 * refused by its own API.
 */
export function rightsMet(
  viewer: Viewer,
  rights: Pick<AccessRule, 'permissions' | 'anyPermission'>,
): boolean {
  if (viewer.role !== 'iam') return true
  return (
    (rights.permissions ?? []).every((p) => hasPermission(viewer, p)) &&
    (!rights.anyPermission || rights.anyPermission.some((p) => hasPermission(viewer, p)))
  )
}

export function moduleActive(viewer: Viewer, module: ShopModule): boolean {
  return viewer.modules?.[module]?.active === true
}

export type AccessDecision =
  | { allow: true }
  | {
      allow: false
      reason:
        | 'no-rule'
        | 'unauthenticated'
        | 'guest-only'
        | 'role'
        | 'module'
        | 'permission'
        | 'admin'
    }

/** Spec 2.5 as a pure decision; the guard turns each refusal into its redirect. */
export function decideAccess(rule: AccessRule | null, viewer: Viewer): AccessDecision {
  if (!rule) return { allow: false, reason: 'no-rule' }
  const who = rule.who
  if (who === 'all') return { allow: true }
  if (who === 'guest')
    return viewer.role === 'anonymous' ? { allow: true } : { allow: false, reason: 'guest-only' }
  if (who === 'master') return { allow: true }
  if (!Array.isArray(who)) throw new Error(`Règle d'accès inconnue pour ${rule.pattern}`)
  if (viewer.role === 'admin' && !who.includes('admin')) return { allow: false, reason: 'admin' }
  if (!who.includes(viewer.role)) {
    return viewer.role === 'anonymous'
      ? { allow: false, reason: 'unauthenticated' }
      : { allow: false, reason: 'role' }
  }
  if (viewer.role === 'owner' || viewer.role === 'iam') {
    const modulesOk =
      (rule.modules ?? []).every((m) => moduleActive(viewer, m)) &&
      (!rule.anyModule || rule.anyModule.some((m) => moduleActive(viewer, m)))
    if (!modulesOk) return { allow: false, reason: 'module' }
  }
  if (!rightsMet(viewer, rule)) return { allow: false, reason: 'permission' }
  return { allow: true }
}

/** May this viewer open this path? For menus and the 'Go to' search. */
export function canOpen(pathname: string, viewer: Viewer): boolean {
  return decideAccess(findAccessRule(pathname), viewer).allow
}
