/**
 * The second e2e server: the same build on a database without the demo (SEED_DEMO=false), for
 * the journeys that must prove nothing leans on seeded data (e2e/first-sale.test.ts). It listens
 * one port above the main one (playwright.config.ts starts both).
 */
export const EMPTY_PORT = Number(process.env.E2E_PORT ?? 3100) + 1
export const EMPTY_BASE_URL = `http://127.0.0.1:${EMPTY_PORT}`
