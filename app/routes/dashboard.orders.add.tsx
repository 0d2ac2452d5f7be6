import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { AreaPage } from '#app/components/dashboard/area-page'
import { areaMeta, editorHandle, ErrorBoundary } from '#app/components/dashboard/area-route'
import { EntryForm } from '#app/components/sales-order/entry-form'
import { guard } from '#app/utils/guard.server'
import { entryAction, loadEntryPage, type EntryReply } from '#app/utils/sales-order/entry.server'

/**
 * The one entry page of the sales cycle: an order by default, a sample (`kind=sample`), a quote
 * (`subType=quote`) or an invoice made at once (`subType=bill`).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return loadEntryPage(ctx, request)
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return entryAction(ctx, request)
}

export const meta = areaMeta
export const handle = editorHandle
export { ErrorBoundary }

export default function OrderEntryPage() {
  const data = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as EntryReply | undefined
  // A new page (another client chosen, a search) gives the uncontrolled fields their new values.
  const { key } = useLocation()
  if (data.refused) return <AreaPage title={data.title} empty={data.refused} />
  return (
    <div className="mx-auto max-w-4xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">{data.title}</h1>
      <EntryForm
        key={reply?.nonce ?? key}
        data={data}
        values={reply?.values ?? data.values}
        errors={reply?.errors ?? {}}
        formError={reply?.formError ?? null}
      />
    </div>
  )
}
