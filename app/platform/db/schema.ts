import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type {
  Authorizations,
  BusinessTypology,
  ShopIntegration,
  ShopTypology,
  UserRole,
} from '#app/platform/domain/enums'
import type { NotificationType } from '#app/modules/accounts/domain/notifications'
import type {
  ImportKind,
  ImportMapping,
  ImportSource,
  ImportStatus,
} from '#app/modules/imports/domain/imports'
import type { TaskPriority, TaskType } from '#app/modules/tasks/domain/tasks'
import type { BlockContent, BlockKind, BlockStatus } from '#app/modules/builder/domain/blocks'
import type { ProspectSource, StageKind } from '#app/modules/clients/domain/pipeline'
import type { CrossBorderSettings, TaxRegime } from '#app/modules/pricing/domain/tax-regime'
import type { IngredientTerm } from '#app/modules/catalogue/domain/ingredients'
import type { ElabelLanguage } from '#app/modules/elabel/domain/languages'
import type {
  Allergen,
  FormatType,
  FormatUnity,
  ListingStatus,
  Nutrition,
  ProductKind,
  PromotionActivation,
  PromotionType,
  ShopTab,
  ThresholdMap,
  TypologyPrice,
  VatType,
  VintageLegal,
} from '#app/modules/catalogue/domain/catalogue'
import type { BoxContent, FiscalCategory } from '#app/modules/catalogue/domain/excise'

export type Address = {
  title?: string
  name?: string
  street?: string
  street2?: string
  zipcode?: string
  city?: string
  country?: string
}

export type ShopSettings = {
  logStartMonth: number
  logStartDay: number
  hasTVA: boolean
  vatRate: { standard: number; medium: number; reduced: number }
  titleProducts?: string
  allRulesInEq75: boolean
  /** Visitors who are not signed in see "prix réservés aux membres" instead of prices. */
  membersOnlyPrices?: boolean
  /** Spec 8's shop limits on an order. */
  orderRules?: OrderRules
  /** Price of gift wrapping one unit, cents TTC. */
  wrappingPriceCents?: number
  /** Payment types the shop accepts at checkout (spec 3: payment types of the cart). */
  paymentTypes?: string[]
  /** Where it delivers beyond France, per buyer kind, and how (pricing/domain/tax-regime.ts). */
  crossBorder?: CrossBorderSettings
  /** Prefixes of document numbers; absent ones are 'D', 'F', 'F' (settings/domain/numbering.ts). */
  numbering?: { quote?: string; invoice?: string; creditNote?: string }
  /** The sender of the shop's campaigns and mail models (crm/domain/campaign-settings.ts). */
  campaigns?: { senderName: string; senderEmail: string; replyTo: string | null; signature: string }
  /** What a new product takes when left out (settings/domain/product-defaults.ts reads it). */
  productDefaults?: {
    vatType?: string
    container?: string | null
    unity?: string
    unityValue?: number
    packing?: string | null
    packingQuantity?: number | null
  }
  /** Vintage names shown as none; absent: the default ones (catalogue `hiddenVintageNamesOf`). */
  hiddenVintageNames?: string[]
  /** Alert at this many units left of a counted format; absent or null: off (settings/domain/stock-alert.ts). */
  stockAlertLevel?: number | null
  /** The template of its documents (settings/domain/document-template.ts reads it). */
  documentTemplate?: {
    accentColor?: string | null
    logoPlacement?: string
    headerNote?: string
    footerText?: string
    closingNotes?: { quote?: string; invoice?: string; deliveryNote?: string }
  }
  /** Its own legal notice text, shown under its identity on the public legal notice page. */
  legalNoticeText?: string
}

export type OrderRules = {
  /** Minimum order amount excluding tax, cents. */
  minOrderHtCents?: number
  minProducts?: number
  maxProducts?: number
  /** Drop shops: the number of products must be a multiple of this. */
  multipleOf?: number
}

export type EditedShop = { color?: string; banner?: string; logo?: string }

/** What French law wants on the seller's side of an invoice (DOMAIN.md §3). */
export type ShopLegal = {
  legalName?: string
  legalForm?: string
  /** Share capital in cents. */
  capitalCents?: number
  siret?: string
  rcsCity?: string
  vatNumber?: string
  exciseNumber?: string
  /** Casier viticole informatisé number (10 characters), a wine farm's id at the customs. */
  cvi?: string
  address?: Address
  phone?: string
  email?: string
  iban?: string
  bic?: string
  /** Late-payment penalty rate in percent a year (at least 3 × the legal rate). */
  latePenaltyRate?: number
  /** The shop's default payment delay (spec 3: payment delays), e.g. '30' or '45EOM'. */
  paymentDelay?: string
  /** "TVA non applicable, art. 293 B du CGI" and the like, when the shop has no VAT. */
  vatExemptionText?: string
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

/**
 * A time-based code (TOTP) as second factor: the secret, when its first code was confirmed (null
 * while being set up: the secret then does not yet guard the sign-in), and the 30-second step of
 * the last code accepted (a code is never accepted twice).
 */
const twoFactorColumns = () => ({
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  totpLastStep: integer('totp_last_step'),
})

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<UserRole>().notNull(),
    phone: text('phone'),
    lastname: text('lastname'),
    firstname: text('firstname'),
    isPro: boolean('is_pro').notNull().default(false),
    business: jsonb('business').$type<{ reason?: string; name?: string }>(),
    siret: text('siret'),
    siren: text('siren'),
    scope: text('scope'),
    cart: jsonb('cart').$type<{ orders: unknown[]; lastUpdated?: string }>(),
    deliveryAddress: jsonb('delivery_address').$type<Address>(),
    billingAddress: jsonb('billing_address').$type<Address>(),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    /**
     * When the user deleted their account (settings' account tab): the row stays, its personal
     * data emptied, for the orders and issued documents that name it (accounts/api/deletion.ts).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Locked by an administrator (admin console): no sign-in, every session revoked. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    ...twoFactorColumns(),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
)

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    urlShop: text('url_shop'),
    color: text('color'),
    logo: text('logo'),
    banner: text('banner'),
    headerStyle: text('header_style').notNull().default('start'),
    tabs: jsonb('tabs').$type<ShopTab[]>().notNull().default([]),
    editedShop: jsonb('edited_shop').$type<EditedShop>().notNull().default({}),
    typologies: jsonb('typologies').$type<Record<string, ShopTypology>>().notNull().default({}),
    formats: jsonb('formats').$type<Record<string, unknown>>().notNull().default({}),
    contactEmail: text('contact_email'),
    business: jsonb('business').$type<{ reason?: string; name?: string; siret?: string }>(),
    businessType: text('business_type').$type<BusinessTypology>().notNull().default('wine'),
    ownerId: integer('owner_id').references(() => users.id),
    refId: text('ref_id'),
    online: boolean('online').notNull().default(true),
    /**
     * Suspended by an administrator (admin console): closed to visitors whatever `online` says,
     * and its team refused the back office and the API (app/modules/admin/README.md).
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    settings: jsonb('settings').$type<ShopSettings>().notNull(),
    legal: jsonb('legal').$type<ShopLegal>().notNull().default({}),
    integration: jsonb('integration').$type<ShopIntegration>().notNull(),
    /**
     * When the owner closed the shop for good (settings/api/closing.ts): offline, its team reads
     * but no longer writes, its documents and accounting kept read-only for ten years.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('shops_code_key').on(t.code), uniqueIndex('shops_url_key').on(t.urlShop)],
)

/**
 * The shop's general terms of sale (CGV), one row per version: a version is never changed once
 * written, so that an order keeps the text its buyer accepted (orders.terms_version).
 */
export const shopTerms = pgTable(
  'shop_terms',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** Sanitised HTML (app/platform/domain/rich-text.ts). */
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.version] })],
)

