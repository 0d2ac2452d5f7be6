import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '#app/platform/db/schema'
import { seedDemo } from '#app/platform/db/seed'
import { localLink, notify, NOTIFICATIONS_LIMIT } from '#app/modules/accounts/api/notifications'
import {
  notificationTypeLabels,
  notificationTypes,
} from '#app/modules/accounts/domain/notifications'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call, userIdOf } from './helpers'

let t: TestApi
let owner: string
let buyer: string
let limited: string
beforeAll(async () => {
  t = await createTestApi()
  owner = (await t.login('owner@caveau.test')).jwt
  buyer = (await t.login('buyer@caveau.test')).jwt
  limited = (await t.login('iam-limited@caveau.test')).jwt
})
afterAll(() => t.close())

const list = async (token: string, query = '') =>
  call(await t.request(`/v1/notifications-centers${query}`, { token }))
const put = async (path: string, token: string | undefined, json?: unknown) =>
  call(await t.request(`/v1/notifications-centers${path}`, { method: 'PUT', token, json }))

describe('notification centre: authentication', () => {
  it.each([
    ['GET', '/v1/notifications-centers'],
    ['PUT', '/v1/notifications-centers/mark-as-seen'],
    ['PUT', '/v1/notifications-centers/mark-all-as-seen'],
  ])('%s %s answers 401 without a token', async (method, path) => {
    const res = await call(
      await t.request(path, { method, json: method === 'PUT' ? { arrayOfIds: [1] } : undefined }),
    )
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ sucess: false, message: 'Veuillez vous connecter.' })
  })

  it('answers 401 with a forged token', async () => {
    const res = await list('eyJhbGciOiJIUzI1NiJ9.e30.forged')
    expect(res.status).toBe(401)
  })
})

describe('GET /v1/notifications-centers', () => {
  it('lists the owner’s seeded notifications, newest first, with the unseen count', async () => {
    const res = await list(owner)
    expect(res.status).toBe(200)
    expect(res.body.sucess).toBe(true)
    const items = res.body.notifications
    expect(items).toHaveLength(4)
    expect(res.body.unseen).toBe(3)
    expect(Object.keys(items[0]).sort()).toEqual([
      'content',
      'createdAt',
      'id',
      'redirectLink',
      'seen',
      'type',
    ])
    expect(items[0]).toMatchObject({
      type: 'newOrder',
      content: 'Nouvelle commande de Marc Lefèvre : 64,80 € TTC',
      redirectLink: '/dashboard/orders',
      seen: false,
    })
    const dates = items.map((n: { createdAt: string }) => Date.parse(n.createdAt))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    expect(items.filter((n: { seen: boolean }) => n.seen)).toHaveLength(1)
  })

  it('filters unseen notifications with seen=false', async () => {
    const res = await list(owner, '?seen=false')
    expect(res.status).toBe(200)
    expect(res.body.notifications).toHaveLength(3)
    expect(res.body.notifications.every((n: { seen: boolean }) => !n.seen)).toBe(true)
    expect(res.body.unseen).toBe(3)
  })

  it.each(['?seen=true', '?seen=1', '?seen=', '?seen=FALSE', '?page=2', '?seen=false&x=1'])(
    'refuses the query %s with 400',
    async (query) => {
      const res = await list(owner, query)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ sucess: false, message: 'Paramètre invalide.' })
    },
  )

  it('shows each user only their own notifications', async () => {
    const b = await list(buyer)
    expect(b.body.notifications).toHaveLength(1)
    expect(b.body.unseen).toBe(1)
    expect(b.body.notifications[0].content).toBe(
      'Votre commande chez Domaine de la Source a bien été reçue',
    )
    const l = await list(limited)
    expect(l.status).toBe(200)
    expect(l.body).toEqual({ sucess: true, notifications: [], unseen: 0 })
  })
})

