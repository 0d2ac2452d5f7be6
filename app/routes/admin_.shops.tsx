import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { moduleLabels } from '#app/modules/admin/domain/console'
import { AdminFrame } from '#app/modules/admin/web/components/admin-frame'
import { Pager } from '#app/modules/admin/web/components/pager'
import { loadShops, shopsAction } from '#app/modules/admin/web/console.server'
import { shopModules } from '#app/platform/domain/enums'
import { guard } from '#app/platform/web/guard.server'
import { Button } from '#app/ui/button'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { ScrollTable } from '#app/ui/scroll-table'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return loadShops(request, ctx)
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return shopsAction(request, ctx)
}

export const meta: MetaFunction = () => [{ title: 'Boutiques | Administration | Caveau' }]

/** The shops (issue 16 §4): search, status, modules per shop, suspension. */
export default function AdminShops() {
  const d = useLoaderData<typeof loader>()
  return (
    <AdminFrame title={`Boutiques (${d.total})`}>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col text-sm font-medium">
          Rechercher (nom, mail, SIRET)
          <input
            name="q"
            defaultValue={d.q}
            className="rounded-md border border-gray-300 px-3 py-2 font-normal"
          />
        </label>
        <label className="flex flex-col text-sm font-medium">
          Statut
          <select
            name="status"
            defaultValue={d.status}
            className="rounded-md border border-gray-300 px-3 py-2 font-normal"
          >
            <option value="">Tous</option>
            <option value="online">En ligne</option>
            <option value="offline">Hors ligne</option>
            <option value="suspended">Suspendues</option>
          </select>
        </label>
        <Button type="submit" variant="secondary">
          Rechercher
        </Button>
      </Form>
      <ScrollTable label="Liste des boutiques" className="rounded-lg border border-gray-200">
        <table className="w-full text-left text-sm">
          <thead className="bg-gray-50">
            <tr>
              <th className="p-2">Boutique</th>
              <th className="p-2">Mail</th>
              <th className="p-2">SIRET</th>
              <th className="p-2">Statut</th>
              <th className="p-2">Modules</th>
              <th className="p-2">Suspension</th>
            </tr>
          </thead>
          <tbody>
            {d.shops.map((s) => (
              <tr key={s.id} className="border-t border-gray-100 align-top">
                <td className="p-2">
                  <a href={`/${s.urlShop ?? s.id}`} className="text-primary-dark underline">
                    {s.name}
                  </a>
                  <span className="block text-gray-700">créée le {s.created}</span>
                </td>
                <td className="p-2">{s.email ?? '—'}</td>
                <td className="p-2">{s.siret ?? '—'}</td>
                <td className="p-2">{s.statusLabel}</td>
                <td className="p-2">
                  <details>
                    <summary className="cursor-pointer">
                      {s.active} actif{s.active > 1 ? 's' : ''}
                    </summary>
                    <Form method="post" className="mt-2 space-y-1">
                      <input type="hidden" name="intent" value="modules" />
                      <input type="hidden" name="id" value={s.id} />
                      <fieldset>
                        <legend className="sr-only">Modules de {s.name}</legend>
                        {shopModules.map((m) => (
                          <label key={m} className="flex items-center gap-2">
                            <input
                              type="checkbox"
                              name="module"
                              value={m}
                              defaultChecked={s.modules[m]}
                            />
                            {moduleLabels[m] ?? m}
                          </label>
                        ))}
                      </fieldset>
                      <Button type="submit" variant="secondary">
                        Enregistrer les modules
                      </Button>
                    </Form>
                  </details>
                </td>
                <td className="p-2">
                  <Form method="post">
                    <input type="hidden" name="intent" value="suspend" />
                    <input type="hidden" name="id" value={s.id} />
                    <input
                      type="hidden"
                      name="suspended"
                      value={s.status === 'suspended' ? 'false' : 'true'}
                    />
                    <Button type="submit" variant="secondary">
                      {s.status === 'suspended' ? 'Lever la suspension' : 'Suspendre'}
                      <span className="sr-only"> {s.name}</span>
                    </Button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <Pager page={d.page} pages={d.pages} params={{ q: d.q, status: d.status }} />
    </AdminFrame>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
