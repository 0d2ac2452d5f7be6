import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { AreaPage } from '#app/ui/dashboard/area-page'
import { guard } from '#app/platform/web/guard.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  return null
}

export const meta: MetaFunction = () => [{ title: 'Ajouter un producteur | Caveau' }]

export default function AddShop() {
  return (
    <AreaPage
      title="Ajouter un producteur"
      empty="Les invitations entre agents et producteurs arrivent avec le module Force de vente. En attendant, un producteur peut vous ajouter depuis son espace."
    />
  )
}
