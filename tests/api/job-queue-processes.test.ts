/**
 * The job queue across real processes on one PostgreSQL database (TEST_DATABASE_URL; skipped
 * without it, as PGlite runs in one process only): two servers share one queue and no job runs
 * twice; a server killed with SIGKILL while jobs run loses none and runs none twice once started
 * again. Every wait is on a condition, with a generous overall guard.
 */
import { and, eq, inArray } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database, type Db } from '#app/platform/db/client'
import {
  clients,
  documentFiles,
  documents,
  jobs,
  mailOutbox,
  salesDocuments,
  users,
} from '#app/platform/db/schema'
import { enqueueJob } from '#app/platform/api/jobs'
import { buildIfStale, startServer } from '../../bench/harness.mjs'
import { createTestDatabaseUrl } from '#tests/support/database-url'
import { startFakeSmtp, type FakeSmtp } from '#tests/support/fake-smtp'
import { insertGeneratedInvoice } from '#tests/support/sales-rows'

type Server = { base: string; pid: number; stop(): Promise<void>; crash(): Promise<void> }

const serverUrl = process.env.TEST_DATABASE_URL

/** Waits for `probe` to hold: a guard against a hang, not a measure of speed. */
async function until(probe: () => Promise<boolean>, guardMs = 180_000) {
  const start = Date.now()
  while (!(await probe())) {
    if (Date.now() - start > guardMs) throw new Error(`not reached within ${guardMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

let sequence = 990_000
/** An issued invoice of shop 1, straight into the database. */
async function invoice(db: Db, clientId: number): Promise<number> {
  sequence += 1
  return insertGeneratedInvoice(db, { clientId, sequence })
}

describe.skipIf(!serverUrl)(
  'job queue across processes on PostgreSQL (needs TEST_DATABASE_URL, skipped without it)',
  () => {
    // One copy of the seeded demo database for the file; each test stops its servers.
    let url: string
    let dropDatabase: (() => Promise<void>) | undefined
    let database: Database | undefined
    let db: Db
    let ownerId: number
    let clientId: number
    let servers: Server[] = []
    let smtp: FakeSmtp | undefined

    /** Opened once a server has migrated and seeded it (two migrations at once collide). */
    const openBeside = async () => {
      if (database) return
      database = await openDatabase({ url })
      db = database.db
      ;[{ id: ownerId }] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'owner@caveau.test'))
      ;[{ id: clientId }] = await db
        .insert(clients)
        .values({ shopId: 1, businessName: 'Cave Ressource', isPro: true })
        .returning({ id: clients.id })
    }
    const start = async (env: Record<string, string>): Promise<Server> => {
      const server = (await startServer({
        databaseUrl: url,
        // Its own process group, so that a crash kills whatever it forked too.
        ownGroup: true,
        env: { SEED_DEMO: 'base', WEB_CONCURRENCY: '1', ...env },
      })) as unknown as Server
      servers.push(server)
      // The API answers once its runtime has migrated and seeded (and its job worker started).
      await until(
        async () => (await fetch(`${server.base}/v1/maintenances`).catch(() => null))?.ok ?? false,
      )
      return server
    }
    const jobRows = (ids: number[]) => db.select().from(jobs).where(inArray(jobs.id, ids))
    const allDone = (ids: number[]) => async () =>
      (await jobRows(ids)).every((j) => j.status === 'done')
    /** The downloads handed to the owner for these documents' files. */
    const downloadsOf = async (docIds: number[]) => {
      const files = await db
        .select({ id: documentFiles.id })
        .from(documentFiles)
        .where(inArray(documentFiles.salesDocumentId, docIds))
      const urls = files.map((f) => `/resources/document-files/${f.id}`)
      const rows = urls.length
        ? await db
            .select()
            .from(documents)
            .where(and(eq(documents.userId, ownerId), inArray(documents.url, urls)))
        : []
      return { files: files.length, downloads: rows.length }
    }

    beforeAll(async () => {
      buildIfStale()
      // Seeded unless the run has no templates: then the first server seeds it.
      const made = (await createTestDatabaseUrl({ seeded: true }))!
      url = made.url
      dropDatabase = made.drop
    }, 300_000)

    afterEach(async () => {
      await Promise.all(servers.map((s) => s.stop()))
      servers = []
      await smtp?.close()
      smtp = undefined
    }, 60_000)

    afterAll(async () => {
      await database?.close()
      await dropDatabase?.()
    }, 60_000)

    it('two server processes share one queue and no job runs twice', async () => {
      // One after the other: without templates the first seeds the database.
      await start({ JOB_LEASE_SECONDS: '30' })
      await start({ JOB_LEASE_SECONDS: '30' })
      await openBeside()
      const docIds: number[] = []
      for (let i = 0; i < 12; i += 1) docIds.push(await invoice(db, clientId))
      const ids = await db.transaction(async (tx) => {
        const out: number[] = []
        for (const documentId of docIds)
          out.push(
            await enqueueJob(tx as unknown as Db, 'sales.pdf', { documentId, userId: ownerId }),
          )
        return out
      })
      await until(allDone(ids))
      const rows = await jobRows(ids)
      expect(rows.every((j) => j.attempts === 1)).toBe(true)
      expect(await downloadsOf(docIds)).toEqual({ files: 12, downloads: 12 })
      expect(rows.every((j) => j.status === 'done' && j.lastError === null)).toBe(true)
    }, 600_000)

    it('a server killed with SIGKILL while a document job and a mail job run: started again, each completes exactly once', async () => {
      // A slow mail provider: it reads the mail and keeps the worker waiting for its answer.
      smtp = await startFakeSmtp({ hold: true })
      // A short lease: the reaper returns a dead server's jobs once it runs out (60 s by default).
      // The heartbeat pushes it on every third of it while the jobs are held, with room to spare
      // on a loaded machine.
      const env = { JOB_LEASE_SECONDS: '5', SMTP_URL: smtp.url }
      const first = await start(env)
      await openBeside()
      const pdfDoc = await invoice(db, clientId)
      const mailDoc = await invoice(db, clientId)
      const to = 'compta@cave-ressource.test'

      // Another transaction holds the invoice's row: the document job renders its PDF, then waits
      // inside its finishing transaction (file written, download not yet committed).
      const locker = new pg.Client({ connectionString: url })
      await locker.connect()
      const [{ pid: lockerPid }] = (await locker.query('select pg_backend_pid() as pid')).rows
      await locker.query('begin')
      await locker.query('select id from sales_documents where id = $1 for update', [pdfDoc])

      // One transaction: the worker claims both in one tick and runs them side by side.
      const [pdfJob, mailJob] = await db.transaction(async (tx) => [
        await enqueueJob(tx as unknown as Db, 'sales.pdf', { documentId: pdfDoc, userId: ownerId }),
        await enqueueJob(tx as unknown as Db, 'sales.send', { documentId: mailDoc, emails: [to] }),
      ])
      const blockedByLocker = async () => {
        const { rows } = await locker.query(
          'select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
          [lockerPid],
        )
        return rows[0].n > 0
      }
      await until(async () => smtp!.held() === 1 && (await blockedByLocker()))
      // Both running their first attempt, in the server about to be killed.
      const running = await jobRows([pdfJob, mailJob])
      expect(running.map((j) => [j.status, j.attempts, j.lockedBy?.split(':').at(-1)])).toEqual([
        ['running', 1, String(first.pid)],
        ['running', 1, String(first.pid)],
      ])

      await first.crash()
      await locker.query('rollback')
      await locker.end()
      smtp.release()
      await start(env)
      await until(allDone([pdfJob, mailJob]))

      const rows = await jobRows([pdfJob, mailJob])
      // The second run of each: the first was cut short by the kill and returned by the reaper.
      expect(rows.map((j) => [j.status, j.attempts, j.lastError])).toEqual([
        ['done', 2, null],
        ['done', 2, null],
      ])
      // One file of the invoice and one download for the owner: the dead run left nothing.
      expect(await downloadsOf([pdfDoc])).toEqual({ files: 1, downloads: 1 })
      // One mail accepted by the provider, one outbox row marked sent, the invoice marked sent.
      expect(smtp.received.map((m) => m.to)).toEqual([[to]])
      const outbox = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to))
      expect(outbox).toHaveLength(1)
      expect(outbox[0]).toMatchObject({ key: `job-${mailJob}:mail:${to}`, error: null })
      expect(outbox[0].sentAt).not.toBeNull()
      const [sent] = await db
        .select({ status: salesDocuments.status })
        .from(salesDocuments)
        .where(eq(salesDocuments.id, mailDoc))
      expect(sent.status).toBe('processing')
      expect(await downloadsOf([mailDoc])).toMatchObject({ files: 1 })
    }, 600_000)
  },
)