/** A user's shop list (spec 3: User.shops[]); the first entry is the owner's or iam's shop. */
export const shopMembers = pgTable(
  'shop_members',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<UserRole>().notNull(),
    typology: text('typology'),
    authorizations: jsonb('authorizations').$type<Authorizations>().notNull().default({}),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.userId] }),
    index('shop_members_user_idx').on(t.userId),
  ],
)

export const masterAccounts = pgTable(
  'master_accounts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    ...twoFactorColumns(),
    ...timestamps,
  },
  (t) => [uniqueIndex('master_accounts_email_key').on(sql`lower(${t.email})`)],
)

export const masterAccountUsers = pgTable(
  'master_account_users',
  {
    masterAccountId: integer('master_account_id')
      .notNull()
      .references(() => masterAccounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.masterAccountId, t.userId] })],
)

/** Every issued JWT names a session row; logging out revokes it. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    masterAccountId: integer('master_account_id').references(() => masterAccounts.id, {
      onDelete: 'cascade',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the person sees in their list of sessions: the browser, its address, when last used. */
    userAgent: text('user_agent'),
    ip: text('ip'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** An administrator acting as the user for support (admin console): who, and why. */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    impersonationReason: text('impersonation_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * What an administrator did while acting as a user (admin console): every request that changes
 * something (a page's form, a non-GET /v1 call), kept as the support's audit log.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_created_idx').on(t.createdAt)],
)

/** Two-factor recovery codes (shown once, only their hash kept), each usable once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    masterAccountId: integer('master_account_id').references(() => masterAccounts.id, {
      onDelete: 'cascade',
    }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('recovery_codes_user_idx').on(t.userId),
    index('recovery_codes_master_idx').on(t.masterAccountId),
  ],
)

/** One-time tokens for account validation and password reset; only the hash is kept. */
/** Mail links: account validation, password reset, and confirming a new e-mail address. */
export type UserTokenKind = 'validate' | 'reset' | 'email'

export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<UserTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** An `email` token's address, which becomes the account's once the link is opened. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash_key').on(t.tokenHash)],
)

/**
 * A shop's API keys (`/get-api-key`, issue 16 §3): `cv_<prefix>_<secret>`, the secret shown once
 * and kept only as its SHA-256 (a random 256-bit secret needs no slow hash). A key acts as the
 * member who made it, within its scopes (app/modules/integrations/domain/api-keys.ts).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_keys_prefix_key').on(t.prefix), index('api_keys_shop_idx').on(t.shopId)],
)

/**
 * A shop's connections to other services, set in the settings' 'Intégrations' tab (issue 16 §1;
 * app/modules/integrations/domain/shop-integrations.ts): its own Stripe account's keys, the
 * secret key and the webhook's signing secret sealed at rest (app/platform/secret-box.ts: never a
 * plaintext here, never sent back to a browser; the publishable key is public), its own domain
 * for the public shop, and whether its public pages load the audience measurement it chose.
 * Apart from `shops` so that no read of a shop carries the sealed secrets.
 */
export const shopIntegrations = pgTable(
  'shop_integrations',
  {
    shopId: integer('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    stripeSecretKey: text('stripe_secret_key'),
    stripePublishableKey: text('stripe_publishable_key'),
    stripeWebhookSecret: text('stripe_webhook_secret'),
    /** The host name the public shop is also served on (`boutique.domaine.fr`), lowercase. */
    customDomain: text('custom_domain'),
    /** The shop opted in: its public pages load `analyticsScriptUrl`; off, none at all. */
    analytics: boolean('analytics').notNull().default(false),
    analyticsScriptUrl: text('analytics_script_url'),
    /** Colissimo's web-service contract number (app/modules/carriers), not a secret. */
    colissimoContractNumber: text('colissimo_contract_number'),
    /** Its web-service password, sealed (app/platform/secret-box.ts). */
    colissimoPassword: text('colissimo_password'),
    /** The La Poste developer key (X-Okapi-Key) of the tracking API, sealed. */
    laposteOkapiKey: text('laposte_okapi_key'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shop_integrations_domain_key').on(t.customDomain)],
)

/**
 * A shop's outgoing webhooks (issue 16 §3; app/modules/integrations/domain/webhooks.ts): where
 * Caveau posts the events it subscribed to, signed with a shared secret sealed at rest
 * (app/platform/secret-box.ts: the plaintext is shown once, when made or regenerated).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    /** The secret's last four characters, to recognise it. */
    secretHint: text('secret_hint').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('webhook_endpoints_shop_idx').on(t.shopId)],
)

/**
 * One event of a shop (an order placed, paid, an invoice issued…) as it is posted: its id
 * (`evt_…`), type and data, written once (`key`: the same moment emitted twice is one event).
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    key: text('key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_shop_key').on(t.shopId, t.key)],
)

/** An event to post to one endpoint: pending (an attempt queued), delivered or failed. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    /** Attempts of the current round (a resend starts a new round). */
    attempts: integer('attempts').notNull().default(0),
    /** The job that makes the next attempt: any other job of this delivery is stale. */
    jobId: integer('job_id'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    uniqueIndex('webhook_deliveries_event_endpoint_key').on(t.eventId, t.endpointId),
  ],
)

/** Each POST made: its answer's status, duration, error, and the first kilobyte of its body. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    responseBody: text('response_body'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
)

/** Mail that was sent, or kept here when no SMTP server is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  /**
   * Set by a background job ('job-12:ana@example.fr'): the same job run again after a crash finds
   * its mail already written and does not send it twice (app/platform/api/mail.ts).
   */
  key: text('key').unique('mail_outbox_key_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const maintenances = pgTable('maintenances', {
  id: serial('id').primaryKey(),
  message: text('message').notNull(),
  banner: boolean('banner').notNull().default(true),
  page: boolean('page').notNull().default(false),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  ...timestamps,
})

/** Fixed-window counters for sign-in and registration limits, shared by every web process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
})

/** The notification centre (spec: Notification); `redirectLink` is always a local path. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    content: text('content').notNull(),
    redirectLink: text('redirect_link'),
    seen: boolean('seen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_seen_idx').on(t.userId, t.seen),
    check(
      'notifications_redirect_link_local',
      sql`${t.redirectLink} is null or ${t.redirectLink} ~ '^/([^/\\\\]|$)'`,
    ),
  ],
)

export type DocumentStatus = 'pending' | 'ready' | 'delivered'

/** Generated files waiting to be opened by their user (spec 7: documents to download). */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    status: text('status').$type<DocumentStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_user_status_idx').on(t.userId, t.status),
    check('documents_url_local', sql`${t.url} ~ '^/([^/\\\\]|$)'`),
    check('documents_status_known', sql`${t.status} in ('pending', 'ready', 'delivered')`),
  ],
)

// ---------------------------------------------------------------- catalogue (spec 3)

/** A product of a shop's catalogue; its vintages and formats are rows of their own. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    precision: text('precision'),
    /** Vin, Champagne, Crémant, Rhum… (spec 3: product types). */
    type: text('type'),
    color: text('color'),
    gamme: text('gamme'),
    quality: text('quality'),
    qualityLabels: jsonb('quality_labels').$type<string[]>().notNull().default([]),
    grapes: jsonb('grapes').$type<string[]>().notNull().default([]),
    productType: text('product_type').$type<ProductKind>().notNull().default('bottle'),
    /** Excise category where the type does not tell (a VDN is a 'Vin'); null: from the type. */
    fiscalCategory: text('fiscal_category').$type<FiscalCategory>(),
    /** A gift box (`productType` box): the formats inside one box and how many of each. */
    boxContents: jsonb('box_contents').$type<BoxContent[]>().notNull().default([]),
    accessoryType: text('accessory_type'),
    status: text('status').$type<ListingStatus>().notNull().default('online'),
    vatType: text('vat_type').$type<VatType>().notNull().default('standard'),
    disableVat: boolean('disable_vat').notNull().default(false),
    packing: text('packing'),
    packingQuantity: integer('packing_quantity'),
    /** Spec 8: least and most units of this product in one order. */
    minQuantity: integer('min_quantity'),
    maxQuantity: integer('max_quantity'),
    /** Grams, packed. */
    weight: integer('weight'),
    description: text('description'),
    appellation: text('appellation'),
    /** Wine product category 1 to 5 (spec 3). */
    category: integer('category'),
    country: text('country').notNull().default('FR'),
    brand: text('brand'),
    visuals: jsonb('visuals').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_shop_slug_key').on(t.shopId, t.slug),
    index('products_shop_status_idx').on(t.shopId, t.status),
    check(
      'products_status_known',
      sql`${t.status} in ('online', 'paused', 'outofstock', 'closed')`,
    ),
  ],
)

