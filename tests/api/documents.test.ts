import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documents } from '#app/platform/db/schema'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call, userIdOf } from './helpers'

let t: TestApi
let owner: string
let owner2: string
let iam: string
beforeAll(async () => {
  t = await createTestApi()
  owner = (await t.login('owner@caveau.test')).jwt
  owner2 = (await t.login('owner2@caveau.test')).jwt
  iam = (await t.login('iam@caveau.test')).jwt
})
afterAll(() => t.close())

const toDownload = async (token?: string) =>
  call(await t.request('/v1/documents/to-download', { token }))

describe('GET /v1/documents/to-download', () => {
  it('answers 401 without a token', async () => {
    const res = await toDownload()
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ sucess: false, message: 'Veuillez vous connecter.' })
  })

  it('answers an empty list when nothing is ready', async () => {
    const res = await toDownload(owner)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ sucess: true, documents: [] })
  })

  it('returns a ready document once, then marks it delivered', async () => {
    const userId = await userIdOf(t, 'owner@caveau.test')
    const [ready] = await t.database.db
      .insert(documents)
      .values({
        userId,
        name: 'Facture F-2025-0001.pdf',
        url: '/documents/facture-f-2025-0001.pdf',
        status: 'ready',
      })
      .returning()
    await t.database.db
      .insert(documents)
      .values({ userId, name: 'Export en cours', url: '/documents/export.csv', status: 'pending' })

    // Neither another owner nor a collaborator of the same shop sees it.
    expect((await toDownload(owner2)).body.documents).toEqual([])
    expect((await toDownload(iam)).body.documents).toEqual([])

    const first = await toDownload(owner)
    expect(first.body).toEqual({
      sucess: true,
      documents: [
        {
          id: ready.id,
          name: 'Facture F-2025-0001.pdf',
          url: '/documents/facture-f-2025-0001.pdf',
        },
      ],
    })
    const second = await toDownload(owner)
    expect(second.body).toEqual({ sucess: true, documents: [] })

    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, ready.id))
    expect(row.status).toBe('delivered')
    const pending = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.status, 'pending'))
    expect(pending).toHaveLength(1)
  })

  it('delivers each document to one poll only when two polls race', async () => {
    const userId = await userIdOf(t, 'owner@caveau.test')
    await t.database.db.insert(documents).values([
      { userId, name: 'A.pdf', url: '/documents/a.pdf', status: 'ready' },
      { userId, name: 'B.pdf', url: '/documents/b.pdf', status: 'ready' },
    ])
    const [a, b] = await Promise.all([toDownload(owner), toDownload(owner)])
    const names = [...a.body.documents, ...b.body.documents]
      .map((d: { name: string }) => d.name)
      .sort()
    expect(names).toEqual(['A.pdf', 'B.pdf'])
  })

  it('the database refuses a document whose url is not a local path', async () => {
    const userId = await userIdOf(t, 'owner@caveau.test')
    for (const url of ['https://evil.test/a.pdf', '//evil.test/a.pdf']) {
      await expect(
        t.database.db.insert(documents).values({ userId, name: 'x', url, status: 'ready' }),
      ).rejects.toThrow()
    }
  })
})
