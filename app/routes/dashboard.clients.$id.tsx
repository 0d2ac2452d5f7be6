import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { useTranslation } from 'react-i18next'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { areaMeta, ErrorBoundary, backTo } from '#app/ui/dashboard/area-route'
import { buttonClass } from '#app/ui/button'
import { tFr } from '#app/platform/web/t.server'
import { guard } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { ClientForm } from '#app/modules/clients/web/components/client-form'
import {
  clientFigures,
  formValues,
  identityOf,
  loadClient,
} from '#app/modules/clients/web/file.server'
import { clientOptions } from '#app/modules/clients/web/options.server'
import { clientRights } from '#app/modules/clients/web/rights'
import { saveClient } from '#app/modules/clients/web/save.server'
import { clientTimeline } from '#app/modules/clients/web/timeline.server'
import { gdprAction, gdprOf } from '#app/modules/clients/web/gdpr.server'
import { GdprPanel, MergePanel } from '#app/modules/clients/web/components/client-gdpr'
import { readForm } from '#app/platform/web/forms.server'
import {
  addressBookAction,
  addressBookOf,
  addressIntents,
} from '#app/modules/clients/web/addresses.server'
import { AddressBook } from '#app/modules/clients/web/components/client-address-book'

/**
 * A client's file (spec 2.2 `/dashboard/clients/{id}`): identity, revenue by year, what is left
 * to pay, the timeline of orders, documents and payments, and the quick actions; `?edit` turns the
 * identity into its form (for those who may write clients).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const client = await loadClient(ctx, params.id ?? '')
  const rights = clientRights(ctx.viewer)
  const url = new URL(request.url)
  const editing = rights.edit && url.searchParams.has('edit')
  const [{ typologies, followers }, figures, timeline] = await Promise.all([
    clientOptions(ctx),
    clientFigures(ctx, client.id),
    clientTimeline(ctx, client.id),
  ])
  const [gdpr, book] = await Promise.all([
    gdprOf(ctx, client, url, { typologies, followers }),
    client.anonymisedAt ? null : addressBookOf(ctx, client.id, url),
  ])
  return {
    title: client.name || tFr('clients.file.numbered', { id: client.id }),
    id: client.id,
    identity: identityOf(client, typologies, followers),
    editing,
    mayEdit: rights.edit,
    form: editing
      ? {
          values: formValues(client),
          typologies,
          followers: rights.followsOnly ? null : followers,
        }
      : null,
    figures,
    timeline,
    gdpr,
    book,
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await guard(request)
  // The GDPR and merge forms (intent erase or merge); the identity form has no intent.
  const intent = (await readForm(request.clone())).get('intent')
  if (intent === 'erase' || intent === 'merge') {
    const client = await loadClient(ctx, params.id ?? '')
    return gdprAction(ctx, request, client.id, await readForm(request))
  }
  // The addresses and contacts sections' forms.
  if (typeof intent === 'string' && addressIntents.includes(intent)) {
    const client = await loadClient(ctx, params.id ?? '')
    return addressBookAction(ctx, request, client.id, await readForm(request))
  }
  if (!clientRights(ctx.viewer).edit)
    throw new Response(tFr('clients.file.mayNotEdit'), { status: 403 })
  const client = await loadClient(ctx, params.id ?? '')
  const saved = await saveClient(ctx, request, client.id)
  if (!('ok' in saved)) return saved
  return redirectWithToast(request, `/dashboard/clients/${client.id}`, {
    type: 'success',
    message: saved.message,
  })
}

export const meta = areaMeta
/** The page translates (app/locales): i18next comes with it. */
export const handle = { ...backTo('/dashboard/clients'), i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

function Figures({ figures }: { figures: NonNullable<ReturnType<typeof useFile>['figures']> }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="figures" className="space-y-2">
      <h2 id="figures" className="text-xl font-semibold text-gray-900">
        {t('clients.file.revenue')}
      </h2>
      <p className="text-sm text-gray-800">
        {t('clients.file.outstanding')} <strong>{figures.outstanding}</strong>
        {figures.overdue ? t('clients.file.overdue', { amount: figures.overdue }) : null}
      </p>
      {figures.revenue.length ? (
        <table className="text-sm" data-testid="client-revenue">
          <caption className="sr-only">{t('clients.file.revenueByYear')}</caption>
          <thead>
            <tr>
              <th className="pr-6 text-left">{t('clients.file.year')}</th>
              <th className="pr-6 text-right">{t('clients.file.ht')}</th>
              <th className="text-right">{t('clients.file.ttc')}</th>
            </tr>
          </thead>
          <tbody>
            {figures.revenue.map((r) => (
              <tr key={r.year}>
                <td className="pr-6">{r.year}</td>
                <td className="pr-6 text-right">{r.ht}</td>
                <td className="text-right">{r.ttc}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-gray-700">{t('clients.file.noInvoice')}</p>
      )}
    </section>
  )
}

const useFile = () => useLoaderData<typeof loader>()

export default function ClientFile() {
  const { t } = useTranslation()
  const data = useFile()
  const actionData = useActionData<typeof action>()
  const { timeline } = data
  const gdprReply = actionData && 'gdpr' in actionData ? actionData.gdpr : null
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">{data.title}</h1>
        <div className="flex flex-wrap gap-2">
          {timeline.actions.order ? (
            <Link to={timeline.actions.order} className={buttonClass('primary')}>
              {t('clients.file.newOrder')}
            </Link>
          ) : null}
          {timeline.actions.quote ? (
            <Link to={timeline.actions.quote} className={buttonClass('secondary')}>
              {t('clients.file.newQuote')}
            </Link>
          ) : null}
          {data.mayEdit && !data.editing && !data.gdpr.anonymised ? (
            <Link to="?edit" className={buttonClass('secondary')}>
              {t('clients.file.edit')}
            </Link>
          ) : null}
        </div>
      </div>
      {data.form ? (
        <ClientForm
          id={`client-${data.id}`}
          lastResult={actionData && 'result' in actionData ? actionData.result : undefined}
          duplicate={actionData && 'duplicate' in actionData ? actionData.duplicate : undefined}
          defaultValue={data.form.values}
          typologies={data.form.typologies}
          followers={data.form.followers}
          submit={t('clients.file.save')}
          cancelTo={`/dashboard/clients/${data.id}`}
        />
      ) : (
        <section aria-labelledby="identity">
          <h2 id="identity" className="sr-only">
            {t('clients.file.identity')}
          </h2>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {data.identity.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm font-medium text-gray-700">{label}</dt>
                <dd className="whitespace-pre-line text-gray-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {data.book ? (
        <AddressBook
          id={data.id}
          book={data.book}
          addressReply={
            actionData && 'addressResult' in actionData ? actionData.addressResult : undefined
          }
          contactReply={
            actionData && 'contactResult' in actionData ? actionData.contactResult : undefined
          }
        />
      ) : null}
      {data.figures ? <Figures figures={data.figures} /> : null}
      <MergePanel id={data.id} gdpr={data.gdpr} reply={gdprReply} />
      <section aria-labelledby="timeline" className="space-y-2">
        <h2 id="timeline" className="text-xl font-semibold text-gray-900">
          {t('clients.file.timeline')}
        </h2>
        {timeline.entries.length ? (
          <ol className="divide-y divide-gray-200" data-testid="client-timeline">
            {timeline.entries.map((e) => (
              <li key={e.key} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="mr-3 text-gray-600">{e.date}</span>
                  {e.to ? (
                    <Link to={e.to} className="text-primary-dark underline">
                      {e.label}
                    </Link>
                  ) : (
                    e.label
                  )}
                </span>
                <span>{e.amount}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-gray-700">{t('clients.file.emptyTimeline')}</p>
        )}
        <p className="flex flex-wrap gap-4 text-sm">
          {timeline.links.orders ? (
            <Link to={timeline.links.orders} className="text-primary-dark underline">
              {t('clients.file.allOrders')}
            </Link>
          ) : null}
          {timeline.links.payments ? (
            <Link to={timeline.links.payments} className="text-primary-dark underline">
              {t('clients.file.allPayments')}
            </Link>
          ) : null}
        </p>
      </section>
      <GdprPanel gdpr={data.gdpr} reply={gdprReply} />
    </div>
  )
}
