import { afterAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { action } from '#app/routes/auth.accounts'
import { closeRuntime, masterSessionCookie } from './session'

/** /auth/accounts at action level: a master's choice of sub-account, posted without JavaScript. */

afterAll(() => closeRuntime(database))

describe('/auth/accounts', () => {
  it.each(['abc', '0', '-3', '1.5'])(
    'refuses the userId %j with the French message, and switches nothing',
    async (userId) => {
      const body = new FormData()
      body.append('userId', userId)
      const result = (await action({
        request: new Request('http://localhost/auth/accounts', {
          method: 'POST',
          body,
          headers: { cookie: await masterSessionCookie() },
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
    },
  )
})
