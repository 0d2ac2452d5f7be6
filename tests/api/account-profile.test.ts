import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users, userTokens } from '#app/platform/db/schema'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call, freshEmail, mailsTo, nextIp, tokenFromMail, userByEmail } from './helpers'

/** Issue 16 §1: one's profile (PUT /v1/users/me) and the confirmed e-mail change. */
let t: TestApi
beforeAll(async () => {
  t = await createTestApi()
})
afterAll(() => t.close())

const TAKEN = 'Un compte existe déjà avec cette adresse mail.'
const BAD_LINK = 'Ce lien est invalide ou a expiré.'

const askChange = (jwt: string, email: string, currentPassword = 'Demo1234') =>
  t.request('/v1/users/me/email', {
    method: 'POST',
    token: jwt,
    ip: nextIp(),
    json: { email, currentPassword },
  })
const confirm = (jwt: string, token: string) =>
  t.request('/v1/users/me/email/confirm', { method: 'POST', token: jwt, json: { token } })
const pendingOf = async (jwt: string) =>
  (await call(await t.request('/v1/users/me/email', { token: jwt }))).body

describe('PUT /v1/users/me: the profile', () => {
  it('saves the names and phone, and the username the shell shows follows the names', async () => {
    const { jwt } = await t.login('buyer@caveau.test')
    const { status, body } = await call(
      await t.request('/v1/users/me', {
        method: 'PUT',
        token: jwt,
        json: { firstname: 'Élise', lastname: 'Durand-Vidal', phone: '06 12 34 56 78' },
      }),
    )
    expect(status).toBe(200)
    expect(body.message).toBe('Vos informations ont été enregistrées.')
    expect(body.user).toMatchObject({
      firstname: 'Élise',
      lastname: 'Durand-Vidal',
      username: 'Élise Durand-Vidal',
    })
    const row = await userByEmail(t, 'buyer@caveau.test')
    expect(row?.phone).toBe('06 12 34 56 78')
  })

  it('refuses a bad phone with the spec 5 message and writes nothing', async () => {
    const { jwt } = await t.login('pro@caveau.test')
    const before = await userByEmail(t, 'pro@caveau.test')
    const { status, body } = await call(
      await t.request('/v1/users/me', {
        method: 'PUT',
        token: jwt,
        json: { firstname: 'Autre', lastname: 'Nom', phone: '12' },
      }),
    )
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain("Ce numéro n'est pas valide")
    const after = await userByEmail(t, 'pro@caveau.test')
    expect(after).toMatchObject({
      firstname: before?.firstname,
      lastname: before?.lastname,
      phone: before?.phone,
      username: before?.username,
    })
  })
})

describe('the e-mail change', () => {
  it('refuses a wrong current password, and sends nothing', async () => {
    const { jwt } = await t.login('agent@caveau.test')
    const to = freshEmail('agent')
    const { status, body } = await call(await askChange(jwt, to, 'Mauvais1'))
    expect(status).toBe(400)
    expect(body.errors?.currentPassword ?? body.message).toContain(
      'Le mot de passe actuel est incorrect.',
    )
    expect(await mailsTo(t, to)).toHaveLength(0)
  })

  it('refuses an address another account uses, whatever its case', async () => {
    const { jwt } = await t.login('agent@caveau.test')
    const { status, body } = await call(await askChange(jwt, 'Owner@Caveau.test'))
    expect(status).toBe(409)
    expect(body.message).toBe(TAKEN)
    expect((await pendingOf(jwt)).pendingEmail).toBeNull()
  })

  it('mails a link to the new address and a notice to the old one; the link confirms once', async () => {
    const { jwt } = await t.login('iam@caveau.test')
    const other = await t.login('iam@caveau.test')
    const to = freshEmail('iam')
    const { status, body } = await call(await askChange(jwt, to))
    expect(status).toBe(200)
    expect(body.message).toContain(to)
    expect(await mailsTo(t, to)).toHaveLength(1)
    const notice = (await mailsTo(t, 'iam@caveau.test')).at(-1)
    expect(notice?.text).toContain(to)
    expect(notice?.text).not.toContain('token=')
    // Nothing changes until the link is opened.
    expect(await pendingOf(jwt)).toMatchObject({ email: 'iam@caveau.test', pendingEmail: to })
    expect(await userByEmail(t, to)).toBeNull()

    const token = await tokenFromMail(t, to, '/auth/confirm-email')
    const done = await call(await confirm(jwt, token))
    expect(done).toMatchObject({
      status: 200,
      body: { message: 'Votre adresse e-mail est modifiée.' },
    })
    expect((await userByEmail(t, to))?.validatedAt).not.toBeNull()
    expect(await pendingOf(jwt)).toMatchObject({ email: to, pendingEmail: null })
    // The other session ended; this one goes on; the new address signs in.
    expect((await t.request('/v1/users/me', { token: other.jwt })).status).toBe(401)
    expect((await t.request('/v1/users/me', { token: jwt })).status).toBe(200)
    expect((await t.login(to)).jwt).toBeTruthy()

    const again = await call(await confirm(jwt, token))
    expect(again).toMatchObject({ status: 400, body: { message: BAD_LINK } })
  })

  it('refuses an expired link, and one asked before a newer request', async () => {
    const { jwt } = await t.login('agent@caveau.test')
    const first = freshEmail('agent')
    await askChange(jwt, first)
    const firstToken = await tokenFromMail(t, first, '/auth/confirm-email')
    const second = freshEmail('agent')
    await askChange(jwt, second)
    expect((await pendingOf(jwt)).pendingEmail).toBe(second)
    expect((await call(await confirm(jwt, firstToken))).status).toBe(400)

    const token = await tokenFromMail(t, second, '/auth/confirm-email')
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.newEmail, second))
    const late = await call(await confirm(jwt, token))
    expect(late).toMatchObject({ status: 400, body: { message: BAD_LINK } })
    expect(await userByEmail(t, 'agent@caveau.test')).not.toBeNull()
    expect((await pendingOf(jwt)).pendingEmail).toBeNull()
  })

  it("does not let another user open one's link, which stays usable by its owner", async () => {
    const owner = await t.login('owner@caveau.test')
    const to = freshEmail('owner')
    expect((await askChange(owner.jwt, to)).status).toBe(200)
    const token = await tokenFromMail(t, to, '/auth/confirm-email')
    const buyer = await t.login('agent@caveau.test')
    const stolen = await call(await confirm(buyer.jwt, token))
    expect(stolen).toMatchObject({ status: 400, body: { message: BAD_LINK } })
    const [ownerRow] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.email, 'owner@caveau.test'))
    expect(ownerRow?.email).toBe('owner@caveau.test')
    expect((await call(await confirm(owner.jwt, token))).status).toBe(200)
    expect(await userByEmail(t, to)).not.toBeNull()
  })
})
