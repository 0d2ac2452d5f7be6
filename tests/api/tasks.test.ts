/**
 * Issue 17 §2 through the API: GET|POST /v1/tasks, GET /v1/tasks/options, PUT|DELETE
 * /v1/tasks/{id}, PUT /v1/tasks/{id}/completion. Refused to the signed-out and buyers; createTask
 * and seeAllTask of a collaborator's map decide what they create and see; another shop's task is
 * 404 and another shop's client or member 400; bad input writes nothing; the assignee is told of
 * a new task (newTask) and the author of a completed one (taskCompleted), never of their own act.
 * 'late' is read at a faked moment, never today's.
 */
import { and, count, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { clients, notifications, tasks } from '#app/platform/db/schema'
import type { TestApi } from '#tests/support/api'
import { call, userIdOf } from './helpers'
import { demoShopsApi, type DemoTokens } from './sales-db-fixtures'
import { withIamRights } from './sales-fixtures'

let t: TestApi
let source: number
let martin: number
let tokens: DemoTokens
const ids = { owner: 0, iam: 0, agent: 0, owner2: 0, buyer: 0 }
let sourceClient: number
let agentClient: number
let martinClient: number

const addClient = async (shopId: number, lastname: string, agentId: number | null = null) =>
  (
    await t.database.db
      .insert(clients)
      .values({ shopId, lastname, agentId })
      .returning({ id: clients.id })
  )[0].id

beforeAll(async () => {
  ;({ t, source, martin, tokens } = await demoShopsApi())
  for (const who of Object.keys(ids) as (keyof typeof ids)[])
    ids[who] = await userIdOf(t, `${who}@caveau.test`)
  sourceClient = await addClient(source, 'Tâches-Source')
  agentClient = await addClient(source, 'Tâches-Agent', ids.agent)
  martinClient = await addClient(martin, 'Tâches-Martin')
})
afterAll(() => t.close())
afterEach(() => vi.useRealTimers())

const send = (method: string, path: string, token: string | undefined, json?: unknown) =>
  t.request(path, { method, token, json }).then(call)
const get = (path: string, token?: string) => send('GET', path, token)
const countTasks = async () => Number((await t.database.db.select({ n: count() }).from(tasks))[0].n)
const notes = (userId: number, type: 'newTask' | 'taskCompleted') =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))

const task = (over: Record<string, unknown> = {}) => ({
  type: 'customPhone',
  priority: 'high',
  title: 'Rappeler la Cave des Quais',
  notes: 'Pour la commande de Noël',
  dueDate: '2026-03-29',
  dueTime: '09:00',
  assigneeId: ids.iam,
  clientId: sourceClient,
  ...over,
})

describe('tasks: who may call', () => {
  it('refuses the signed-out and buyers; lets the team list and read the choices', async () => {
    expect((await get('/v1/tasks')).status).toBe(401)
    expect((await get('/v1/tasks', tokens.buyer)).status).toBe(403)
    expect((await send('POST', '/v1/tasks', tokens.buyer, task())).status).toBe(403)
    for (const token of [tokens.owner, tokens.iam, tokens.agent, tokens.iamLimited])
      expect((await get('/v1/tasks', token)).status).toBe(200)
    const options = await get('/v1/tasks/options', tokens.owner)
    expect(options.status).toBe(200)
    expect(options.body.assignees.map((a: { id: number }) => a.id).sort()).toEqual(
      [ids.owner, ids.iam, ids.agent, await userIdOf(t, 'iam-limited@caveau.test')].sort(),
    )
    expect(options.body.clients.map((c: { id: number }) => c.id)).toContain(sourceClient)
    expect(options.body.clients.map((c: { id: number }) => c.id)).not.toContain(martinClient)
    // An agent is offered only the clients they follow.
    const agent = await get('/v1/tasks/options', tokens.agent)
    expect(agent.body.clients.map((c: { id: number }) => c.id)).toEqual([agentClient])
  })

  it('refuses a collaborator without createTask, and writes nothing', async () => {
    const before = await countTasks()
    await withIamRights(t, source, { createTask: false }, async () => {
      const res = await send('POST', '/v1/tasks', tokens.iam, task())
      expect(res.status).toBe(403)
    })
    expect(await countTasks()).toBe(before)
  })
})

