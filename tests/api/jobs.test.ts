import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { documents, jobs } from '#app/platform/db/schema'
import {
  deleteFinishedJobs,
  enqueueJob,
  jobMessages,
  MAX_ATTEMPTS,
  reapExpiredLeases,
  retryFailedJob,
  runDueJobs,
  type JobHandlers,
} from '#app/platform/api/jobs'
import { createTestApi, type TestApi } from '#tests/support/api'

let t: TestApi
beforeAll(async () => {
  t = await createTestApi()
})
afterAll(() => t.close())
// Each test starts from an empty queue: another test's leftovers would run with its handlers.
beforeEach(async () => {
  await t.database.db.delete(jobs)
})

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
      { runAt: new Date(Date.now() + 3_600_000) },
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

  it('returns to the queue a job whose lease ran out (its process died), and it runs again', async () => {
    const seen: number[] = []
    const handlers: JobHandlers = { 'test.crash': async (_d, p) => void seen.push(Number(p.n)) }
    const dead = await enqueueJob(t.database.db, 'test.crash', { n: 1 })
    const alive = await enqueueJob(t.database.db, 'test.crash', { n: 2 })
    const legacy = await enqueueJob(t.database.db, 'test.crash', { n: 3 })
    const claimed = { status: 'running' as const, attempts: 1, leaseId: 'x' }
    const at = (s: number) => sql`now() + ${s} * interval '1 second'`
    await t.database.db
      .update(jobs)
      .set({ ...claimed, lockedUntil: at(-1) })
      .where(eq(jobs.id, dead))
    await t.database.db
      .update(jobs)
      .set({ ...claimed, lockedUntil: at(600) })
      .where(eq(jobs.id, alive))
    // Running since before leases existed: stuck for ever until now.
    await t.database.db.update(jobs).set({ status: 'running' }).where(eq(jobs.id, legacy))
    expect((await reapExpiredLeases(t.database.db)).sort()).toEqual([dead, legacy].sort())
    expect(await jobRow(dead)).toMatchObject({
      status: 'queued',
      leaseId: null,
      lastError: jobMessages.interrupted,
    })
    expect((await jobRow(alive)).status).toBe('running')
    await runDueJobs(t.deps, handlers)
    expect(seen.sort()).toEqual([1, 3])
    expect(await jobRow(dead)).toMatchObject({ status: 'done', attempts: 2 })
    // Its last attempt interrupted: failed, for an admin to retry.
    const last = await enqueueJob(t.database.db, 'test.crash', { n: 4 })
    await t.database.db
      .update(jobs)
      .set({ ...claimed, attempts: MAX_ATTEMPTS, lockedUntil: at(-1) })
      .where(eq(jobs.id, last))
    await reapExpiredLeases(t.database.db)
    expect((await jobRow(last)).status).toBe('failed')
    expect(await retryFailedJob(t.database.db, last)).toBe('retried')
    expect(await jobRow(last)).toMatchObject({ status: 'queued', attempts: 0 })
    expect(await retryFailedJob(t.database.db, last)).toBe('notFailed')
  })

  it('keeps the lease of a running job alive with its heartbeat', async () => {
    const id = await enqueueJob(t.database.db, 'test.slow', {})
    const lease = async () => (await jobRow(id)).lockedUntil!.getTime()
    const handlers: JobHandlers = {
      'test.slow': async () => {
        const first = await lease()
        // Waits for a beat (one every 100 ms here), however slow the machine.
        for (let i = 0; i < 600 && (await lease()) === first; i += 1)
          await new Promise((resolve) => setTimeout(resolve, 50))
        expect(await lease()).toBeGreaterThan(first)
      },
    }
    await runDueJobs(t.deps, handlers, { leaseMs: 300 })
    expect((await jobRow(id)).status).toBe('done')
  })

  it('writes nothing for a run whose lease was taken over by another run', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const before = (await t.database.db.select().from(documents)).length
    const handlers: JobHandlers = {
      'test.late': async (deps, _p, job) => {
        // Meanwhile the lease ran out and another worker claimed the job.
        await deps.db.update(jobs).set({ leaseId: 'another' }).where(eq(jobs.id, job.id))
        await job.finish((tx) =>
          tx.insert(documents).values({ userId: 1, name: 'x.pdf', url: '/x', status: 'ready' }),
        )
      },
    }
    const id = await enqueueJob(t.database.db, 'test.late', {})
    await runDueJobs(t.deps, handlers)
    expect((await t.database.db.select().from(documents)).length).toBe(before)
    expect(await jobRow(id)).toMatchObject({ status: 'running', leaseId: 'another' })
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('enqueues a keyed job once while it is queued or running, and again once it is done', async () => {
    const db = t.database.db
    const a = await enqueueJob(db, 'test.record', { n: 5 }, { key: 'k-1' })
    expect(await enqueueJob(db, 'test.record', { n: 5 }, { key: 'k-1' })).toBe(a)
    expect(await enqueueJob(db, 'test.record', { n: 6 }, { key: 'k-2' })).not.toBe(a)
    await db.update(jobs).set({ status: 'done' }).where(eq(jobs.id, a))
    const b = await enqueueJob(db, 'test.record', { n: 5 }, { key: 'k-1' })
    expect(b).not.toBe(a)
    // A failed job is not retried beside a pending one of the same key.
    await db.update(jobs).set({ status: 'failed' }).where(eq(jobs.id, a))
    expect(await retryFailedJob(db, a)).toBe('duplicate')
  })

  it('deletes done jobs after 7 days and failed ones after 30', async () => {
    const db = t.database.db
    const now = new Date('2030-06-30T12:00:00Z')
    const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 3_600_000)
    const make = async (status: 'done' | 'failed' | 'queued', days: number) => {
      const id = await enqueueJob(db, 'test.old', {})
      await db
        .update(jobs)
        .set({ status, updatedAt: daysAgo(days) })
        .where(eq(jobs.id, id))
      return id
    }
    const ids = {
      doneOld: await make('done', 8),
      doneRecent: await make('done', 6),
      failedMonth: await make('failed', 8),
      failedOld: await make('failed', 31),
      queuedOld: await make('queued', 90),
    }
    await deleteFinishedJobs(db, { now })
    const left = async (id: number) => (await jobRow(id)) !== undefined
    expect(await left(ids.doneOld)).toBe(false)
    expect(await left(ids.doneRecent)).toBe(true)
    expect(await left(ids.failedMonth)).toBe(true)
    expect(await left(ids.failedOld)).toBe(false)
    expect(await left(ids.queuedOld)).toBe(true)
    await db.delete(jobs).where(eq(jobs.type, 'test.old'))
  })
})
