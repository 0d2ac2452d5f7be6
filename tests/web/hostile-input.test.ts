/**
 * Issue 14, section 1, on the pages' side: a body that is not a form, posted to an action, gets
 * 415 or 400 in French (readForm, app/platform/web/forms.server.ts); another shop's record is a 404.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

const database = await throwAwayRuntime()

import { eq } from 'drizzle-orm'
import { action as loginAction } from '#app/routes/auth.login'
import { action as registerBuyerAction } from '#app/routes/auth.register.buyer'
import { getRuntime } from '#app/platform/api/runtime.server'
import { users } from '#app/platform/db/schema'
import { loader as productLoader } from '#app/routes/dashboard.products.$id'
import { closeRuntime, requestAs, signInDemoAccounts, thrown } from './session'

beforeAll(signInDemoAccounts)
afterAll(() => closeRuntime(database))

const post = (body: BodyInit, contentType: string) =>
  requestAs('anonymous', '/auth/login', {
    method: 'POST',
    body,
    headers: { 'content-type': contentType },
  })

test('JSON or plain text posted to a form action: 415 in French', async () => {
  for (const [body, type] of [
    ['{"username":"owner@caveau.test","password":"Demo1234"}', 'application/json'],
    ['username=owner', 'text/plain'],
  ]) {
    const res = await thrown(() =>
      loginAction({ request: post(body, type), params: {}, context: {} }),
    )
    expect(res.status).toBe(415)
    expect(await res.text()).toMatch(/^Ce formulaire doit être envoyé comme un formulaire/)
  }
})

test('a broken multipart body: 400 in French', async () => {
  const res = await thrown(() =>
    loginAction({
      request: post('--x\r\nnot a part', 'multipart/form-data; boundary=y'),
      params: {},
      context: {},
    }),
  )
  expect(res.status).toBe(400)
  expect(await res.text()).toBe('Le formulaire envoyé est illisible.')
})

test('a field name nested thousands deep: 400 in French, not a stack overflow', async () => {
  const name = `a${'[0]'.repeat(5_000)}`
  const res = await thrown(() =>
    loginAction({
      request: post(`${encodeURIComponent(name)}=x`, 'application/x-www-form-urlencoded'),
      params: {},
      context: {},
    }),
  )
  expect(res.status).toBe(400)
  expect(await res.text()).toBe('Le formulaire envoyé est illisible.')
})

test('a NUL byte in the sign-in username is refused on the form, not a 500', async () => {
  const form = new URLSearchParams({ username: 'owner\u0000@caveau.test', password: 'Demo1234' })
  const reply = (await loginAction({
    request: post(form.toString(), 'application/x-www-form-urlencoded'),
    params: {},
    context: {},
  })) as any
  expect(JSON.stringify(reply)).toContain('La requête contient un caractère interdit.')
})

test('a 500,000-character first name at registration: the French limit, no account', async () => {
  const email = 'long.name@caveau.test'
  const form = new URLSearchParams({
    firstname: 'a'.repeat(500_000),
    lastname: 'Martin',
    email,
    password: 'Demo1234',
    acceptTerms: 'on',
    isAdult: 'on',
  })
  const request = requestAs('anonymous', '/auth/register/buyer', {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  const reply = await registerBuyerAction({ request, params: {}, context: {} })
  expect(JSON.stringify(reply)).toContain('Ce champ ne peut pas dépasser 100 caractères.')
  const { db } = (await getRuntime()).database
  expect(await db.select({ id: users.id }).from(users).where(eq(users.email, email))).toEqual([])
})

test("the second owner opening the first shop's product: 404", async () => {
  const res = await thrown(() =>
    productLoader({
      request: requestAs('owner2', '/dashboard/products/1'),
      params: { id: '1' },
      context: {},
    }),
  )
  expect(res.status).toBe(404)
})
