/**
 * The settings' 'Compte' tab (issue 16 §1): 'Mon profil' and 'Changer d’adresse e-mail', posted
 * as a browser without JavaScript posts them, then the confirmation link (/auth/confirm-email).
 */
import { desc, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

const database = await throwAwayRuntime()

import { getRuntime } from '#app/platform/api/runtime.server'
import { mailOutbox } from '#app/platform/db/schema'
import { commitAuth } from '#app/platform/web/session.server'
import { readToasts } from '#app/platform/web/toast.server'
import { action as confirmAction, loader as confirmLoader } from '#app/routes/auth.confirm-email'
import type { SettingsReply as Reply } from './settings-forms'
import { settingsAs } from './settings-forms'
import { closeRuntime, requestAs, signIn, thrown } from './session'

const PAGE = '/dashboard/settings?link=account'
const NEW_ADDRESS = 'marc.nouveau@exemple.test'

let page: Awaited<ReturnType<typeof settingsAs>>
let cookie: string
beforeAll(async () => {
  page = await settingsAs('agent@caveau.test')
  const { jwt } = (await signIn('agent@caveau.test')) as { jwt: string }
  cookie = (await commitAuth(new Request('http://localhost/'), { jwt })).split(';')[0]
})
afterAll(() => closeRuntime(database))

type Account = {
  name: string
  profile: {
    firstname: string
    lastname: string
    phone: string
    email: string
    pendingEmail: string | null
  }
}
const account = async () => ((await page.load('account')) as any).account as Account

async function toastOf(result: unknown): Promise<string> {
  const pair = /toast=[^;]+/.exec((result as Response).headers.get('set-cookie') ?? '')?.[0] ?? ''
  const { toasts } = await readToasts(
    new Request('http://localhost/', { headers: { cookie: pair } }),
  )
  return toasts.map((t) => `${t.type}: ${t.message}`).join(' | ')
}

const confirmPost = async (token: string) => {
  try {
    return (await confirmAction({
      request: requestAs('anonymous', '/auth/confirm-email', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({ token }),
      }),
      params: {},
      context: {},
    })) as unknown
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

async function linkTokenTo(email: string): Promise<string> {
  const { db } = (await getRuntime()).database
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = ${email}`)
    .orderBy(desc(mailOutbox.id))
    .limit(1)
  const token = /\/auth\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1]
  if (!token) throw new Error(`no confirmation link mailed to ${email}`)
  return token
}

describe('Mon profil (no JavaScript)', () => {
  it('shows the saved names and phone', async () => {
    const { profile } = await account()
    expect(profile).toMatchObject({ email: 'agent@caveau.test', pendingEmail: null })
    expect(profile.firstname).toBe('Marc')
  })

  it('refuses a bad phone on its field and saves nothing', async () => {
    const reply = (await page.post('account', [
      ['intent', 'profile'],
      ['firstname', 'Marcel'],
      ['lastname', 'Agent'],
      ['phone', '0000'],
    ])) as Reply
    expect(reply.init.status).toBe(400)
    expect(reply.data.form).toBe('profile')
    expect(reply.data.result.error.phone).toEqual(["Ce numéro n'est pas valide"])
    expect((await account()).profile.firstname).toBe('Marc')
  })

  it('saves the profile, says so, and the new name shows', async () => {
    const answer = (await page.post('account', [
      ['intent', 'profile'],
      ['firstname', 'Marcel'],
      ['lastname', 'Lagent'],
      ['phone', '06 11 22 33 44'],
    ])) as Response
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(PAGE)
    expect(await toastOf(answer)).toBe('success: Vos informations ont été enregistrées.')
    const after = await account()
    expect(after.profile).toMatchObject({
      firstname: 'Marcel',
      lastname: 'Lagent',
      phone: '06 11 22 33 44',
    })
    expect(after.name).toBe('Marcel Lagent')
  })
})

describe('Changer d’adresse e-mail (no JavaScript)', () => {
  it('refuses a wrong password and a taken address on their fields', async () => {
    const wrong = (await page.post('account', [
      ['intent', 'email'],
      ['email', NEW_ADDRESS],
      ['currentPassword', 'Mauvais1'],
    ])) as Reply
    expect(wrong.init.status).toBe(400)
    expect(wrong.data.result.error.currentPassword).toEqual([
      'Le mot de passe actuel est incorrect.',
    ])
    const taken = (await page.post('account', [
      ['intent', 'email'],
      ['email', 'buyer@caveau.test'],
      ['currentPassword', 'Demo1234'],
    ])) as Reply
    expect(taken.init.status).toBe(409)
    expect(taken.data.result.error.email).toEqual([
      'Un compte existe déjà avec cette adresse mail.',
    ])
    const bad = (await page.post('account', [
      ['intent', 'email'],
      ['email', 'pas-une-adresse'],
      ['currentPassword', ''],
    ])) as Reply
    expect(bad.init.status).toBe(400)
    expect(bad.data.result.error.email).toEqual(['Le mail est incorrect'])
    expect(bad.data.result.error.currentPassword).toEqual(['Ce champ ne peut pas être vide'])
  })

  it('waits for the link, which changes the address once', async () => {
    const asked = (await page.post('account', [
      ['intent', 'email'],
      ['email', NEW_ADDRESS],
      ['currentPassword', 'Demo1234'],
    ])) as Response
    expect(asked.status).toBe(302)
    expect(await toastOf(asked)).toContain(NEW_ADDRESS)
    expect((await account()).profile).toMatchObject({
      email: 'agent@caveau.test',
      pendingEmail: NEW_ADDRESS,
    })

    const token = await linkTokenTo(NEW_ADDRESS)
    const opened = await confirmLoader({
      request: requestAs('anonymous', `/auth/confirm-email?token=${token}`, {
        headers: { cookie },
      }),
      params: {},
      context: {},
    })
    expect(opened).toEqual({ token })
    const done = (await confirmPost(token)) as Response
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe(PAGE)
    expect(await toastOf(done)).toBe('success: Votre adresse e-mail est modifiée.')

    const again = (await confirmPost(token)) as { data: any; init: { status: number } }
    expect(again.init.status).toBe(400)
    expect(again.data.result.error['']).toEqual(['Ce lien est invalide ou a expiré.'])
  })

  it('sends a visitor who opens the link to the sign-in, and back', async () => {
    const answer = await thrown(() =>
      confirmLoader({
        request: requestAs('anonymous', '/auth/confirm-email?token=abc'),
        params: {},
        context: {},
      }),
    )
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toContain('/auth/login')
    expect(answer.headers.get('location')).toContain(encodeURIComponent('/auth/confirm-email'))
  })
})