describe('tasks: creating and seeing them', () => {
  it('creates a task for a collaborator, who is told; the author is not told of their own', async () => {
    const before = (await notes(ids.iam, 'newTask')).length
    const res = await send('POST', '/v1/tasks', tokens.owner, task())
    expect(res.status, res.text).toBe(201)
    expect(res.body.message).toBe('La tâche est créée.')
    expect(res.body.task).toMatchObject({
      type: 'customPhone',
      priority: 'high',
      title: 'Rappeler la Cave des Quais',
      dueDate: '2026-03-29',
      dueTime: '09:00',
      // 09:00 in Paris on the spring change's day is summer time already: 07:00 UTC.
      deadline: '2026-03-29T07:00:00.000Z',
      assignee: { id: ids.iam },
      createdBy: { id: ids.owner },
      client: { id: sourceClient, name: 'Tâches-Source' },
      completedAt: null,
    })
    const told = await notes(ids.iam, 'newTask')
    expect(told).toHaveLength(before + 1)
    expect(told.at(-1)).toMatchObject({
      shopId: source,
      content: 'Rappeler la Cave des Quais (échéance le 29/03/2026 à 09:00)',
      redirectLink: `/dashboard/tasks?edit=${res.body.task.id}`,
    })
    const own = await send('POST', '/v1/tasks', tokens.owner, task({ assigneeId: ids.owner }))
    expect(own.status).toBe(201)
    expect(
      (await notes(ids.owner, 'newTask')).some((n) =>
        n.redirectLink?.endsWith(`=${own.body.task.id}`),
      ),
    ).toBe(false)
  })

  it('refuses bad input, another shop’s client or member, and writes nothing', async () => {
    const before = await countTasks()
    const cases: [Record<string, unknown>, number, string][] = [
      [{ title: '' }, 400, 'Donnez un titre à la tâche.'],
      [{ type: 'lunch' }, 400, 'Choisissez le type de tâche.'],
      [{ dueDate: '29/03/2026' }, 400, 'Indiquez la date d’échéance (JJ/MM/AAAA).'],
      [{ dueTime: '9h' }, 400, 'Indiquez l’heure au format HH:MM.'],
      [{ clientId: martinClient }, 400, 'Ce client n’existe pas dans votre boutique.'],
      [{ assigneeId: ids.owner2 }, 400, 'Choisissez un membre de l’équipe de la boutique.'],
      [{ assigneeId: ids.buyer }, 400, 'Choisissez un membre de l’équipe de la boutique.'],
      [{ title: 'x'.repeat(201) }, 400, 'Ce champ ne peut pas dépasser 200 caractères.'],
    ]
    for (const [over, status, message] of cases) {
      const res = await send('POST', '/v1/tasks', tokens.owner, task(over))
      expect(res.status, JSON.stringify(over)).toBe(status)
      expect(res.body.message, JSON.stringify(over)).toBe(message)
    }
    // An agent may not attach a client they do not follow.
    const agent = await send('POST', '/v1/tasks', tokens.agent, task({ assigneeId: ids.agent }))
    expect(agent.status).toBe(400)
    expect(await countTasks()).toBe(before)
  })

  it('shows seeAllTask holders the team’s tasks, the others only theirs', async () => {
    const forAgent = await send(
      'POST',
      '/v1/tasks',
      tokens.owner,
      task({ title: 'Tournée Bourgogne', assigneeId: ids.agent, clientId: agentClient }),
    )
    const titles = async (token: string) =>
      (await get('/v1/tasks', token)).body.tasks.map((x: { title: string }) => x.title)
    expect(await titles(tokens.owner)).toContain('Tournée Bourgogne')
    expect(await titles(tokens.agent)).toEqual(['Tournée Bourgogne'])
    expect(await titles(tokens.iam)).toContain('Tournée Bourgogne')
    await withIamRights(t, source, { seeAllTask: false }, async () => {
      expect(await titles(tokens.iam)).not.toContain('Tournée Bourgogne')
      // Not seen is not found, to read, change, complete or delete.
      const path = `/v1/tasks/${forAgent.body.task.id}`
      expect((await get(path, tokens.iam)).status).toBe(404)
      expect((await send('PUT', path, tokens.iam, task())).status).toBe(404)
      expect((await send('PUT', `${path}/completion`, tokens.iam, { done: true })).status).toBe(404)
      expect((await send('DELETE', path, tokens.iam)).status).toBe(404)
    })
    // Another shop never sees it, nor reaches it.
    expect(await titles(tokens.owner2)).toEqual([])
    const path = `/v1/tasks/${forAgent.body.task.id}`
    expect((await get(path, tokens.owner2)).status).toBe(404)
    expect((await send('DELETE', path, tokens.owner2)).status).toBe(404)
    expect((await get(path, tokens.agent)).body.task.title).toBe('Tournée Bourgogne')
    expect((await get('/v1/tasks?filter=soon', tokens.owner)).status).toBe(400)
  })
})