/**
 * Excise and social-security-contribution rates (DOMAIN.md §4) by fiscal category, from 1 January
 * of `year`; filled by migrations (a new year: a new migration, see README "Excise").
 */
export const exciseRates = pgTable(
  'excise_rates',
  {
    year: integer('year').notNull(),
    category: text('category').$type<FiscalCategory>().notNull(),
    /** Cents per hl, or per hl of pure alcohol for spirits and DOM rum. */
    exciseCents: integer('excise_cents').notNull(),
    /** Cents per hl (per hl of pure alcohol for spirits), due above 18 % vol. */
    cssCents: integer('css_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.year, t.category] })],
)

export const productVintages = pgTable(
  'product_vintages',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** "2022", or a default name (NV, Non millésimé, Nouveau millésime) hidden in display. */
    name: text('name').notNull(),
    /** Alcohol by volume, percent (spec 3: advanced.alcool.value). */
    alcohol: doublePrecision('alcohol'),
    legal: jsonb('legal').$type<VintageLegal>().notNull().default({ typeDA: 'DA2' }),
    nutrition: jsonb('nutrition').$type<Nutrition | null>(),
    /** Ingredients beyond the terms: free text, in French. */
    ingredients: text('ingredients'),
    /**
     * That free text in the e-label's other languages (by language code), written by the producer;
     * a language without one shows the French text.
     */
    ingredientsByLanguage: jsonb('ingredients_by_language')
      .$type<Partial<Record<ElabelLanguage, string>>>()
      .notNull()
      .default({}),
    /**
     * The wine ingredient terms (catalogue domain `ingredients.ts`), in label order; null until
     * the free text of before them is read (`migrateIngredientTexts`, at start-up).
     */
    ingredientTerms: jsonb('ingredient_terms').$type<IngredientTerm[]>(),
    allergens: jsonb('allergens').$type<Allergen[]>().notNull().default([]),
    /** Lot numbers bottled from this vintage (GS1 AI 10). */
    lots: jsonb('lots').$type<string[]>().notNull().default([]),
    /**
     * Sold en primeur: delivered more than 30 days after the sale at a price that depends on the
     * market, so without the consumer's right of withdrawal (Code de la consommation L221-28 7°).
     */
    enPrimeur: boolean('en_primeur').notNull().default(false),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('product_vintages_product_idx').on(t.productId)],
)

export const productFormats = pgTable(
  'product_formats',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    unity: text('unity').$type<FormatUnity>().notNull().default('Centilitre(s)'),
    unityValue: doublePrecision('unity_value').notNull().default(75),
    eq75: doublePrecision('eq75').notNull().default(1),
    container: text('container'),
    type: text('type').$type<FormatType>().notNull().default('bottle'),
    nameInShop: text('name_in_shop'),
    showUnityValue: boolean('show_unity_value').notNull().default(true),
    /** Public price TTC, cents. */
    priceCents: integer('price_cents').notNull(),
    /** Quantity threshold → unit price (cents) from that quantity. */
    discountPrice: jsonb('discount_price').$type<ThresholdMap>().notNull().default({}),
    /** Quantity threshold → cents off each unit from that quantity. */
    discountAdd: jsonb('discount_add').$type<ThresholdMap>().notNull().default({}),
    typologies: jsonb('typologies').$type<Record<string, TypologyPrice>>().notNull().default({}),
    /** Grams. */
    weight: integer('weight'),
    visuals: jsonb('visuals').$type<string[]>().notNull().default([]),
    /** GTIN right-justified on 14 digits. */
    gtin: text('gtin'),
    /** Units that can still be sold; null when the shop does not count this format's stock. */
    stock: integer('stock'),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('product_formats_product_idx').on(t.productId),
    uniqueIndex('product_formats_gtin_key').on(t.gtin),
    check('product_formats_price_positive', sql`${t.priceCents} >= 0`),
  ],
)

/**
 * A shop's product labels (« Coup de cœur », « Bio »…, decision 0018): a name unique in the shop
 * whatever its case, and a colour of the palette (catalogue/domain/label-colours.ts; not checked
 * here, so that the palette may change without a migration: an unknown key is drawn grey).
 */
export const productLabels = pgTable(
  'product_labels',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    colour: text('colour').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('product_labels_shop_name_key').on(t.shopId, sql`lower(${t.name})`)],
)

/** The labels given to a product; deleting either side removes the link. */
export const productLabelLinks = pgTable(
  'product_label_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => productLabels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.labelId] }),
    index('product_label_links_label_idx').on(t.labelId),
  ],
)

/** Promotions (spec 3) and promo codes: a promotion with a code applies when the code is typed. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<PromotionType>().notNull(),
    /** Cents for €, hundredths of a percent for % (10 % is 1000). */
    amount: integer('amount').notNull(),
    activation: text('activation').$type<PromotionActivation>().notNull().default('always'),
    /** The activation threshold: a number of products, or cents. */
    activationValue: integer('activation_value'),
    code: text('code'),
    /** Formats the promotion applies to; empty means the whole catalogue. */
    formatIds: jsonb('format_ids').$type<number[]>().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('promotions_shop_idx').on(t.shopId),
    uniqueIndex('promotions_shop_code_key').on(t.shopId, sql`upper(${t.code})`),
    check('promotions_code_length', sql`${t.code} is null or char_length(${t.code}) <= 15`),
  ],
)

export type IframeSettings = {
  /** The typology whose prices the embedded shop shows (its public one when unset). */
  typology?: string
  showFilters: boolean
  color?: string
  /** Only these products; every visible product when empty. */
  productIds: number[]
}

/** An embeddable view of a shop (spec 2.1 /iframes/{id}), framed only by its own origins. */
export const iframes = pgTable(
  'iframes',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    origins: jsonb('origins').$type<string[]>().notNull().default([]),
    settings: jsonb('settings')
      .$type<IframeSettings>()
      .notNull()
      .default({ showFilters: true, productIds: [] }),
    ...timestamps,
  },
  (t) => [index('iframes_shop_idx').on(t.shopId)],
)

// ---------------------------------------------------------------- cart and orders (spec 3, 4)

export type DeliveryKind = 'carrier' | 'pickup' | 'collectionPoint'

/**
 * Where a delivery mode delivers: country codes and French département codes ('45', '2A', '971').
 * An empty list means no restriction (everywhere, every département).
 */
export type DeliveryZones = { countries: string[]; departements: string[] }

/** How a shop delivers: a carrier priced by bottle count, pick-up at the estate, collection points. */
export const deliveryModes = pgTable(
  'delivery_modes',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DeliveryKind>().notNull(),
    name: text('name').notNull(),
    description: text('description'),
    address: jsonb('address').$type<Address>(),
    /** The countries and départements a carrier serves (pricing/domain/delivery-zones.ts). */
    zones: jsonb('zones')
      .$type<DeliveryZones>()
      .notNull()
      .default({ countries: [], departements: [] }),
    /** A pick-up's or collection point's opening hours, as the shop writes them. */
    hours: text('hours'),
    /** Bottle equivalents → price of the first parcel, cents TTC (highest threshold reached). */
    pricesByBottles: jsonb('prices_by_bottles').$type<ThresholdMap>().notNull().default({}),
    /** Spec 5 and 9: at most 12 bottles a parcel, then 7 € for each extra parcel. */
    bottlesPerParcel: integer('bottles_per_parcel').notNull().default(12),
    extraParcelCents: integer('extra_parcel_cents').notNull().default(700),
    /** Free shipping (franco) from this order amount TTC, or from this many bottles. */
    freeFromCents: integer('free_from_cents'),
    freeFromBottles: integer('free_from_bottles'),
    /** Added for a mountain address (spec 2.11 mountain flag). */
    mountainSurchargeCents: integer('mountain_surcharge_cents'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('delivery_modes_shop_idx').on(t.shopId)],
)

