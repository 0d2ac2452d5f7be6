/** What a buyer does next for each payment type, once an order is placed (confirmation page). */
import {
  checkoutPaymentLabels,
  type CheckoutPaymentType,
} from '#app/modules/checkout/domain/checkout-schema'

const steps: Record<CheckoutPaymentType, string> = {
  transfer: 'Le producteur vous communiquera ses coordonnées bancaires.',
  check: 'Le producteur vous indiquera à quel ordre et à quelle adresse envoyer votre chèque.',
  cash: 'Vous réglerez en espèces au retrait ou à la livraison de votre commande.',
  bill: 'Le producteur vous enverra une facture, à régler à sa réception.',
  stripe: 'Votre carte ne sera débitée qu’après la validation de la commande par le producteur.',
  stripeSepa:
    'Le prélèvement ne sera effectué qu’après la validation de la commande par le producteur.',
}

export const paymentLabel = (type: string): string =>
  checkoutPaymentLabels[type as CheckoutPaymentType] ?? type

export const paymentNextStep = (type: string): string | null =>
  steps[type as CheckoutPaymentType] ?? null

export const afterOrder =
  'Le producteur va examiner votre commande : vous recevrez une notification et un mail dès qu’il l’aura validée.'
