// Loaded with NODE_OPTIONS='--import ./instrument.server.mjs' by scripts/serve.mjs when SENTRY_DSN is set.
import * as Sentry from '@sentry/remix'

Sentry.init({ dsn: process.env.SENTRY_DSN, tracesSampleRate: 0.1, autoInstrumentRemix: true })
