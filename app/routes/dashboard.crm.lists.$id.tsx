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
export const handle = backTo(LISTS_PATH)
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
  const data = useLoaderData<typeof loader>()
  const reply = useActionData<ListReply>()
  const { list } = data
  const isStatic = list.kind === 'static'
  const columns = [
    {
      header: 'Client',
      primary: true,
      cell: (c: Person) => (
        <Link to={`/dashboard/clients/${c.id}`} className="text-primary-dark underline">
          {c.name}
        </Link>
      ),
    },
    { header: 'E-mail', cell: (c: Person) => c.email },
    { header: 'Ville', cell: (c: Person) => c.city },
    ...(isStatic && data.canEdit
      ? [
          {
            header: 'Action',
            cell: (c: Person) => (
              <MemberButton
                intent="remove"
                id={c.id}
                back={data.back}
                label={`Retirer ${c.name}`}
              />
            ),
          },
        ]
      : []),
  ]
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">{data.title}</h1>
      <p className="text-gray-700" data-testid="list-summary">
        {list.type} · {formatCount(data.total, 'client', data.totalCapped)}
        {isStatic ? '' : ' (recalculé à chaque lecture)'}
      </p>
      {data.members.length ? (
        <SalesTable
          caption="Clients de la liste"
          columns={columns}
          rows={data.members}
          rowKey={(c) => c.id}
          testId="list-members"
        />
      ) : (
        <p className="rounded-lg border border-dashed bg-white p-6 text-center text-gray-700">
          Aucun client dans cette liste.
        </p>
      )}
      <Pagination page={data.page} pages={data.pages} search={data.search} />
      {isStatic && data.canEdit ? (
        <section className="space-y-2 rounded-lg border bg-white p-4" aria-labelledby="add-clients">
          <h2 id="add-clients" className="text-lg font-semibold">
            Ajouter des clients
          </h2>
          <Form method="get" className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col text-sm font-medium text-gray-800">
              Rechercher un client
              <input
                type="search"
                name="q"
                defaultValue={data.q}
                placeholder="Nom, raison sociale, e-mail, ville, SIRET…"
                className="mt-1 rounded-md border border-gray-300 px-3 py-2 text-base"
              />
            </label>
            <button type="submit" className={buttonClass('secondary')}>
              Rechercher
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
                      <span className="text-sm text-gray-600">Déjà dans la liste</span>
                    ) : (
                      <MemberButton
                        intent="add"
                        id={c.id}
                        back={data.back}
                        label={`Ajouter ${c.name}`}
                      />
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-gray-700">Aucun client trouvé.</p>
            )
          ) : null}
        </section>
      ) : null}
      {data.canEdit ? (
        <details className="rounded-lg border bg-white p-4" open={Boolean(reply)}>
          <summary className="cursor-pointer font-medium">Modifier la liste</summary>
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
              submitLabel="Enregistrer la liste"
            />
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <button type="submit" className={buttonClass('danger')}>
                Supprimer la liste
              </button>
            </Form>
          </div>
        </details>
      ) : null}
    </div>
  )
}
