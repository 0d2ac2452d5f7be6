/**
 * The job queue across real processes on one PostgreSQL database (TEST_DATABASE_URL; skipped
 * without it, as PGlite runs in one process only): two servers share one queue and no job runs
 * twice. Every wait is on a condition, with a generous overall guard.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database, type Db } from '#app/platform/db/client'
import { clients, documentFiles, documents, jobs, users } from '#app/platform/db/schema'
import { enqueueJob } from '#app/platform/api/jobs'
import { buildIfStale, startServer } from '../../bench/harness.mjs'
import { adminStatement } from '#tests/support/database-url'
import { insertGeneratedInvoice } from '#tests/support/sales-rows'

type Server = { base: string; pid: number; stop(): Promise<void> }

const serverUrl = process.env.TEST_DATABASE_URL
const name = `caveau_jobs_${process.pid}`

const admin = adminStatement

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
    let url: string
    let database: Database
    let db: Db
    let ownerId: number
    let clientId: number
    const servers: Server[] = []
    const start = async (leaseSeconds: number): Promise<Server> => {
      const server = (await startServer({
        databaseUrl: url,
        env: {
          SEED_DEMO: 'base',
          WEB_CONCURRENCY: '1',
          JOB_LEASE_SECONDS: String(leaseSeconds),
        },
      })) as unknown as Server
      servers.push(server)
      // The API answers once its runtime has migrated and seeded: only then may this test open
      // the database beside it (two migrations at once collide).
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
      await admin(`drop database if exists ${name} with (force)`)
      await admin(`create database ${name}`)
      const u = new URL(serverUrl!)
      u.pathname = `/${name}`
      url = u.toString()
    }, 300_000)

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()))
      await database?.close()
      await admin(`drop database if exists ${name} with (force)`)
    }, 60_000)

    it('two server processes share one queue and no job runs twice', async () => {
      // One after the other: the second finds the database migrated and seeded by the first.
      await start(30)
      await start(30)
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
  },
)
