import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { AdminFrame } from '#app/modules/admin/web/components/admin-frame'
import { Pager } from '#app/modules/admin/web/components/pager'
import { loadUsers, usersAction } from '#app/modules/admin/web/console.server'
import { guard } from '#app/platform/web/guard.server'
import { Button } from '#app/ui/button'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { ScrollTable } from '#app/ui/scroll-table'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return loadUsers(request, ctx)
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return usersAction(request, ctx)
}

export const meta: MetaFunction = () => [{ title: 'Utilisateurs | Administration | Caveau' }]

/** The accounts (issue 16 §4): search, role, lock, forced reset, acting as the user for support. */
export default function AdminUsers() {
  const d = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const errors = actionData?.result.error
  const problem = errors ? [...(errors.reason ?? []), ...(errors[''] ?? [])].join(' ') : ''
  return (
    <AdminFrame title={`Utilisateurs (${d.total})`}>
      <Form method="get" className="flex gap-2" role="search">
        <label htmlFor="users-q" className="sr-only">
          Rechercher un utilisateur
        </label>
        <input
          id="users-q"
          name="q"
          defaultValue={d.q}
          placeholder="Nom ou mail"
          className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2"
        />
        <Button type="submit" variant="secondary">
          Rechercher
        </Button>
      </Form>
      <ScrollTable label="Liste des utilisateurs" className="rounded-lg border border-gray-200">
        <table className="w-full text-left text-sm">
          <thead className="bg-gray-50">
            <tr>
              <th className="p-2">Nom</th>
              <th className="p-2">Mail</th>
              <th className="p-2">Rôle</th>
              <th className="p-2">Boutique</th>
              <th className="p-2">État</th>
              <th className="p-2">Créé le</th>
              <th className="p-2">Actions</th>
            </tr>
          </thead>
          <tbody>
            {d.users.map((u) => (
              <tr key={u.id} className="border-t border-gray-100 align-top">
                <td className="p-2">{u.username}</td>
                <td className="p-2">{u.email}</td>
                <td className="p-2">{u.roleLabel}</td>
                <td className="p-2">{u.shopName ?? '—'}</td>
                <td className="p-2">
                  {u.locked ? 'Verrouillé' : u.validated ? 'Actif' : 'Non validé'}
                </td>
                <td className="p-2">{u.created}</td>
                <td className="space-y-2 p-2">
                  {u.id === d.me ? null : (
                    <Form method="post">
                      <input type="hidden" name="intent" value="lock" />
                      <input type="hidden" name="id" value={u.id} />
                      <input type="hidden" name="locked" value={u.locked ? 'false' : 'true'} />
                      <Button type="submit" variant="secondary">
                        {u.locked ? 'Déverrouiller' : 'Verrouiller'}
                        <span className="sr-only"> {u.username}</span>
                      </Button>
                    </Form>
                  )}
                  <Form method="post">
                    <input type="hidden" name="intent" value="reset" />
                    <input type="hidden" name="id" value={u.id} />
                    <Button type="submit" variant="secondary">
                      Forcer un nouveau mot de passe
                      <span className="sr-only"> pour {u.username}</span>
                    </Button>
                  </Form>
                  {u.role === 'admin' || u.locked ? null : (
                    <details open={actionData?.userId === u.id}>
                      <summary className="cursor-pointer">Agir en tant que {u.username}</summary>
                      <Form method="post" className="mt-2 space-y-1">
                        <input type="hidden" name="intent" value="impersonate" />
                        <input type="hidden" name="id" value={u.id} />
                        <label htmlFor={`reason-${u.id}`} className="block font-medium">
                          Raison de l’intervention
                        </label>
                        <textarea
                          id={`reason-${u.id}`}
                          name="reason"
                          required
                          maxLength={500}
                          rows={2}
                          aria-invalid={actionData?.userId === u.id && problem ? true : undefined}
                          aria-describedby={
                            actionData?.userId === u.id && problem
                              ? `reason-${u.id}-error`
                              : undefined
                          }
                          className="block w-full rounded-md border border-gray-300 px-3 py-2"
                        />
                        {actionData?.userId === u.id && problem ? (
                          <p id={`reason-${u.id}-error`} className="text-red-700">
                            {problem}
                          </p>
                        ) : null}
                        <Button type="submit">Agir en tant que cet utilisateur</Button>
                      </Form>
                    </details>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <Pager page={d.page} pages={d.pages} params={{ q: d.q }} />
    </AdminFrame>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
