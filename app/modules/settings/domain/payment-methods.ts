/**
 * The shop's payment methods (issue 16 §1, 'Moyens de paiement' in the 'Facturation' tab): the
 * spec 3 list, none deletable, each accepted or not. The accepted ones are kept in
 * `shops.settings.paymentTypes`, which the checkout reads. A buyer is offered only those the
 * checkout can take (`checkoutPaymentTypes`: transfer, check, cash, bill, and card and SEPA debit
 * once the shop's Stripe keys are set); the others (a card on a terminal, a tip, a sample...) are
 * recorded in the back office only.
 */
import * as z from 'zod'
import {
  checkoutPaymentTypes,
  stripePaymentTypes,
  type CheckoutPaymentType,
} from '#app/modules/checkout/domain/checkout-schema'
import { entryPaymentLabels } from '#app/modules/sales/domain/order-entry'
import { ledgerMethodLabels } from '#app/modules/sales/domain/payments'

/** Spec 3 'Payment methods (settings)', in its order ('credit' is the credit note). */
export const paymentMethods = [
  'stripe',
  'stripeSepa',
  'cb',
  'cbnc',
  'sample',
  'transfer',
  'bill',
  'cash',
  'tips',
  'check',
  'ticket',
  'gift',
  'paypal',
  'sumUp',
  'up2Pay',
  'credit',
  'other',
] as const
export type PaymentMethod = (typeof paymentMethods)[number]

/**
 * The labels the orders already print: the back office's (every method but the two Stripe takes
 * from the buyer) and the ledger's for card and SEPA debit.
 */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  ...entryPaymentLabels,
  stripe: ledgerMethodLabels.stripe,
  stripeSepa: ledgerMethodLabels.stripeSepa,
}

/** Whether a buyer can choose the method at checkout (the others are for the back office). */
export const takenAtCheckout = (method: string): method is CheckoutPaymentType =>
  (checkoutPaymentTypes as readonly string[]).includes(method)

/** Card and SEPA debit: offered to buyers only once the shop's Stripe keys are set. */
export const needsStripe = (method: string) =>
  (stripePaymentTypes as readonly string[]).includes(method)

export const paymentMethodsText = {
  unknown: 'Moyen de paiement inconnu.',
  atLeastOne: 'Acceptez au moins un moyen de paiement.',
  saved: 'Vos moyens de paiement sont enregistrés.',
} as const

/** The accepted methods as stored, in the spec's order (a value no longer listed is dropped). */
export const acceptedMethods = (stored: readonly string[] | undefined): PaymentMethod[] =>
  paymentMethods.filter((m) => stored?.includes(m))

const method = z.enum(paymentMethods, { error: paymentMethodsText.unknown })
const fields = {
  paymentTypes: z
    .array(method, { error: paymentMethodsText.atLeastOne })
    .min(1, paymentMethodsText.atLeastOne)
    .max(paymentMethods.length)
    .transform((list) => acceptedMethods(list)),
}

/** PUT /settings/payment-methods, and the 'Moyens de paiement' form (the same field). */
export const PaymentMethodsInput = z.strictObject(fields)
export const paymentMethodsForm = z.object(fields)
export type PaymentMethodsInput = z.output<typeof PaymentMethodsInput>

export const paymentMethodsIntent = 'payment-methods'
