/**
 * Runs before each loader test file (vitest.config.ts, project `web`), after
 * tests/support/setup-file.ts. The files share their processes: whatever runtime a file started
 * (tests/web/env.ts) is closed after it, and the app reads process.env again, so that the next
 * file (one that configures nothing, or a remote provider) never meets this one's database or
 * settings.
 */
import { afterAll } from 'vitest'
import { configureRuntime } from '#app/platform/api/runtime.server'

afterAll(() => configureRuntime(null))
