/**
 * The tasks' queries and writes (issue 17 §2). Every read and write is narrowed to the caller's
 * shop and to the tasks they see (`visibleTo`); a task of another shop, or one they do not see,
 * is answered 404 like one that does not exist. The assignee must be a member of the shop, the
 * client one of the shop's clients the caller reaches (an agent: their own).
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
} from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type * as z from 'zod'
import { clientName, clientScope } from '#app/modules/clients/api/clients'
import type { Task, TaskListQuery } from '#app/modules/tasks/contract'
import {
  deadlineOf,
  isLate,
  seesTask,
  taskText,
  type TaskInput,
} from '#app/modules/tasks/domain/tasks'
import { ApiError } from '#app/platform/api/http'
import type { Member } from '#app/platform/api/types'
import { viewerOf } from '#app/platform/auth/permissions'
import type { Db } from '#app/platform/db/client'
import { clients, shopMembers, tasks, users } from '#app/platform/db/schema'
import { hasPermission } from '#app/platform/domain/access'

export const TASKS_PAGE_SIZE = 50

/** Who a task may be given to: the shop's team, not the buyers who have the shop in their list. */
const teamRoles = ['owner', 'iam', 'agent'] as const

const assignee = alias(users, 'assignee')
const creator = alias(users, 'creator')
const completer = alias(users, 'completer')

type Named = {
  id: number | null
  username: string | null
  firstname: string | null
  lastname: string | null
}
const personName = (u: Named) =>
  [u.firstname, u.lastname].filter(Boolean).join(' ') || (u.username ?? '')
const person = (u: Named | null) => (u?.id == null ? null : { id: u.id, name: personName(u) })
// Each alias of users keeps its own table name in its type: a generic keeps them apart.
const nameColumns = <U extends typeof users | typeof assignee | typeof creator | typeof completer>(
  u: U,
) => ({
  id: u.id,
  username: u.username,
  firstname: u.firstname,
  lastname: u.lastname,
})

export const seesAllTasks = (actor: Member) => hasPermission(viewerOf(actor.shop), 'seeAllTask')

/** The tasks of the caller's shop they see: all of them with seeAllTask, else theirs. */
function visibleTo(actor: Member): SQL {
  return and(
    eq(tasks.shopId, actor.shop.id),
    seesAllTasks(actor)
      ? undefined
      : or(eq(tasks.createdById, actor.userId), eq(tasks.assigneeId, actor.userId)),
  )!
}

function filterOf(
  actor: Member,
  filter: z.output<typeof TaskListQuery>['filter'],
  now: Date,
): SQL | undefined {
  switch (filter) {
    case 'mine':
      return and(eq(tasks.assigneeId, actor.userId), isNull(tasks.completedAt))
    case 'team':
      return isNull(tasks.completedAt)
    case 'late':
      return and(isNull(tasks.completedAt), lte(tasks.deadline, now))
    case 'done':
      return isNotNull(tasks.completedAt)
    default:
      return undefined
  }
}

function selectTasks(db: Db) {
  return db
    .select({
      task: tasks,
      assignee: nameColumns(assignee),
      creator: nameColumns(creator),
      completer: nameColumns(completer),
      client: {
        id: clients.id,
        businessName: clients.businessName,
        firstname: clients.firstname,
        lastname: clients.lastname,
      },
    })
    .from(tasks)
    .innerJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .innerJoin(creator, eq(creator.id, tasks.createdById))
    .leftJoin(completer, eq(completer.id, tasks.completedById))
    .leftJoin(clients, eq(clients.id, tasks.clientId))
}

type Row = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number]

function taskView(row: Row, now: Date): Task {
  const t = row.task
  return {
    id: t.id,
    type: t.type,
    priority: t.priority,
    title: t.title,
    notes: t.notes,
    dueDate: t.dueDate,
    dueTime: t.dueTime,
    deadline: t.deadline.toISOString(),
    late: isLate(t, now),
    assignee: person(row.assignee)!,
    createdBy: person(row.creator)!,
    client: row.client ? { id: row.client.id, name: clientName(row.client) } : null,
    completedAt: t.completedAt?.toISOString() ?? null,
    completedBy: person(row.completer),
    createdAt: t.createdAt.toISOString(),
  }
}

type TaskFilters = Omit<z.output<typeof TaskListQuery>, 'page'>

