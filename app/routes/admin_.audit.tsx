import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AdminFrame } from '#app/modules/admin/web/components/admin-frame'
import { Pager } from '#app/modules/admin/web/components/pager'
import { loadAudit } from '#app/modules/admin/web/console.server'
import { guard } from '#app/platform/web/guard.server'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { ScrollTable } from '#app/ui/scroll-table'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return loadAudit(request, ctx)
}

export const meta: MetaFunction = () => [{ title: 'Journal du support | Administration | Caveau' }]

/** What administrators changed while acting as users (issue 16 §4), newest first. */
export default function AdminAudit() {
  const d = useLoaderData<typeof loader>()
  return (
    <AdminFrame title="Journal du support">
      <p className="text-gray-700">
        Chaque modification faite en agissant en tant qu’un utilisateur ({d.total} en tout).
      </p>
      {d.entries.length === 0 ? (
        <p className="text-gray-700">Aucune intervention enregistrée.</p>
      ) : (
        <ScrollTable
          label="Journal des interventions"
          className="rounded-lg border border-gray-200"
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-gray-50">
              <tr>
                <th className="p-2">Date</th>
                <th className="p-2">Administrateur</th>
                <th className="p-2">Utilisateur</th>
                <th className="p-2">Requête</th>
              </tr>
            </thead>
            <tbody>
              {d.entries.map((e) => (
                <tr key={e.id} className="border-t border-gray-100">
                  <td className="p-2">{e.when}</td>
                  <td className="p-2">{e.admin.username}</td>
                  <td className="p-2">{e.user.username}</td>
                  <td className="break-all p-2 font-mono">
                    {e.method} {e.path}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
      <Pager page={d.page} pages={d.pages} params={{}} />
    </AdminFrame>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
