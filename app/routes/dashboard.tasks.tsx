import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { TaskForm } from '#app/modules/tasks/web/components/task-form'
import { TaskFilters, TaskList } from '#app/modules/tasks/web/components/task-list'
import { TASKS_PATH } from '#app/modules/tasks/domain/tasks'
import {
  loadTasksPage,
  tasksAction,
  type TasksReply,
} from '#app/modules/tasks/web/tasks-page.server'
import { titleOf } from '#app/platform/domain/navigation'
import { readForm } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { buttonClass } from '#app/ui/button'

/** Tasks and activities of the shop's team (issue 17 §2): owners, collaborators, agents. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return { title: titleOf(TASKS_PATH), ...(await loadTasksPage(request, ctx)) }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return tasksAction(request, ctx, await readForm(request))
}

export const meta = areaMeta
export { ErrorBoundary }

const emptyText = {
  mine: 'Aucune tâche ouverte ne vous est assignée.',
  team: 'Aucune tâche ouverte.',
  late: 'Aucune tâche en retard.',
  done: 'Aucune tâche terminée.',
}

export default function Tasks() {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<TasksReply>()
  const editHref = page.canCreate ? (id: number) => `?filter=${page.filter}&edit=${id}` : null
  const pageLink = (n: number) => `?filter=${page.filter}${n > 1 ? `&page=${n}` : ''}`
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-gray-900">{page.title}</h1>
        <Link to="/dashboard/calendar" className="text-primary-dark underline">
          Voir le calendrier
        </Link>
      </div>
      {page.editing ? (
        <section className="space-y-2 rounded-lg border bg-white p-4" aria-labelledby="edit-task">
          <h2 id="edit-task" className="text-lg font-semibold">
            Modifier la tâche
          </h2>
          <TaskForm
            id="edit-task-form"
            intent="save"
            taskId={page.editing.id}
            values={page.editing.values}
            assignees={page.assignees}
            clients={page.clients}
            back={page.back}
            lastResult={reply?.form === 'save' ? reply.result : undefined}
            submitLabel="Enregistrer la tâche"
          />
          <div className="flex flex-wrap gap-2">
            <form method="post" action={TASKS_PATH}>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={page.editing.id} />
              <input
                type="hidden"
                name="redirectTo"
                value={`${TASKS_PATH}?filter=${page.filter}`}
              />
              <button type="submit" className={buttonClass('danger')}>
                Supprimer la tâche
              </button>
            </form>
            <Link to={`?filter=${page.filter}`} className={buttonClass('secondary')}>
              Annuler
            </Link>
          </div>
        </section>
      ) : null}
      {page.canCreate ? (
        <details
          className="rounded-lg border bg-white p-4"
          open={reply?.form === 'create' || page.total === 0}
        >
          <summary className="cursor-pointer font-medium">Nouvelle tâche</summary>
          <div className="pt-3">
            <TaskForm
              id="new-task-form"
              intent="create"
              values={page.newValues}
              assignees={page.assignees}
              clients={page.clients}
              back={page.back}
              lastResult={reply?.form === 'create' ? reply.result : undefined}
              submitLabel="Créer la tâche"
            />
          </div>
        </details>
      ) : null}
      <TaskFilters filters={page.filters} current={page.filter} />
      <p className="text-sm text-gray-700">
        {page.total} tâche{page.total > 1 ? 's' : ''}
      </p>
      {page.tasks.length ? (
        <TaskList tasks={page.tasks} back={page.back} editHref={editHref} />
      ) : (
        <p className="rounded-lg border border-dashed bg-white p-6 text-center text-gray-700">
          {emptyText[page.filter]}
        </p>
      )}
      {page.pages > 1 ? (
        <nav aria-label="Pages" className="flex gap-2">
          {page.page > 1 ? (
            <Link to={pageLink(page.page - 1)} className={buttonClass('secondary')}>
              Page précédente
            </Link>
          ) : null}
          {page.page < page.pages ? (
            <Link to={pageLink(page.page + 1)} className={buttonClass('secondary')}>
              Page suivante
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