/** The cart of a visitor who is not signed in, named by a random id kept in their cookie. */
export const visitorCarts = pgTable(
  'visitor_carts',
  {
    id: text('id').primaryKey(),
    cart: jsonb('cart').$type<{ orders: unknown[]; lastUpdated?: string }>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visitor_carts_updated_idx').on(t.updatedAt)],
)

export type OrderKind = 'order' | 'sample' | 'future'

export type DeliveryStatus =
  | 'pending'
  | 'preparation'
  | 'pendingPickup'
  | 'pickup'
  | 'transit'
  | 'partiallyDelivered'
  | 'partiallyReturned'
  | 'delivered'
  | 'returned'
  | 'error'
  | 'exception'

export type OrderStatus =
  | 'draft'
  | 'pending'
  | 'validated'
  | 'refused'
  | 'cancelled'
  | 'aborted'
  | 'expired'
  | 'invoiced'
  | 'error'

/**
 * A shop's client (spec 2.2 clients): a buyer who ordered from the shop, or a customer the
 * producer entered. The CRM issue extends this table; sales documents name it.
 */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The client's buyer account, when they have one. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The agent who follows this client; agents see only their clients' orders. */
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    isPro: boolean('is_pro').notNull().default(false),
    civility: text('civility'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    businessName: text('business_name'),
    email: text('email'),
    phone: text('phone'),
    typology: text('typology'),
    siret: text('siret'),
    /** The SIREN: the SIRET's first nine digits, or alone for a client known by its company only. */
    siren: text('siren'),
    vatNumber: text('vat_number'),
    exciseNumber: text('excise_number'),
    billingAddress: jsonb('billing_address').$type<Address>(),
    deliveryAddress: jsonb('delivery_address').$type<Address>(),
    paymentDelay: text('payment_delay'),
    notes: text('notes'),
    /** Spec 2.2 `pipe=Prospect`: a prospect until it becomes a client (its history kept). */
    pipe: text('pipe').$type<'client' | 'prospect'>().notNull().default('client'),
    /** Where a prospect came from (clients/domain/pipeline.ts `prospectSources`), kept once a client. */
    source: text('source').$type<ProspectSource>(),
    /** When the prospect became a client (the same row: its history stays). */
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    /**
     * When the client's personal data was erased (GDPR, clients/api/gdpr.ts): the row stays for
     * the orders and issued documents that name it, its person's fields emptied.
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** Free labels of the shop ('Salon 2025', 'VIP'), filterable in the list. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    index('clients_tags_idx').using('gin', t.tags),
    index('clients_shop_idx').on(t.shopId, t.lastname),
    index('clients_shop_agent_idx').on(t.shopId, t.agentId),
    // The duplicate checks of a new client look these up (not unique: buyers' own rows may clash).
    index('clients_shop_email_idx').on(t.shopId, t.email),
    index('clients_shop_siret_idx').on(t.shopId, t.siret),
    uniqueIndex('clients_shop_user_key').on(t.shopId, t.userId),
    // The list's search and sorts (modules/clients/api/client-search.ts) read these expressions.
    index('clients_search_trgm_idx').using('gin', sql`(${clientSearchText(t)}) gin_trgm_ops`),
    index('clients_siret_prefix_idx').on(t.siret.op('text_pattern_ops')),
    index('clients_shop_name_sort_idx').on(t.shopId, clientSortName(t), t.id),
    index('clients_shop_city_sort_idx').on(t.shopId, clientSortCity(t), t.id),
    index('clients_shop_created_idx').on(t.shopId, t.createdAt, t.id),
    // The département filter: a prefix of the billing postal code (LIKE '21%').
    index('clients_shop_zipcode_idx').on(t.shopId, sql`(${clientZipcode(t)}) text_pattern_ops`),
  ],
)

type ClientColumns = {
  firstname: AnyPgColumn
  lastname: AnyPgColumn
  businessName: AnyPgColumn
  email: AnyPgColumn
  billingAddress: AnyPgColumn
  deliveryAddress: AnyPgColumn
}

/**
 * What the clients list's search box looks into, as one text under a trigram index (pg_trgm):
 * 'first last', business name, e-mail and both cities, split by line feeds that a search box
 * cannot hold, so that a search never matches across two fields.
 */
export const clientSearchText = (c: ClientColumns) =>
  sql`coalesce(${c.firstname}, '') || ' ' || coalesce(${c.lastname}, '') || E'\\n' || coalesce(${c.businessName}, '') || E'\\n' || coalesce(${c.email}, '') || E'\\n' || coalesce(${c.billingAddress}->>'city', '') || E'\\n' || coalesce(${c.deliveryAddress}->>'city', '')`

/** The name a client is sorted by: business name, else last name, else first name. */
export const clientSortName = (c: ClientColumns) =>
  sql`lower(coalesce(nullif(${c.businessName}, ''), ${c.lastname}, ${c.firstname}, ''))`

/** The city a client is shown and sorted by: billing, else delivery. */
export const clientSortCity = (c: ClientColumns) =>
  sql`lower(coalesce(${c.billingAddress}->>'city', ${c.deliveryAddress}->>'city'))`

/** The billing postal code without its spaces, which the département filter reads a prefix of. */
export const clientZipcode = (c: Pick<ClientColumns, 'billingAddress'>) =>
  sql`replace(coalesce(${c.billingAddress}->>'zipcode', ''), ' ', '')`

export type ClientAddressKind = 'billing' | 'delivery' | 'both'

/**
 * A client's addresses (issue 17 §1): several billing and delivery addresses, one default billing
 * and one default delivery (partial unique indexes). The defaults are mirrored into
 * `clients.billing_address`/`delivery_address` by the one write path
 * (clients/api/client-addresses.ts), which every reader of a client's address reads.
 */
export const clientAddresses = pgTable(
  'client_addresses',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** 'Siège', 'Entrepôt'…: the address's `title` once mirrored. */
    label: text('label'),
    kind: text('kind').$type<ClientAddressKind>().notNull(),
    /** The recipient (the address's `name`). */
    name: text('name'),
    street: text('street').notNull(),
    street2: text('street2'),
    zipcode: text('zipcode').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    phone: text('phone'),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    isDefaultDelivery: boolean('is_default_delivery').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('client_addresses_client_idx').on(t.clientId),
    uniqueIndex('client_addresses_default_billing_key')
      .on(t.clientId)
      .where(sql`${t.isDefaultBilling}`),
    uniqueIndex('client_addresses_default_delivery_key')
      .on(t.clientId)
      .where(sql`${t.isDefaultDelivery}`),
    check('client_addresses_kind', sql`${t.kind} in ('billing', 'delivery', 'both')`),
  ],
)

/** The people of a client (a business's buyer, accountant…; issue 17 §1), one main contact. */
export const clientContacts = pgTable(
  'client_contacts',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    civility: text('civility'),
    firstname: text('firstname'),
    lastname: text('lastname').notNull(),
    /** Their function: 'Acheteur', 'Comptable'… */
    role: text('role'),
    email: text('email'),
    phone: text('phone'),
    notes: text('notes'),
    isMain: boolean('is_main').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('client_contacts_client_idx').on(t.clientId),
    uniqueIndex('client_contacts_main_key')
      .on(t.clientId)
      .where(sql`${t.isMain}`),
  ],
)

