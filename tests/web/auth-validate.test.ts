import { afterAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { action } from '#app/routes/auth.validate'
import { closeRuntime } from './session'

/** /auth/validate at action level: the form of the mailed link, posted without JavaScript. */

afterAll(() => closeRuntime(database))

const post = (fields: Record<string, string>) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  return action({
    request: new Request('http://localhost/auth/validate', { method: 'POST', body }),
    params: {},
    context: {},
  })
}

type Refused = {
  data: { result: { error?: Record<string, string[] | null> } }
  init: { status: number }
}

describe('/auth/validate', () => {
  it('refuses a missing token with the French message, on the form', async () => {
    const refused = (await post({})) as unknown as Refused
    expect(refused).not.toBeInstanceOf(Response)
    expect(refused.init.status).toBe(400)
    expect(refused.data.result.error?.token).toEqual(['Ce lien est invalide ou a expiré.'])
  })

  it('refuses an unknown token with the provider message, and validates nothing', async () => {
    const refused = (await post({ token: 'not-a-real-token' })) as unknown as Refused
    expect(refused).not.toBeInstanceOf(Response)
    expect(refused.init.status).toBe(400)
    expect(Object.values(refused.data.result.error ?? {}).flat()).toEqual([
      'Ce lien est invalide ou a expiré.',
    ])
  })
})
