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
  return (
    <nav aria-label="Filtrer les tâches" className="flex flex-wrap gap-2">
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
  return (
    <Form method="post" action="/dashboard/tasks">
      <input type="hidden" name="intent" value="complete" />
      <input type="hidden" name="id" value={task.id} />
      <input type="hidden" name="done" value={task.done ? 'false' : 'true'} />
      <input type="hidden" name="redirectTo" value={back} />
      <button
        type="submit"
        className={buttonClass('secondary')}
        aria-label={`${task.done ? 'Rouvrir' : 'Terminer'} « ${task.title} »`}
      >
        {task.done ? 'Rouvrir' : 'Terminer'}
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
  return (
    <ul className="divide-y rounded-lg border bg-white" data-testid="task-list">
      {tasks.map((t) => (
        <li key={t.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
          <div className="min-w-0 space-y-1">
            <p className={`font-medium ${t.done ? 'text-gray-500 line-through' : 'text-gray-900'}`}>
              {t.title}
            </p>
            <p className="flex flex-wrap gap-2 text-sm text-gray-700">
              <span>{t.type}</span>
              <span className={`rounded px-2 text-xs leading-5 ${priorityTone[t.priority]}`}>
                Priorité {t.priorityLabel.toLowerCase()}
              </span>
              <span className={t.late ? 'font-semibold text-red-700' : undefined}>
                {t.late ? 'En retard : ' : 'Échéance : '}
                {t.due}
              </span>
              <span>Assignée à {t.assignee}</span>
              {t.client ? (
                <Link
                  to={`/dashboard/clients/${t.client.id}`}
                  className="text-primary-dark underline"
                >
                  {t.client.name}
                </Link>
              ) : null}
              {t.completed ? <span>Terminée le {t.completed}</span> : null}
            </p>
            {t.notes ? (
              <p className="whitespace-pre-line text-sm text-gray-600">{t.notes}</p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <CompleteButton task={t} back={back} />
            {editHref ? (
              <Link
                to={editHref(t.id)}
                className={buttonClass('secondary')}
                aria-label={`Modifier « ${t.title} »`}
              >
                Modifier
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
