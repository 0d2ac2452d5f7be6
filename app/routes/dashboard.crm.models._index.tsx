import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { EmptyList, ListPage } from '#app/modules/sales/web/components/list-page'
import { SalesTable, type Column } from '#app/modules/sales/web/components/sales-table'
import { loadModels, type ModelRow } from '#app/modules/crm/web/models.server'
import { MODELS_PATH } from '#app/modules/crm/domain/models'
import { titleOf } from '#app/platform/domain/navigation'
import { guard } from '#app/platform/web/guard.server'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'

/** The shop's mail models (issue 17 §3), standard and advanced. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const { models, canCreate } = await loadModels(ctx)
  return {
    title: titleOf(MODELS_PATH),
    models,
    actions: canCreate
      ? [
          { label: 'Nouveau modèle standard', to: `${MODELS_PATH}/add` },
          { label: 'Nouveau modèle avancé', to: `${MODELS_PATH}/advanced` },
        ]
      : [],
  }
}

export const meta = areaMeta
export { ErrorBoundary }

const columns: Column<ModelRow>[] = [
  {
    header: 'Modèle',
    primary: true,
    cell: (m) => (
      <Link to={m.href} className="font-medium text-primary-dark underline">
        {m.name}
      </Link>
    ),
  },
  { header: 'Type', cell: (m) => m.kind },
  { header: 'Objet', cell: (m) => m.subject },
  { header: 'Modifié le', cell: (m) => m.updatedAt },
]

export default function Models() {
  const data = useLoaderData<typeof loader>()
  return (
    <ListPage title={data.title} actions={data.actions}>
      {data.models.length ? (
        <SalesTable
          caption="Modèles de mails de la boutique"
          columns={columns}
          rows={data.models}
          rowKey={(m) => m.id}
          testId="crm-models"
        />
      ) : (
        <EmptyList filtered={false} empty="Aucun modèle pour le moment." />
      )}
    </ListPage>
  )
}
