import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs } from '#app/platform/db/schema'
import { enqueueJob, MAX_ATTEMPTS, runDueJobs } from '#app/platform/api/jobs'
import { createTestApi, type TestApi } from '#tests/support/api'

let t: TestApi
beforeAll(async () => {
  t = await createTestApi()
})
afterAll(() => t.close())

const jobRow = async (id: number) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]

describe('background jobs', () => {
  it('runs a due job once, with its payload, and leaves a future one queued', async () => {
    const seen: unknown[] = []
    const handlers = {
      'test.record': async (_d: unknown, p: Record<string, unknown>) => void seen.push(p.n),
    }
    const due = await enqueueJob(t.database.db, 'test.record', { n: 1 })
    const later = await enqueueJob(
      t.database.db,
      'test.record',
      { n: 2 },
      new Date(Date.now() + 3_600_000),
    )
    await runDueJobs(t.deps, handlers)
    await runDueJobs(t.deps, handlers)
    expect(seen).toEqual([1])
    expect((await jobRow(due)).status).toBe('done')
    expect((await jobRow(later)).status).toBe('queued')
  })

  it('retries a failing job later, then gives up after the last attempt', async () => {
    let calls = 0
    const handlers = {
      'test.fail': async () => {
        calls += 1
        throw new Error('SMTP indisponible')
      },
    }
    const id = await enqueueJob(t.database.db, 'test.fail', {})
    let now = new Date()
    for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
      await runDueJobs(t.deps, handlers, { now })
      now = new Date(now.getTime() + 60 * 60_000)
    }
    const row = await jobRow(id)
    expect(calls).toBe(MAX_ATTEMPTS)
    expect(row.status).toBe('failed')
    expect(row.lastError).toBe('SMTP indisponible')
  })

  it('fails a job whose type has no handler instead of looping on it', async () => {
    const id = await enqueueJob(t.database.db, 'test.unknown', {})
    await runDueJobs(t.deps, {})
    expect((await jobRow(id)).status).toBe('failed')
  })
})
