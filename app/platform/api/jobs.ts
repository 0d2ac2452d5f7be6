/**
 * Background work (PDFs, mails, grouped-order deadlines) as rows of `jobs` (decision 0007).
 *
 * - A worker claims due rows with FOR UPDATE SKIP LOCKED, so several server processes on one
 *   PostgreSQL share the queue without two of them taking the same row.
 * - A claim is a lease: `locked_until` (database clock) a lease ahead, pushed on by the worker's
 *   heartbeat while it runs. When the process dies, nobody pushes it on; the reaper (every worker,
 *   at every tick) returns the job to the queue once it has run out.
 * - Each claim has its own `lease_id`, and every write that ends a run is conditional on it: a
 *   worker whose lease ran out (and whose job another worker took) writes nothing. A handler that
 *   calls `job.finish(tx => …)` gets its last writes and the job's 'done' in one transaction, so a
 *   crash before that commit leaves nothing behind and the next run starts clean.
 * - A worker runs up to four jobs at once.
 * - A failure is retried with a growing delay, five times in all, then the job is 'failed' and an
 *   admin may retry it (/admin).
 * - `key`: at most one queued or running job per key; enqueuing it again answers the pending job.
 * - Finished jobs are deleted after a while (done: 7 days, failed: 30 days).
 */
import { randomUUID } from 'node:crypto'
import os from 'node:os'
import { and, eq, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { jobs } from '../db/schema'
import { isUniqueViolation } from '../db/unique'
import type { ApiDeps } from './types'

/** What a handler knows of the run it is part of. */
export type JobRun = {
  id: number
  /** 1 for the first run, 2 for the first retry… */
  attempt: number
  /** The time the run is due at (`RunOptions.now`): what a handler schedules its follow-ups from. */
  now: Date
  /**
   * A key for one effect of this job, the same at every run of it (a mail's outbox key): an
   * effect a crashed run already had is not had twice.
   */
  effectKey(name: string): string
  /**
   * Runs the job's last writes and marks it done in one transaction, while this run still holds
   * its lease; otherwise nothing is written and the run ends (another run has the job).
   */
  finish<T>(writes: (tx: Db) => Promise<T>): Promise<T>
}

export type JobHandler = (
  deps: ApiDeps,
  payload: Record<string, unknown>,
  job: JobRun,
) => Promise<void>
export type JobHandlers = Readonly<Record<string, JobHandler>>

export const MAX_ATTEMPTS = 5
/** How long a claim lasts without a heartbeat (JOB_LEASE_SECONDS in the server). */
export const DEFAULT_LEASE_MS = 60_000
export const KEEP_DONE_MS = 7 * 24 * 3_600_000
export const KEEP_FAILED_MS = 30 * 24 * 3_600_000
const CLEANUP_EVERY_MS = 3_600_000

export const jobMessages = {
  interrupted: "Interrompue : le processus qui l'exécutait s'est arrêté.",
} as const

/** The rows the key's uniqueness covers (the partial index jobs_pending_key_idx). */
const pending = sql`${jobs.status} in ('queued', 'running')`

export type EnqueueOptions = {
  runAt?: Date
  /** At most one queued or running job per key: the same request twice makes one job. */
  key?: string
}

/** Queues a job; with a key already queued or running, returns that job's id instead. */
export async function enqueueJob(
  db: Db,
  type: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<number> {
  const { runAt = new Date(), key } = options
  for (;;) {
    const [row] = await db
      .insert(jobs)
      .values({ type, payload, runAt, key })
      .onConflictDoNothing({ target: jobs.key, where: pending })
      .returning({ id: jobs.id })
    if (row) return row.id
    const [same] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.key, key!), pending))
    // Finished between the two statements: queue it anew.
    if (same) return same.id
  }
}

type Claimed = { id: number; type: string; payload: Record<string, unknown>; attempts: number }

const leaseUntil = (leaseMs: number) =>
  sql`now() + ${Math.max(1, Math.round(leaseMs))} * interval '1 millisecond'`

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