describe('tasks: filters, changes and completion', () => {
  it('reads mine, team, late and done at a given moment', async () => {
    const past = await send(
      'POST',
      '/v1/tasks',
      tokens.iam,
      task({ title: 'Relance impayé', assigneeId: ids.iam, dueDate: '2026-06-01', dueTime: null }),
    )
    const later = await send(
      'POST',
      '/v1/tasks',
      tokens.iam,
      task({
        title: 'Salon des vins',
        type: 'salon',
        assigneeId: ids.iam,
        dueDate: '2026-06-02',
        dueTime: null,
      }),
    )
    expect([past.status, later.status]).toEqual([201, 201])
    // 23:30 on 1 June in Paris (summer time): the first is not late yet; at midnight it is.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T21:30:00Z') })
    const late = async () =>
      (await get('/v1/tasks?filter=late', tokens.iam)).body.tasks.map(
        (x: { title: string }) => x.title,
      )
    expect(await late()).not.toContain('Relance impayé')
    vi.setSystemTime(new Date('2026-06-01T22:00:00Z'))
    expect(await late()).toContain('Relance impayé')
    expect(await late()).not.toContain('Salon des vins')
    const mine = (await get('/v1/tasks?filter=mine', tokens.iam)).body.tasks
    expect(mine.every((x: { assignee: { id: number } }) => x.assignee.id === ids.iam)).toBe(true)
    expect(mine.find((x: { title: string }) => x.title === 'Relance impayé').late).toBe(true)
    const june = await get('/v1/tasks?from=2026-06-02&to=2026-06-30', tokens.iam)
    expect(june.body.tasks.map((x: { title: string }) => x.title)).toEqual(['Salon des vins'])
  })

  it('completes a task, tells its author once, and lists it as done', async () => {
    const created = await send(
      'POST',
      '/v1/tasks',
      tokens.owner,
      task({ title: 'Déguster le 2024' }),
    )
    const path = `/v1/tasks/${created.body.task.id}/completion`
    const before = (await notes(ids.owner, 'taskCompleted')).length
    const done = await send('PUT', path, tokens.iam, { done: true })
    expect(done.status, done.text).toBe(200)
    expect(done.body.message).toBe('La tâche est terminée.')
    expect(done.body.task).toMatchObject({ completedBy: { id: ids.iam }, late: false })
    expect((await send('PUT', path, tokens.iam, { done: true })).status).toBe(200)
    const told = await notes(ids.owner, 'taskCompleted')
    expect(told).toHaveLength(before + 1)
    expect(told.at(-1)!.content).toBe('Déguster le 2024')
    const doneList = (await get('/v1/tasks?filter=done', tokens.iam)).body.tasks
    expect(doneList.map((x: { title: string }) => x.title)).toContain('Déguster le 2024')
    const reopened = await send('PUT', path, tokens.iam, { done: false })
    expect(reopened.body.task.completedAt).toBeNull()
    expect((await send('PUT', path, tokens.iam, { done: 'oui' })).status).toBe(400)
  })

  it('changes a task (a new assignee is told) and deletes it; a bad change writes nothing', async () => {
    const created = await send(
      'POST',
      '/v1/tasks',
      tokens.owner,
      task({ title: 'Préparer la commande', assigneeId: ids.owner }),
    )
    const path = `/v1/tasks/${created.body.task.id}`
    const bad = await send(
      'PUT',
      path,
      tokens.owner,
      task({ title: 'Autre', clientId: martinClient }),
    )
    expect(bad.status).toBe(400)
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, created.body.task.id))
    expect(row.title).toBe('Préparer la commande')
    const before = (await notes(ids.agent, 'newTask')).length
    const saved = await send(
      'PUT',
      path,
      tokens.owner,
      task({
        title: 'Préparer la commande',
        type: 'orderPreparation',
        assigneeId: ids.agent,
        clientId: null,
        dueTime: null,
      }),
    )
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body.task).toMatchObject({
      type: 'orderPreparation',
      dueTime: null,
      client: null,
      deadline: '2026-03-29T22:00:00.000Z',
    })
    expect(await notes(ids.agent, 'newTask')).toHaveLength(before + 1)
    const removed = await send('DELETE', path, tokens.owner)
    expect(removed.body.message).toBe('La tâche est supprimée.')
    expect((await send('DELETE', path, tokens.owner)).status).toBe(404)
  })
})

