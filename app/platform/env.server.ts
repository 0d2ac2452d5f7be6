import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import * as z from 'zod'
import { newSecretKey, parseSecretKey } from './secret-box'

/** PGlite's `memory://` has no folder to keep a file beside (it resolved to the current one). */
const inMemory = (dataDir: string) => dataDir.startsWith('memory://')

/**
 * Without configured secrets (a local `npm start` on the embedded database) a random secret is
 * made once and kept beside the data, so sessions survive a restart.
 */
function localSecret(dataDir: string): string {
  // An in-memory database keeps nothing across restarts: neither does its secret.
  if (inMemory(dataDir)) return randomBytes(32).toString('base64url')
  const file = path.join(path.dirname(path.resolve(dataDir)), 'secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const secret = randomBytes(32).toString('base64url')
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

/**
 * Without SETTINGS_ENCRYPTION_KEY (development, tests, a single process on the embedded database)
 * a key is made once and kept beside the data, with a warning: losing that file loses the shops'
 * stored secrets (docs/decisions/0015-secrets-encrypted-at-rest.md).
 */
function localEncryptionKey(dataDir: string): string {
  if (inMemory(dataDir)) return newSecretKey()
  const file = path.join(path.dirname(path.resolve(dataDir)), 'settings-encryption-key')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const key = newSecretKey()
    fs.writeFileSync(file, key, { mode: 0o600 })
    console.warn(
      `[caveau] SETTINGS_ENCRYPTION_KEY n’est pas définie : une clé a été créée dans ${file}. ` +
        'Gardez ce fichier avec les données (sans lui, les clés Stripe enregistrées sont perdues).',
    )
    return key
  }
}

const encryptionKey = (name: string) =>
  z
    .string()
    .refine((v) => parseSecretKey(v) !== null, {
      error: `${name} doit être une clé de 32 octets en base64 (openssl rand -base64 32)`,
    })
    .optional()

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    APP_URL: z.url({ error: 'APP_URL doit être une adresse http(s) complète' }).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, {
        error: 'DATABASE_URL doit commencer par postgres:// ou postgresql://',
      })
      .optional(),
    // Names the proxy in front (`loopback`, a subnet): only then are X-Forwarded-* believed.
    TRUST_PROXY: z.string().min(1).max(200).optional(),
    DATA_DIR: z.string().min(1).default('./data/pglite'),
    // 'base': the demo accounts and catalogues without the year of sales (the loader tests).
    SEED_DEMO: z
      .enum(['true', 'false', 'base'], { error: 'SEED_DEMO vaut true, false ou base' })
      .default('true'),
    SESSION_SECRET: z
      .string()
      .min(16, { error: 'SESSION_SECRET doit contenir au moins 16 caractères' })
      .optional(),
    JWT_SECRET: z
      .string()
      .min(16, { error: 'JWT_SECRET doit contenir au moins 16 caractères' })
      .optional(),
    PROVIDER_URL: z
      .url({ error: 'PROVIDER_URL doit être une adresse http(s) complète' })
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'SMTP_URL doit commencer par smtp:// ou smtps://' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('Caveau <no-reply@caveau.test>'),
    // How long a background job's claim lasts without its worker's heartbeat (jobs.ts).
    JOB_LEASE_SECONDS: z.coerce
      .number({ error: 'JOB_LEASE_SECONDS doit être un nombre de secondes' })
      .int({ error: 'JOB_LEASE_SECONDS doit être un nombre entier de secondes' })
      .min(1, { error: 'JOB_LEASE_SECONDS doit valoir au moins 1' })
      .default(60),
    SENTRY_DSN: z.url({ error: 'SENTRY_DSN doit être une adresse valide' }).optional(),
    UPLOAD_DIR: z.string().min(1).default('./data/uploads'),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: "S3_BUCKET n'est pas un nom de bucket",
      })
      .optional(),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'S3_ENDPOINT doit être une adresse http(s) complète' })
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('auto'),
    S3_PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'S3_PUBLIC_URL doit être une adresse http(s) complète' })
      .optional(),
    // Card and SEPA payments are offered only when the card payment provider is configured.
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
    // Signs the events Stripe posts to /v1/payments/stripe/webhook (SEPA debits settle there).
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\S+$/, { error: 'STRIPE_WEBHOOK_SECRET doit commencer par whsec_' })
      .optional(),
    STRIPE_API_BASE: z
      .url({
        protocol: /^https?$/,
        error: 'STRIPE_API_BASE doit être une adresse http(s) complète',
      })
      .optional(),
    // Seals the shops' secrets (their Stripe keys) at rest (app/platform/secret-box.ts); the
    // previous key still opens what it sealed, during a rotation.
    SETTINGS_ENCRYPTION_KEY: encryptionKey('SETTINGS_ENCRYPTION_KEY'),
    SETTINGS_ENCRYPTION_KEY_PREVIOUS: encryptionKey('SETTINGS_ENCRYPTION_KEY_PREVIOUS'),
    // The shops' webhooks may post to 127.0.0.1 and ::1 (app/platform/net/safe-url.ts): only the
    // test harness sets it, for its local receivers; refused by default.
    WEBHOOKS_ALLOW_LOOPBACK: z
      .enum(['0', '1'], { error: 'WEBHOOKS_ALLOW_LOOPBACK vaut 0 ou 1' })
      .optional(),
    // The carriers' web services (app/modules/carriers): the real ones unless set (a local fake).
    COLISSIMO_SLS_URL: z
      .url({
        protocol: /^https?$/,
        error: 'COLISSIMO_SLS_URL doit être une adresse http(s) complète',
      })
      .default('https://ws.colissimo.fr/sls-ws/SlsServiceWSRest/2.0'),
    LAPOSTE_TRACKING_URL: z
      .url({
        protocol: /^https?$/,
        error: 'LAPOSTE_TRACKING_URL doit être une adresse http(s) complète',
      })
      .default('https://api.laposte.fr/suivi/v2'),
    // The VIES look-up of EU VAT numbers (app/platform/api/vies.ts): off unless set.
    VIES_URL: z
      .url({ protocol: /^https?$/, error: 'VIES_URL doit être une adresse http(s) complète' })
      .optional(),
  })
  .superRefine((env, ctx) => {
    // S3 storage is all or nothing: half a configuration would silently write to local disk.
    const s3 = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    if (s3.some((key) => env[key])) {
      for (const key of s3.filter((k) => !env[k])) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} est obligatoire avec ${s3.filter((k) => env[k]).join(', ')}`,
        })
      }
    }
    // Several processes share one PostgreSQL server: they must share their secrets too.
    if (env.NODE_ENV !== 'production' || !env.DATABASE_URL) return
    for (const key of ['SESSION_SECRET', 'JWT_SECRET', 'SETTINGS_ENCRYPTION_KEY'] as const) {
      if (!env[key]) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} est obligatoire en production avec DATABASE_URL`,
        })
      }
    }
  })

