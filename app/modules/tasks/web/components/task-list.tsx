import { useTranslation } from 'react-i18next'
import { Form, Link } from '@remix-run/react'
import { taskFilterLabels, type TaskFilter } from '#app/modules/tasks/domain/tasks'
import { buttonClass } from '#app/ui/button'
import type { TaskRow } from '../tasks-page.server'

const priorityTone: Record<TaskRow['priority'], string> = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-gray-100 text-gray-800',
}

/** The filters as links (GET): mine, team, late, done. */
export function TaskFilters({
  filters,
  current,
}: {
  filters: readonly TaskFilter[]
  current: TaskFilter
}) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('tasks.list.filter')} className="flex flex-wrap gap-2">
      {filters.map((f) => (
        <Link
          key={f}
          to={`?filter=${f}`}
          aria-current={f === current ? 'page' : undefined}
          className={buttonClass(f === current ? 'primary' : 'secondary')}
        >
          {taskFilterLabels[f]}
        </Link>
      ))}
    </nav>
  )
}

/** 'Terminer' or 'Rouvrir': one small form per task, back to where it was pressed. */
export function CompleteButton({
  task,
  back,
}: {
  task: Pick<TaskRow, 'id' | 'done' | 'title'>
  back: string
}) {
  const { t } = useTranslation()
  const label = task.done ? t('tasks.list.reopen') : t('tasks.list.complete')
  return (
    <Form method="post" action="/dashboard/tasks">
      <input type="hidden" name="intent" value="complete" />
      <input type="hidden" name="id" value={task.id} />
      <input type="hidden" name="done" value={task.done ? 'false' : 'true'} />
      <input type="hidden" name="redirectTo" value={back} />
      <button
        type="submit"
        className={buttonClass('secondary')}
        aria-label={t('tasks.list.about', { action: label, title: task.title })}
      >
        {label}
      </button>
    </Form>
  )
}

export function TaskList({
  tasks,
  back,
  editHref,
}: {
  tasks: TaskRow[]
  back: string
  /** The edit form's address, for a viewer who may change tasks. */
  editHref: ((id: number) => string) | null
}) {
  const { t } = useTranslation()
  return (
    <ul className="divide-y rounded-lg border bg-white" data-testid="task-list">
      {tasks.map((task) => (
        <li key={task.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
          <div className="min-w-0 space-y-1">
            <p
              className={`font-medium ${task.done ? 'text-gray-500 line-through' : 'text-gray-900'}`}
            >
              {task.title}
            </p>
            <p className="flex flex-wrap gap-2 text-sm text-gray-700">
              <span>{task.type}</span>
              <span className={`rounded px-2 text-xs leading-5 ${priorityTone[task.priority]}`}>
                {t('tasks.list.priority', { priority: task.priorityLabel.toLowerCase() })}
              </span>
              <span className={task.late ? 'font-semibold text-red-700' : undefined}>
                {task.late ? t('tasks.list.late') : t('tasks.list.due')}
                {task.due}
              </span>
              <span>{t('tasks.list.assignee', { name: task.assignee })}</span>
              {task.client ? (
                <Link
                  to={`/dashboard/clients/${task.client.id}`}
                  className="text-primary-dark underline"
                >
                  {task.client.name}
                </Link>
              ) : null}
              {task.completed ? (
                <span>{t('tasks.list.completed', { date: task.completed })}</span>
              ) : null}
            </p>
            {task.notes ? (
              <p className="whitespace-pre-line text-sm text-gray-600">{task.notes}</p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <CompleteButton task={task} back={back} />
            {editHref ? (
              <Link
                to={editHref(task.id)}
                className={buttonClass('secondary')}
                aria-label={t('tasks.list.about', {
                  action: t('tasks.list.edit'),
                  title: task.title,
                })}
              >
                {t('tasks.list.edit')}
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