describe('tasks: the CSV export', () => {
  const csv = async (path: string, token?: string) => {
    const res = await t.request(path, { token })
    return { status: res.status, res, text: res.status === 200 ? await res.text() : '' }
  }

  it('exports the list with its filter and the caller’s reach, in French', async () => {
    await send(
      'POST',
      '/v1/tasks',
      tokens.owner,
      task({ title: 'Export; "guillemets"', assigneeId: ids.agent, clientId: agentClient }),
    )
    const all = await csv('/v1/tasks/export.csv?filter=team', tokens.owner)
    expect(all.status).toBe(200)
    expect(all.res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(all.res.headers.get('content-disposition')).toMatch(/filename="taches-/)
    const [header, ...rows] = all.text.trimEnd().split('\r\n')
    expect(header.split(';').slice(0, 5)).toEqual([
      '"Échéance"',
      '"Heure"',
      '"Type"',
      '"Priorité"',
      '"Titre"',
    ])
    const row = rows.find((r) => r.includes('Export;'))!
    expect(row).toContain('"Export; ""guillemets"""')
    expect(row).toMatch(/^"\d{2}\/\d{2}\/\d{4}";/)
    // The agent: their own tasks only, as in the list.
    const agent = await csv('/v1/tasks/export.csv?filter=team', tokens.agent)
    const listed = (await get('/v1/tasks?filter=team', tokens.agent)).body.tasks.length
    expect(agent.text.trimEnd().split('\r\n')).toHaveLength(listed + 1)
    // A collaborator without seeAllTask does not get the agent's task.
    await withIamRights(t, source, { seeAllTask: false }, async () => {
      expect((await csv('/v1/tasks/export.csv?filter=team', tokens.iam)).text).not.toContain(
        'Export;',
      )
    })
    // Done tasks only: not this open one; another shop: none of these.
    expect((await csv('/v1/tasks/export.csv?filter=done', tokens.owner)).text).not.toContain(
      'Export;',
    )
    expect((await csv('/v1/tasks/export.csv', tokens.owner2)).text).not.toContain('Export;')
  })

  it('refuses a bad filter, a page, a buyer and the signed-out', async () => {
    expect((await csv('/v1/tasks/export.csv?filter=soon', tokens.owner)).status).toBe(400)
    expect((await csv('/v1/tasks/export.csv?page=2', tokens.owner)).status).toBe(400)
    expect((await csv('/v1/tasks/export.csv', tokens.buyer)).status).toBe(403)
    expect((await csv('/v1/tasks/export.csv')).status).toBe(401)
  })
})
