import fs from 'node:fs'
import path from 'node:path'
import { configureEnv, getEnv } from '#app/platform/env.server'
import { createApi, type Api } from './app'
import { openDatabase, type Database } from '../db/client'
import { seedDemo } from '../db/seed'
import { migrateIngredientTexts } from '#app/modules/catalogue/api/ingredient-migration'
import { users } from '../db/schema'
import { createMailer } from './mail'
import { createStorage } from './storage'
import { jobHandlers } from './job-handlers'
import { startJobWorker } from './jobs'
import { everythingChanged, shareChangesAcrossProcesses } from '../change-events'
import { createSecretBox, parseSecretKey } from '../secret-box'
import type { ApiConfig, ApiDeps } from './types'

export const defaultRateLimits: ApiConfig['rateLimits'] = {
  loginPerAddress: { limit: 200, windowMs: 15 * 60_000 },
  loginFailuresPerAccountAndAddress: { limit: 10, windowMs: 15 * 60_000 },
  loginSlowdownPerAccount: { limit: 10, windowMs: 15 * 60_000, stepMs: 250, maxMs: 3_000 },
  registerPerAddress: { limit: 30, windowMs: 60 * 60_000 },
  registerPerAccount: { limit: 5, windowMs: 60 * 60_000 },
  // Ten calls a second on average: a synchronisation's pace, not a scraper's.
  perApiKey: { limit: 600, windowMs: 60_000 },
}

export function appVersion(): string {
  try {
    return fs.readFileSync(path.resolve('build/caveau-version.txt'), 'utf8').trim()
  } catch {
    return process.env.npm_package_version ?? 'dev'
  }
}

type Runtime = { api: Api; database: Database; close(): Promise<void> }

declare global {
  var __caveauRuntime: Promise<Runtime> | undefined
}

/** A PGlite dump the next in-memory runtime starts from (configureRuntime), instead of the env's. */
let pgliteTemplate: string | undefined

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR), applies
 * migrations and seeds an empty database, all inside the server process: PGlite has no lock on its
 * directory, so no second process may touch it.
 */
async function boot(): Promise<Runtime> {
  const env = getEnv()
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL }
      : {
          dataDir: env.DATA_DIR,
          loadDataDir: pgliteTemplate ? new Blob([fs.readFileSync(pgliteTemplate)]) : undefined,
        },
  )
  // Free-text ingredients of before migration 0014 read into terms (a no-op once done).
  await migrateIngredientTexts(database.db)
  if (env.SEED_DEMO !== 'false') {
    const [anyUser] = await database.db.select({ id: users.id }).from(users).limit(1)
    if (!anyUser)
      await seedDemo(database.db, {
        activity: env.SEED_DEMO === 'true',
        images: createStorage(env),
      })
  }
  // Several processes on one PostgreSQL hear each other's changes (caches stay correct).
  const stopSharing = env.DATABASE_URL
    ? await shareChangesAcrossProcesses(env.DATABASE_URL, database.db)
    : null
  const deps: ApiDeps = {
    db: database.db,
    mailer: createMailer(database.db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
    config: {
      jwtSecret: env.JWT_SECRET,
      appUrl: env.APP_URL,
      version: appVersion(),
      rateLimits: defaultRateLimits,
      trustProxy: !!env.TRUST_PROXY,
      webhooks: {
        httpsOnly: env.NODE_ENV === 'production',
        allowLoopback: env.WEBHOOKS_ALLOW_LOOPBACK === '1',
      },
      storage: createStorage(env),
      vies: env.VIES_URL ? { url: env.VIES_URL } : undefined,
      carriers: {
        colissimoSlsUrl: env.COLISSIMO_SLS_URL,
        laposteTrackingUrl: env.LAPOSTE_TRACKING_URL,
      },
      stripe: env.STRIPE_SECRET_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            apiBase: env.STRIPE_API_BASE,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          }
        : undefined,
      stripeApiBase: env.STRIPE_API_BASE,
      secretBox: createSecretBox(
        parseSecretKey(env.SETTINGS_ENCRYPTION_KEY)!,
        env.SETTINGS_ENCRYPTION_KEY_PREVIOUS
          ? [parseSecretKey(env.SETTINGS_ENCRYPTION_KEY_PREVIOUS)!]
          : [],
      ),
    },
  }
  const api = createApi(deps)
  // PDFs, mails and grouped-order deadlines run beside the requests, in this process.
  const worker = startJobWorker(deps, jobHandlers, { leaseMs: env.JOB_LEASE_SECONDS * 1000 })
  const close = async () => {
    process.off('SIGTERM', exit)
    process.off('SIGINT', exit)
    await worker.stop()
    await stopSharing?.()
    await database.close()
  }
  const exit = async () => {
    await close()
    process.exit(0)
  }
  process.once('SIGTERM', exit)
  process.once('SIGINT', exit)
  return { api, database, close }
}

export function getRuntime(): Promise<Runtime> {
  globalThis.__caveauRuntime ??= boot()
  return globalThis.__caveauRuntime
}

/**
 * Closes the runtime if one was started (its job worker, its change notifications, its database);
 * the next `getRuntime` boots a new one. Every cache of what the old database held is emptied.
 */
export async function closeRuntime(): Promise<void> {
  const runtime = globalThis.__caveauRuntime
  globalThis.__caveauRuntime = undefined
  if (runtime) await (await runtime.catch(() => null))?.close()
  everythingChanged()
}

/**
 * Points the app at another configuration, read from `env` instead of process.env (null: process
 * env again), and, for an in-memory PGlite, at a dump to start from: the runtime in use is closed
 * and the next one boots on the new settings, as do whatever was made from the old (session
 * cookies' secrets, env.server.ts `fromEnv`). The server never calls it; tests that run many
 * files in one process (tests/web) point each file at its own database without fresh modules.
 */
export async function configureRuntime(
  env: Record<string, string | undefined> | null,
  options: { pgliteTemplate?: string } = {},
): Promise<void> {
  await closeRuntime()
  configureEnv(env)
  pgliteTemplate = options.pgliteTemplate
}
