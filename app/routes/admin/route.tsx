import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { TZDate } from '@date-fns/tz'
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { AdminFrame } from '#app/modules/admin/web/components/admin-frame'
import { supportInboxRoute } from '#app/modules/messaging/support-contract'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { Field } from '#app/ui/field'
import { readForm, replyWithProviderError } from '#app/platform/web/forms.server'
import { formatDateTime } from '#app/platform/domain/format'
import { guard } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import {
  createMaintenanceRoute,
  deleteMaintenanceRoute,
  listFailedJobsRoute,
  listMaintenancesRoute,
  overviewRoute,
  retryJobRoute,
} from '#app/modules/admin/contract'
import { PlatformFigures } from '#app/modules/admin/web/components/platform-figures'
import { figuresQuery, figuresView } from '#app/modules/admin/web/console.server'
import { deleteMaintenanceSchema, maintenanceSchema, retryJobSchema } from './schema'

/** What each kind of background job does, in words. */
const jobLabels: Record<string, string> = {
  'sales.pdf': 'Préparation d’un PDF',
  'sales.send': 'Envoi d’un document par mail',
  'grouped-order.close': 'Clôture d’une commande groupée',
}

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const [maintenances, figures, failedJobs, support] = await Promise.all([
    ctx.api.call(listMaintenancesRoute, {}),
    ctx.api.call(overviewRoute, { query: figuresQuery(request) }),
    ctx.api.call(listFailedJobsRoute, {}),
    ctx.api.call(supportInboxRoute, { query: {} }),
  ])
  return {
    figures: figures.ok ? figuresView(figures.data) : null,
    failedJobs: (failedJobs.ok ? failedJobs.data.jobs : []).map((j) => ({
      ...j,
      label: jobLabels[j.type] ?? j.type,
      failed: formatDateTime(j.failedAt),
    })),
    failedJobsTotal: failedJobs.ok ? failedJobs.data.total : 0,
    supportWaiting: support.ok ? support.data.unread : 0,
    maintenances: (maintenances.ok ? maintenances.data.maintenances : []).map((m) => ({
      ...m,
      start: formatDateTime(m.startDate),
      end: formatDateTime(m.endDate),
    })),
  }
}

