import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { SalesTermsPage } from '#app/modules/shop/web/components/sales-terms-pages'
import { guard } from '#app/platform/web/guard.server'
import { loadSalesTerms } from '#app/modules/shop/web/sales-terms.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return { terms: await loadSalesTerms(ctx, ctx.params.id, request) }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Conditions générales de vente — ${data?.terms.shopName ?? 'Caveau'}` },
]

export default function SignedInSalesTerms() {
  return <SalesTermsPage terms={useLoaderData<typeof loader>().terms} />
}
