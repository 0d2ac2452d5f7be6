/**
 * The rules of the payments ledger, without the database: what a receipt, a refund or the use of
 * a credit note may be, and what the document's payment, legal and credit statuses become after
 * it. The ledger service applies them inside one transaction.
 */
import type {
  CreditStatus,
  LegalStatus,
  PaymentKind,
  SalesDocumentType,
} from '#app/platform/db/schema'
import { euros } from '#app/platform/domain/money'
import type { PaymentStatus } from './machines'

/** The payment statuses a sales document takes from its ledger. */
export type DocumentPaymentStatus = Extract<
  PaymentStatus,
  'pending' | 'partial' | 'paid' | 'missing' | 'refunded'
>

/** Spec 3 payment types money comes in by, plus a credit note used as payment. */
export const ledgerMethods = [
  'transfer',
  'check',
  'cash',
  'cb',
  'stripe',
  'stripeSepa',
  'paypal',
  'ticket',
  'gift',
  'credit',
  'other',
] as const
export type LedgerMethod = (typeof ledgerMethods)[number]

export const ledgerMethodLabels: Record<LedgerMethod, string> = {
  transfer: 'Virement',
  check: 'Chèque',
  cash: 'Espèces',
  cb: 'Carte bancaire (terminal)',
  stripe: 'Carte bancaire en ligne',
  stripeSepa: 'Prélèvement SEPA',
  paypal: 'PayPal',
  ticket: 'Titre-restaurant',
  gift: 'Bon cadeau',
  credit: 'Avoir',
  other: 'Autre',
}

export const paymentKindLabels: Record<PaymentKind, string> = {
  payment: 'Paiement',
  refund: 'Remboursement',
  credit: 'Avoir utilisé',
}

export const paymentMessages = {
  notIssued: "Ce document n'est pas encore émis : il ne peut pas recevoir de paiement.",
  quote: 'Un devis ne reçoit pas de paiement.',
  creditAsTarget: 'Un avoir ne reçoit pas de paiement : utilisez-le pour régler une facture.',
  overpay: (leftCents: number) => `Le montant dépasse le reste à payer (${euros(leftCents)}).`,
  overRefund: (paidCents: number) =>
    `Le remboursement dépasse ce qui a été payé (${euros(paidCents)}).`,
  creditRefundTooBig: (leftCents: number) =>
    `Le remboursement dépasse ce qui reste de l'avoir (${euros(leftCents)}).`,
  creditMissing: "Choisissez l'avoir à utiliser.",
  creditNotUsable: "Cet avoir n'est pas utilisable.",
  creditTooBig: (leftCents: number) =>
    `Le montant dépasse ce qui reste de l'avoir (${euros(leftCents)}).`,
  creditOtherClient: 'Cet avoir appartient à un autre client que celui du document.',
  creditNeedsDocument: "Un avoir s'utilise pour régler une facture ou une facture d'acompte.",
  creditMethod: 'Un avoir utilisé se note avec le moyen de paiement « Avoir ».',
  creditOnlyForCreditKind: "Un avoir ne s'utilise qu'avec le type « Avoir utilisé ».",
  target: 'Indiquez le document ou la commande réglée.',
  orderMismatch: "Ce document n'appartient pas à cette commande.",
  orderOverpay: (leftCents: number) =>
    `Le montant dépasse le reste à payer de la commande (${euros(leftCents)}).`,
  orderNotOpen: 'Cette commande ne peut pas recevoir de paiement.',
} as const

/** What the ledger needs to know of the document a row is recorded against. */
export type LedgerDocument = {
  type: SalesDocumentType
  number: string | null
  status: LegalStatus
  dueCents: number
  paidCents: number
  dueAt: Date | null
  clientId: number
  creditRemainingCents: number | null
  creditStatus: CreditStatus | null
}

export type LedgerEntry = {
  kind: PaymentKind
  /** Always positive here; a refund is stored negative. */
  amountCents: number
  method: string
}

/** The signed amount the ledger row holds: a refund takes money back. */
export const signedAmount = (entry: Pick<LedgerEntry, 'kind' | 'amountCents'>) =>
  entry.kind === 'refund' ? -entry.amountCents : entry.amountCents

export class LedgerRefusal extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
  ) {
    super(message)
  }
}

