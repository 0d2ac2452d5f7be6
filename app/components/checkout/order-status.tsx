/** Order and payment statuses of spec 4 in French, as chips in the spec's colours. */
import type { OrderStatus } from '#app/api/db/schema'

export const orderStatusLabels: Record<OrderStatus, string> = {
  draft: 'Brouillon',
  pending: 'En attente',
  validated: 'Validée',
  refused: 'Refusée',
  cancelled: 'Annulée',
  aborted: 'Abandonnée',
  expired: 'Expirée',
  invoiced: 'Facturée',
  error: 'Erreur',
}

export const paymentStatusLabels: Record<string, string> = {
  pending: 'En attente',
  setup: 'Empreinte enregistrée',
  processing: 'En cours',
  requiresAction: 'Action requise',
  paid: 'Payé',
  partial: 'Payé en partie',
  missing: 'En retard',
  refunded: 'Remboursé',
  error: 'Erreur',
  cancelled: 'Annulé',
  scheduled: 'Programmé',
}

type Tone = 'grey' | 'lightBlue' | 'blue' | 'red'

// Spec 4's colour families: grey waits, light blue is under way, blue is done, red went wrong.
const tones: Record<string, Tone> = {
  draft: 'grey',
  pending: 'grey',
  aborted: 'grey',
  scheduled: 'grey',
  requiresAction: 'grey',
  validated: 'lightBlue',
  processing: 'lightBlue',
  partial: 'lightBlue',
  setup: 'lightBlue',
  invoiced: 'blue',
  paid: 'blue',
  refused: 'red',
  cancelled: 'red',
  expired: 'red',
  error: 'red',
  missing: 'red',
  refunded: 'red',
}

const toneClass: Record<Tone, string> = {
  grey: 'bg-gray-200 text-gray-900',
  lightBlue: 'bg-primary-light text-gray-900',
  blue: 'bg-[#219EBC] text-black',
  red: 'bg-red-700 text-white',
}

export function StatusChip({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${toneClass[tones[status] ?? 'grey']}`}
      data-status={status}
    >
      {label}
    </span>
  )
}

export function OrderStatusChip({ status }: { status: string }) {
  return <StatusChip status={status} label={orderStatusLabels[status as OrderStatus] ?? status} />
}

export function PaymentStatusChip({ status }: { status: string }) {
  return <StatusChip status={status} label={paymentStatusLabels[status] ?? status} />
}
