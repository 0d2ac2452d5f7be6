import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LegalNoticePage } from '#app/modules/shop/web/components/shop-pages'
import { guard } from '#app/platform/web/guard.server'
import { loadLegalNotice } from '#app/modules/shop/web/legal-notice.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return { notice: await loadLegalNotice(ctx, ctx.params.id) }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Mentions légales — ${data?.notice.name ?? 'Caveau'}` },
]

export default function SignedInLegalNotice() {
  return <LegalNoticePage notice={useLoaderData<typeof loader>().notice} />
}
