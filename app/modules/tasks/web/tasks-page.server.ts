/**
 * /dashboard/tasks (issue 17 §2): the list with its filters (mine, team, late, done), the add and
 * edit forms and the complete button, every one a plain form (post/redirect/get) so that the page
 * works without JavaScript. Reads and writes through /v1/tasks; what the viewer may do is the
 * access table's answer (`mayCall`), so a button the API would refuse is never offered.
 */
import { tFr } from '#app/platform/web/t.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import * as z from 'zod'
import {
  completeTaskRoute,
  createTaskRoute,
  deleteTaskRoute,
  listTasksRoute,
  saveTaskRoute,
  taskOptionsRoute,
  taskRoute,
  type Task,
} from '#app/modules/tasks/contract'
import {
  taskFilters,
  taskForm,
  taskPriorityLabels,
  taskText,
  taskTypeLabels,
  todayInParis,
  type TaskFilter,
  TASKS_PATH,
} from '#app/modules/tasks/domain/tasks'
import { idSegment, pageSegment } from '#app/platform/contract'
import { mayCall } from '#app/platform/domain/api-access'
import { salesRights } from '#app/modules/sales/web/rights'
import { formatDate } from '#app/platform/domain/format'
import { safeRedirectPath } from '#app/platform/domain/redirect'
import { replyWithProviderError } from '#app/platform/web/forms.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

/** Where a form goes back to: a page of the tasks or the calendar, else the task list. */
export function backTo(value: FormDataEntryValue | null): string {
  const path = safeRedirectPath(value, TASKS_PATH)
  return /^\/dashboard\/(tasks|calendar)(\?|$)/.test(path) ? path : TASKS_PATH
}

/** A failed read fails the page with the API's status and message. */
function failed(result: { status: number; data: { message: string } }): never {
  throw data({ message: result.data.message }, { status: result.status })
}

/** A due day and time as the page shows them: 29/03/2026 à 09:00. */
export const dueLabel = (t: Pick<Task, 'dueDate' | 'dueTime'>) =>
  t.dueTime
    ? tFr('tasks.dueAt', { date: formatDate(`${t.dueDate}T12:00:00Z`), time: t.dueTime })
    : formatDate(`${t.dueDate}T12:00:00Z`)

function rowOf(t: Task) {
  return {
    id: t.id,
    title: t.title,
    type: taskTypeLabels[t.type],
    priority: t.priority,
    priorityLabel: taskPriorityLabels[t.priority],
    due: dueLabel(t),
    late: t.late,
    done: t.completedAt !== null,
    completed: t.completedAt ? formatDate(t.completedAt) : null,
    assignee: t.assignee.name,
    client: t.client,
    notes: t.notes,
  }
}
export type TaskRow = ReturnType<typeof rowOf>

/** The form's values for an existing task, or a new one (today, assigned to oneself). */
function valuesOf(task: Task | null, viewerId: number, today: string) {
  if (!task)
    return {
      type: 'customPhone',
      priority: 'medium',
      title: '',
      notes: '',
      dueDate: today,
      dueTime: '',
      assigneeId: String(viewerId),
      clientId: '',
    }
  return {
    type: task.type,
    priority: task.priority,
    title: task.title,
    notes: task.notes ?? '',
    dueDate: task.dueDate,
    dueTime: task.dueTime ?? '',
    assigneeId: String(task.assignee.id),
    clientId: task.client ? String(task.client.id) : '',
  }
}
export type TaskValues = ReturnType<typeof valuesOf>

const ListQuery = z.object({
  filter: z.enum(taskFilters).catch('mine'),
  page: pageSegment().catch(1),
  edit: idSegment().optional().catch(undefined),
})

