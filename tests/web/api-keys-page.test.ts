/**
 * `/get-api-key` (issue 16 §3) as a browser without JavaScript uses it: a refused key shows its
 * French messages on its fields and makes nothing; a key made is shown once in the answer (never
 * again in the page), then listed by its prefix; revoking redirects back with it marked revoked;
 * a buyer is sent away, a collaborator sees only their own keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

const database = await throwAwayRuntime()

import { action, loader } from '#app/routes/get-api-key'
import { commitAuth } from '#app/platform/web/session.server'
import { closeRuntime, requestAs, signIn, thrown } from './session'

type Listed = { id: number; name: string; prefix: string; revokedAt: string | null }

async function as(email: string) {
  const { jwt } = (await signIn(email)) as { jwt: string }
  const cookie = (await commitAuth(new Request('http://localhost/'), { jwt })).split(';')[0]
  const request = (init: RequestInit = {}) =>
    requestAs('anonymous', '/get-api-key', { ...init, headers: { ...init.headers, cookie } })
  return {
    load: async () =>
      (await loader({ request: request(), params: {}, context: {} })) as unknown as {
        apiKeys: Listed[]
        owner: boolean
      },
    post: async (fields: [string, string][]) => {
      try {
        return (await action({
          request: request({
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(fields),
          }),
          params: {},
          context: {},
        })) as any
      } catch (error) {
        if (error instanceof Response) return error
        throw error
      }
    },
  }
}

let owner: Awaited<ReturnType<typeof as>>
let iam: Awaited<ReturnType<typeof as>>
beforeAll(async () => {
  owner = await as('owner@caveau.test')
  iam = await as('iam@caveau.test')
})
afterAll(() => closeRuntime(database))

describe('/get-api-key (no JavaScript)', () => {
  it('refuses a key without a name or access, on its fields, and makes nothing', async () => {
    const refused = await owner.post([
      ['intent', 'create'],
      ['name', ''],
      ['expiresOn', ''],
    ])
    expect(refused.init.status).toBe(400)
    expect(refused.data.result.error.name).toEqual([
      'Donnez un nom à cette clé (80 caractères au plus).',
    ])
    expect(refused.data.result.error.scopes).toEqual([
      'Choisissez au moins un accès pour cette clé.',
    ])
    expect((await owner.load()).apiKeys).toEqual([])
  })

  it('shows a new key once, lists it by its prefix, and revokes it', async () => {
    const made = await owner.post([
      ['intent', 'create'],
      ['name', 'Site marchand'],
      ['scopes', 'catalogue:read'],
      ['scopes', 'orders:read'],
      ['expiresOn', ''],
    ])
    expect(made.data.form).toBe('created')
    expect(made.data.key).toMatch(/^cv_[A-Za-z0-9]{12}_/)
    const page = await owner.load()
    expect(page.owner).toBe(true)
    expect(page.apiKeys).toHaveLength(1)
    expect(page.apiKeys[0]).toMatchObject({ name: 'Site marchand', revokedAt: null })
    expect(JSON.stringify(page)).not.toContain(made.data.key)

    const revoked = (await owner.post([
      ['intent', 'revoke'],
      ['id', String(page.apiKeys[0].id)],
    ])) as Response
    expect(revoked.status).toBe(302)
    expect(revoked.headers.get('location')).toBe('/get-api-key')
    expect((await owner.load()).apiKeys[0].revokedAt).not.toBeNull()
  })

  it('lets a collaborator see only their own keys, and sends a buyer away', async () => {
    await iam.post([
      ['intent', 'create'],
      ['name', 'Tableur'],
      ['scopes', 'clients:read'],
    ])
    expect((await iam.load()).apiKeys.map((k) => k.name)).toEqual(['Tableur'])
    expect((await owner.load()).apiKeys.map((k) => k.name)).toEqual(['Tableur', 'Site marchand'])
    const buyer = await as('buyer@caveau.test')
    const sent = await thrown(() => buyer.load())
    expect(sent.status).toBe(302)
    expect(sent.headers.get('location')).toBe('/dashboard')
  })
})
