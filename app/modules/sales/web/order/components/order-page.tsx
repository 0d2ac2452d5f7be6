import { useActionData, useLoaderData } from '@remix-run/react'
import { AreaPage } from '#app/ui/dashboard/area-page'
import type { loadOrderPage, OrderArea } from '#app/modules/sales/web/order/order-route.server'
import type { FormReply } from '#app/modules/sales/web/order/payment-form.server'
import { BuyerOrderPage } from './buyer-order'
import { SalesOrderPage } from './order-view'

/**
 * An order's page, in the orders or the futures area: the back-office view for shop staff, the
 * checkout view for its buyer, an empty state for anyone else.
 */
export function OrderPage({ area }: { area: OrderArea }) {
  const {
    title,
    order,
    sales,
    recipients,
    recipientQuery,
    methods,
    parts,
    invoices,
    labels,
    labelLinks,
  } = useLoaderData<typeof loadOrderPage>()
  const reply = useActionData() as FormReply | undefined
  if (sales) {
    return (
      <SalesOrderPage
        title={title}
        order={sales}
        recipients={recipients}
        recipientQuery={recipientQuery}
        methods={methods}
        parts={parts}
        labels={labels}
        labelLinks={labelLinks}
        reply={reply}
        here={`${area}/${sales.id}`}
      />
    )
  }
  if (order) return <BuyerOrderPage title={title} order={order} invoices={invoices} />
  return (
    <AreaPage
      title={title}
      empty="Vos droits ne vous permettent pas de consulter les commandes de la boutique."
    />
  )
}