export async function loadTasksPage(request: Request, ctx: GuardContext, now = new Date()) {
  const search = new URL(request.url).searchParams
  const q = ListQuery.parse(Object.fromEntries(search))
  const filter: TaskFilter = q.filter
  const [list, options, edited] = await Promise.all([
    ctx.api.call(listTasksRoute, {
      query: { filter, page: q.page > 1 ? String(q.page) : undefined },
    }),
    ctx.api.call(taskOptionsRoute, {}),
    q.edit ? ctx.api.call(taskRoute, { params: { id: String(q.edit) } }) : null,
  ])
  if (!list.ok) return failed(list)
  if (!options.ok) return failed(options)
  if (edited && !edited.ok && edited.status !== 404) failed(edited)
  const viewerId = ctx.user?.id ?? 0
  const canCreate = mayCall(ctx.viewer, 'POST /tasks')
  const task = edited?.ok ? edited.data.task : null
  const today = todayInParis(now)
  return {
    filter,
    filters: taskFilters,
    page: list.data.page,
    pages: Math.max(1, Math.ceil(list.data.total / list.data.pageSize)),
    total: list.data.total,
    tasks: list.data.tasks.map(rowOf),
    canCreate,
    assignees: options.data.assignees,
    clients: options.data.clients,
    newValues: valuesOf(null, viewerId, today),
    editing: task && canCreate ? { id: task.id, values: valuesOf(task, viewerId, today) } : null,
    back: `${TASKS_PATH}${new URL(request.url).search}`,
    // The list as a CSV file, with the filter shown.
    exportTo: salesRights(ctx.viewer).exportTasks
      ? `/resources/sales-export?list=tasks&filter=${filter}`
      : null,
  }
}

const Intent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create') }),
  z.object({ intent: z.literal('save'), id: idSegment() }),
  z.object({ intent: z.literal('delete'), id: idSegment() }),
  z.object({ intent: z.literal('complete'), id: idSegment(), done: z.enum(['true', 'false']) }),
])

const toJson = (v: z.output<typeof taskForm>) => ({
  ...v,
  notes: v.notes ?? null,
  dueTime: v.dueTime ?? null,
  clientId: v.clientId ?? null,
})

/** The page's forms: create, save, delete, complete or reopen; back where the form came from. */
export async function tasksAction(request: Request, ctx: GuardContext, form: FormData) {
  const back = backTo(form.get('redirectTo'))
  const intent = Intent.safeParse(Object.fromEntries(form))
  if (!intent.success)
    return redirectWithToast(request, back, { type: 'error', message: tFr('tasks.badRequest') })
  const act = intent.data
  const toast = (ok: boolean, message: string) =>
    redirectWithToast(request, back, { type: ok ? 'success' : 'error', message })
  if (act.intent === 'complete') {
    const result = await ctx.api.call(completeTaskRoute, {
      params: { id: String(act.id) },
      json: { done: act.done === 'true' },
    })
    return toast(result.ok, result.data.message)
  }
  // A replayed form of a viewer without createTask: refused here, as a 403 would sign them out.
  if (!mayCall(ctx.viewer, 'POST /tasks')) return toast(false, taskText.noCreate)
  if (act.intent === 'delete') {
    const result = await ctx.api.call(deleteTaskRoute, { params: { id: String(act.id) } })
    return toast(result.ok, result.data.message)
  }
  const submission = parseWithZod(form, { schema: taskForm })
  if (submission.status !== 'success')
    return data({ form: act.intent, result: submission.reply() }, { status: 400 })
  const json = toJson(submission.value)
  const result =
    act.intent === 'create'
      ? await ctx.api.call(createTaskRoute, { json })
      : await ctx.api.call(saveTaskRoute, { params: { id: String(act.id) }, json })
  if (!result.ok)
    return data(
      { form: act.intent, result: replyWithProviderError(submission, result, []) },
      { status: result.status },
    )
  // After a save, the list without the edit form.
  const listPath = back.replace(/([?&])edit=\d+&?/, '$1').replace(/[?&]$/, '')
  return redirectWithToast(request, act.intent === 'save' ? listPath : back, {
    type: 'success',
    message: result.data.message,
  })
}
export type TasksReply = {
  form: 'create' | 'save'
  result: ReturnType<typeof replyWithProviderError>
}
