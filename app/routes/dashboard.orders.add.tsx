import type { LoaderFunctionArgs } from '@remix-run/node'
import {
  AreaRoute,
  areaMeta,
  editorHandle,
  ErrorBoundary,
} from '#app/components/dashboard/area-route'
import type { AreaData } from '#app/utils/area-route.server'
import { guard } from '#app/utils/guard.server'

/** The one order-entry page: `subType` makes it a quote or an invoice (spec 2.3). */
const headings: Record<string, string> = { quote: 'Nouveau devis', bill: 'Nouvelle facture' }

export async function loader({ request }: LoaderFunctionArgs): Promise<AreaData> {
  await guard(request)
  const subType = new URL(request.url).searchParams.get('subType')
  if (!subType) return { title: 'Nouvelle commande' }
  const title = Object.hasOwn(headings, subType) ? headings[subType] : null
  if (!title) throw new Response('Type de document inconnu', { status: 400 })
  return { title }
}

export const meta = areaMeta
export const handle = editorHandle
export { ErrorBoundary }

export default function Page() {
  return (
    <AreaRoute empty="La saisie des devis, commandes et factures, avec leurs lignes et leurs remises, arrive avec le module Ventes." />
  )
}
