/**
 * The cart errors of spec 8, in French for the buyer and in English for the API's other clients.
 * The engine raises the order ones; the checkout raises the address and contact ones.
 */
import type { CartError, CartErrorCode } from './types'

type Params = { name?: string; value?: number; lineId?: string }

/** 15000 → "150,00 €", as spec 8 shows the shop's minimum amount. */
export const eurosLabel = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`
const eurosLabelEn = (cents: number) => `€${(cents / 100).toFixed(2)}`

const count = (value: number | undefined) => String(value ?? '').replace('.', ',')

const messages: Record<CartErrorCode, { fr: (p: Params) => string; en: (p: Params) => string }> = {
  unknownProduct: { fr: () => 'Produit inexistant', en: () => 'Unknown product' },
  productMin: {
    fr: (p) => `Quantité minimum d’achat de ${p.value} pour ${p.name}`,
    en: (p) => `Minimum purchase quantity of ${p.value} for ${p.name}`,
  },
  productMax: {
    fr: (p) => `Quantité maximum d’achat de ${p.value} pour ${p.name}`,
    en: (p) => `Maximum purchase quantity of ${p.value} for ${p.name}`,
  },
  stock: {
    fr: (p) => `Stock insuffisant pour ${p.name}`,
    en: (p) => `Insufficient stock for ${p.name}`,
  },
  shopMinAmount: {
    fr: (p) => `Montant minimum de commande de la boutique : ${eurosLabel(p.value ?? 0)} HT`,
    en: (p) => `Shop minimum order amount: ${eurosLabelEn(p.value ?? 0)} excluding tax`,
  },
  shopMinProducts: {
    fr: (p) => `La boutique impose un minimum de ${count(p.value)} produits`,
    en: (p) => `The shop requires at least ${p.value} products`,
  },
  shopMaxProducts: {
    fr: (p) => `La boutique impose un maximum de ${count(p.value)} produits`,
    en: (p) => `The shop allows at most ${p.value} products`,
  },
  multipleOf: {
    fr: (p) => `La boutique impose un nombre de produits multiple de ${count(p.value)}`,
    en: (p) => `The shop requires a multiple of ${p.value} products`,
  },
  deliveryRequired: {
    fr: (p) => `Veuillez choisir un mode de livraison pour ${p.name}`,
    en: (p) => `Please choose a delivery mode for ${p.name}`,
  },
  noDeliveryMode: {
    fr: () => 'Aucun mode de livraison disponible pour cette adresse',
    en: () => 'No delivery mode available for this address',
  },
  paymentRequired: {
    fr: () => 'Veuillez choisir un moyen de paiement',
    en: () => 'Please choose a payment method',
  },
  slotFull: {
    fr: () => 'Quantité maximum atteinte pour ce créneau',
    en: () => 'Maximum quantity reached for this slot',
  },
  addressRequired: {
    fr: () => 'Veuillez renseigner une adresse de livraison',
    en: () => 'Please enter a delivery address',
  },
  phoneRequired: {
    fr: () => 'Veuillez renseigner un numéro de téléphone',
    en: () => 'Please enter a phone number',
  },
  completeInformation: {
    fr: () => 'Veuillez compléter vos informations',
    en: () => 'Please complete your information',
  },
  persistentError: {
    fr: () => 'Si le problème persiste, contactez un administrateur',
    en: () => 'If the problem persists, contact an administrator',
  },
  // The tax regime's refusal (tax-regime.ts), passed as `name`.
  destination: {
    fr: (p) => p.name ?? 'Ce producteur ne livre pas cette adresse.',
    en: () => 'This producer does not deliver to this address.',
  },
  loyalty: {
    fr: (p) => `Points de fidélité insuffisants ou récompense indisponible : ${p.name}`,
    en: (p) => `Not enough loyalty points or reward unavailable: ${p.name}`,
  },
}

export function cartError(code: CartErrorCode, params: Params = {}): CartError {
  const error: CartError = {
    code,
    message: messages[code].fr(params),
    messageEn: messages[code].en(params),
  }
  if (params.lineId !== undefined) error.lineId = params.lineId
  if (params.value !== undefined) error.value = params.value
  return error
}
