/** French names of the sales documents and their statuses, from the spec 4 machines. */
import { creditMachine, documentMachines } from '#app/modules/sales/domain/machines'

export type DocumentType = 'quote' | 'invoice' | 'deposit' | 'credit'

export const documentTypeLabels: Record<DocumentType, string> = {
  quote: 'Devis',
  invoice: 'Facture',
  deposit: 'Facture d’acompte',
  credit: 'Avoir',
}

export function documentStatusLabel(type: DocumentType, status: string): string {
  return (documentMachines[type].labels as Record<string, string>)[status] ?? status
}

export const creditStatusLabel = (status: string | null) =>
  status ? ((creditMachine.labels as Record<string, string>)[status] ?? status) : null