describe('PUT /v1/notifications-centers/mark-as-seen', () => {
  it('marks the user’s own ids and leaves another user’s id untouched', async () => {
    const mine = (await list(owner, '?seen=false')).body.notifications as { id: number }[]
    const theirs = (await list(buyer)).body.notifications[0] as { id: number; seen: boolean }
    expect(theirs.seen).toBe(false)

    const res = await put('/mark-as-seen', owner, { arrayOfIds: [mine[0].id, theirs.id] })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ sucess: true, updated: 1 })

    const after = await list(owner)
    expect(after.body.unseen).toBe(2)
    expect(after.body.notifications.find((n: { id: number }) => n.id === mine[0].id).seen).toBe(
      true,
    )

    // The buyer, asked with his own token, still has his notification unseen.
    const buyerView = await list(buyer)
    expect(buyerView.body.unseen).toBe(1)
    expect(buyerView.body.notifications[0]).toMatchObject({ id: theirs.id, seen: false })
  })

  it('counts nothing for ids that are already seen or unknown', async () => {
    const res = await put('/mark-as-seen', owner, { arrayOfIds: [999_999] })
    expect(res.body).toEqual({ sucess: true, updated: 0 })
  })

  it.each([
    [{}, 'Veuillez indiquer les notifications à marquer comme lues.'],
    [{ arrayOfIds: [] }, 'Veuillez sélectionner au moins une notification.'],
    [
      { arrayOfIds: Array.from({ length: 501 }, (_, i) => i + 1) },
      'Vous pouvez marquer au plus 500 notifications à la fois.',
    ],
    [{ arrayOfIds: ['1'] }, 'Paramètre invalide.'],
    [{ arrayOfIds: [1.5] }, 'Paramètre invalide.'],
    [{ arrayOfIds: [-1] }, 'Paramètre invalide.'],
    [{ arrayOfIds: [1], userId: 5 }, 'Paramètre invalide.'],
    [[1, 2], 'Paramètre invalide.'],
  ])('refuses %j with a French message', async (json, message) => {
    const res = await put('/mark-as-seen', owner, json)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ sucess: false, message })
  })

  it('refuses a body that is not JSON', async () => {
    const res = await call(
      await t.request('/v1/notifications-centers/mark-as-seen', {
        method: 'PUT',
        token: owner,
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Le corps de la requête doit être un JSON valide.')
  })
})

describe('PUT /v1/notifications-centers/mark-all-as-seen', () => {
  it('marks all of the user’s notifications and nobody else’s', async () => {
    const before = (await list(owner)).body.unseen
    const res = await put('/mark-all-as-seen', owner)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ sucess: true, updated: before })
    expect((await list(owner)).body.unseen).toBe(0)
    expect((await list(owner, '?seen=false')).body.notifications).toEqual([])
    expect((await list(buyer)).body.unseen).toBe(1)

    const again = await put('/mark-all-as-seen', owner)
    expect(again.body).toEqual({ sucess: true, updated: 0 })
  })
})

describe('seed', () => {
  it('adds no notification when run again', async () => {
    const before = await t.database.db.select({ id: notifications.id }).from(notifications)
    await seedDemo(t.database.db, { activity: false })
    const after = await t.database.db.select({ id: notifications.id }).from(notifications)
    expect(after).toHaveLength(before.length)
  })
})

describe('notify()', () => {
  it('adds a notification the user then sees first, unseen', async () => {
    const userId = await userIdOf(t, 'iam-limited@caveau.test')
    await notify(t.database.db, {
      userId,
      type: 'newTask',
      content: 'Une tâche vous a été confiée',
      redirectLink: '/dashboard/tasks',
    })
    const res = await list(limited)
    expect(res.body.unseen).toBe(1)
    expect(res.body.notifications[0]).toMatchObject({
      type: 'newTask',
      content: 'Une tâche vous a été confiée',
      redirectLink: '/dashboard/tasks',
      seen: false,
    })
  })

  it('drops a redirect link that is not a local path', async () => {
    const userId = await userIdOf(t, 'iam-limited@caveau.test')
    for (const link of [
      'https://evil.test/x',
      '//evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
    ]) {
      const { id } = await notify(t.database.db, {
        userId,
        type: 'mailFail',
        content: 'Échec',
        redirectLink: link,
      })
      const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, id))
      expect(row.redirectLink).toBeNull()
    }
    expect(localLink('/dashboard/orders/12')).toBe('/dashboard/orders/12')
  })

  it('refuses an unknown type or an empty content', async () => {
    const userId = await userIdOf(t, 'iam-limited@caveau.test')
    await expect(
      notify(t.database.db, { userId, type: 'bogus' as never, content: 'x' }),
    ).rejects.toThrow()
    await expect(notify(t.database.db, { userId, type: 'other', content: '  ' })).rejects.toThrow()
  })

  it('the database itself refuses a redirect link that is not local', async () => {
    const userId = await userIdOf(t, 'iam-limited@caveau.test')
    await expect(
      t.database.db
        .insert(notifications)
        .values({ userId, type: 'other', content: 'x', redirectLink: '//evil.test' }),
    ).rejects.toThrow()
  })

  it('has a French label for every type', () => {
    expect(notificationTypeLabels.newOrder).toBe('Nouvelle commande')
    for (const type of notificationTypes) expect(notificationTypeLabels[type]).toMatch(/\S/)
  })
})

describe('unseen count beyond the list', () => {
  it('counts every unseen notification when there are more than the list shows', async () => {
    const userId = await userIdOf(t, 'agent@caveau.test')
    const agent = (await t.login('agent@caveau.test')).jwt
    const already = (await list(agent, '?seen=false')).body.unseen as number
    await t.database.db.insert(notifications).values(
      Array.from({ length: NOTIFICATIONS_LIMIT + 2 }, (_, i) => ({
        userId,
        type: 'other' as const,
        content: `Rappel ${i + 1}`,
      })),
    )
    const res = await list(agent, '?seen=false')
    expect(res.body.notifications).toHaveLength(NOTIFICATIONS_LIMIT)
    expect(res.body.unseen).toBe(already + NOTIFICATIONS_LIMIT + 2)
    await t.database.db.delete(notifications).where(eq(notifications.userId, userId))
  })
})