async function claim(
  db: Db,
  now: Date,
  limit: number,
  lease: { id: string; ms: number; by: string },
): Promise<Claimed[]> {
  const result = await db.execute<Claimed>(sql`
    update ${jobs} set status = 'running', attempts = ${jobs.attempts} + 1, updated_at = now(),
      lease_id = ${lease.id}, locked_by = ${lease.by}, locked_until = ${leaseUntil(lease.ms)}
    where ${jobs.id} in (
      select ${jobs.id} from ${jobs}
      where ${jobs.status} = 'queued' and ${jobs.runAt} <= ${now.toISOString()}
      order by ${jobs.runAt}, ${jobs.id}
      limit ${limit}
      for update skip locked
    )
    returning ${jobs.id} as id, ${jobs.type} as type, ${jobs.payload} as payload, ${jobs.attempts} as attempts`)
  return rowsOf<Claimed>(result)
}

/**
 * Returns to the queue the running jobs whose lease ran out (their process died or hung), or
 * fails them when that was their last attempt. Rows running without a lease date are from before
 * leases: they count as run out. Returns their ids.
 */
export async function reapExpiredLeases(db: Db): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    update ${jobs} set
      status = case when ${jobs.attempts} >= ${MAX_ATTEMPTS} then 'failed' else 'queued' end,
      run_at = now(), last_error = ${jobMessages.interrupted}, updated_at = now(),
      lease_id = null, locked_by = null, locked_until = null
    where ${jobs.status} = 'running' and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} < now())
    returning ${jobs.id} as id`)
  return rowsOf<{ id: number }>(result).map((r) => r.id)
}

/** Deletes jobs done for longer than `keepDoneMs` and failed for longer than `keepFailedMs`. */
export async function deleteFinishedJobs(
  db: Db,
  options: { now?: Date; keepDoneMs?: number; keepFailedMs?: number } = {},
): Promise<number> {
  const now = (options.now ?? new Date()).getTime()
  const rows = await db
    .delete(jobs)
    .where(
      or(
        and(
          eq(jobs.status, 'done'),
          lt(jobs.updatedAt, new Date(now - (options.keepDoneMs ?? KEEP_DONE_MS))),
        ),
        and(
          eq(jobs.status, 'failed'),
          lt(jobs.updatedAt, new Date(now - (options.keepFailedMs ?? KEEP_FAILED_MS))),
        ),
      ),
    )
    .returning({ id: jobs.id })
  return rows.length
}

/**
 * A failed job queued again for a fresh round of attempts: 'notFailed' when it is not (or no
 * longer) failed, 'duplicate' when a job with its key is already queued or running.
 */
export async function retryFailedJob(
  db: Db,
  id: number,
): Promise<'retried' | 'notFailed' | 'duplicate'> {
  try {
    const rows = await db
      .update(jobs)
      .set({ status: 'queued', attempts: 0, runAt: new Date(), updatedAt: new Date() })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
      .returning({ id: jobs.id })
    return rows.length > 0 ? 'retried' : 'notFailed'
  } catch (error) {
    if (isUniqueViolation(error, 'jobs_pending_key_idx')) return 'duplicate'
    throw error
  }
}

class LeaseLost extends Error {}

/** Pushes the lease of every job of the claim on, every third of a lease, until stopped. */
function heartbeat(db: Db, leaseId: string, leaseMs: number) {
  const beat = () =>
    db
      .update(jobs)
      .set({ lockedUntil: leaseUntil(leaseMs) })
      .where(and(eq(jobs.leaseId, leaseId), eq(jobs.status, 'running')))
      .catch((error: unknown) => console.error('job heartbeat:', error))
  const timer = setInterval(() => void beat(), Math.max(10, Math.floor(leaseMs / 3)))
  timer.unref()
  return () => clearInterval(timer)
}

export type RunOptions = {
  /** The time jobs are due at (tests); leases always use the database's clock. */
  now?: Date
  limit?: number
  /** How many of the claimed jobs run at once (1: one after the other). */
  concurrency?: number
  leaseMs?: number
}

const workerName = `${os.hostname()}:${process.pid}`

/** Runs the jobs due at `now`; returns how many ran (successfully or not). */
export async function runDueJobs(
  deps: ApiDeps,
  handlers: JobHandlers,
  options: RunOptions = {},
): Promise<number> {
  const now = options.now ?? new Date()
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
  const leaseId = randomUUID()
  const claimed = await claim(deps.db, now, options.limit ?? 10, {
    id: leaseId,
    ms: leaseMs,
    by: workerName,
  })
  if (claimed.length === 0) return 0
  const stopHeartbeat = heartbeat(deps.db, leaseId, leaseMs)
  try {
    const waiting = [...claimed]
    const runner = async () => {
      for (let job = waiting.shift(); job; job = waiting.shift())
        await runOne(deps, handlers, job, leaseId, now)
    }
    const runners = Math.max(1, Math.min(options.concurrency ?? 1, waiting.length))
    await Promise.all(Array.from({ length: runners }, runner))
  } finally {
    stopHeartbeat()
  }
  return claimed.length
}

async function runOne(
  deps: ApiDeps,
  handlers: JobHandlers,
  job: Claimed,
  leaseId: string,
  now: Date,
) {
  const { db } = deps
  const mine = and(eq(jobs.id, job.id), eq(jobs.leaseId, leaseId), eq(jobs.status, 'running'))
  const markDone = async (q: Db) => {
    const [row] = await q
      .update(jobs)
      .set({
        status: 'done',
        lastError: null,
        leaseId: null,
        lockedUntil: null,
        updatedAt: new Date(),
      })
      .where(mine)
      .returning({ id: jobs.id })
    if (!row) throw new LeaseLost()
  }
  let finished = false
  const run: JobRun = {
    id: job.id,
    attempt: job.attempts,
    now,
    effectKey: (name) => `job-${job.id}:${name}`,
    async finish(writes) {
      const result = await db.transaction(async (tx) => {
        const out = await writes(tx as unknown as Db)
        await markDone(tx as unknown as Db)
        return out
      })
      finished = true
      return result
    },
  }
  const handler = handlers[job.type]
  try {
    if (!handler) throw new Error(`no handler for job type ${job.type}`)
    await handler(deps, job.payload, run)
    if (!finished) await markDone(db)
  } catch (error) {
    if (error instanceof LeaseLost) {
      console.warn(`job ${job.id} (${job.type}): lease lost, another run has it`)
      return
    }
    const message = error instanceof Error ? error.message : String(error)
    const failed = job.attempts >= MAX_ATTEMPTS || !handler
    // 1, 4, 9, 16 minutes: a mail server or a storage back up soon enough.
    const retryAt = new Date(now.getTime() + job.attempts * job.attempts * 60_000)
    await db
      .update(jobs)
      .set({
        status: failed ? 'failed' : 'queued',
        runAt: failed ? now : retryAt,
        lastError: message.slice(0, 2000),
        leaseId: null,
        lockedUntil: null,
        updatedAt: new Date(),
      })
      .where(mine)
    console.error(`job ${job.id} (${job.type}) failed: ${message}`)
  }
}

export type WorkerOptions = { intervalMs?: number; leaseMs?: number; concurrency?: number }

/**
 * Polls the queue every `intervalMs` in this process until stopped; a tick never overlaps the
 * previous one. Each tick first returns the jobs whose lease ran out, and once an hour deletes old
 * finished jobs. Returns `stop`, and `kick` to run at once (after enqueuing something urgent).
 */
export function startJobWorker(deps: ApiDeps, handlers: JobHandlers, options: WorkerOptions = {}) {
  const { intervalMs = 2000, leaseMs = DEFAULT_LEASE_MS, concurrency = 4 } = options
  let running: Promise<void> | null = null
  let cleanedAt = 0
  const tick = () => {
    running ??= (async () => {
      try {
        const reaped = await reapExpiredLeases(deps.db)
        if (reaped.length) console.warn(`jobs back in the queue (lease ran out): ${reaped}`)
        if (Date.now() - cleanedAt > CLEANUP_EVERY_MS) {
          cleanedAt = Date.now()
          await deleteFinishedJobs(deps.db)
        }
        // As many claimed as run at once: no claimed job waits on another's lease.
        const run = { leaseMs, concurrency, limit: concurrency }
        while ((await runDueJobs(deps, handlers, run)) > 0);
      } catch (error) {
        console.error('job worker:', error)
      } finally {
        running = null
      }
    })()
    return running
  }
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  return {
    kick: () => void tick(),
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
