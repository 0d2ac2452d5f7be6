/**
 * The tasks area's endpoints (decision 0003, issue 17 §2): GET|POST /tasks, PUT|DELETE
 * /tasks/{id} (and GET), PUT /tasks/{id}/completion and GET /tasks/options (who a task may be given to, and
 * which clients it may be about), implemented by api/routes/tasks.ts. Owners, collaborators and
 * agents of the shop; seeAllTask shows the whole team's tasks (else one's own and those one was
 * given), createTask creates them.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { taskFilters, TaskInput, taskPriorities, taskTypes } from '#app/modules/tasks/domain/tasks'
import {
  bearer,
  body,
  idParams,
  idSegment,
  json,
  pageFields,
  pageSegment,
  refusals,
  success,
} from '#app/platform/contract'
import { calendarDay } from '#app/platform/domain/validation'

const badParameter = 'Paramètre invalide.'
const int = () => z.number().int()
const Person = z.object({ id: int(), name: z.string() })

export const Task = z.object({
  id: int(),
  type: z.enum(taskTypes),
  priority: z.enum(taskPriorities),
  title: z.string(),
  notes: z.string().nullable(),
  /** YYYY-MM-DD and HH:MM, in Paris. */
  dueDate: z.string(),
  dueTime: z.string().nullable(),
  /** The instant it falls due: its time, or the end of its day. */
  deadline: z.iso.datetime(),
  late: z.boolean(),
  assignee: Person,
  createdBy: Person,
  client: Person.nullable(),
  completedAt: z.iso.datetime().nullable(),
  completedBy: Person.nullable(),
  createdAt: z.iso.datetime(),
})
export type Task = z.output<typeof Task>

export const TaskListQuery = z.strictObject(
  {
    filter: z
      .enum(taskFilters, { error: badParameter })
      .optional()
      .describe('mine (assigned to me, open), team (open), late (open past their deadline), done'),
    from: calendarDay(badParameter).optional().describe('Due on or after this Paris day'),
    to: calendarDay(badParameter).optional().describe('Due on or before this Paris day'),
    clientId: idSegment().optional().describe('Tasks about one client'),
    page: pageSegment().default(1).describe('Page number, from 1'),
  },
  { error: badParameter },
)

export const listTasksRoute = createRoute({
  method: 'get',
  path: '/tasks',
  summary:
    'The tasks the caller sees (seeAllTask: the shop’s; otherwise those they created or were given), by deadline, 50 a page',
  security: bearer,
  request: { query: TaskListQuery },
  responses: {
    200: json(success({ tasks: z.array(Task), ...pageFields }), 'One page of tasks'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const taskOptionsRoute = createRoute({
  method: 'get',
  path: '/tasks/options',
  summary:
    'Who a task may be given to (the shop’s owner, collaborators and agents) and the clients it may be about (an agent’s own; none without the right to read clients)',
  security: bearer,
  responses: {
    200: json(success({ assignees: z.array(Person), clients: z.array(Person) }), 'The choices'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const taskRoute = createRoute({
  method: 'get',
  path: '/tasks/{id}',
  summary: 'One task the caller sees (404 for one of another shop, or one they do not see)',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ task: Task }), 'The task'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

const taskFields = `{ type (${taskTypes.join(', ')}), priority (${taskPriorities.join(', ')}), title, notes, dueDate (YYYY-MM-DD), dueTime (HH:MM in Paris, or null), assigneeId (a member of the shop), clientId (a client of the shop, or null) }`

export const createTaskRoute = createRoute({
  method: 'post',
  path: '/tasks',
  summary: `createTask: a task ${taskFields}; its assignee is notified (newTask) unless they created it`,
  security: bearer,
  request: { body: body(TaskInput) },
  responses: {
    201: json(success({ message: z.string(), task: Task }), 'Created'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveTaskRoute = createRoute({
  method: 'put',
  path: '/tasks/{id}',
  summary: `createTask, and the task’s author, assignee or seeAllTask: change it ${taskFields}; a new assignee is notified (newTask)`,
  security: bearer,
  request: { params: idParams, body: body(TaskInput) },
  responses: {
    200: json(success({ message: z.string(), task: Task }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const deleteTaskRoute = createRoute({
  method: 'delete',
  path: '/tasks/{id}',
  summary: 'createTask, and the task’s author, assignee or seeAllTask: delete it',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string() }), 'Deleted'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const TaskCompletionInput = z.strictObject({ done: z.boolean({ error: badParameter }) })

export const completeTaskRoute = createRoute({
  method: 'put',
  path: '/tasks/{id}/completion',
  summary:
    'Whoever sees the task: { done: true } completes it (its author is notified: taskCompleted, unless they completed it), { done: false } reopens it',
  security: bearer,
  request: { params: idParams, body: body(TaskCompletionInput) },
  responses: {
    200: json(success({ message: z.string(), task: Task }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})
