import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { OrderStatusChip } from '#app/modules/checkout/web/components/order-status'
import type { OrderListItem } from '#app/modules/checkout/web/orders.server'
import type { BuyerInvoiceRow } from '#app/modules/sales/web/buyer-invoices.server'
import { BuyerInvoiceTable } from '#app/modules/sales/web/components/buyer-invoices'

function Block({
  id,
  title,
  more,
  children,
}: {
  id: string
  title: string
  more?: { to: string; label: string }
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="space-y-2" data-testid={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className="text-sm text-primary-dark underline">
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  )
}

const card = 'rounded-lg border border-gray-200 bg-white'
const Empty = ({ children }: { children: ReactNode }) => (
  <p className={`${card} p-4 text-gray-700`}>{children}</p>
)

function OrderLines({ orders }: { orders: OrderListItem[] }) {
  return (
    <ul className={`${card} divide-y divide-gray-100`}>
      {orders.map((o) => (
        <li key={o.id}>
          <Link
            to={`/dashboard/orders/${o.id}`}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 hover:bg-gray-50"
          >
            <span className="font-medium text-gray-900">Commande n° {o.id}</span>
            <span className="text-sm text-gray-700">
              {o.date} · {o.shop}
            </span>
            <span className="ml-auto flex items-center gap-2">
              <span className="text-sm text-gray-900">{o.total}</span>
              <OrderStatusChip status={o.status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function BuyerOrders({ orders, more }: { orders: OrderListItem[]; more: boolean }) {
  return (
    <Block
      id="home-orders"
      title="Mes dernières commandes"
      more={more ? { to: '/dashboard/orders', label: 'Toutes mes commandes' } : undefined}
    >
      {orders.length ? (
        <OrderLines orders={orders} />
      ) : (
        <Empty>Vous n’avez pas encore passé de commande.</Empty>
      )}
    </Block>
  )
}

/** The buyer's latest invoices, deposit invoices and credit notes, each with its PDF. */
export function BuyerInvoices({ invoices, more }: { invoices: BuyerInvoiceRow[]; more: boolean }) {
  return (
    <Block
      id="home-invoices"
      title="Mes factures"
      more={
        more ? { to: '/dashboard/orders#my-invoices', label: 'Toutes mes factures' } : undefined
      }
    >
      {invoices.length ? (
        <BuyerInvoiceTable invoices={invoices} caption="Mes dernières factures" />
      ) : (
        <Empty>Vous n’avez pas encore de facture.</Empty>
      )}
    </Block>
  )
}

export function BuyerLoyalty({
  loyalty,
}: {
  loyalty: { shop: string; points: number; next: number }[]
}) {
  const points = (n: number) => `${n} point${Math.abs(n) > 1 ? 's' : ''}`
  return (
    <Block id="home-loyalty" title="Mes points de fidélité">
      {loyalty.length ? (
        <ul className={`${card} divide-y divide-gray-100`}>
          {loyalty.map((l) => (
            <li key={l.shop} className="flex flex-wrap items-baseline gap-x-3 p-3">
              <span className="font-medium text-gray-900">{l.shop}</span>
              <span className="text-gray-900">{points(l.points)}</span>
              {l.next > 0 ? (
                <span className="text-sm text-gray-700">
                  encore {points(l.next)} pour votre prochaine récompense
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <Empty>Vos producteurs n’ont pas de programme de fidélité.</Empty>
      )}
    </Block>
  )
}

export function BuyerGroups({
  groups,
}: {
  groups: { token: string; name: string; shop: string; deadline: string; memberCount: number }[]
}) {
  return (
    <Block
      id="home-groups"
      title="Mes commandes groupées en cours"
      more={{ to: '/dashboard/groups', label: 'Toutes mes commandes groupées' }}
    >
      {groups.length ? (
        <ul className={`${card} divide-y divide-gray-100`}>
          {groups.map((g) => (
            <li key={g.token}>
              <Link
                to={`/groups/${g.token}`}
                className="flex flex-wrap items-baseline gap-x-3 p-3 hover:bg-gray-50"
              >
                <span className="font-medium text-gray-900">{g.name}</span>
                <span className="text-sm text-gray-700">
                  {g.shop} · jusqu’au {g.deadline} · {g.memberCount} participant
                  {g.memberCount > 1 ? 's' : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>Aucune commande groupée en cours.</Empty>
      )}
    </Block>
  )
}
