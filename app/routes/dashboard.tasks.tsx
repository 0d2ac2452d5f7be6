import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { useTranslation } from 'react-i18next'
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
import { ExportLink } from '#app/ui/export-link'
import { PageHeading } from '#app/ui/page-heading'

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
/** The page translates (app/locales): i18next comes with it. */
export const handle = { i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

export default function Tasks() {
  const { t } = useTranslation()
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<TasksReply>()
  const editHref = page.canCreate ? (id: number) => `?filter=${page.filter}&edit=${id}` : null
  const pageLink = (n: number) => `?filter=${page.filter}${n > 1 ? `&page=${n}` : ''}`
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <PageHeading title={page.title}>
        {page.exportTo ? (
          <ExportLink href={page.exportTo}>{t('tasks.page.export')}</ExportLink>
        ) : null}
        <Link to="/dashboard/calendar" className="text-primary-dark underline">
          {t('tasks.page.calendar')}
        </Link>
      </PageHeading>
      {page.editing ? (
        <section className="space-y-2 rounded-lg border bg-white p-4" aria-labelledby="edit-task">
          <h2 id="edit-task" className="text-lg font-semibold">
            {t('tasks.page.edit')}
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
            submitLabel={t('tasks.page.save')}
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
                {t('tasks.page.delete')}
              </button>
            </form>
            <Link to={`?filter=${page.filter}`} className={buttonClass('secondary')}>
              {t('tasks.page.cancel')}
            </Link>
          </div>
        </section>
      ) : null}
      {page.canCreate ? (
        <details
          className="rounded-lg border bg-white p-4"
          open={reply?.form === 'create' || page.total === 0}
        >
          <summary className="cursor-pointer font-medium">{t('tasks.page.new')}</summary>
          <div className="pt-3">
            <TaskForm
              id="new-task-form"
              intent="create"
              values={page.newValues}
              assignees={page.assignees}
              clients={page.clients}
              back={page.back}
              lastResult={reply?.form === 'create' ? reply.result : undefined}
              submitLabel={t('tasks.page.create')}
            />
          </div>
        </details>
      ) : null}
      <TaskFilters filters={page.filters} current={page.filter} />
      <p className="text-sm text-gray-700">{t('tasks.page.count', { count: page.total })}</p>
      {page.tasks.length ? (
        <TaskList tasks={page.tasks} back={page.back} editHref={editHref} />
      ) : (
        <p className="rounded-lg border border-dashed bg-white p-6 text-center text-gray-700">
          {t(`tasks.page.empty.${page.filter}`)}
        </p>
      )}
      {page.pages > 1 ? (
        <nav aria-label={t('tasks.page.pages')} className="flex gap-2">
          {page.page > 1 ? (
            <Link to={pageLink(page.page - 1)} className={buttonClass('secondary')}>
              {t('tasks.page.previous')}
            </Link>
          ) : null}
          {page.page < page.pages ? (
            <Link to={pageLink(page.page + 1)} className={buttonClass('secondary')}>
              {t('tasks.page.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
