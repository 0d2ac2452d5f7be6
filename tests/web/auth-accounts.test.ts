import { afterAll, describe, expect, it, vi } from 'vitest'

// The app's own runtime on a throw-away database, before any app module reads its configuration.
const database = await vi.hoisted(async () =>
  (await import('#tests/web/env')).useThrowAwayRuntime(),
)

import { getRuntime } from '#app/platform/api/runtime.server'
import { action } from '#app/routes/auth.accounts'
import { commitAuth } from '#app/platform/web/session.server'
import { closeRuntime } from './session'

/** /auth/accounts at action level: a master's choice of sub-account, posted without JavaScript. */

afterAll(() => closeRuntime(database))

async function masterCookie() {
  const { api } = await getRuntime()
  const res = await api.fetch(
    new Request('http://x/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'master@caveau.test', password: 'Demo1234' }),
    }),
  )
  const body = (await res.json()) as { jwt?: string; masterJwt?: string }
  const masterJwt = body.masterJwt ?? body.jwt
  return (await commitAuth(new Request('http://localhost/'), { masterJwt })).split(';')[0]
}

describe('/auth/accounts', () => {
  it('refuses a userId that is not an account with the French message, and switches nothing', async () => {
    const body = new FormData()
    body.append('userId', 'abc')
    const result = (await action({
      request: new Request('http://localhost/auth/accounts', {
        method: 'POST',
        body,
        headers: { cookie: await masterCookie() },
      }),
      params: {},
      context: {},
    })) as unknown as {
      data: { result: { error?: Record<string, string[] | null> } }
      init: { status: number }
    }
    expect(result).not.toBeInstanceOf(Response)
    expect(result.init.status).toBe(400)
    expect(result.data.result.error?.userId).toEqual(['Compte inconnu.'])
  })
})