/** The list's rows and order for the caller, the page (and its CSV) alike. */
function listOf(actor: Member, query: TaskFilters, now: Date) {
  const where = and(
    visibleTo(actor),
    filterOf(actor, query.filter, now),
    query.from ? gte(tasks.dueDate, query.from) : undefined,
    query.to ? lte(tasks.dueDate, query.to) : undefined,
    query.clientId ? eq(tasks.clientId, query.clientId) : undefined,
  )
  // Done tasks read newest first; open ones by what falls due first.
  const order =
    query.filter === 'done'
      ? [desc(tasks.completedAt), desc(tasks.id)]
      : [asc(tasks.deadline), asc(tasks.id)]
  return { where, order }
}

export async function listTasks(
  db: Db,
  actor: Member,
  query: z.output<typeof TaskListQuery>,
  now = new Date(),
) {
  const { where, order } = listOf(actor, query, now)
  const [rows, [{ total }]] = await Promise.all([
    selectTasks(db)
      .where(where)
      .orderBy(...order)
      .limit(TASKS_PAGE_SIZE)
      .offset((query.page - 1) * TASKS_PAGE_SIZE),
    db.select({ total: count() }).from(tasks).where(where),
  ])
  return {
    tasks: rows.map((r) => taskView(r, now)),
    total: Number(total),
    page: query.page,
    pageSize: TASKS_PAGE_SIZE,
  }
}

/** Beyond this a spreadsheet is the wrong tool; the filters narrow it. */
export const TASKS_CSV_MAX_ROWS = 50_000

/** The list with the page's filters, every row up to the bound, as the CSV export reads it. */
export async function allTasks(db: Db, actor: Member, query: TaskFilters, now = new Date()) {
  const { where, order } = listOf(actor, query, now)
  const rows = await selectTasks(db)
    .where(where)
    .orderBy(...order)
    .limit(TASKS_CSV_MAX_ROWS)
  return rows.map((r) => taskView(r, now))
}

/** One task the caller sees, or 404. */
export async function findTask(db: Db, actor: Member, id: number, now = new Date()) {
  const [row] = await selectTasks(db).where(and(visibleTo(actor), eq(tasks.id, id)))
  if (!row || !seesTask(actor.userId, seesAllTasks(actor), row.task))
    throw new ApiError(404, taskText.notFound)
  return { row: row.task, view: taskView(row, now) }
}

/** The shop's members a task may be given to: its owner, collaborators and agents. */
export async function assigneesOf(db: Db, shopId: number) {
  const rows = await db
    .select(nameColumns(users))
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(and(eq(shopMembers.shopId, shopId), inArray(shopMembers.role, [...teamRoles])))
  return rows
    .map((u) => ({ id: u.id, name: personName(u) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
}

/** The clients a task may be about: those the caller reaches, by name. */
export async function clientChoices(db: Db, actor: Member) {
  const rows = await db
    .select({
      id: clients.id,
      businessName: clients.businessName,
      firstname: clients.firstname,
      lastname: clients.lastname,
    })
    .from(clients)
    .where(clientScope(actor))
  return rows
    .map((c) => ({ id: c.id, name: clientName(c) || `Client n° ${c.id}` }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
}

/** 400 when the assignee is not of the shop's team, or the client not one the caller reaches. */
export async function checkParties(db: Db, actor: Member, input: TaskInput) {
  const [member] = await db
    .select({ role: shopMembers.role })
    .from(shopMembers)
    .where(and(eq(shopMembers.shopId, actor.shop.id), eq(shopMembers.userId, input.assigneeId)))
  if (!member || !(teamRoles as readonly string[]).includes(member.role))
    throw new ApiError(400, taskText.assignee, { assigneeId: [taskText.assignee] })
  if (input.clientId) {
    const [client] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(clientScope(actor), eq(clients.id, input.clientId)))
    if (!client) throw new ApiError(400, taskText.client, { clientId: [taskText.client] })
  }
}

/** The columns a task's input writes. */
export const columnsOf = (input: TaskInput) => ({
  type: input.type,
  priority: input.priority,
  title: input.title,
  notes: input.notes ?? null,
  dueDate: input.dueDate,
  dueTime: input.dueTime ?? null,
  deadline: deadlineOf(input.dueDate, input.dueTime),
  assigneeId: input.assigneeId,
  clientId: input.clientId ?? null,
})
