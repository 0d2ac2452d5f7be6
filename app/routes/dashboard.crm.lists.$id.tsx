import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { useTranslation } from 'react-i18next'
import { formatCount } from '#app/platform/domain/format'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { ListForm } from '#app/modules/crm/web/components/list-form'
import {
  listAction,
  listFormOptions,
  loadList,
  type ListReply,
} from '#app/modules/crm/web/lists.server'
import { Pagination } from '#app/modules/sales/web/components/pagination'
import { SalesTable } from '#app/modules/sales/web/components/sales-table'
import { LISTS_PATH } from '#app/modules/crm/domain/lists'
import { recordIdOr404 } from '#app/platform/web/area-route.server'
import { readForm } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'
import { buttonClass } from '#app/ui/button'
import { areaMeta, backTo, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { ExportLink } from '#app/ui/export-link'
import { PageHeading } from '#app/ui/page-heading'

const idOf = (value: string | undefined) => String(recordIdOr404(value))

/**
 * A marketing list (issue 17 §3): its members (the clients the viewer reaches, 20 a page);
 * createList adds and removes a static list's clients (found through the clients list's search)
 * or changes a dynamic list's filters, renames or deletes it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const page = await loadList(request, ctx, idOf(params.id))
  const options = page.canEdit ? await listFormOptions(ctx) : { typologies: [], followers: [] }
  return { title: page.list.name, ...page, ...options }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return listAction(request, ctx, idOf(params.id), await readForm(request))
}

export const meta = areaMeta
/** The page translates (app/locales): i18next comes with it. */
export const handle = { ...backTo(LISTS_PATH), i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

type Person = { id: number; name: string; email: string; city: string }

function MemberButton({
  intent,
  id,
  back,
  label,
}: {
  intent: string
  id: number
  back: string
  label: string
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="clientId" value={id} />
      <input type="hidden" name="redirectTo" value={back} />
      <button type="submit" className="min-h-[44px] text-primary-dark underline">
        {label}
      </button>
    </Form>
  )
}

export default function CrmList() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const reply = useActionData<ListReply>()
  const { list } = data
  const isStatic = list.kind === 'static'
  const columns = [
    {
      header: t('crm.list.client'),
      primary: true,
      cell: (c: Person) => (
        <Link to={`/dashboard/clients/${c.id}`} className="text-primary-dark underline">
          {c.name}
        </Link>
      ),
    },
    { header: t('crm.list.email'), cell: (c: Person) => c.email },
    { header: t('crm.list.city'), cell: (c: Person) => c.city },
    ...(isStatic && data.canEdit
      ? [
          {
            header: t('crm.list.action'),
            cell: (c: Person) => (
              <MemberButton
                intent="remove"
                id={c.id}
                back={data.back}
                label={t('crm.list.remove', { name: c.name })}
              />
            ),
          },
        ]
      : []),
  ]
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <PageHeading title={data.title}>
        {data.exportTo ? (
          <ExportLink href={data.exportTo}>{t('crm.list.export')}</ExportLink>
        ) : null}
      </PageHeading>
      <p className="text-gray-700" data-testid="list-summary">
        {list.type} · {formatCount(data.total, 'client', data.totalCapped)}
        {isStatic ? '' : t('crm.list.recomputed')}
      </p>
      {data.members.length ? (
        <SalesTable
          caption={t('crm.list.caption')}
          columns={columns}
          rows={data.members}
          rowKey={(c) => c.id}
          testId="list-members"
        />
      ) : (
        <p className="rounded-lg border border-dashed bg-white p-6 text-center text-gray-700">
          {t('crm.list.empty')}
        </p>
      )}
      <Pagination page={data.page} pages={data.pages} search={data.search} />
      {isStatic && data.canEdit ? (
        <section className="space-y-2 rounded-lg border bg-white p-4" aria-labelledby="add-clients">
          <h2 id="add-clients" className="text-lg font-semibold">
            {t('crm.list.addClients')}
          </h2>
          <Form method="get" className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col text-sm font-medium text-gray-800">
              {t('crm.list.searchClient')}
              <input
                type="search"
                name="q"
                defaultValue={data.q}
                placeholder={t('crm.list.searchPlaceholder')}
                className="mt-1 rounded-md border border-gray-300 px-3 py-2 text-base"
              />
            </label>
            <button type="submit" className={buttonClass('secondary')}>
              {t('crm.list.search')}
            </button>
          </Form>
          {data.found ? (
            data.found.length ? (
              <ul className="divide-y" data-testid="found-clients">
                {data.found.map((c) => (
                  <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-1">
                    <span>
                      {c.name} {c.city ? `(${c.city})` : ''}
                    </span>
                    {c.member ? (
                      <span className="text-sm text-gray-600">{t('crm.list.member')}</span>
                    ) : (
                      <MemberButton
                        intent="add"
                        id={c.id}
                        back={data.back}
                        label={t('crm.list.add', { name: c.name })}
                      />
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-gray-700">{t('crm.list.notFound')}</p>
            )
          ) : null}
        </section>
      ) : null}
      {data.canEdit ? (
        <details className="rounded-lg border bg-white p-4" open={Boolean(reply)}>
          <summary className="cursor-pointer font-medium">{t('crm.list.edit')}</summary>
          <div className="space-y-3 pt-3">
            <ListForm
              id="list-form"
              intent="save"
              values={{ name: list.name, type: list.kind, sort: 'name', ...(list.filters ?? {}) }}
              fixedType={list.kind}
              typologies={data.typologies}
              followers={data.followers}
              back={data.back}
              lastResult={reply?.result}
              submitLabel={t('crm.list.save')}
            />
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <button type="submit" className={buttonClass('danger')}>
                {t('crm.list.delete')}
              </button>
            </Form>
          </div>
        </details>
      ) : null}
    </div>
  )
}
