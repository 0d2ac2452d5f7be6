/** Spec 4 chips of the sales lists, with the machines' French labels and the spec's colours. */
import { StatusChip } from '#app/modules/checkout/web/components/order-status'
import {
  creditMachine,
  deliveryMachine,
  documentMachines,
  paymentMachine,
} from '#app/modules/sales/domain/machines'

type DocType = keyof typeof documentMachines

export function DocumentStatusChip({ type, status }: { type: string; status: string }) {
  const machine = documentMachines[type as DocType] ?? documentMachines.invoice
  return (
    <StatusChip
      status={status}
      label={(machine.labels as Record<string, string>)[status] ?? status}
    />
  )
}

export function DeliveryStatusChip({ status }: { status: string }) {
  return (
    <StatusChip
      status={status}
      label={(deliveryMachine.labels as Record<string, string>)[status] ?? status}
    />
  )
}

export function CreditStatusChip({ status }: { status: string }) {
  return (
    <StatusChip
      status={status}
      label={(creditMachine.labels as Record<string, string>)[status] ?? status}
    />
  )
}

export function PaymentChip({ status }: { status: string }) {
  return (
    <StatusChip
      status={status}
      label={(paymentMachine.labels as Record<string, string>)[status] ?? status}
    />
  )
}
