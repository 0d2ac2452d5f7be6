import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

const database = await throwAwayRuntime()

import { eq } from 'drizzle-orm'
import { getRuntime } from '#app/platform/api/runtime.server'
import { users } from '#app/platform/db/schema'
import { totpCode } from '#app/modules/accounts/api/two-factor'
import * as settings from '#app/routes/dashboard.settings'
import * as login from '#app/routes/auth.login'
import * as setupPage from '#app/routes/auth.two-factor'
import * as adminPage from '#app/routes/admin/route'
import { closeRuntime, requestAs, signInDemoAccounts, thrown } from './session'

/**
 * Two-factor sign-in in the pages (issue 14 §2): the 'Compte' tab's forms, the login's second
 * step, and the set-up admins are sent to. Codes are computed from the secret at the present
 * moment, as an app does; each code is used once (±1 step window, no replay).
 */
const ACCOUNT = '/dashboard/settings?link=account'

beforeAll(signInDemoAccounts)
afterAll(() => closeRuntime(database))

const form = (fields: Record<string, string>) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  return body
}
const args = (request: Request) => ({ request, params: {}, context: {} })
/** The `name=value` pairs a response sets, as the next request's Cookie header. */
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
const withCookie = (cookie: string, path: string, init: RequestInit = {}) =>
  new Request(`http://localhost${path}`, { ...init, headers: { cookie } })

describe("the 'Compte' tab", () => {
  let recoveryCodes: string[]

  it('turns it on without JavaScript: QR code and key, a code, ten recovery codes', async () => {
    const post = (fields: Record<string, string>) =>
      settings.action(args(requestAs('buyer', ACCOUNT, { method: 'POST', body: form(fields) })))
    const started = (await post({ intent: 'two-factor-setup' })) as Response
    expect(started.status).toBe(302)
    const page = (await settings.loader(args(requestAs('buyer', ACCOUNT)))) as any
    const { setup, qrImage, enabled } = page.account.twoFactor
    expect(enabled).toBe(false)
    expect(qrImage).toMatch(/^data:image\/svg\+xml/)
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/)

    const wrong = (await post({ intent: 'two-factor-confirm', code: '000000' })) as any
    expect(wrong.init.status).toBe(400)
    expect(wrong.data.message).toBe('Le code est incorrect ou a expiré.')
    const ok = (await post({
      intent: 'two-factor-confirm',
      code: totpCode(setup.secret, Date.now()),
    })) as any
    recoveryCodes = ok.data.recoveryCodes
    expect(recoveryCodes).toHaveLength(10)
    const after = (await settings.loader(args(requestAs('buyer', ACCOUNT)))) as any
    expect(after.account.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10 })
  })

  it('then the login asks for a code after the password; a wrong one is refused in French', async () => {
    const send = (fields: Record<string, string>) =>
      login.action(
        args(requestAs('anonymous', '/auth/login', { method: 'POST', body: form(fields) })),
      )
    const first = (await send({ username: 'buyer@caveau.test', password: 'Demo1234' })) as any
    const { challenge } = first.data.secondStep
    expect(challenge).toMatch(/^ey/)
    const wrong = (await send({ challenge, code: '123456', redirectLink: '' })) as any
    expect(wrong.init.status).toBe(401)
    expect(wrong.data.secondStep.result.error['']).toEqual(['Le code est incorrect ou a expiré.'])
    const signedIn = (await send({
      challenge,
      code: recoveryCodes[0],
      redirectLink: '',
    })) as Response
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('location')).toBe('/dashboard')
    expect(cookiesOf(signedIn)).toMatch(/__session=/)
  })
})

describe('admins must use it', () => {
  it('an admin without one is sent to the set-up before anything else, then goes on', async () => {
    const { database: db } = await getRuntime()
    await db.db
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.email, 'admin@caveau.test'))
    const body = form({ username: 'admin@caveau.test', password: 'Demo1234' })
    const signedIn = (await login.action(
      args(requestAs('anonymous', '/auth/login', { method: 'POST', body })),
    )) as Response
    expect(signedIn.headers.get('location')).toBe('/auth/two-factor')
    let cookie = cookiesOf(signedIn)

    const elsewhere = await thrown(() => adminPage.loader(args(withCookie(cookie, '/admin'))))
    expect(elsewhere.headers.get('location')).toBe('/auth/two-factor')
    const page = (await setupPage.loader(args(withCookie(cookie, '/auth/two-factor')))) as any
    expect(page.data.mustSetUp).toBe(true)

    const post = (fields: Record<string, string>) =>
      setupPage.action(
        args(withCookie(cookie, '/auth/two-factor', { method: 'POST', body: form(fields) })),
      )
    await post({ intent: 'two-factor-setup' })
    const { twoFactor } = (
      (await setupPage.loader(args(withCookie(cookie, '/auth/two-factor')))) as any
    ).data
    const code = totpCode(twoFactor.setup.secret, Date.now())
    const confirmed = (await post({ intent: 'two-factor-confirm', code })) as Response
    expect(confirmed.headers.get('location')).toBe('/auth/two-factor')
    cookie = cookiesOf(confirmed)

    const shown = (await setupPage.loader(args(withCookie(cookie, '/auth/two-factor')))) as any
    expect(shown.data).toMatchObject({ mustSetUp: false, doneTo: '/admin' })
    expect(shown.data.recoveryCodes).toHaveLength(10)
    await expect(adminPage.loader(args(withCookie(cookie, '/admin')))).resolves.toBeTruthy()
  })
})
