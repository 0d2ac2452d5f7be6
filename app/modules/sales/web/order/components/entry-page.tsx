import { useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { AreaPage } from '#app/ui/dashboard/area-page'
import type { EntryReply, loadEntryPage } from '#app/modules/sales/web/order/entry.server'
import { EntryForm } from './entry-form'

/** The page of every entry route (order, sample, quote, invoice, future): the same form. */
export function EntryPage() {
  const data = useLoaderData<typeof loadEntryPage>()
  const reply = useActionData() as EntryReply | undefined
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
        addresses={reply?.deliveryAddresses ?? data.deliveryAddresses}
      />
    </div>
  )
}
