/**
 * A shop's general terms of sale (CGV, Code de la consommation L221-5; issue 15 §4): a default
 * text every shop starts with, which its owner edits in the settings' 'Informations' tab. Each
 * saved text is a new version, never changed afterwards; an order keeps the version its buyer
 * accepted at checkout. Read by the API (storing, versioning) and by the pages (form, public page).
 */
import * as z from 'zod'
import * as rules from '#app/platform/domain/validation'

export const salesTermsMessages = {
  /** The checkout's refusal when the box is not ticked (pages and API). */
  accept: rules.messages.salesTerms,
  saved: (version: number) =>
    `Vos conditions générales de vente sont enregistrées (version ${version}).`,
  unchanged: 'Vos conditions générales de vente n’ont pas changé.',
  empty: 'Veuillez rédiger vos conditions générales de vente.',
  unknownVersion: 'Cette version des conditions générales de vente n’existe pas.',
} as const

/** The settings page's form intent for these terms. */
export const salesTermsIntent = 'sales-terms'

/** The form of the settings' 'Informations' tab (HTML sanitised by the API whoever sends it). */
export const salesTermsSchema = z.object({
  html: rules.needed(salesTermsMessages.empty, rules.maxLength.html),
})
export type SalesTermsInput = z.output<typeof salesTermsSchema>

/** The version a shop shows before its owner saves any text: Caveau's default one. */
export const DEFAULT_TERMS_VERSION = 1

/** The version the next save creates: one more than the last stored (the default counts as 1). */
export const nextTermsVersion = (lastStored: number | null) =>
  (lastStored ?? DEFAULT_TERMS_VERSION) + 1

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Caveau's default terms for a wine shop selling to consumers: what L221-5 asks the seller to
 * say (price, delivery, payment, right of withdrawal and its exceptions, guarantees, mediation).
 */
export function defaultSalesTermsHtml(shopName: string): string {
  const shop = escapeHtml(shopName)
  return [
    `<h2>Conditions générales de vente de ${shop}</h2>`,
    `<p>Les présentes conditions s’appliquent à toute commande passée sur la boutique en ligne de ${shop} (le vendeur) par un acheteur majeur. La vente d’alcool aux mineurs est interdite (Code de la santé publique, L3342-1) : en commandant, l’acheteur certifie avoir 18 ans révolus ; une pièce d’identité peut lui être demandée à la livraison.</p>`,
    '<h3>1. Produits et prix</h3>',
    '<p>Les caractéristiques essentielles des produits sont présentées sur leur fiche. Les prix sont indiqués en euros toutes taxes comprises (TVA et droits d’accises), hors frais de livraison, qui sont indiqués avant la validation de la commande.</p>',
    '<h3>2. Commande</h3>',
    '<p>La commande est passée avec le bouton « Commande avec obligation de paiement » après acceptation des présentes conditions. Le vendeur la confirme par courriel avec ces conditions.</p>',
    '<h3>3. Paiement</h3>',
    '<p>Le paiement se fait par l’un des moyens proposés au moment de la commande.</p>',
    '<h3>4. Livraison</h3>',
    '<p>Les produits sont livrés à l’adresse indiquée, dans le délai annoncé à la commande et au plus tard 30 jours après celle-ci, sauf vente en primeur, livrée à la date indiquée.</p>',
    '<h3>5. Droit de rétractation</h3>',
    '<p>L’acheteur consommateur dispose de 14 jours à compter de la réception des produits pour se rétracter sans donner de motif (Code de la consommation, L221-18), en adressant au vendeur le formulaire type de rétractation ou toute déclaration dénuée d’ambiguïté. Les produits sont retournés à ses frais dans les 14 jours suivant sa décision ; le vendeur rembourse toutes les sommes versées, livraison standard comprise, dans les 14 jours suivant la rétractation.</p>',
    '<p>Ce droit ne s’applique pas (L221-28) aux boissons alcoolisées dont la livraison est différée au-delà de 30 jours et dont le prix dépend des fluctuations du marché (vins en primeur), ni aux prestations de loisirs fournies à une date déterminée (dégustations, visites).</p>',
    '<h3>6. Garanties</h3>',
    '<p>Les produits bénéficient de la garantie légale de conformité (L217-3 et suivants) et de la garantie des vices cachés (Code civil, 1641 et suivants).</p>',
    '<h3>7. Réclamations et médiation</h3>',
    '<p>Toute réclamation s’adresse au vendeur, dont les coordonnées figurent dans les mentions légales de la boutique. À défaut d’accord, l’acheteur peut recourir gratuitement à un médiateur de la consommation.</p>',
    '<p>L’abus d’alcool est dangereux pour la santé, à consommer avec modération.</p>',
  ].join('\n')
}
