/**
 * The carriers' settings and requests as pure rules: the Colissimo credentials form (the settings'
 * 'Intégrations' tab), the label request (a parcel's weight) and every French message of the area.
 */
import * as z from 'zod'

export const carriersText = {
  contractNumber:
    'Le numéro de contrat Colissimo compte 6 à 10 chiffres : il figure sur votre contrat (espace client Colissimo Box).',
  password: 'Indiquez le mot de passe du web service Colissimo (100 caractères au plus).',
  passwordMissing: 'Indiquez le mot de passe du web service Colissimo.',
  okapiKey:
    'La clé de l’API Suivi de La Poste (X-Okapi-Key) se copie depuis developer.laposte.fr, sans espace.',
  weight: 'Indiquez le poids du colis en kilogrammes, entre 0,01 et 30.',
  saved: 'Vos identifiants Colissimo sont enregistrés.',
  removed:
    'Vos identifiants Colissimo sont retirés : les étiquettes et le suivi ne sont plus proposés.',
  notConfigured:
    'Colissimo n’est pas configuré pour votre boutique : renseignez votre numéro de contrat et votre mot de passe dans Paramètres › Intégrations.',
  noEncryption:
    'Le chiffrement des secrets n’est pas configuré sur ce serveur : les identifiants Colissimo ne peuvent pas être enregistrés.',
  notDelivery: 'Une étiquette se crée pour une expédition, pas pour un retour.',
  alreadyLabelled: 'Cette expédition a déjà son étiquette Colissimo.',
  notBeforeDeparture:
    'Cette expédition est déjà partie : l’étiquette se crée avant la remise du colis au transporteur.',
  severalParcels: (n: number) =>
    `Cette expédition compte ${n} colis : Colissimo fait une étiquette par colis. Enregistrez une expédition par colis.`,
  noAddress: 'Cette expédition n’a pas d’adresse de livraison complète (rue, code postal, ville).',
  noSender:
    'L’adresse de votre entreprise est incomplète : renseignez-la dans Paramètres › Infos (rue, code postal, ville).',
  created: (ref: string) => `L’étiquette Colissimo est créée : colis n° ${ref}.`,
  noLabel: 'Cette expédition n’a pas d’étiquette.',
  refused: (detail: string) => `Colissimo a refusé l’étiquette : ${detail}`,
  unreachable: 'Colissimo ne répond pas pour le moment : réessayez dans quelques minutes.',
  badAnswer: 'Colissimo a répondu d’une manière inattendue : aucune étiquette n’a été enregistrée.',
  trackingUnknown: 'La Poste ne connaît pas ce numéro de colis.',
  trackingRefused: 'La Poste refuse la clé de l’API Suivi.',
  trackingUnreachable: 'L’API Suivi de La Poste ne répond pas pour le moment.',
} as const
const t = carriersText

const blankIsUndefined = (v: unknown) =>
  typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v

/** Optional on a save: left out, the stored secret is kept. */
const password = z.preprocess(
  blankIsUndefined,
  z.string({ error: t.password }).min(1, t.password).max(100, t.password).optional(),
)
const okapiKey = z.preprocess(
  blankIsUndefined,
  z
    .string({ error: t.okapiKey })
    .max(200, t.okapiKey)
    .regex(/^[A-Za-z0-9_\-.+/=]{8,200}$/, t.okapiKey)
    .optional(),
)
const contractNumber = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
  z.string({ error: t.contractNumber }).regex(/^\d{6,10}$/, t.contractNumber),
)

const credentials = { contractNumber, password, okapiKey }

/** PUT /settings/integrations/colissimo, and the tab's Colissimo form (the same fields). */
export const ColissimoSettingsInput = z.strictObject(credentials)
export const colissimoSettingsForm = z.object(credentials)
export type ColissimoSettingsInput = z.output<typeof ColissimoSettingsInput>

export const colissimoIntent = 'integrations-colissimo'
export const removeColissimoIntent = 'integrations-colissimo-remove'

/** A weight typed in kilograms ('1,5' or '1.5'), as grams to the API. */
const weightKg = z.preprocess(
  (v) => (typeof v === 'string' ? Number(v.trim().replace(',', '.') || Number.NaN) : v),
  z.number({ error: t.weight }).min(0.01, t.weight).max(30, t.weight),
)

/** POST /shipments/{id}/label. */
export const LabelInput = z.strictObject({ weightKg })
export type LabelInput = z.output<typeof LabelInput>

/** The order page's 'Créer l'étiquette Colissimo' form. */
export const labelIntent = 'carrier-label'
export const labelForm = z.object({
  intent: z.literal(labelIntent),
  shipmentId: z.coerce.number().int().positive().max(2_147_483_647),
  weightKg,
})
