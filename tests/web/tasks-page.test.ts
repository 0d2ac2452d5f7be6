/**
 * /dashboard/tasks as a browser without JavaScript uses it (issue 17 §2): the loader's list and
 * filters, the add form (a refusal on its field, nothing written; a task made and back to the
 * list with a toast), the edit form, the complete button, and a collaborator without createTask
 * offered no form and refused a replayed one without being signed out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

const database = await throwAwayRuntime()

import { and, count, eq } from 'drizzle-orm'
import { action, loader } from '#app/routes/dashboard.tasks'
import { getRuntime } from '#app/platform/api/runtime.server'
import { notifications, shopMembers, tasks, users } from '#app/platform/db/schema'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

beforeAll(() => signInDemoAccounts())
afterAll(() => closeRuntime(database))

const db = async () => (await getRuntime()).database.db
const userId = async (email: string) =>
  (await (await db()).select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id
const countTasks = async () => Number((await (await db()).select({ n: count() }).from(tasks))[0].n)

type Page = Awaited<ReturnType<typeof loader>>
const load = async (as: DemoAccount, search = '') =>
  (await loader({
    request: requestAs(as, `/dashboard/tasks${search}`),
    params: {},
    context: {},
  })) as Page

async function post(as: DemoAccount, fields: Record<string, string>) {
  try {
    return (await action({
      request: requestAs(as, '/dashboard/tasks', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      }),
      params: {},
      context: {},
    })) as unknown
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}
type Refused = {
  data: { form: string; result: { error: Record<string, string[]> } }
  init: { status: number }
}

const form = (over: Record<string, string> = {}) => ({
  intent: 'create',
  redirectTo: '/dashboard/tasks?filter=team',
  type: 'visit',
  priority: 'high',
  title: 'Visite du caviste',
  notes: '',
  dueDate: '2026-10-25',
  dueTime: '10:00',
  assigneeId: '',
  clientId: '',
  ...over,
})

describe('the tasks page (no JavaScript)', () => {
  it('offers the owner the team as assignees and the add form', async () => {
    const page = await load('owner')
    expect(page.filter).toBe('mine')
    expect(page.canCreate).toBe(true)
    expect(page.assignees.map((a) => a.name)).toEqual(expect.arrayContaining([expect.any(String)]))
    expect(page.assignees).toHaveLength(4)
    expect(page.newValues.assigneeId).toBe(String(await userId('owner@caveau.test')))
    // The list as a CSV file, with the filter shown (tests/api/tasks.test.ts checks the file).
    expect(page.exportTo).toBe('/resources/sales-export?list=tasks&filter=mine')
  })

  it('refuses a bad form on its fields, writing nothing', async () => {
    const before = await countTasks()
    const iam = String(await userId('iam@caveau.test'))
    const bad = (await post(
      'owner',
      form({ title: '', dueDate: '32/10/2026', assigneeId: iam }),
    )) as Refused
    expect(bad.init.status).toBe(400)
    expect(bad.data.form).toBe('create')
    expect(bad.data.result.error.title).toEqual(['Donnez un titre à la tâche.'])
    expect(bad.data.result.error.dueDate).toEqual(['Indiquez la date d’échéance (JJ/MM/AAAA).'])
    // A member of another shop: the API's refusal lands on the field.
    const owner2 = String(await userId('owner2@caveau.test'))
    const other = (await post('owner', form({ assigneeId: owner2 }))) as Refused
    expect(other.init.status).toBe(400)
    expect(other.data.result.error.assigneeId).toEqual([
      'Choisissez un membre de l’équipe de la boutique.',
    ])
    expect(await countTasks()).toBe(before)
  })

  it('creates a task for a collaborator, lists it, edits it and completes it', async () => {
    const iam = String(await userId('iam@caveau.test'))
    const made = (await post('owner', form({ assigneeId: iam }))) as Response
    expect(made.status).toBe(302)
    expect(made.headers.get('location')).toBe('/dashboard/tasks?filter=team')
    const team = await load('owner', '?filter=team')
    const row = team.tasks.find((t) => t.title === 'Visite du caviste')!
    expect(row).toMatchObject({ due: '25/10/2026 à 10:00', type: 'Visite', done: false })
    expect((await load('iam')).tasks.map((t) => t.title)).toContain('Visite du caviste')
    const told = await (
      await db()
    )
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, Number(iam)), eq(notifications.type, 'newTask')))
    expect(told.map((n) => n.redirectLink)).toContain(`/dashboard/tasks?edit=${row.id}`)

    const editing = await load('owner', `?filter=team&edit=${row.id}`)
    expect(editing.editing?.values).toMatchObject({ title: 'Visite du caviste', dueTime: '10:00' })
    const saved = (await post('owner', {
      ...form({ assigneeId: iam, title: 'Visite du caviste (Tours)', dueTime: '' }),
      intent: 'save',
      id: String(row.id),
      redirectTo: `/dashboard/tasks?filter=team&edit=${row.id}`,
    })) as Response
    expect(saved.headers.get('location')).toBe('/dashboard/tasks?filter=team')

    const done = (await post('iam', {
      intent: 'complete',
      id: String(row.id),
      done: 'true',
      redirectTo: '/dashboard/calendar?view=day&date=2026-10-25',
    })) as Response
    expect(done.headers.get('location')).toBe('/dashboard/calendar?view=day&date=2026-10-25')
    const doneList = await load('owner', '?filter=done')
    expect(doneList.tasks.map((t) => t.title)).toContain('Visite du caviste (Tours)')
    // A redirect elsewhere than the tasks or the calendar falls back to the list.
    const away = (await post('iam', {
      intent: 'complete',
      id: String(row.id),
      done: 'false',
      redirectTo: 'https://exemple.test/',
    })) as Response
    expect(away.headers.get('location')).toBe('/dashboard/tasks')
  })

  it('offers a collaborator without createTask no form, and refuses a replayed one', async () => {
    const { db: d } = (await getRuntime()).database
    const limited = await userId('iam-limited@caveau.test')
    const where = eq(shopMembers.userId, limited)
    const [member] = await d.select().from(shopMembers).where(where)
    await d
      .update(shopMembers)
      .set({ authorizations: { ...member.authorizations, createTask: false } })
      .where(where)
    try {
      const page = await load('iam-limited')
      expect(page.canCreate).toBe(false)
      expect(page.editing).toBeNull()
      const before = await countTasks()
      const replay = (await post('iam-limited', form({ assigneeId: String(limited) }))) as Response
      expect(replay.status).toBe(302)
      expect(await countTasks()).toBe(before)
    } finally {
      await d.update(shopMembers).set({ authorizations: member.authorizations }).where(where)
    }
  })
})
