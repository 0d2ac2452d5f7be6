/** Spec 4 statuses (orders, payments, documents, deliveries, credits) as chips in the spec's colours. */
import type { OrderStatus } from '#app/platform/db/schema'
import { orderMachine, paymentMachine } from '#app/modules/sales/domain/machines'

export const orderStatusLabels: Record<OrderStatus, string> = orderMachine.labels

export const paymentStatusLabels: Record<string, string> = paymentMachine.labels

type Tone = 'grey' | 'lightBlue' | 'blue' | 'red'

// Spec 4's colour families: grey waits, light blue is under way, blue is done, red went wrong.
const tones: Record<string, Tone> = {
  preparation: 'grey',
  pendingPickup: 'grey',
  pickup: 'lightBlue',
  transit: 'lightBlue',
  partiallyDelivered: 'lightBlue',
  partiallyReturned: 'lightBlue',
  incomplete: 'lightBlue',
  generated: 'lightBlue',
  delivered: 'blue',
  completed: 'blue',
  full: 'blue',
  exception: 'red',
  returned: 'red',
  rejected: 'red',
  empty: 'red',
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
