/**
 * The client file's GDPR rules (issue 17 §1): what erasing a client empties, the keyword typed to
 * confirm it (spec 2.12's confirmation popup), and which fields a merge chooses between. Pure:
 * read by the API (api/gdpr.ts, api/merge.ts) and the pages.
 */
import * as z from 'zod'

/** The word typed to confirm an erasure (shown in red by the popup, checked by the API too). */
export const ERASE_KEYWORD = 'EFFACER'
/** The name an erased client keeps (its lastname; a business keeps its company name). */
export const ANONYMISED_NAME = 'Client anonymisé'

export const gdprText = {
  keyword: `Tapez ${ERASE_KEYWORD} pour confirmer l’effacement.`,
  erased: 'Les données personnelles du client ont été effacées.',
  already: 'Ce client a déjà été anonymisé.',
  unpaid: (left: string) =>
    `Ce client doit encore ${left} : effacez ses données une fois ses factures réglées.`,
  openOrders: (n: number) =>
    `Ce client a ${n === 1 ? 'une commande en cours' : `${n} commandes en cours`} : effacez ses données une fois ${n === 1 ? 'celle-ci livrée ou annulée' : 'celles-ci livrées ou annulées'}.`,
  drafts:
    'Ce client a une facture, un acompte ou un avoir en brouillon : émettez-le ou supprimez-le avant d’effacer ses données.',
  mergedSelf: 'Choisissez un autre client à fusionner.',
  merged: 'Les deux fiches ont été fusionnées.',
  twoAccounts:
    'Ces deux clients ont chacun leur compte acheteur : ils ne peuvent pas être fusionnés.',
  anonymisedMerge: 'Un client anonymisé ne peut pas être fusionné.',
} as const

/**
 * The columns an erasure writes. A private person loses everything that names or reaches them; a
 * business keeps what identifies the company (name, SIRET, SIREN, VAT and excise numbers: a legal
 * person's public register data, not personal data) and loses its contact person's.
 */
export function anonymisedColumns(client: { isPro: boolean }, now: Date) {
  return {
    userId: null,
    civility: null,
    firstname: null,
    lastname: ANONYMISED_NAME,
    email: null,
    phone: null,
    billingAddress: null,
    deliveryAddress: null,
    notes: null,
    tags: [],
    ...(client.isPro
      ? {}
      : {
          businessName: null,
          siret: null,
          siren: null,
          vatNumber: null,
          exciseNumber: null,
        }),
    anonymisedAt: now,
    updatedAt: now,
  }
}

/** The body of POST /clients/{id}/erasure: the keyword, as typed. */
export const ErasureInput = z.strictObject(
  {
    keyword: z
      .string()
      .max(50, gdprText.keyword)
      .trim()
      .toUpperCase()
      .pipe(z.literal(ERASE_KEYWORD, gdprText.keyword)),
  },
  { error: gdprText.keyword },
)

/**
 * The fields of a client a merge chooses between, as shown side by side: the kept client's value
 * stays unless the merged client's is chosen.
 */
export const mergeFields = [
  ['isPro', 'Type'],
  ['civility', 'Civilité ou forme juridique'],
  ['firstname', 'Prénom'],
  ['lastname', 'Nom'],
  ['businessName', 'Raison sociale'],
  ['email', 'E-mail'],
  ['phone', 'Téléphone'],
  ['typology', 'Typologie'],
  ['siret', 'SIRET'],
  ['vatNumber', 'N° de TVA'],
  ['exciseNumber', 'N° d’accise'],
  ['billingAddress', 'Adresse de facturation'],
  ['deliveryAddress', 'Adresse de livraison'],
  ['paymentDelay', 'Délai de paiement'],
  ['agentId', 'Suivi par'],
  ['notes', 'Notes'],
] as const
export type MergeField = (typeof mergeFields)[number][0]
export const mergeFieldNames = mergeFields.map(([f]) => f) as [MergeField, ...MergeField[]]

/** The body of POST /clients/{id}/merge: the client merged into this one, and its values kept. */
export const MergeInput = z.strictObject(
  {
    otherId: z
      .number({ error: 'Choisissez le client à fusionner.' })
      .int()
      .positive()
      .max(2_147_483_647),
    /** The fields whose value comes from the merged client (the others stay the kept one's). */
    fromOther: z
      .array(z.enum(mergeFieldNames, { error: 'Champ inconnu.' }))
      .max(mergeFieldNames.length)
      .default([]),
  },
  { error: 'Paramètre invalide.' },
)
export type MergeInput = z.output<typeof MergeInput>
