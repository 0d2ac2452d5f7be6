import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { WithdrawalFormPage } from '#app/modules/shop/web/components/sales-terms-pages'
import { guard } from '#app/platform/web/guard.server'
import { loadWithdrawalForm } from '#app/modules/shop/web/sales-terms.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return { notice: await loadWithdrawalForm(ctx, ctx.params.name) }
}

/** The same page for every visitor: cacheable (app/platform/web/page-cache.server.ts). */
export const handle = { publicCache: true }

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Formulaire de rétractation — ${data?.notice.name ?? 'Caveau'}` },
]

export default function ShopWithdrawalForm() {
  return <WithdrawalFormPage notice={useLoaderData<typeof loader>().notice} />
}
