import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { AreaPage } from '#app/ui/dashboard/area-page'
import { areaMeta, backTo, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { DocumentPage } from '#app/modules/sales/web/document/components/document-view'
import { guard } from '#app/platform/web/guard.server'
import { documentAction, loadDocumentPage } from '#app/modules/sales/web/order/document-page.server'
import { recordId } from '#app/modules/sales/web/order/order-route.server'
import type { FormReply } from '#app/modules/sales/web/order/payment-form.server'

/** One quote, invoice, deposit invoice or credit note (the provider decides who reads which). */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return loadDocumentPage(ctx, recordId(ctx.params))
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return documentAction(ctx, request, recordId(ctx.params))
}

export const meta = areaMeta
export const handle = backTo('/dashboard/orders/bills')
export { ErrorBoundary }

export default function SalesDocumentPage() {
  const { title, document, methods } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  if (!document)
    return (
      <AreaPage
        title={title}
        empty="Vos droits ne vous permettent pas de consulter les documents de vente."
      />
    )
  return <DocumentPage doc={document} methods={methods} reply={reply} />
}
