/**
 * The consumer's right of withdrawal at checkout (Code de la consommation L221-5, L221-18; issue
 * 15 §4): 14 days, with the model form, except for what L221-28 excludes, told line by line. Read
 * by the checkout page (last step) and the shop's model-form page.
 */
import type { ProductKind } from '#app/modules/catalogue/domain/catalogue'

export const WITHDRAWAL_DAYS = 14

/** Why a line has no right of withdrawal. */
export type WithdrawalExclusion = 'primeur' | 'prestation'

/**
 * En primeur wine (delivered after 30 days at a price that depends on the market, L221-28 7°) and
 * dated leisure services such as tastings and visits (prestations, L221-28 12°).
 */
export function withdrawalExclusion(line: {
  productType: ProductKind | string
  enPrimeur: boolean
}): WithdrawalExclusion | null {
  if (line.productType === 'prestation') return 'prestation'
  if (line.enPrimeur) return 'primeur'
  return null
}

export const withdrawalTexts = {
  title: 'Droit de rétractation',
  right: `Vous disposez de ${WITHDRAWAL_DAYS} jours à compter de la réception de vos produits pour vous rétracter, sans avoir à donner de motif (Code de la consommation, L221-18).`,
  form: 'Formulaire type de rétractation',
  exclusions: {
    primeur:
      'Vin en primeur, livré plus de 30 jours après la commande à un prix dépendant du marché : sans droit de rétractation (L221-28 7°).',
    prestation:
      'Prestation de loisirs à date déterminée (dégustation, visite) : sans droit de rétractation (L221-28 12°).',
  } satisfies Record<WithdrawalExclusion, string>,
} as const