const refuse = (status: 400 | 409, message: string): never => {
  throw new LedgerRefusal(status, message)
}

export const isOverdue = (doc: Pick<LedgerDocument, 'dueAt'>, now: Date) =>
  doc.dueAt !== null && doc.dueAt.getTime() < now.getTime()

/**
 * Spec 4 payment status from what was paid: late means "not fully paid after the due date",
 * whether nothing or part came in; a refund that brings the paid amount back to zero is
 * 'refunded'.
 */
export function paymentStatusOf(
  doc: Pick<LedgerDocument, 'dueCents' | 'dueAt'>,
  paidCents: number,
  now: Date,
  lastKind?: PaymentKind,
): DocumentPaymentStatus {
  if (doc.dueCents > 0 && paidCents >= doc.dueCents) return 'paid'
  if (lastKind === 'refund' && paidCents <= 0) return 'refunded'
  if (isOverdue(doc, now)) return 'missing'
  return paidCents > 0 ? 'partial' : 'pending'
}

/**
 * The legal status a payment moves an invoice to (invoiceMachine): partly paid → incomplete,
 * settled → completed; a refund down to nothing puts it back to sent (processing).
 */
export function legalStatusAfter(current: LegalStatus, paidCents: number, dueCents: number) {
  if (dueCents > 0 && paidCents >= dueCents) return 'completed'
  if (paidCents > 0) return 'incomplete'
  return current === 'incomplete' || current === 'completed' ? 'processing' : current
}

/** Spec 4 credit status from what is left of a credit note. */
export function creditStatusOf(remainingCents: number, totalCents: number): CreditStatus {
  if (remainingCents <= 0) return 'empty'
  return remainingCents >= totalCents ? 'full' : 'partial'
}

/** Documents that may receive ledger rows: issued invoices and deposits still open. */
function checkReceiver(doc: LedgerDocument) {
  if (doc.type === 'quote') refuse(409, paymentMessages.quote)
  if (doc.number === null || doc.status === 'pending') refuse(409, paymentMessages.notIssued)
}

/**
 * Refuses a row that the document cannot take (nothing is written then). `credit` is the credit
 * note used, for kind 'credit'. Returns the document's paid amount after the row.
 */
export function checkEntry(
  doc: LedgerDocument,
  entry: LedgerEntry,
  credit?: LedgerDocument | null,
): number {
  checkReceiver(doc)
  if (doc.type === 'credit') {
    // A credit note takes only refunds: the producer pays its rest back to the client.
    if (entry.kind !== 'refund') refuse(409, paymentMessages.creditAsTarget)
    const left = doc.creditRemainingCents ?? 0
    if (doc.creditStatus === 'cancelled' || left <= 0) refuse(409, paymentMessages.creditNotUsable)
    if (entry.amountCents > left) refuse(400, paymentMessages.creditRefundTooBig(left))
    return doc.paidCents
  }
  if (entry.kind === 'refund') {
    if (entry.amountCents > doc.paidCents) refuse(400, paymentMessages.overRefund(doc.paidCents))
    return doc.paidCents - entry.amountCents
  }
  const left = Math.max(doc.dueCents - doc.paidCents, 0)
  if (entry.amountCents > left) refuse(400, paymentMessages.overpay(left))
  if (entry.kind === 'credit') {
    if (!credit) return refuse(400, paymentMessages.creditMissing)
    if (credit.type !== 'credit' || credit.number === null)
      refuse(400, paymentMessages.creditMissing)
    if (credit.clientId !== doc.clientId) refuse(409, paymentMessages.creditOtherClient)
    const creditLeft = credit.creditRemainingCents ?? 0
    if (credit.creditStatus === 'cancelled' || creditLeft <= 0)
      refuse(409, paymentMessages.creditNotUsable)
    if (entry.amountCents > creditLeft) refuse(400, paymentMessages.creditTooBig(creditLeft))
  }
  return doc.paidCents + entry.amountCents
}

/** Whole days between the due date and `now` (0 when not late). */
export function daysLate(dueAt: Date | null, now: Date): number {
  if (!dueAt) return 0
  const ms = now.getTime() - dueAt.getTime()
  return ms <= 0 ? 0 : Math.floor(ms / 86_400_000)
}
