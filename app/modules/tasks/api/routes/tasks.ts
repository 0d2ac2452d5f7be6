/**
 * GET|POST /tasks, GET /tasks/options, PUT|DELETE /tasks/{id}, PUT /tasks/{id}/completion
 * (tasks/contract.ts). Who may call each is the access table's (api-access.ts); which task is
 * theirs is `findTask`'s. Notifications go through the accounts area's `notify`, in the same
 * transaction as the write they announce.
 */
import { and, eq } from 'drizzle-orm'
import { notify } from '#app/modules/accounts/api/notifications'
import {
  completeTaskRoute,
  createTaskRoute,
  deleteTaskRoute,
  listTasksRoute,
  saveTaskRoute,
  TaskListQuery,
  taskOptionsRoute,
  taskRoute,
} from '#app/modules/tasks/contract'
import { completedRecipient, newTaskRecipient, taskText } from '#app/modules/tasks/domain/tasks'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf, viewerOf } from '#app/platform/auth/permissions'
import { tasks } from '#app/platform/db/schema'
import { mayCall } from '#app/platform/domain/api-access'
import { formatDate } from '#app/platform/domain/format'
import { csvDownload, csvRoute } from '#app/platform/api/csv-route'
import {
  allTasks,
  assigneesOf,
  checkParties,
  clientChoices,
  columnsOf,
  findTask,
  listTasks,
} from '../tasks'
import { tasksCsv } from '../tasks-csv'

export const tasksRoutes = contractRouter()

/** The link a notification leads to: the task's edit form on the tasks page. */
const taskLink = (id: number) => `/dashboard/tasks?edit=${id}`
const dueText = (dueDate: string, dueTime: string | null) =>
  `${formatDate(`${dueDate}T12:00:00Z`)}${dueTime ? ` à ${dueTime}` : ''}`

const exportCsvRoute = csvRoute(
  '/tasks/export.csv',
  'The tasks list with the filters of GET /tasks (no page) and the same reach, at most 50 000 rows, as a CSV file: UTF-8 with BOM, ‘;’ separated, dates DD/MM/YYYY',
  TaskListQuery.omit({ page: true }),
)

// Before `/tasks/{id}`, which would refuse 'export.csv' as an id.
tasksRoutes.openapi(exportCsvRoute, async (c) =>
  c.body(
    tasksCsv(await allTasks(c.get('deps').db, memberOf(c), c.req.valid('query'))),
    200,
    csvDownload('taches'),
  ),
)

tasksRoutes.openapi(listTasksRoute, async (c) =>
  c.json(
    {
      sucess: true as const,
      ...(await listTasks(c.get('deps').db, memberOf(c), c.req.valid('query'))),
    },
    200,
  ),
)

tasksRoutes.openapi(guarded(taskOptionsRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const { db } = c.get('deps')
  // Client names only to whom the clients' own endpoint would show them.
  const readsClients = mayCall(viewerOf(actor.shop), 'GET /clients')
  return c.json(
    {
      sucess: true as const,
      assignees: await assigneesOf(db, actor.shop.id),
      clients: readsClients ? await clientChoices(db, actor) : [],
    },
    200,
  )
})

tasksRoutes.openapi(guarded(taskRoute, noQuery), async (c) => {
  const { view } = await findTask(c.get('deps').db, memberOf(c), c.req.valid('param').id)
  return c.json({ sucess: true as const, task: view }, 200)
})

tasksRoutes.openapi(createTaskRoute, async (c) => {
  const actor = memberOf(c)
  const input = c.req.valid('json')
  const { db } = c.get('deps')
  await checkParties(db, actor, input)
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tasks)
      .values({ ...columnsOf(input), shopId: actor.shop.id, createdById: actor.userId })
      .returning({ id: tasks.id })
    const to = newTaskRecipient(actor.userId, input.assigneeId)
    if (to !== null)
      await notify(tx, {
        userId: to,
        shopId: actor.shop.id,
        type: 'newTask',
        content: `${input.title} (échéance le ${dueText(input.dueDate, input.dueTime ?? null)})`,
        redirectLink: taskLink(row.id),
      })
    return row.id
  })
  const { view } = await findTask(db, actor, id)
  return c.json({ sucess: true as const, message: taskText.created, task: view }, 201)
})

tasksRoutes.openapi(guarded(saveTaskRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const input = c.req.valid('json')
  const { id } = c.req.valid('param')
  const { db } = c.get('deps')
  const { row } = await findTask(db, actor, id)
  await checkParties(db, actor, input)
  await db.transaction(async (tx) => {
    await tx
      .update(tasks)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(and(eq(tasks.id, id), eq(tasks.shopId, actor.shop.id)))
    // Handed to someone new: they are told, as for a new task.
    const to =
      input.assigneeId === row.assigneeId ? null : newTaskRecipient(actor.userId, input.assigneeId)
    if (to !== null)
      await notify(tx, {
        userId: to,
        shopId: actor.shop.id,
        type: 'newTask',
        content: `${input.title} (échéance le ${dueText(input.dueDate, input.dueTime ?? null)})`,
        redirectLink: taskLink(id),
      })
  })
  const { view } = await findTask(db, actor, id)
  return c.json({ sucess: true as const, message: taskText.saved, task: view }, 200)
})

tasksRoutes.openapi(guarded(deleteTaskRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const { id } = c.req.valid('param')
  const { db } = c.get('deps')
  await findTask(db, actor, id)
  await db.delete(tasks).where(and(eq(tasks.id, id), eq(tasks.shopId, actor.shop.id)))
  return c.json({ sucess: true as const, message: taskText.deleted }, 200)
})

tasksRoutes.openapi(guarded(completeTaskRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const { id } = c.req.valid('param')
  const { done } = c.req.valid('json')
  const { db } = c.get('deps')
  const { row } = await findTask(db, actor, id)
  // Completing a done task again changes nothing and tells nobody twice.
  if (done !== (row.completedAt !== null))
    await db.transaction(async (tx) => {
      const now = new Date()
      await tx
        .update(tasks)
        .set(
          done
            ? { completedAt: now, completedById: actor.userId, updatedAt: now }
            : { completedAt: null, completedById: null, updatedAt: now },
        )
        .where(and(eq(tasks.id, id), eq(tasks.shopId, actor.shop.id)))
      const to = done ? completedRecipient(actor.userId, row.createdById) : null
      if (to !== null)
        await notify(tx, {
          userId: to,
          shopId: actor.shop.id,
          type: 'taskCompleted',
          content: row.title,
          redirectLink: taskLink(id),
        })
    })
  const { view } = await findTask(db, actor, id)
  return c.json(
    { sucess: true as const, message: done ? taskText.completed : taskText.reopened, task: view },
    200,
  )
})
