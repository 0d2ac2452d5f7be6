import fs from 'node:fs'
import { inject } from 'vitest'

/** What tests/support/global-setup.ts built for this run (see there). */
export type TestTemplates = {
  /** PGlite dumps (tarball paths): migrated, and migrated + demo seeded. */
  pglite: { migrated: string; seeded: string }
  /** With TEST_DATABASE_URL: template database names, migrated and migrated + demo seeded. */
  postgres: { migrated: string; seeded: string } | null
}

declare module 'vitest' {
  export interface ProvidedContext {
    caveauTemplates: TestTemplates
  }
}

/** The run's templates; null when the global set-up did not run (each file then builds its own). */
export function testTemplates(): TestTemplates | null {
  try {
    return inject('caveauTemplates') ?? null
  } catch {
    return null
  }
}

/** A PGlite dump to start a `memory://` database from, or undefined to start empty. */
export function pgliteTemplate(seeded: boolean): Blob | undefined {
  const dumps = testTemplates()?.pglite
  const file = seeded ? dumps?.seeded : dumps?.migrated
  return file ? new Blob([fs.readFileSync(file)]) : undefined
}
