/**
 * /admin's failed jobs without JavaScript: the page lists them, and the plain 'Relancer' form
 * queues one again (an admin only; the guard sends anyone else away).
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { getRuntime } from '#app/platform/api/runtime.server'
import { jobs } from '#app/platform/db/schema'
import { action, loader } from '#app/routes/admin/route'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

let jobId: number
beforeAll(async () => {
  await signInDemoAccounts()
  const { db } = (await getRuntime()).database
  const [row] = await db
    .insert(jobs)
    .values({ type: 'sales.pdf', payload: {}, status: 'failed', attempts: 5, lastError: 'boom' })
    .returning()
  jobId = row.id
})
afterAll(() => closeRuntime(database))

const retry = (account: DemoAccount) =>
  action({
    request: requestAs(account, '/admin', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'retry', id: String(jobId) }),
    }),
    params: {},
    context: {},
  })

const statusOf = async () => {
  const { db } = (await getRuntime()).database
  return (await db.select().from(jobs).where(eq(jobs.id, jobId)))[0].status
}

describe('/admin: failed jobs', () => {
  it('lists the failed job with its error for the admin', async () => {
    const data = await loader({ request: requestAs('admin', '/admin'), params: {}, context: {} })
    expect(data.failedJobs).toContainEqual(
      expect.objectContaining({ id: jobId, label: 'Préparation d’un PDF', lastError: 'boom' }),
    )
  })

  it('refuses the retry form to an owner, and queues the job again for the admin', async () => {
    const refused = await retry('owner').catch((response: Response) => response)
    expect((refused as Response).status).toBe(302)
    expect(await statusOf()).toBe('failed')
    const done = (await retry('admin')) as Response
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/admin#jobs-title')
    // Queued again (the runtime's own worker may already have run it).
    expect(await statusOf()).not.toBe('failed')
  })
})