/** An order of one buyer to one seller (spec 3: Cart order once placed). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The buyer's account; null for an order a producer entered for a client without one. */
    buyerId: integer('buyer_id').references(() => users.id),
    /** The shop's client the order is for (every checkout order has one too). */
    clientId: integer('client_id').references(() => clients.id),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    /** order, sample (free, payment type sample) or future (a vintage not yet bottled). */
    kind: text('kind').$type<OrderKind>().notNull().default('order'),
    /** Where it was entered: the shop's checkout or the back office. */
    source: text('source').$type<'shop' | 'backoffice'>().notNull().default('shop'),
    /** Who entered it in the back office, and the agent it is credited to. */
    createdById: integer('created_by_id').references(() => users.id),
    agentId: integer('agent_id').references(() => users.id),
    /** The order this one was split from (ventilation), and the quote it came from. */
    parentId: integer('parent_id'),
    quoteId: integer('quote_id'),
    deliveryStatus: text('delivery_status').$type<DeliveryStatus>().notNull().default('pending'),
    /** Spec 3 payment delays: '7'…'120', 'order', 'delivery', 'EOM', '30EOM'…'120EOM'. */
    paymentDelay: text('payment_delay'),
    /** Futures: when the vintage is expected to be delivered. */
    expectedDeliveryAt: timestamp('expected_delivery_at', { withTimezone: true }),
    /** The checkout that placed it: the same submit twice places nothing twice. */
    idempotencyKey: text('idempotency_key'),
    typology: text('typology'),
    ttc: boolean('ttc').notNull().default(true),
    totalHtCents: integer('total_ht_cents').notNull(),
    tvaCents: integer('tva_cents').notNull(),
    dutiesCents: integer('duties_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    wrappingCents: integer('wrapping_cents').notNull().default(0),
    promoAmountCents: integer('promo_amount_cents').notNull().default(0),
    totalTtcCents: integer('total_ttc_cents').notNull(),
    shipping: jsonb('shipping').$type<Record<string, unknown>>().notNull().default({}),
    paymentType: text('payment_type').notNull(),
    paymentStatus: text('payment_status').notNull().default('pending'),
    payment: jsonb('payment').$type<Record<string, unknown>>().notNull().default({}),
    deliveryAddress: jsonb('delivery_address').$type<Address>(),
    billingAddress: jsonb('billing_address').$type<Address>(),
    contact: jsonb('contact').$type<Record<string, unknown>>(),
    promoCode: text('promo_code'),
    promotions: jsonb('promotions').$type<unknown[]>().notNull().default([]),
    notes: text('notes'),
    /** The tax regime it was sold under (pricing/domain/tax-regime.ts); null: France. */
    taxRegime: jsonb('tax_regime').$type<TaxRegime>(),
    /** An intra-EU business sale's buyer VAT number (the recapitulative statement reads it). */
    buyerVatNumber: text('buyer_vat_number'),
    /** The grouped order this order was placed for, if any. */
    groupId: integer('group_id'),
    /**
     * The version of the shop's general terms of sale (shop_terms) the buyer accepted at checkout;
     * null for orders entered in the back office.
     */
    termsVersion: integer('terms_version'),
    /** Loyalty points this order spent (reward) and earns once paid. */
    pointsSpent: integer('points_spent').notNull().default(0),
    pointsEarned: integer('points_earned').notNull().default(0),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('orders_shop_status_idx').on(t.shopId, t.status, t.createdAt),
    index('orders_shop_created_idx').on(t.shopId, t.createdAt, t.id),
    // Sorting or filtering a shop's orders by amount reads this index instead of sorting them all.
    index('orders_shop_total_idx').on(t.shopId, t.totalTtcCents, t.id),
    index('orders_shop_kind_created_idx').on(t.shopId, t.kind, t.createdAt),
    index('orders_shop_client_idx').on(t.shopId, t.clientId, t.createdAt),
    // The client list's last order and revenue (clients/api/client-search.ts): read from the index
    // alone, over the orders that count as purchases (client-list.ts purchaseStatuses).
    index('orders_client_purchases_idx')
      .on(t.shopId, t.clientId, t.createdAt, t.totalTtcCents)
      .where(
        sql`${t.status} in ('pending', 'validated', 'invoiced') and ${t.clientId} is not null`,
      ),
    index('orders_shop_agent_idx').on(t.shopId, t.agentId, t.createdAt),
    index('orders_parent_idx').on(t.parentId),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    uniqueIndex('orders_idempotency_key').on(t.buyerId, t.shopId, t.idempotencyKey),
    check(
      'orders_status_known',
      sql`${t.status} in ('draft', 'pending', 'validated', 'refused', 'cancelled', 'aborted', 'expired', 'invoiced', 'error')`,
    ),
    check('orders_kind_known', sql`${t.kind} in ('order', 'sample', 'future')`),
    check('orders_has_party', sql`${t.buyerId} is not null or ${t.clientId} is not null`),
    check('orders_totals_positive', sql`${t.totalTtcCents} >= 0 and ${t.totalHtCents} >= 0`),
  ],
)

/** A line of an order, with what it was sold at (the catalogue may change later). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    formatId: integer('format_id').references(() => productFormats.id, { onDelete: 'set null' }),
    vintageId: integer('vintage_id').references(() => productVintages.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    formatLabel: text('format_label'),
    vintageName: text('vintage_name'),
    quantity: integer('quantity').notNull(),
    /** Unit price in the order's typology convention (TTC or HT), after quantity discounts. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRate: doublePrecision('vat_rate').notNull(),
    totalHtCents: integer('total_ht_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    dutiesCents: integer('duties_cents').notNull().default(0),
    totalTtcCents: integer('total_ttc_cents').notNull(),
    isWrapped: boolean('is_wrapped').notNull().default(false),
    isFromFidelity: boolean('is_from_fidelity').notNull().default(false),
    /** A back-office line's discount in percent, kept so that a draft can be edited again. */
    discountPercent: doublePrecision('discount_percent'),
    /**
     * When reductions were granted between them (pricing engine, L441-9): the list unit price
     * (same convention) and their name, printed on the invoice with their amount. Null: none,
     * or an order priced before they were kept.
     */
    listUnitPriceCents: integer('list_unit_price_cents'),
    listReduction: text('list_reduction'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
)

// ---------------------------------------------------------------- grouped orders and loyalty

export type GroupStatus = 'open' | 'placed' | 'expired'

/**
 * A grouped order (spec 4): a buyer opens it on a shop with a deadline and shares its link;
 * members add their lines; at the deadline it is placed as one order with one delivery.
 */
export const groupedOrders = pgTable(
  'grouped_orders',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The secret of the share link. */
    token: text('token').notNull(),
    name: text('name').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    status: text('status').$type<GroupStatus>().notNull().default('open'),
    deliveryModeId: integer('delivery_mode_id').references(() => deliveryModes.id, {
      onDelete: 'set null',
    }),
    deliveryAddress: jsonb('delivery_address').$type<Address>(),
    paymentType: text('payment_type'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('grouped_orders_token_key').on(t.token),
    index('grouped_orders_status_deadline_idx').on(t.status, t.deadline),
  ],
)

/** One member's lines in a grouped order (the cart product shape: ids and quantities only). */
export const groupedOrderMembers = pgTable(
  'grouped_order_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groupedOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    products: jsonb('products').$type<unknown[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
)

export type LoyaltyReward = {
  id: string
  name: string
  pointsRequired: number
  /** A discount in cents TTC, or free products chosen from a selection (at most `maxChoices`). */
  kind: 'discount' | 'products'
  discountCents?: number
  formatIds?: number[]
  maxChoices?: number
}

/** A shop's loyalty programme: points per euro spent on paid orders, and the rewards. */
export const loyaltyPrograms = pgTable('loyalty_programs', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  active: boolean('active').notNull().default(true),
  /** Points earned per whole euro TTC of a paid order. */
  pointsPerEuro: integer('points_per_euro').notNull().default(1),
  rewards: jsonb('rewards').$type<LoyaltyReward[]>().notNull().default([]),
  ...timestamps,
})