/** datetime-local values are Paris wall-clock times. */
function parisIso(local: string): string {
  const [date, time] = local.split('T')
  const [y, m, d] = date.split('-').map(Number)
  const [h, min] = time.split(':').map(Number)
  return new TZDate(y, m - 1, d, h, min, 'Europe/Paris').toISOString()
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  const formData = await readForm(request)
  if (formData.get('intent') === 'retry') {
    const submission = parseWithZod(formData, { schema: retryJobSchema })
    if (submission.status !== 'success') throw new Response('Requête invalide', { status: 400 })
    const result = await ctx.api.call(retryJobRoute, {
      params: { id: String(submission.value.id) },
    })
    return redirectWithToast(request, '/admin#jobs-title', {
      type: result.ok ? 'success' : 'error',
      message: result.data.message ?? '',
    })
  }
  if (formData.get('intent') === 'delete') {
    const submission = parseWithZod(formData, { schema: deleteMaintenanceSchema })
    if (submission.status !== 'success') throw new Response('Requête invalide', { status: 400 })
    const result = await ctx.api.call(deleteMaintenanceRoute, {
      params: { id: String(submission.value.id) },
    })
    return redirectWithToast(request, '/admin', {
      type: result.ok ? 'success' : 'error',
      message: result.data.message ?? '',
    })
  }
  const submission = parseWithZod(formData, { schema: maintenanceSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const { message, mode, startDate, endDate } = submission.value
  const result = await ctx.api.call(createMaintenanceRoute, {
    json: {
      message,
      banner: mode === 'banner',
      page: mode === 'page',
      startDate: parisIso(startDate),
      endDate: parisIso(endDate),
    },
  })
  if (!result.ok)
    return data(
      { result: replyWithProviderError(submission, result, []) },
      { status: result.status },
    )
  return redirectWithToast(request, '/admin', {
    type: 'success',
    message: result.data.message ?? '',
  })
}

export const meta: MetaFunction = () => [{ title: 'Administration | Caveau' }]

export default function Admin() {
  const d = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'maintenance',
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    defaultValue: { mode: 'banner' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: maintenanceSchema }),
  })
  return (
    <AdminFrame title="Administration">
      {d.figures ? <PlatformFigures figures={d.figures} /> : null}
      <section aria-labelledby="support-title" className="space-y-2">
        <h2 id="support-title" className="text-xl font-semibold">
          Support
        </h2>
        <p>
          <Link to="/admin/support" className="text-primary-dark underline">
            Messagerie du support
          </Link>{' '}
          ·{' '}
          {d.supportWaiting === 0
            ? 'aucun message en attente'
            : `${d.supportWaiting} message${d.supportWaiting > 1 ? 's' : ''} en attente`}
        </p>
      </section>
      <section aria-labelledby="maintenances-title" className="space-y-4">
        <h2 id="maintenances-title" className="text-xl font-semibold">
          Maintenances
        </h2>
        {d.maintenances.length === 0 ? (
          <p className="text-gray-600">Aucune maintenance programmée.</p>
        ) : (
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
            {d.maintenances.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center gap-3 p-3">
                <div className="flex-1">
                  <p className="font-medium">{m.message}</p>
                  <p className="text-sm text-gray-600">
                    {m.page ? 'Page complète' : 'Bandeau'} · du {m.start} au {m.end}
                    {m.active ? ' · en cours' : ''}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={m.id} />
                  <Button type="submit" variant="secondary">
                    Supprimer
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form
          method="post"
          {...getFormProps(form)}
          className="space-y-1 rounded-lg border border-gray-200 bg-white p-4"
        >
          <h3 className="mb-2 font-semibold">Programmer une maintenance</h3>
          <input type="hidden" name="intent" value="create" />
          <label htmlFor={fields.message.id} className="block text-sm font-medium">
            Message
          </label>
          <textarea
            {...getTextareaProps(fields.message)}
            rows={2}
            className="block w-full rounded-md border border-gray-300 px-3 py-2"
          />
          <ErrorList id={fields.message.errorId} errors={fields.message.errors} />
          <label htmlFor={fields.mode.id} className="block text-sm font-medium">
            Affichage
          </label>
          <select
            {...getSelectProps(fields.mode)}
            className="block w-full rounded-md border border-gray-300 px-3 py-2"
          >
            <option value="banner">Bandeau en haut des pages</option>
            <option value="page">Page complète (bloque l’application)</option>
          </select>
          <ErrorList id={fields.mode.errorId} errors={fields.mode.errors} />
          <div className="grid gap-x-3 sm:grid-cols-2">
            <Field
              label="Début (heure de Paris)"
              inputProps={getInputProps(fields.startDate, { type: 'datetime-local' })}
              errors={fields.startDate.errors}
            />
            <Field
              label="Fin (heure de Paris)"
              inputProps={getInputProps(fields.endDate, { type: 'datetime-local' })}
              errors={fields.endDate.errors}
            />
          </div>
          <ErrorList id={form.errorId} errors={form.errors} />
          <Button type="submit">Programmer</Button>
        </Form>
      </section>
      <section aria-labelledby="jobs-title" className="space-y-3">
        <h2 id="jobs-title" className="text-xl font-semibold">
          Tâches en échec ({d.failedJobsTotal})
        </h2>
        {d.failedJobs.length === 0 ? (
          <p className="text-gray-600">Aucune tâche en échec.</p>
        ) : (
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
            {d.failedJobs.map((j) => (
              <li key={j.id} className="flex flex-wrap items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {j.label} · n° {j.id}
                  </p>
                  <p className="text-sm text-gray-600">
                    Échec le {j.failed} après {j.attempts} essai{j.attempts > 1 ? 's' : ''}
                  </p>
                  {j.lastError ? (
                    <p className="break-words text-sm text-red-700">{j.lastError}</p>
                  ) : null}
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="retry" />
                  <input type="hidden" name="id" value={j.id} />
                  <Button type="submit" variant="secondary">
                    Relancer
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminFrame>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
