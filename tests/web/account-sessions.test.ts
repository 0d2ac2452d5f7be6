import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

const database = await throwAwayRuntime()

import { getRuntime } from '#app/platform/api/runtime.server'
import { action, loader } from '#app/routes/dashboard.settings'
import { closeRuntime, requestAs, signInDemoAccounts } from './session'

/** The 'Compte' tab of /dashboard/settings: one's sessions, ended by a plain form post. */
const PAGE = '/dashboard/settings?link=account'

beforeAll(signInDemoAccounts)
afterAll(() => closeRuntime(database))

const load = async () =>
  (await loader({ request: requestAs('buyer', PAGE), params: {}, context: {} })) as any

const post = (fields: Record<string, string>) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  return action({
    request: requestAs('buyer', PAGE, { method: 'POST', body }),
    params: {},
    context: {},
  })
}

async function signInElsewhere(): Promise<string> {
  const { api } = await getRuntime()
  const res = await api.fetch(
    new Request('http://x/v1/auth/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      },
      body: JSON.stringify({ username: 'buyer@caveau.test', password: 'Demo1234' }),
    }),
    { clientIp: '198.51.100.7' },
  )
  return ((await res.json()) as { jwt: string }).jwt
}

describe('/dashboard/settings?link=account', () => {
  it('lists the sessions and ends another one without JavaScript', async () => {
    const jwt = await signInElsewhere()
    const before = await load()
    const other = before.account.sessions.find((s: any) => s.ip === '198.51.100.7')
    expect(other).toMatchObject({ device: 'Firefox sur Linux', current: false })
    expect(before.account.sessions.filter((s: any) => s.current)).toHaveLength(1)

    const answer = (await post({ intent: 'end-session', sessionId: other.id })) as Response
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(PAGE)
    const after = await load()
    expect(after.account.sessions.map((s: any) => s.id)).not.toContain(other.id)
    const { api } = await getRuntime()
    const me = await api.fetch(
      new Request('http://x/v1/users/me', { headers: { authorization: `Bearer ${jwt}` } }),
    )
    expect(me.status).toBe(401)
  })

  it('refuses a wrong current password with the French message', async () => {
    const answer = (await post({
      intent: 'password',
      currentPassword: 'Mauvais1',
      password: 'Nouveau1234',
    })) as any
    expect(answer.init.status).toBe(400)
    expect(answer.data).toEqual({
      form: 'password',
      message: 'Le mot de passe actuel est incorrect.',
    })
  })
})