/** Every change of a buyer's points in a shop: earned on a paid order, spent on a reward. */
export const loyaltyLedger = pgTable(
  'loyalty_ledger',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    points: integer('points').notNull(),
    reason: text('reason').$type<'earned' | 'spent' | 'refunded'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_ledger_user_shop_idx').on(t.userId, t.shopId),
    uniqueIndex('loyalty_ledger_order_reason_key').on(t.orderId, t.reason),
  ],
)

// ---------------------------------------------------------------- sales documents (issue 6)

export type SalesDocumentType = 'quote' | 'invoice' | 'deposit' | 'credit'

/** Spec 4 legal document status. */
export type LegalStatus =
  | 'pending'
  | 'generated'
  | 'processing'
  | 'incomplete'
  | 'completed'
  | 'rejected'
  | 'cancelled'
  | 'error'

/** Spec 4 credit status: full (to settle), partial, empty (settled), cancelled. */
export type CreditStatus = 'full' | 'partial' | 'empty' | 'cancelled'

/** A line as printed on a document: frozen at issue, never recomputed from the catalogue. */
export type DocumentLine = {
  productId?: number | null
  formatId?: number | null
  vintageId?: number | null
  name: string
  quantity: number
  /** Unit price excluding VAT, cents, after discounts. */
  unitHtCents: number
  /**
   * A TTC-convention line's unit price including VAT (a consumer's): unitTtcCents × quantity =
   * totalTtcCents. Absent on HT-convention lines (unitHtCents × quantity = totalHtCents).
   */
  unitTtcCents?: number
  discountPercent?: number
  vatRate: number
  totalHtCents: number
  vatCents: number
  dutiesCents: number
  totalTtcCents: number
  /** Excise mention: DA2 (droits acquittés), DSU (suspendus) or NULL. */
  typeDA?: string | null
  /** Volume in hl and alcohol by volume, for the excise mention. */
  volumeHl?: number
  alcohol?: number
}

/** Who is on the document, copied at issue (a later change of address changes nothing). */
export type DocumentParty = {
  name: string
  address?: Address
  deliveryAddress?: Address
  siret?: string
  siren?: string
  vatNumber?: string
  email?: string
  phone?: string
  legalForm?: string
  capitalCents?: number
  rcsCity?: string
  exciseNumber?: string
  /**
   * The buyer buys as a business (false: a private buyer, whose documents carry no B2B clauses).
   * Absent on documents issued before it was recorded: they are read as business documents.
   */
  business?: boolean
  /**
   * The buyer's side of the sale's tax regime (the order's `tax_regime`, issue 15 §1), copied at
   * issue: the document prints its mentions (reverse charge with both VAT numbers, export). Absent
   * on documents issued before it was recorded, and for a sale in France.
   */
  taxRegime?: TaxRegime
  /** Intra-EU sale under duty suspension: the e-DA reference (ARC) the producer gave at billing. */
  eDaReference?: string
}

/**
 * Quotes, invoices, deposit invoices and credit notes. An issued one (`number` set) is
 * immutable: a database trigger refuses any change to what it says (migration 0005).
 */
export const salesDocuments = pgTable(
  'sales_documents',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    type: text('type').$type<SalesDocumentType>().notNull(),
    status: text('status').$type<LegalStatus>().notNull().default('pending'),
    orderId: integer('order_id').references(() => orders.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** A credit note's invoice; a deposit's or invoice's quote is on the order. */
    invoiceId: integer('invoice_id'),
    /** The gapless number, given at issue: D-000001 for quotes, F-000001 for the rest. */
    number: text('number'),
    sequence: integer('sequence'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** Date of sale or service (delivery) when it differs from the issue date. */
    saleDate: timestamp('sale_date', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Quotes: valid until. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    paymentDelay: text('payment_delay'),
    paymentType: text('payment_type'),
    seller: jsonb('seller').$type<DocumentParty>(),
    buyer: jsonb('buyer').$type<DocumentParty>(),
    lines: jsonb('lines').$type<DocumentLine[]>().notNull().default([]),
    totalHtCents: integer('total_ht_cents').notNull().default(0),
    tvaCents: integer('tva_cents').notNull().default(0),
    dutiesCents: integer('duties_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    totalTtcCents: integer('total_ttc_cents').notNull().default(0),
    /** Final invoice: deposits already invoiced, deducted from what is due. */
    depositsCents: integer('deposits_cents').notNull().default(0),
    /** What the client owes on this document: TTC less deposits (0 for quotes). */
    dueCents: integer('due_cents').notNull().default(0),
    /** Deposits: the share of the order, in percent, when given that way. */
    depositPercent: doublePrecision('deposit_percent'),
    /** Credit notes: what is left to use or refund, and its spec 4 status. */
    creditStatus: text('credit_status').$type<CreditStatus>(),
    creditRemainingCents: integer('credit_remaining_cents'),
    /** Payments received against this document, kept in step with `payments`. */
    paidCents: integer('paid_cents').notNull().default(0),
    paymentStatus: text('payment_status').notNull().default('pending'),
    notes: text('notes'),
    /** The PDF in storage once generated (spec 7: documents to download). */
    pdfKey: text('pdf_key'),
    createdById: integer('created_by_id').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sales_documents_number_key').on(t.shopId, t.number),
    index('sales_documents_shop_type_idx').on(t.shopId, t.type, t.createdAt),
    index('sales_documents_order_idx').on(t.orderId),
    index('sales_documents_client_idx').on(t.shopId, t.clientId),
    index('sales_documents_due_idx').on(t.shopId, t.paymentStatus, t.dueAt),
    check(
      'sales_documents_type_known',
      sql`${t.type} in ('quote', 'invoice', 'deposit', 'credit')`,
    ),
    check(
      'sales_documents_status_known',
      sql`${t.status} in ('pending', 'generated', 'processing', 'incomplete', 'completed', 'rejected', 'cancelled', 'error')`,
    ),
    check(
      'sales_documents_credit_status_known',
      sql`${t.creditStatus} is null or ${t.creditStatus} in ('full', 'partial', 'empty', 'cancelled')`,
    ),
  ],
)

/** One counter per shop and series; taking a number and issuing share one transaction. */
export const documentSequences = pgTable(
  'document_sequences',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** 'quote' or 'invoice' (invoices, deposits and credit notes share one series). */
    series: text('series').notNull(),
    next: integer('next').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.series] })],
)

export type PaymentKind = 'payment' | 'refund' | 'credit'

/**
 * The payments ledger: every receipt, refund or use of a credit note is a row, never edited.
 * A refund is a negative amount.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => clients.id),
    orderId: integer('order_id').references(() => orders.id),
    documentId: integer('document_id').references(() => salesDocuments.id),
    /** The credit note used as payment (kind credit). */
    creditId: integer('credit_id').references(() => salesDocuments.id),
    kind: text('kind').$type<PaymentKind>().notNull().default('payment'),
    /** Spec 3 payment method (transfer, check, cash, stripe, credit…). */
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    reference: text('reference'),
    notes: text('notes'),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_shop_received_idx').on(t.shopId, t.receivedAt),
    index('payments_document_idx').on(t.documentId),
    index('payments_order_idx').on(t.orderId),
    check('payments_kind_known', sql`${t.kind} in ('payment', 'refund', 'credit')`),
    check('payments_amount_nonzero', sql`${t.amountCents} <> 0`),
  ],
)

/** A reminder sent for an overdue invoice (payments/unpaids keeps their history). */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => salesDocuments.id, { onDelete: 'cascade' }),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    sentById: integer('sent_by_id').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_reminders_document_idx').on(t.documentId)],
)

/** A shipment (or a return) of some of an order's lines, in parcels of at most 12 bottles. */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'delivery' | 'return'>().notNull().default('delivery'),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    /** Order line id → quantity in this shipment. */
    lines: jsonb('lines').$type<{ lineId: number; quantity: number }[]>().notNull(),
    parcels: integer('parcels').notNull().default(1),
    carrier: text('carrier'),
    trackingRef: text('tracking_ref'),
    address: jsonb('address').$type<Address>(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('shipments_shop_status_idx').on(t.shopId, t.status, t.createdAt),
    index('shipments_order_idx').on(t.orderId),
  ],
)

