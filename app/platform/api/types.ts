import type { UserShop } from '#app/modules/accounts/contract'
import type { Db } from '../db/client'
import type { SecretBox } from '../secret-box'
import type { Mailer } from './mail'
import type { Storage } from './storage'
import type { ViesSettings } from './vies'
import type { OutboundPolicy } from '../net/safe-url'
import type { UserRole } from '../domain/enums'

export type RateLimitRule = { limit: number; windowMs: number }
/** Past `limit` hits in the window, each further one waits `stepMs` more, up to `maxMs`. */
export type SlowdownRule = RateLimitRule & { stepMs: number; maxMs: number }

export type ApiConfig = {
  jwtSecret: string
  /** Public address of the web app, for links in mail. */
  appUrl: string
  version: string
  /** Where uploaded images go; local `./data/uploads` when absent. */
  storage?: Storage
  /**
   * The platform's Stripe keys (STRIPE_SECRET_KEY): card and SEPA payments of every shop without
   * keys of its own (integrations/api/shop-stripe.ts); absent with no shop keys: refused.
   */
  stripe?: StripeSettings
  /** Another address for Stripe's API (STRIPE_API_BASE), for the shops' own keys too. */
  stripeApiBase?: string
  /** Seals the shops' secrets at rest (SETTINGS_ENCRYPTION_KEY); absent: none can be saved. */
  secretBox?: SecretBox
  /** The VIES look-up of EU VAT numbers (VIES_URL); absent: format and key only. */
  vies?: ViesSettings
  /**
   * Where the shops' webhooks may post (app/platform/net/safe-url.ts): https only in production;
   * loopback only with WEBHOOKS_ALLOW_LOOPBACK=1 (the tests' local receivers). Absent: https
   * only, no loopback.
   */
  webhooks?: OutboundPolicy
  /**
   * The carriers' web services (COLISSIMO_SLS_URL, LAPOSTE_TRACKING_URL; app/modules/carriers):
   * the real ones when absent, a local fake in tests.
   */
  carriers?: { colissimoSlsUrl: string; laposteTrackingUrl: string }
  /** A proxy stands in front (TRUST_PROXY): its `X-Forwarded-Host` names the host asked. */
  trustProxy?: boolean
  rateLimits: {
    loginPerAddress: RateLimitRule
    loginFailuresPerAccountAndAddress: RateLimitRule
    loginSlowdownPerAccount: SlowdownRule
    registerPerAddress: RateLimitRule
    registerPerAccount: RateLimitRule
    /** Calls made with one API key (integrations/domain/api-keys.ts). */
    perApiKey: RateLimitRule
  }
}

export type ApiDeps = { db: Db; config: ApiConfig; mailer: Mailer }

export type AuthInfo =
  | {
      kind: 'user'
      userId: number
      sessionId: string
      masterAccountId?: number
      /** An admin without a second factor yet: the session serves only to set it up. */
      twoFactorSetup?: true
      /** Called with one of the shop's API keys (acting as its maker), not a session. */
      apiKey?: { id: number; shopId: number; scopes: readonly string[] }
      /** An administrator acting as this user (admin console): what changes is audited. */
      impersonatorId?: number
      /** The user's role as read with the session (absent for an API key: read when needed). */
      role?: UserRole
    }
  | { kind: 'master'; masterAccountId: number; sessionId: string; twoFactorSetup?: true }

/** What the caller passes to `app.fetch(request, env)`: the client address, known only to the host. */
export type ApiBindings = { clientIp?: string }

/** The shop the caller works in, resolved by the endpoint's access rule (authorize.ts). */
export type Member = {
  userId: number
  shop: UserShop
  /** The agent's own id when the caller is an agent: every read and write is narrowed to it. */
  agentId: number | null
}

export type ApiEnv = {
  Bindings: ApiBindings
  Variables: { deps: ApiDeps; auth: AuthInfo; member: Member }
}

export type StripeSettings = {
  secretKey: string
  /** Another address for Stripe's API (a local fake in tests): `http://127.0.0.1:12111`. */
  apiBase?: string
  /**
   * The signing secret of the webhook endpoint (`whsec_…`); without it
   * POST /v1/payments/stripe/webhook refuses every event.
   */
  webhookSecret?: string
}
