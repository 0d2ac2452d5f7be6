import type { Db } from './db/client'
import type { Mailer } from './services/mail'
import type { Storage } from './services/storage'
import type { StripeSettings } from './services/stripe'

export type RateLimitRule = { limit: number; windowMs: number }

export type ApiConfig = {
  jwtSecret: string
  /** Public address of the web app, for links in mail. */
  appUrl: string
  version: string
  /** Where uploaded images go; local `./data/uploads` when absent. */
  storage?: Storage
  /** Card and SEPA payments; absent: those payment types are refused. */
  stripe?: StripeSettings
  rateLimits: {
    loginPerAddress: RateLimitRule
    loginFailuresPerAccount: RateLimitRule
    registerPerAddress: RateLimitRule
    registerPerAccount: RateLimitRule
  }
}

export type ApiDeps = { db: Db; config: ApiConfig; mailer: Mailer }

export type AuthInfo =
  | { kind: 'user'; userId: number; sessionId: string; masterAccountId?: number }
  | { kind: 'master'; masterAccountId: number; sessionId: string }

/** What the caller passes to `app.fetch(request, env)`: the client address, known only to the host. */
export type ApiBindings = { clientIp?: string }

export type ApiEnv = {
  Bindings: ApiBindings
  Variables: { deps: ApiDeps; auth: AuthInfo }
}