export type SepaStatus = 'pending' | 'processing' | 'completed' | 'error'

/** A SEPA direct-debit mandate (spec 4 SEPA mandate status). */
export const sepaMandates = pgTable(
  'sepa_mandates',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    status: text('status').$type<SepaStatus>().notNull().default('pending'),
    ibanLast4: text('iban_last4'),
    stripePaymentMethod: text('stripe_payment_method'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sepa_mandates_reference_key').on(t.shopId, t.reference),
    check(
      'sepa_mandates_status_known',
      sql`${t.status} in ('pending', 'processing', 'completed', 'error')`,
    ),
  ],
)

/** Background work (PDFs, mails): claimed with SKIP LOCKED so several processes can share it. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status')
      .$type<'queued' | 'running' | 'done' | 'failed'>()
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** At most one queued or running job per key ('sales.pdf:document:12:user:3'). */
    key: text('key'),
    /** The running claim: a fresh id per attempt, so a worker whose lease ran out writes nothing. */
    leaseId: text('lease_id'),
    /** Which process holds the lease ('host:pid'), for people reading the table. */
    lockedBy: text('locked_by'),
    /** The lease ends here unless its worker's heartbeat pushes it on; then the reaper requeues. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('jobs_status_run_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_pending_key_idx')
      .on(t.key)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('jobs_finished_idx').on(t.status, t.updatedAt),
  ],
)

/** Stripe webhook events already handled: Stripe retries, we act once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

/**
 * Generated PDFs (quotes, order confirmations, delivery notes, invoices, deposits, credit
 * notes). They are private, so they live in the database, not in public storage, and are read
 * through the API, which checks who asks.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** 'quote' | 'invoice' | 'deposit' | 'credit' | 'confirmation' | 'deliveryNote' */
    kind: text('kind').notNull(),
    salesDocumentId: integer('sales_document_id').references(() => salesDocuments.id),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    shipmentId: integer('shipment_id').references(() => shipments.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_files_sales_document_idx').on(t.salesDocumentId),
    index('document_files_order_idx').on(t.orderId),
  ],
)

/**
 * A carrier's shipping label of a shipment (app/modules/carriers): the PDF the carrier answered
 * and the parcel number it gave, private like the sales PDFs (read through the API). One per
 * shipment; `lastEvent` is the latest tracking event code read, `trackedAt` when.
 */
export const carrierLabels = pgTable(
  'carrier_labels',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    parcelNumber: text('parcel_number').notNull(),
    filename: text('filename').notNull(),
    bytes: bytea('bytes').notNull(),
    lastEvent: text('last_event'),
    trackedAt: timestamp('tracked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carrier_labels_shipment_key').on(t.shipmentId),
    index('carrier_labels_shop_idx').on(t.shopId),
  ],
)

/**
 * A shop's full export (settings' account tab, before and after closing it): one ZIP of every
 * issued document as PDF and CSV files of its data, built by the job 'settings.shop-export' and
 * kept here, private like the PDFs, until the next export replaces it.
 */
