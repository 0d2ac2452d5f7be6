/**
 * The lifecycles of spec 4 as explicit state machines. The spec lists the statuses but not the
 * transitions; these are the ones a producer's sales cycle needs, and the API refuses any other
 * with `TransitionError` and a French message naming both statuses.
 */
import type {
  CreditStatus,
  DeliveryStatus,
  LegalStatus,
  OrderStatus,
  SalesDocumentType,
  SepaStatus,
} from '#app/platform/db/schema'

export type Machine<S extends string> = {
  /** What the machine is about, in French, for messages ("une commande"). */
  noun: string
  labels: Record<S, string>
  next: Record<S, readonly S[]>
}

export class TransitionError extends Error {
  readonly status = 409
}

export function canTransition<S extends string>(machine: Machine<S>, from: S, to: S): boolean {
  return machine.next[from]?.includes(to) ?? false
}

/** The message shown when `from → to` is refused; the same wording everywhere. */
export function transitionMessage<S extends string>(machine: Machine<S>, from: S, to: S): string {
  const label = (s: S) => machine.labels[s] ?? s
  return `Transition impossible : ${machine.noun} au statut « ${label(from)} » ne peut pas passer au statut « ${label(to)} ».`
}

export function assertTransition<S extends string>(machine: Machine<S>, from: S, to: S): void {
  if (!canTransition(machine, from, to))
    throw new TransitionError(transitionMessage(machine, from, to))
}

/** Every status of a machine, in declaration order (for filters and tests). */
export const statusesOf = <S extends string>(machine: Machine<S>) =>
  Object.keys(machine.next) as S[]

export const orderMachine: Machine<OrderStatus> = {
  noun: 'une commande',
  labels: {
    draft: 'Brouillon',
    pending: 'En attente',
    validated: 'Validée',
    refused: 'Refusée',
    cancelled: 'Annulée',
    aborted: 'Abandonnée',
    expired: 'Expirée',
    invoiced: 'Facturée',
    error: 'Erreur',
  },
  next: {
    draft: ['pending', 'validated', 'cancelled'],
    pending: ['validated', 'refused', 'cancelled', 'aborted', 'expired', 'error'],
    validated: ['invoiced', 'cancelled', 'error'],
    error: ['pending', 'validated', 'cancelled'],
    // An invoiced order is corrected only through credit notes (DOMAIN.md §3).
    invoiced: [],
    refused: [],
    cancelled: [],
    aborted: [],
    expired: [],
  },
}

/**
 * What a buyer is told of their order's status. 'Erreur' is the shop's internal state (a payment
 * or a process to look at): the buyer reads the order as still waiting ('En attente') until the
 * shop resolves it; a draft entered at the office is not theirs to see until it is placed.
 */
export function buyerOrderStatus(status: OrderStatus): OrderStatus | null {
  if (status === 'draft') return null
  return status === 'error' ? 'pending' : status
}

/** The internal statuses a buyer's filter on `shown` matches (every status a buyer reads so). */
export const internalStatusesShownAs = (shown: OrderStatus): OrderStatus[] =>
  statusesOf(orderMachine).filter((s) => buyerOrderStatus(s) === shown)

const legalLabels: Record<LegalStatus, string> = {
  pending: 'Brouillon',
  generated: 'Émis',
  processing: 'Envoyé',
  incomplete: 'Payé en partie',
  completed: 'Réglé',
  rejected: 'Refusé',
  cancelled: 'Annulé',
  error: 'Erreur',
}

/**
 * Quotes: a draft (pending) is issued with a number (generated), sent (processing), then
 * accepted (completed), refused by the client (rejected) or withdrawn (cancelled).
 */
export const quoteMachine: Machine<LegalStatus> = {
  noun: 'un devis',
  labels: { ...legalLabels, generated: 'Émis', processing: 'Envoyé', completed: 'Accepté' },
  next: {
    pending: ['generated', 'cancelled'],
    generated: ['processing', 'completed', 'rejected', 'cancelled'],
    processing: ['completed', 'rejected', 'cancelled'],
    completed: [],
    rejected: [],
    cancelled: [],
    incomplete: [],
    error: ['pending'],
  },
}

/**
 * Invoices and deposit invoices: issued (generated), sent (processing), partly paid
 * (incomplete), settled (completed). A refund reopens a settled one; only a credit note for the
 * whole amount cancels an issued one.
 */
export const invoiceMachine: Machine<LegalStatus> = {
  noun: 'une facture',
  labels: legalLabels,
  next: {
    pending: ['generated', 'cancelled', 'error'],
    generated: ['processing', 'incomplete', 'completed', 'cancelled'],
    processing: ['incomplete', 'completed', 'cancelled'],
    incomplete: ['completed', 'processing', 'cancelled'],
    completed: ['incomplete', 'processing'],
    error: ['pending', 'generated'],
    rejected: [],
    cancelled: [],
  },
}

