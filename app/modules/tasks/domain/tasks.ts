/**
 * Tasks (issue 17 §2, spec 3 'Task and activity types' and priorities): what a task is, who sees
 * it, when it is late, and the one schema of its form and of POST|PUT /v1/tasks. Read by the API
 * and the pages alike.
 */
import { TZDate } from '@date-fns/tz'
import * as z from 'zod'
import { PARIS, parisIsoDay } from '#app/platform/domain/paris-calendar'
import { calendarDay, maxLength, needed, optional, text } from '#app/platform/domain/validation'

/** Spec 3's values, in its order ('custom phone' is a phone call, 'breakfast' the lunch). */
/** The tasks page (a constant of the domain: route components read it in the browser too). */
export const TASKS_PATH = '/dashboard/tasks'

export const taskTypes = [
  'customPhone',
  'customEmail',
  'customMeeting',
  'tasting',
  'visit',
  'tour',
  'animation',
  'salon',
  'breakfast',
  'orderPreparation',
  'other',
] as const
export type TaskType = (typeof taskTypes)[number]

export const taskTypeLabels: Record<TaskType, string> = {
  customPhone: 'Appel téléphonique',
  customEmail: 'E-mail',
  customMeeting: 'Rendez-vous',
  tasting: 'Dégustation',
  visit: 'Visite',
  tour: 'Tournée',
  animation: 'Animation',
  salon: 'Salon',
  breakfast: 'Déjeuner',
  orderPreparation: 'Préparation de commande',
  other: 'Autre',
}

export const taskPriorities = ['low', 'medium', 'high'] as const
export type TaskPriority = (typeof taskPriorities)[number]
export const taskPriorityLabels: Record<TaskPriority, string> = {
  low: 'Basse',
  medium: 'Moyenne',
  high: 'Haute',
}

/** The list's filters: mine (assigned to me, open), team (every open task I see), late, done. */
export const taskFilters = ['mine', 'team', 'late', 'done'] as const
export type TaskFilter = (typeof taskFilters)[number]
export const taskFilterLabels: Record<TaskFilter, string> = {
  mine: 'Mes tâches',
  team: 'Équipe',
  late: 'En retard',
  done: 'Terminées',
}

export const taskText = {
  title: 'Donnez un titre à la tâche.',
  type: 'Choisissez le type de tâche.',
  priority: 'Choisissez la priorité.',
  dueDate: 'Indiquez la date d’échéance (JJ/MM/AAAA).',
  dueTime: 'Indiquez l’heure au format HH:MM.',
  assignee: 'Choisissez un membre de l’équipe de la boutique.',
  client: 'Ce client n’existe pas dans votre boutique.',
  notFound: 'Cette tâche est introuvable.',
  created: 'La tâche est créée.',
  saved: 'La tâche est enregistrée.',
  deleted: 'La tâche est supprimée.',
  completed: 'La tâche est terminée.',
  reopened: 'La tâche est rouverte.',
  mayNotChange:
    'Seuls son auteur, la personne assignée ou qui voit toutes les tâches la modifient.',
  noCreate: 'Vos droits ne vous permettent pas de créer des tâches.',
} as const

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/

const fields = {
  type: z.enum(taskTypes, { error: taskText.type }),
  priority: z.enum(taskPriorities, { error: taskText.priority }),
  title: needed(taskText.title, maxLength.label),
  notes: optional(text(maxLength.text)),
  dueDate: calendarDay(taskText.dueDate),
  dueTime: optional(z.string({ error: taskText.dueTime }).max(5).regex(HHMM, taskText.dueTime)),
}

/** POST /v1/tasks and PUT /v1/tasks/{id}: ids as numbers, optional parts absent or null. */
export const TaskInput = z.strictObject({
  ...fields,
  notes: fields.notes.nullable(),
  dueTime: fields.dueTime.nullable(),
  assigneeId: z.number({ error: taskText.assignee }).int().positive(),
  clientId: z.number({ error: taskText.client }).int().positive().nullable().optional(),
})
export type TaskInput = z.output<typeof TaskInput>

const formId = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(2_147_483_647, message))

/** The add and edit forms (the same fields, read by Conform from strings). */
export const taskForm = z.object({
  ...fields,
  assigneeId: formId(taskText.assignee),
  clientId: optional(formId(taskText.client)),
})

/**
 * The instant a task falls due: its time in Paris, or, without a time, the end of its Paris day
 * (the next midnight, 23 or 25 hours later on a clock change). A time the spring change skips
 * (02:30 on the last Sunday of March) reads as the hour before, 01:30: a reminder early rather
 * than late; one it passes twice (02:30 on the last Sunday of October) reads in winter time, the
 * second.
 */
export function deadlineOf(dueDate: string, dueTime: string | null | undefined): Date {
  const [y, m, d] = dueDate.split('-').map(Number)
  if (!dueTime) return new Date(new TZDate(y, m - 1, d + 1, PARIS).getTime())
  const [h, min] = dueTime.split(':').map(Number)
  return new Date(new TZDate(y, m - 1, d, h, min, PARIS).getTime())
}

/** Late: still open at its deadline (a task without a time is late from the day after). */
export const isLate = (task: { deadline: Date; completedAt: Date | null }, now: Date) =>
  task.completedAt === null && task.deadline.getTime() <= now.getTime()

/** Today in Paris, for a form's default due date. */
export const todayInParis = (now: Date) => parisIsoDay(now)

export type TaskParty = { createdById: number; assigneeId: number }

/**
 * Who sees a task (spec 6): with seeAllTask every task of the shop; otherwise those they created
 * or are assigned. The same rule changes it: seeing it is being its author, its assignee, or
 * seeing all of them.
 */
export const seesTask = (viewerId: number, seesAll: boolean, task: TaskParty) =>
  seesAll || task.createdById === viewerId || task.assigneeId === viewerId

/** Whom to notify when a task is created or handed to someone: the assignee, unless they acted. */
export const newTaskRecipient = (actorId: number, assigneeId: number) =>
  assigneeId === actorId ? null : assigneeId

/** Whom to notify when a task is completed: its author, unless they completed it. */
export const completedRecipient = (actorId: number, createdById: number) =>
  createdById === actorId ? null : createdById