export const shopExports = pgTable(
  'shop_exports',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    requestedById: integer('requested_by_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    status: text('status').$type<'queued' | 'ready' | 'failed'>().notNull().default('queued'),
    filename: text('filename'),
    bytes: bytea('bytes'),
    sizeBytes: integer('size_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [
    index('shop_exports_shop_idx').on(t.shopId, t.createdAt),
    check('shop_exports_status_known', sql`${t.status} in ('queued', 'ready', 'failed')`),
  ],
)

/**
 * A stage of a shop's opportunity pipeline (issue 17 §1), in its order, edited in the settings'
 * CRM tab. `kind` says whether an opportunity there is still open, won (it may become a quote) or
 * lost. A shop without any gets the defaults of clients/domain/pipeline.ts on first use.
 */
export const opportunityStages = pgTable(
  'opportunity_stages',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<StageKind>().notNull().default('open'),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (t) => [index('opportunity_stages_shop_idx').on(t.shopId, t.position)],
)

/**
 * An opportunity (issue 17 §1): a deal hoped for with a client or prospect of the shop, its amount
 * in cents, its probability, its expected Paris day, the member who owns it and its stage. Reached
 * as its client is (clients/domain/followers.ts).
 */
export const opportunities = pgTable(
  'opportunities',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    probability: integer('probability').notNull().default(0),
    /** YYYY-MM-DD, a Paris day, or none. */
    expectedDate: text('expected_date'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    stageId: integer('stage_id')
      .notNull()
      .references(() => opportunityStages.id),
    /** The draft quote a won opportunity became. */
    quoteId: integer('quote_id').references(() => salesDocuments.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('opportunities_shop_stage_idx').on(t.shopId, t.stageId),
    index('opportunities_client_idx').on(t.clientId),
    check('opportunities_probability', sql`${t.probability} between 0 and 100`),
    check('opportunities_amount', sql`${t.amountCents} >= 0`),
    check(
      'opportunities_expected_date_day',
      sql`${t.expectedDate} is null or ${t.expectedDate} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`,
    ),
  ],
)

/**
 * A task or activity of the shop's team (issue 17 §2, spec 3 types and priorities). Due on a Paris
 * day, at a Paris time or not; `deadline` is the instant it falls due (the time, or the end of the
 * day: tasks/domain/tasks.ts `deadlineOf`), so that 'late' and the calendar's ranges are one
 * indexed comparison.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    type: text('type').$type<TaskType>().notNull(),
    priority: text('priority').$type<TaskPriority>().notNull(),
    title: text('title').notNull(),
    notes: text('notes'),
    /** YYYY-MM-DD, a Paris day. */
    dueDate: text('due_date').notNull(),
    /** HH:MM in Paris, or null for the whole day. */
    dueTime: text('due_time'),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    assigneeId: integer('assignee_id')
      .notNull()
      .references(() => users.id),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedById: integer('completed_by_id').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index('tasks_shop_deadline_idx').on(t.shopId, t.deadline),
    index('tasks_shop_assignee_idx').on(t.shopId, t.assigneeId, t.deadline),
    index('tasks_shop_creator_idx').on(t.shopId, t.createdById, t.deadline),
    index('tasks_client_idx').on(t.clientId),
    check('tasks_due_date_day', sql`${t.dueDate} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    check(
      'tasks_due_time_hhmm',
      sql`${t.dueTime} is null or ${t.dueTime} ~ '^[0-2][0-9]:[0-5][0-9]$'`,
    ),
  ],
)

/**
 * A user's private iCalendar feed of their tasks in one shop (issue 17 §2): the secret token of
 * its URL (`/resources/calendar/{token}`). Kept readable so the calendar page can show the address
 * again, as calendar services do; revoking deletes the row, a new link replaces the token.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.shopId] }),
    uniqueIndex('calendar_feeds_token_key').on(t.token),
  ],
)

/**
 * A conversation between a buyer and a producer's shop (issue 17 §5, `/tickets`), started by the
 * buyer from the shop, or about one of their orders or invoices. `lastMessageAt` orders the lists.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    salesDocumentId: integer('sales_document_id').references(() => salesDocuments.id, {
      onDelete: 'set null',
    }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_shop_idx').on(t.shopId, t.lastMessageAt),
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt),
  ],
)

/** One message of a conversation, by the buyer or a member of the shop's team. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_messages_conversation_idx').on(t.conversationId, t.id),
    index('conversation_messages_author_idx').on(t.authorId, t.conversationId),
  ],
)

/**
 * A file sent with a message (an image or a PDF, checked by its first bytes). Private to the
 * conversation's participants, so kept in the database like the PDFs (`document_files`), not in
 * the public uploads storage.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId)],
)

/** Where a user stopped reading a conversation: the last message they saw. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
)

/**
 * A user's conversation with the platform's support (issue 17 §5, the help chat of `/help`),
 * answered by admins from `/admin/support`: one per user. Each side's last read message tells
 * what waits for it (`userReadId` for the user, `supportReadId` for the support team as a whole).
 */
export const supportThreads = pgTable(
  'support_threads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userReadId: integer('user_read_id').notNull().default(0),
    supportReadId: integer('support_read_id').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_threads_user_key').on(t.userId),
    index('support_threads_last_idx').on(t.lastMessageAt),
  ],
)

/** One message of a support conversation: the user's, or an admin's answer (`fromSupport`). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => supportThreads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    fromSupport: boolean('from_support').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_thread_idx').on(t.threadId, t.id)],
)

/**
 * A marketing list of the shop (issue 17 §3): static (its members picked one by one,
 * crm_list_members) or dynamic (a saved filter of the clients list, clients/domain/client-list.ts,
 * evaluated again whenever the list is read or used).
 */
export const crmLists = pgTable(
  'crm_lists',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<'static' | 'dynamic'>().notNull(),
    /** The dynamic list's filters (the clients list's, without page); null for a static list. */
    filters: jsonb('filters').$type<Record<string, string>>(),
    ...timestamps,
  },
  (t) => [
    index('crm_lists_shop_idx').on(t.shopId),
    check('crm_lists_type', sql`${t.type} in ('static', 'dynamic')`),
  ],
)

/** The clients picked into a static list. */
export const crmListMembers = pgTable(
  'crm_list_members',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => crmLists.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.clientId] }),
    index('crm_list_members_client_idx').on(t.clientId),
  ],
)

/**
 * A mail model of the shop (issue 17 §3): standard (subject, title, text, a button) or advanced
 * (the rich-text editor's HTML, sanitised before it is stored). Both may hold the dynamic fields'
 * placeholders (crm/domain/models.ts), filled in for each recipient.
 */
export const crmModels = pgTable(
  'crm_models',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'standard' | 'advanced'>().notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    /** Standard: the mail's heading, its text, its button. */
    title: text('title'),
    body: text('body'),
    buttonLabel: text('button_label'),
    buttonLink: text('button_link'),
    /** Advanced: the sanitised HTML. */
    html: text('html'),
    ...timestamps,
  },
  (t) => [
    index('crm_models_shop_idx').on(t.shopId),
    check('crm_models_kind', sql`${t.kind} in ('standard', 'advanced')`),
  ],
)

/**
 * A file of clients brought into a shop (issue 17 §4, spec 3 'Import status'): the file itself
 * (kept here, not on disk), its headers, the concordance table (each column's client field, or
 * null), the job's progress and outcome, and the clients it created (for the revert).
 */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the file holds: clients, or products and their prices per typology. */
    kind: text('kind').$type<ImportKind>().notNull().default('clients'),
    /** default, isagri, vinistoria, baqio (imports/domain/imports.ts). */
    source: text('source').$type<ImportSource>().notNull(),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    status: text('status').$type<ImportStatus>().notNull().default('pending'),
    /** When the run was asked for (the job queued); the status stays pending until it starts. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    /** The lines refused at the run: line number (of the file, headers being line 1) and errors. */
    lineErrors: jsonb('line_errors')
      .$type<{ line: number; errors: string[] }[]>()
      .notNull()
      .default([]),
    /** The clients, or the products, the import created. */
    createdIds: jsonb('created_ids').$type<number[]>().notNull().default([]),
    /** A product import: the vintages and formats it added to products that existed before it. */
    createdVintageIds: jsonb('created_vintage_ids').$type<number[]>().notNull().default([]),
    createdFormatIds: jsonb('created_format_ids').$type<number[]>().notNull().default([]),
    /** A product import: the lines that updated an existing product (prices, fields). */
    updatedCount: integer('updated_count').notNull().default(0),
    /** At the revert: the created records removed, and those kept (sales since). */
    removedCount: integer('removed_count'),
    keptCount: integer('kept_count'),
    error: text('error'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('imports_shop_idx').on(t.shopId, t.createdAt),
    check(
      'imports_status',
      sql`${t.status} in ('pending', 'processing', 'completed', 'reverted', 'error')`,
    ),
    check('imports_kind', sql`${t.kind} in ('clients', 'products')`),
  ],
)

/**
 * Each CSV file the shop's team downloaded from a list of the back office (settings' 'Imports et
 * exports'): which list (the API's path, a record's id as `{id}`), with which filters, by whom and
 * when — the owner's view of what data left Caveau.
 */
export const exportsLog = pgTable(
  'exports_log',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    list: text('list').notNull(),
    /** The request's query (the filters), without its leading '?'; empty when none. */
    query: text('query').notNull().default(''),
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exports_log_shop_idx').on(t.shopId, t.createdAt)],
)

/**
 * A campaign of the shop (issue 17 §3): a model sent to a list, now or at `scheduledAt`, by the
 * 'crm.campaign' job in batches. The model's and list's names are kept: either may be deleted
 * after the sending. Its recipients are frozen from the list when the sending starts.
 */
export const crmCampaigns = pgTable(
  'crm_campaigns',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    modelId: integer('model_id').references(() => crmModels.id, { onDelete: 'set null' }),
    modelName: text('model_name').notNull(),
    listId: integer('list_id').references(() => crmLists.id, { onDelete: 'set null' }),
    listName: text('list_name').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** scheduled → sending → sent (or failed); cancelled while scheduled. */
    status: text('status')
      .$type<'scheduled' | 'sending' | 'sent' | 'cancelled' | 'failed'>()
      .notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The queued job that starts the sending ('send now' brings it forward). */
    jobId: integer('job_id'),
    error: text('error'),
    ...timestamps,
  },
  (t) => [
    index('crm_campaigns_shop_idx').on(t.shopId, t.scheduledAt),
    check(
      'crm_campaigns_status',
      sql`${t.status} in ('scheduled', 'sending', 'sent', 'cancelled', 'failed')`,
    ),
  ],
)

/** One recipient of a campaign and what became of their mail. */
export const crmCampaignRecipients = pgTable(
  'crm_campaign_recipients',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => crmCampaigns.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** Lower-cased: one mail per address and campaign. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    status: text('status')
      .$type<'queued' | 'sent' | 'failed' | 'bounced' | 'unsubscribed'>()
      .notNull()
      .default('queued'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('crm_campaign_recipients_email_idx').on(t.campaignId, t.email),
    index('crm_campaign_recipients_status_idx').on(t.campaignId, t.status, t.id),
    check(
      'crm_campaign_recipients_status',
      sql`${t.status} in ('queued', 'sent', 'failed', 'bounced', 'unsubscribed')`,
    ),
  ],
)

/** Addresses that unsubscribed from a shop's campaigns (lower-cased); later campaigns skip them. */
export const crmUnsubscribes = pgTable(
  'crm_unsubscribes',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.email] })],
)

/**
 * The shop's DKIM key for its campaigns (settings `link=campaigns`): kept apart from
 * `shops.settings`, which pages read whole, and never sent back once saved.
 */
export const crmDkimKeys = pgTable('crm_dkim_keys', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  domain: text('domain').notNull(),
  selector: text('selector').notNull(),
  privateKey: text('private_key').notNull(),
  ...timestamps,
})

/**
 * The content blocks of a shop tab (issue 16 §2, app/modules/builder): composed in the builder
 * (/shops/{id}/builders/{tab}), shown on the public tab once published. `content` is checked by
 * the zod schema of its kind (builder/domain/blocks.ts) before every write.
 */
export const shopBlocks = pgTable(
  'shop_blocks',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The tab's id in `shops.tabs`. */
    tabId: text('tab_id').notNull(),
    position: integer('position').notNull(),
    kind: text('kind').$type<BlockKind>().notNull(),
    content: jsonb('content').$type<BlockContent>().notNull(),
    status: text('status').$type<BlockStatus>().notNull().default('draft'),
    ...timestamps,
  },
  (t) => [index('shop_blocks_shop_tab_idx').on(t.shopId, t.tabId, t.position)],
)
