/**
 * The choices of the sales lists' selects (statuses with spec 4's French labels, types, sorts)
 * and their nouns: shared by loaders and components, hence not a .server module.
 */
import type { OrderKind, SalesDocumentType } from '#app/platform/db/schema'
import {
  deliveryMachine,
  documentMachines,
  orderMachine,
  statusesOf,
} from '#app/modules/sales/domain/machines'
import {
  ledgerMethodLabels,
  ledgerMethods,
  paymentKindLabels,
} from '#app/modules/sales/domain/payments'

export type Choice = { value: string; label: string }

export const orderKindLabels: Record<OrderKind, string> = {
  order: 'Commande',
  sample: 'Échantillon',
  future: 'Précommande',
}

export const orderKindChoices: Choice[] = Object.entries(orderKindLabels).map(([value, label]) => ({
  value,
  label,
}))

export const orderStatusChoices: Choice[] = statusesOf(orderMachine).map((s) => ({
  value: s,
  label: orderMachine.labels[s],
}))

export const orderSorts: Choice[] = [
  { value: 'date-desc', label: 'Plus récentes d’abord' },
  { value: 'date-asc', label: 'Plus anciennes d’abord' },
  { value: 'amount-desc', label: 'Montant décroissant' },
  { value: 'amount-asc', label: 'Montant croissant' },
  { value: 'client-asc', label: 'Client (A → Z)' },
  { value: 'status-asc', label: 'Statut' },
]

export const documentSorts: Choice[] = [
  { value: 'date-desc', label: 'Plus récents d’abord' },
  { value: 'date-asc', label: 'Plus anciens d’abord' },
  { value: 'number-desc', label: 'Numéro décroissant' },
  { value: 'number-asc', label: 'Numéro croissant' },
  { value: 'amount-desc', label: 'Montant décroissant' },
  { value: 'amount-asc', label: 'Montant croissant' },
  { value: 'client-asc', label: 'Client (A → Z)' },
]

export const documentStatusChoices = (type: SalesDocumentType): Choice[] =>
  statusesOf(documentMachines[type]).map((s) => ({
    value: s,
    label: documentMachines[type].labels[s],
  }))

const documentNouns: Record<SalesDocumentType, [string, string]> = {
  quote: ['devis', 'devis'],
  invoice: ['facture', 'factures'],
  deposit: ['facture d’acompte', 'factures d’acompte'],
  credit: ['avoir', 'avoirs'],
}

export const documentCount = (type: SalesDocumentType, n: number) =>
  `${n} ${documentNouns[type][n > 1 ? 1 : 0]}`

export const deliveryStatusChoices: Choice[] = statusesOf(deliveryMachine).map((s) => ({
  value: s,
  label: deliveryMachine.labels[s],
}))

export const ledgerMethodChoices: Choice[] = ledgerMethods.map((m) => ({
  value: m,
  label: ledgerMethodLabels[m],
}))

export const paymentKindChoices: Choice[] = Object.entries(paymentKindLabels).map(
  ([value, label]) => ({ value, label }),
)

export const ledgerSorts: Choice[] = [
  { value: '-receivedAt', label: 'Plus récents d’abord' },
  { value: 'receivedAt', label: 'Plus anciens d’abord' },
  { value: '-amount', label: 'Montant décroissant' },
  { value: 'amount', label: 'Montant croissant' },
]
