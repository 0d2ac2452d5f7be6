/**
 * Closing a shop for good (issue 16 §1, settings' account tab): the keyword typed to confirm it
 * (spec 2.12's popup), the French texts, and how long its records stay: invoices and accounting
 * records are kept ten years (Code de commerce L123-22, Livre des procédures fiscales L102 B).
 * Pure: read by the API (settings/api/closing.ts) and the pages.
 */
import * as z from 'zod'
import { addYears } from 'date-fns'

/** The word typed to confirm the closing (shown in red by the popup, checked by the API too). */
export const CLOSE_KEYWORD = 'FERMER'

/** How long a closed shop's documents and accounting records are kept, read only. */
export const RETENTION_YEARS = 10

/** The day a closed shop's records may be discarded. */
export const retentionEnd = (closedAt: Date) => addYears(closedAt, RETENTION_YEARS)

export const closingText = {
  keyword: `Tapez ${CLOSE_KEYWORD} pour confirmer la fermeture.`,
  closed:
    'Votre boutique est fermée. Ses documents et sa comptabilité restent consultables, en lecture seule, pendant 10 ans.',
  already: 'Cette boutique est déjà fermée.',
  /** What every write of a closed shop's team gets (the API's and the pages' one rule). */
  readOnly:
    'Cette boutique est fermée : ses données restent consultables, mais plus aucune modification n’est possible.',
  exportQueued:
    'L’export complet est en préparation. Il apparaîtra ici, et vous recevrez un e-mail, dès qu’il sera prêt.',
  exportPending: 'Un export est déjà en préparation.',
  noExport: 'Aucun export prêt pour cette boutique.',
  mailSubject: (shop: string) => `Export complet de ${shop} prêt`,
  mailText: (shop: string, url: string) =>
    [
      'Bonjour,',
      '',
      `L’export complet de la boutique ${shop} (documents en PDF, clients, produits, commandes, paiements et stock en CSV) est prêt.`,
      `Téléchargez-le depuis l’onglet Compte des paramètres : ${url}`,
      '',
      'Caveau',
    ].join('\n'),
} as const

const keywordOf = (keyword: string, message: string) =>
  z
    .string({ error: message })
    .max(50, message)
    .transform((s) => s.replace(/\s+/g, '').toUpperCase())
    .pipe(z.literal(keyword, message))

/** The body of POST /settings/shop/closing: the keyword, as typed (case and spaces ignored). */
export const ClosingInput = z.strictObject(
  { keyword: keywordOf(CLOSE_KEYWORD, closingText.keyword) },
  { error: closingText.keyword },
)

export { keywordOf }
