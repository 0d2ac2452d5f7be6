import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

const database = await throwAwayRuntime()

import { action, loader } from '#app/routes/dashboard.settings'
import { loader as exportLoader } from '#app/routes/resources.shop-export'
import { guard } from '#app/platform/web/guard.server'
import { closeRuntime, requestAs, signInDemoAccounts, thrown, type DemoAccount } from './session'

/**
 * The 'Compte' tab's end of things without JavaScript (issue 16 §1): the full export asked, the
 * shop closed behind the keyword form, then the team's writes refused by the guard and the team's
 * tabs while the account stays the person's own; a buyer's account deleted and signed out.
 */
const PAGE = '/dashboard/settings?link=account'

beforeAll(signInDemoAccounts)
afterAll(() => closeRuntime(database))

const load = async (who: DemoAccount) =>
  (await loader({ request: requestAs(who, PAGE), params: {}, context: {} })) as any

const post = (who: DemoAccount, fields: Record<string, string>, path = PAGE) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  return action({
    request: requestAs(who, path, { method: 'POST', body }),
    params: {},
    context: {},
  }) as Promise<any>
}

describe('/dashboard/settings?link=account: closing the shop', () => {
  it('offers the owner the export and the closing, a collaborator only the state, a buyer none', async () => {
    const owner = (await load('owner')).account
    expect(owner.closing).toMatchObject({
      closedOn: null,
      owner: true,
      keyword: 'FERMER',
      export: null,
    })
    expect(owner.deletion).toMatchObject({ keyword: 'SUPPRIMER', owner: true })
    const iam = (await load('iam')).account
    expect(iam.closing).toMatchObject({ closedOn: null, owner: false, export: null })
    expect((await load('buyer')).account.closing).toBeNull()
    // No export ready yet: the download answers 404.
    const none = await thrown(() =>
      exportLoader({
        request: requestAs('owner', '/resources/shop-export'),
        params: {},
        context: {},
      }),
    )
    expect(none.status).toBe(404)
    // The download is the owner's (access table).
    const iamDownload = await thrown(() =>
      exportLoader({
        request: requestAs('iam', '/resources/shop-export'),
        params: {},
        context: {},
      }),
    )
    expect(iamDownload.status).toBe(302)
  })

  it('asks for the export with a plain form', async () => {
    const answer = (await post('owner', { intent: 'shop-export' })) as Response
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(PAGE)
    const { closing } = (await load('owner')).account
    expect(['queued', 'ready']).toContain(closing.export.status)
  })

  it('refuses a collaborator and a wrong keyword, then closes the shop', async () => {
    expect(
      (await thrown(() => post('iam', { intent: 'close-shop', keyword: 'FERMER' }))).status,
    ).toBe(403)
    const wrong = await post('owner', { intent: 'close-shop', keyword: 'fermé' })
    expect(wrong.init.status).toBe(400)
    expect(wrong.data).toEqual({
      form: 'close-shop',
      message: 'Tapez FERMER pour confirmer la fermeture.',
    })
    expect((await load('owner')).account.closing.closedOn).toBeNull()

    const closed = (await post('owner', { intent: 'close-shop', keyword: 'Fermer' })) as Response
    expect(closed.status).toBe(302)
    const { closing } = (await load('iam')).account
    expect(closing.closedOn).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    expect(Number(closing.keptUntil.slice(6))).toBe(Number(closing.closedOn.slice(6)) + 10)
  })

  it('then refuses every write of the team, keeps reading, and the account stays one’s own', async () => {
    const readOnly =
      'Cette boutique est fermée : ses données restent consultables, mais plus aucune modification n’est possible.'
    // A team page's form, refused by the guard itself.
    const page = await thrown(() =>
      guard(requestAs('iam', '/dashboard/clients', { method: 'POST', body: new FormData() })),
    )
    expect(page.status).toBe(403)
    expect(await page.text()).toBe(readOnly)
    // A team tab of the settings: refused before its API is asked.
    const tab = await thrown(() =>
      post(
        'owner',
        { intent: 'fiscal-year', month: '7', day: '1' },
        '/dashboard/settings?link=billing',
      ),
    )
    expect(tab.status).toBe(403)
    expect(await tab.text()).toBe(readOnly)
    // Reading goes on.
    expect((await guard(requestAs('iam', '/dashboard/clients'))).shop?.closedAt).not.toBeNull()
    // The export stays open; closing twice says so.
    expect(((await post('owner', { intent: 'shop-export' })) as Response).status).toBe(302)
    const twice = await post('owner', { intent: 'close-shop', keyword: 'FERMER' })
    expect(twice.init.status).toBe(409)
    // One's own password is still one's own to change (wrong one: the API's answer, not a refusal).
    const password = await post('iam', {
      intent: 'password',
      currentPassword: 'Mauvais1',
      password: 'Nouveau1234',
    })
    expect(password.data).toEqual({
      form: 'password',
      message: 'Le mot de passe actuel est incorrect.',
    })
  })
})

describe('/dashboard/settings?link=account: deleting one’s account', () => {
  it('refuses a wrong keyword with the French message, then deletes and signs the buyer out', async () => {
    const wrong = await post('buyer', {
      intent: 'delete-account',
      keyword: 'supprime',
      currentPassword: 'Demo1234',
    })
    expect(wrong.init.status).toBe(400)
    expect(wrong.data).toEqual({
      form: 'delete-account',
      message: 'Tapez SUPPRIMER pour confirmer la suppression.',
    })
    expect((await load('buyer')).account.email).toBe('buyer@caveau.test')

    const done = (await post('buyer', {
      intent: 'delete-account',
      keyword: 'SUPPRIMER',
      currentPassword: 'Demo1234',
    })) as Response
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/')
    // The session cookie is cleared beside the snackbar's.
    expect(done.headers.get('set-cookie')).toMatch(/Expires=Thu, 01 Jan 1970/)
    // The old cookie no longer opens the dashboard.
    const after = await thrown(() => load('buyer'))
    expect(after.status).toBe(302)
  })
})