/** Credit notes are issued at once (they correct an invoice) and then only sent. */
export const creditNoteMachine: Machine<LegalStatus> = {
  noun: 'un avoir',
  labels: { ...legalLabels, completed: 'Soldé' },
  next: {
    pending: ['generated', 'cancelled'],
    generated: ['processing', 'completed'],
    processing: ['completed'],
    completed: [],
    incomplete: [],
    error: ['pending', 'generated'],
    rejected: [],
    cancelled: [],
  },
}

export const documentMachines: Record<SalesDocumentType, Machine<LegalStatus>> = {
  quote: quoteMachine,
  invoice: invoiceMachine,
  deposit: { ...invoiceMachine, noun: 'une facture d’acompte' },
  credit: creditNoteMachine,
}

/** Spec 4 credit status: what is left of a credit note to use or refund. */
export const creditMachine: Machine<CreditStatus> = {
  noun: 'un avoir',
  labels: { full: 'À solder', partial: 'Utilisé en partie', empty: 'Soldé', cancelled: 'Annulé' },
  next: {
    full: ['partial', 'empty', 'cancelled'],
    partial: ['partial', 'empty'],
    empty: [],
    cancelled: [],
  },
}

export const deliveryMachine: Machine<DeliveryStatus> = {
  noun: 'une livraison',
  labels: {
    pending: 'En attente',
    preparation: 'En préparation',
    pendingPickup: 'À enlever',
    pickup: 'Enlevée',
    transit: 'En transit',
    partiallyDelivered: 'Livrée en partie',
    partiallyReturned: 'Retournée en partie',
    delivered: 'Livrée',
    returned: 'Retournée',
    error: 'Erreur',
    exception: 'Incident',
  },
  next: {
    pending: ['preparation', 'pendingPickup', 'transit', 'delivered', 'error', 'exception'],
    preparation: ['pendingPickup', 'pickup', 'transit', 'delivered', 'error', 'exception'],
    pendingPickup: ['pickup', 'transit', 'delivered', 'error', 'exception'],
    pickup: ['transit', 'delivered', 'error', 'exception'],
    transit: ['delivered', 'partiallyDelivered', 'returned', 'partiallyReturned', 'exception'],
    partiallyDelivered: ['delivered', 'partiallyReturned', 'returned', 'exception'],
    delivered: ['partiallyReturned', 'returned'],
    partiallyReturned: ['returned'],
    exception: ['transit', 'delivered', 'partiallyDelivered', 'returned', 'error'],
    error: ['pending', 'preparation'],
    returned: [],
  },
}

/**
 * The one vocabulary of payment statuses (spec 4). An order's card or SEPA payment takes some of
 * them (checkout/api/payment-state.ts), a sales document's ledger others (domain/payments.ts).
 */
export const paymentStatuses = [
  'pending',
  'setup',
  'processing',
  'requiresAction',
  'paid',
  'partial',
  'missing',
  'refunded',
  'error',
  'cancelled',
  'scheduled',
] as const
export type PaymentStatus = (typeof paymentStatuses)[number]

export const paymentMachine: Machine<PaymentStatus> = {
  noun: 'un paiement',
  labels: {
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
  },
  next: {
    pending: [
      'setup',
      'processing',
      'requiresAction',
      'paid',
      'partial',
      'missing',
      'error',
      'cancelled',
      'scheduled',
    ],
    setup: ['processing', 'requiresAction', 'paid', 'error', 'cancelled'],
    scheduled: ['processing', 'paid', 'partial', 'missing', 'error', 'cancelled'],
    processing: ['paid', 'partial', 'requiresAction', 'error'],
    requiresAction: ['processing', 'paid', 'error', 'cancelled'],
    partial: ['paid', 'partial', 'missing', 'refunded', 'pending'],
    missing: ['partial', 'paid', 'cancelled'],
    paid: ['partial', 'refunded', 'pending'],
    error: ['pending', 'processing', 'requiresAction', 'paid', 'cancelled'],
    refunded: [],
    cancelled: [],
  },
}

export const sepaMachine: Machine<SepaStatus> = {
  noun: 'un mandat SEPA',
  labels: { pending: 'En attente', processing: 'En cours', completed: 'Actif', error: 'Erreur' },
  next: {
    pending: ['processing', 'completed', 'error'],
    processing: ['completed', 'error'],
    completed: ['error'],
    error: ['pending'],
  },
}
