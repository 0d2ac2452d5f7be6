import type { LoaderFunctionArgs } from '@remix-run/node'
import { ScrollTable } from '#app/ui/scroll-table'
import { Link, useLoaderData } from '@remix-run/react'
import { myGroupsRoute } from '#app/modules/groups/contract'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { AreaPage } from '#app/ui/dashboard/area-page'
import { formatDeadline } from '#app/modules/groups/web/components/group-format'
import { GroupStatusChip } from '#app/modules/groups/web/components/group-status'
import { titleOf } from '#app/platform/domain/navigation'
import { guard } from '#app/platform/web/guard.server'

/** The buyer's grouped orders, organised or joined. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const result = await ctx.api.call(myGroupsRoute, {})
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  return { title: titleOf('/dashboard/groups'), groups: result.data.groups }
}

export const meta = areaMeta
export { ErrorBoundary }

export default function Groups() {
  const { title, groups } = useLoaderData<typeof loader>()
  if (!groups.length)
    return (
      <AreaPage
        title={title}
        empty="Vous ne participez à aucune commande groupée. Ouvrez-en une depuis votre panier (« Commander à plusieurs »), ou rejoignez celle dont on vous a partagé le lien."
      />
    )
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <ScrollTable label="Mes commandes groupées" className="rounded-lg border border-gray-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Mes commandes groupées, de la date limite la plus lointaine à la plus proche
          </caption>
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Nom
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Producteur
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Date limite
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Participants
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Statut
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {groups.map((g) => (
              <tr key={g.id}>
                <td className="px-3 py-2">
                  <Link
                    to={`/groups/${g.token}`}
                    className="inline-block min-h-[24px] font-medium text-primary-dark underline"
                  >
                    {g.name}
                  </Link>
                  {g.role === 'owner' ? (
                    <span className="block text-xs text-gray-600">Vous l’organisez</span>
                  ) : null}
                </td>
                <td className="px-3 py-2">{g.shop.name}</td>
                <td className="whitespace-nowrap px-3 py-2">{formatDeadline(g.deadline)}</td>
                <td className="px-3 py-2">{g.memberCount}</td>
                <td className="px-3 py-2">
                  <GroupStatusChip status={g.status} />
                  {g.orderId !== null && g.role === 'owner' ? (
                    <Link
                      to={`/dashboard/orders/${g.orderId}`}
                      className="block text-xs text-primary-dark underline"
                    >
                      Commande n° {g.orderId}
                    </Link>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </div>
  )
}