export type Env = z.output<typeof schema> & {
  SESSION_SECRET: string
  JWT_SECRET: string
  /** SETTINGS_ENCRYPTION_KEY, or the one made beside the data when it is not set. */
  SETTINGS_ENCRYPTION_KEY: string
  /** APP_URL, or this machine's address for mails and payment returns when it is not set. */
  APP_URL: string
  /** APP_URL as configured, or null: pages then build absolute links on the request's origin. */
  PUBLIC_URL: string | null
}

let cached: Env | undefined
/** What the configuration is read from: process.env, unless `configureEnv` named other values. */
let configured: Record<string, string | undefined> | null = null

/** Reads and checks the configuration once; a bad value stops the server with a clear message. */
export function getEnv(): Env {
  if (cached) return cached
  const values = configured ?? process.env
  const source = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''))
  const result = schema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Configuration invalide :\n${lines.join('\n')}`)
  }
  const env = result.data
  const sessionSecret = env.SESSION_SECRET ?? localSecret(env.DATA_DIR)
  cached = {
    ...env,
    SESSION_SECRET: sessionSecret,
    JWT_SECRET: env.JWT_SECRET ?? `${sessionSecret}:jwt`,
    SETTINGS_ENCRYPTION_KEY: env.SETTINGS_ENCRYPTION_KEY ?? localEncryptionKey(env.DATA_DIR),
    APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}`,
    PUBLIC_URL: env.APP_URL ?? null,
  }
  return cached
}

/**
 * Reads the configuration from `values` instead of process.env from now on (null: process.env
 * again), and forgets the one read so far. The server never calls it: its configuration is read
 * once. Tests that run many files in one process point each file's app at its own configuration
 * (app/platform/api/runtime.server.ts `configureRuntime`) without touching process.env.
 */
export function configureEnv(values: Record<string, string | undefined> | null): void {
  configured = values
  cached = undefined
}

/**
 * `make`'s value for the current configuration, made on first use and again only when the
 * configuration changes (`configureEnv`): what is built from secrets or addresses, such as the
 * cookie session storages.
 */
export function fromEnv<T>(make: (env: Env) => T): () => T {
  let made: { env: Env; value: T } | undefined
  return () => {
    const env = getEnv()
    if (made?.env !== env) made = { env, value: make(env) }
    return made.value
  }
}
