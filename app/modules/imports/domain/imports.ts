/**
 * Client imports (issue 17 §4, spec 3 'Import integrations' and 'Import status'): the sources a
 * file may come from, the client fields a column may fill, each source's preset (which guesses a
 * column's field by its header, case and accents ignored), and a line checked by the client
 * file's own rules (`clients/domain/clients.ts` `ClientInput`: nothing is checked twice).
 *
 * Pure: no I/O. The file is read into rows by `api/read-file.ts`.
 */
import * as z from 'zod'
import { clientCivilities, ClientInput, clientText } from '#app/modules/clients/domain/clients'

export const importSources = ['default', 'isagri', 'vinistoria', 'baqio'] as const
export type ImportSource = (typeof importSources)[number]
export const importSourceLabels: Record<ImportSource, string> = {
  default: 'Modèle Caveau',
  isagri: 'Isagri',
  vinistoria: 'Vinistoria',
  baqio: 'Baqio',
}

/** What a file holds: the client file, or the catalogue with its prices per typology. */
export const importKinds = ['clients', 'products'] as const
export type ImportKind = (typeof importKinds)[number]
export const importKindLabels: Record<ImportKind, string> = {
  clients: 'Clients',
  products: 'Produits et tarifs',
}

export const importStatuses = ['pending', 'processing', 'completed', 'reverted', 'error'] as const
export type ImportStatus = (typeof importStatuses)[number]
export const importStatusLabels: Record<ImportStatus, string> = {
  pending: 'En attente',
  processing: 'En cours',
  completed: 'Terminé',
  reverted: 'Annulé',
  error: 'En erreur',
}

/** The client fields a column may fill, in the template's order, with their French headers. */
export const clientImportFields = {
  civility: 'Civilité',
  firstname: 'Prénom',
  lastname: 'Nom',
  businessName: 'Raison sociale',
  email: 'E-mail',
  phone: 'Téléphone',
  isPro: 'Professionnel',
  typology: 'Typologie',
  siret: 'SIRET',
  siren: 'SIREN',
  vatNumber: 'N° de TVA',
  exciseNumber: 'N° d’accise',
  street: 'Adresse',
  street2: 'Complément d’adresse',
  zipcode: 'Code postal',
  city: 'Ville',
  country: 'Pays',
  notes: 'Notes',
} as const
export type ClientImportField = keyof typeof clientImportFields
export const clientImportFieldKeys = Object.keys(clientImportFields) as ClientImportField[]

/**
 * For each column of the file, in order: the field it fills, or null (ignored). A client field
 * (`clientImportFields`), or a product one (`product-imports.ts`, `price:{typology}` included).
 */
export type ImportMapping = (string | null)[]

export const importText = {
  created: 'Le fichier est chargé : vérifiez la table de concordance puis l’aperçu.',
  mappingSaved: 'La table de concordance est enregistrée.',
  queued: 'L’import est lancé.',
  reverted: 'L’import est annulé.',
  invited: (n: number) =>
    n === 0
      ? 'Aucun client à inviter : tous ont déjà un compte ou n’ont pas d’e-mail.'
      : n === 1
        ? 'Une invitation va être envoyée.'
        : `${n} invitations vont être envoyées.`,
  notFound: 'Import introuvable.',
  noFile: 'Choisissez un fichier CSV ou Excel (XLSX).',
  badFile: 'Le fichier n’est ni un CSV ni un classeur Excel (XLSX) lisible.',
  empty: 'Le fichier ne contient aucune ligne de données sous sa ligne d’en-têtes.',
  tooLarge: 'Le fichier dépasse 5 Mo.',
  tooManyLines: 'Le fichier dépasse 10 000 lignes : découpez-le en plusieurs fichiers.',
  badSource: 'Source inconnue.',
  badKind: 'Choisissez ce que contient le fichier : des clients, ou des produits et leurs tarifs.',
  kindRefused: 'Vous n’avez pas le droit d’importer ce type de fichier.',
  badMapping: 'La table de concordance ne correspond pas aux colonnes du fichier.',
  twice: (label: string) => `Deux colonnes remplissent « ${label} » : gardez-en une seule.`,
  noName: 'Associez au moins une colonne au nom ou à la raison sociale.',
  notPending: 'Cet import a déjà été lancé.',
  notRevertible: 'Seul un import terminé (ou en erreur) peut être annulé.',
  notInvitable: 'Seuls les clients d’un import terminé peuvent être invités.',
  alreadyInvited: 'Les clients de cet import ont déjà été invités.',
  duplicate: 'Déjà dans votre fichier client (même e-mail ou même SIRET) : la ligne sera ignorée.',
  duplicateInFile:
    'Même e-mail ou même SIRET qu’une ligne précédente du fichier : la ligne sera ignorée.',
  isPro: (value: string) =>
    `« ${value} » n’est pas reconnu pour « Professionnel » : indiquez oui ou non.`,
  failed: 'L’import s’est arrêté sur une erreur inattendue ; les clients déjà créés sont gardés.',
} as const

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024
export const MAX_IMPORT_LINES = 10_000

/** 'Raison Sociale ', 'RAISON_SOCIALE', 'raison-sociale' → 'raisonsociale'. */
export const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

export const aliases = (...names: string[]) => names.map(headerKey)

/** Headers any source may use for a field (the template's own first). */
const commonAliases: Record<ClientImportField, string[]> = {
  civility: aliases('Civilité', 'Titre', 'Civ', 'Forme juridique', 'title'),
  firstname: aliases('Prénom', 'Prenom contact', 'first name', 'firstname', 'first_name'),
  lastname: aliases('Nom', 'Nom de famille', 'Nom contact', 'last name', 'lastname', 'last_name'),
  businessName: aliases(
    'Raison sociale',
    'Société',
    'Entreprise',
    'Enseigne',
    'company',
    'company name',
    'company_name',
  ),
  email: aliases('E-mail', 'Email', 'Mail', 'Adresse e-mail', 'Courriel', 'Adresse mail'),
  phone: aliases('Téléphone', 'Tél', 'Tel', 'Portable', 'Mobile', 'phone', 'Téléphone mobile'),
  isPro: aliases('Professionnel', 'Pro', 'Type de client', 'Particulier/Pro', 'is_pro'),
  typology: aliases('Typologie', 'Catégorie', 'Catégorie client', 'Famille', 'Famille client'),
  siret: aliases('SIRET', 'N° SIRET', 'Numéro SIRET'),
  siren: aliases('SIREN', 'N° SIREN'),
  vatNumber: aliases(
    'N° de TVA',
    'TVA intracommunautaire',
    'N° TVA intracom',
    'Numéro de TVA',
    'TVA',
    'vat',
    'vat number',
    'vat_number',
  ),
  exciseNumber: aliases('N° d’accise', 'Numéro d’accise', 'Accise', 'N° entrepositaire'),
  street: aliases('Adresse', 'Adresse 1', 'Adresse ligne 1', 'Rue', 'address', 'address1'),
  street2: aliases('Complément d’adresse', 'Adresse 2', 'Adresse ligne 2', 'address2'),
  zipcode: aliases('Code postal', 'CP', 'Code_postal', 'zip', 'zipcode', 'postal code'),
  city: aliases('Ville', 'Commune', 'Localité', 'city'),
  country: aliases('Pays', 'country', 'Code pays'),
  notes: aliases('Notes', 'Commentaire', 'Commentaires', 'Observations', 'note'),
}

/**
 * Each source's own headers, looked up before the common ones. The exact export layouts of
 * Isagri, Vinistoria and Baqio are not public: these are best guesses from their vocabulary, which
 * the concordance table corrects (see the README).
 */
const sourceAliases: Record<ImportSource, Partial<Record<ClientImportField, string[]>>> = {
  default: {},
  isagri: {
    civility: aliases('Titre', 'Code titre'),
    lastname: aliases('Nom', 'Nom client'),
    businessName: aliases('Raison sociale', 'Nom commercial'),
    phone: aliases('Tél. fixe', 'Téléphone 1', 'Tél. portable'),
    typology: aliases('Catégorie tarifaire', 'Famille client'),
    street: aliases('Adresse 1', 'Adresse facturation 1'),
    street2: aliases('Adresse 2', 'Adresse facturation 2'),
    zipcode: aliases('CP', 'Code postal facturation'),
    city: aliases('Ville', 'Ville facturation'),
    vatNumber: aliases('N° TVA intracom', 'N° TVA intracommunautaire'),
    notes: aliases('Observations'),
  },
  vinistoria: {
    businessName: aliases('Société', 'Nom société'),
    typology: aliases('Type client', 'Catégorie'),
    phone: aliases('Téléphone', 'Mobile', 'Portable'),
    email: aliases('E-mail', 'Email contact'),
    street: aliases('Adresse', 'Adresse 1'),
    vatNumber: aliases('TVA intracommunautaire'),
    notes: aliases('Commentaire'),
  },
  baqio: {
    firstname: aliases('first_name', 'Prénom'),
    lastname: aliases('last_name', 'Nom'),
    businessName: aliases('company_name', 'Entreprise'),
    email: aliases('email'),
    phone: aliases('phone', 'mobile'),
    typology: aliases('customer_category', 'Catégorie'),
    isPro: aliases('customer_type', 'Type'),
    street: aliases('address1', 'billing_address1'),
    street2: aliases('address2', 'billing_address2'),
    zipcode: aliases('zip_code', 'billing_zip'),
    city: aliases('city', 'billing_city'),
    country: aliases('country', 'billing_country'),
    vatNumber: aliases('vat_number', 'intracommunity_vat'),
    siret: aliases('siret'),
    notes: aliases('notes', 'comment'),
  },
}

/**
 * A preset: each column's field guessed from its header (`own` names first, then `common`), each
 * field filled by one column at most.
 */
export function guessFields<F extends string>(
  fields: readonly F[],
  headers: string[],
  own: Partial<Record<F, string[]>>,
  common: Partial<Record<F, string[]>>,
): (F | null)[] {
  const taken = new Set<F>()
  const find = (key: string, table: Partial<Record<F, string[]>>) =>
    fields.find((f) => !taken.has(f) && table[f]?.includes(key))
  return headers.map((header) => {
    const key = headerKey(header)
    const field = key ? (find(key, own) ?? find(key, common)) : undefined
    if (!field) return null
    taken.add(field)
    return field
  })
}

/** The client preset: each column's guessed field. */
export const guessMapping = (source: ImportSource, headers: string[]): ImportMapping =>
  guessFields(clientImportFieldKeys, headers, sourceAliases[source], commonAliases)

/**
 * The fields a mapping names, or a refusal: a mapping of another length, a field the kind does not
 * know (`labelOf` null), a field filled by two columns.
 */
export function mappedFields(
  mapping: ImportMapping,
  columns: number,
  labelOf: (field: string) => string | null,
): Set<string> | string {
  if (mapping.length !== columns) return importText.badMapping
  const seen = new Set<string>()
  for (const field of mapping) {
    if (!field) continue
    const label = labelOf(field)
    if (label === null) return importText.badMapping
    if (seen.has(field)) return importText.twice(label)
    seen.add(field)
  }
  return seen
}

const clientFieldLabel = (field: string) =>
  Object.hasOwn(clientImportFields, field) ? clientImportFields[field as ClientImportField] : null

/** Refuses a mapping of another length, or a field filled by two columns; null when it is fine. */
export function mappingProblem(mapping: ImportMapping, columns: number): string | null {
  const seen = mappedFields(mapping, columns, clientFieldLabel)
  if (typeof seen === 'string') return seen
  if (!seen.has('lastname') && !seen.has('businessName')) return importText.noName
  return null
}

export const MappingInput = z.strictObject({
  source: z.enum(importSources, { error: importText.badSource }).optional(),
  mapping: z.array(z.string().max(60).nullable()).max(200),
})

const yes = new Set(['oui', 'o', 'yes', 'y', '1', 'true', 'vrai', 'x', 'pro', 'professionnel'])
const no = new Set(['non', 'n', 'no', '0', 'false', 'faux', 'particulier', 'prive'])

const civilityAliases: Record<string, (typeof clientCivilities)[number]> = {
  m: 'Monsieur',
  mr: 'Monsieur',
  monsieur: 'Monsieur',
  mme: 'Madame',
  mrs: 'Madame',
  madame: 'Madame',
  mlle: 'Madame',
  ...Object.fromEntries(clientCivilities.map((c) => [headerKey(c), c])),
}

const countryCodes: Record<string, string> = {
  france: 'FR',
  belgique: 'BE',
  suisse: 'CH',
  luxembourg: 'LU',
  allemagne: 'DE',
  italie: 'IT',
  espagne: 'ES',
  paysbas: 'NL',
  royaumeuni: 'GB',
  monaco: 'MC',
}

/** 'France' → 'FR', 'be' → 'BE'; anything else as written. */
function countryOf(value: string): string {
  const key = headerKey(value)
  if (countryCodes[key]) return countryCodes[key]
  return /^[a-z]{2}$/i.test(value) ? value.toUpperCase() : value
}

/** A typology of the shop by its key or its name (case and accents ignored). */
export type ShopTypologies = Record<string, { name: string }>

function typologyOf(value: string, typologies: ShopTypologies): string | null {
  const key = headerKey(value)
  const found = Object.entries(typologies).find(
    ([k, t]) => headerKey(k) === key || headerKey(t.name) === key,
  )
  return found ? found[0] : null
}

/** A line's values by the field each column fills (empty cells left out). */
export function valuesOf<F extends string>(row: string[], mapping: ImportMapping) {
  const values: Partial<Record<F, string>> = {}
  mapping.forEach((field, i) => {
    const value = (row[i] ?? '').trim()
    if (field && value) values[field as F] = value
  })
  return values
}

/** Where a refusal of `ClientInput` points, as the field's French name. */
const labelOfPath = (path: readonly PropertyKey[]): string => {
  const [head, sub] = path.map(String)
  if (head === 'billingAddress' && sub && sub in clientImportFields)
    return clientImportFields[sub as ClientImportField]
  if (head === 'billingAddress') return 'Adresse'
  return head in clientImportFields ? clientImportFields[head as ClientImportField] : 'Ligne'
}

export type CheckedLine =
  | { ok: true; input: ClientInput; values: Partial<Record<ClientImportField, string>> }
  | { ok: false; errors: string[]; values: Partial<Record<ClientImportField, string>> }

/**
 * One line of the file, through the mapping, as the client file's POST /clients would take it
 * (`ClientInput`, source `import`), or its errors in French ('E-mail : …').
 */
export function checkLine(
  row: string[],
  mapping: ImportMapping,
  typologies: ShopTypologies,
): CheckedLine {
  const values = valuesOf<ClientImportField>(row, mapping)
  const errors: string[] = []
  const candidate: Record<string, unknown> = { pipe: 'client', source: 'import' }
  for (const field of [
    'firstname',
    'lastname',
    'businessName',
    'email',
    'phone',
    'siret',
    'siren',
    'vatNumber',
    'exciseNumber',
    'notes',
  ] as const)
    if (values[field]) candidate[field] = values[field]
  if (values.civility)
    candidate.civility = civilityAliases[headerKey(values.civility)] ?? values.civility
  if (values.isPro) {
    const key = headerKey(values.isPro)
    if (yes.has(key)) candidate.isPro = true
    else if (no.has(key)) candidate.isPro = false
    else errors.push(`${clientImportFields.isPro} : ${importText.isPro(values.isPro)}`)
  } else candidate.isPro = Boolean(values.businessName || values.siret || values.siren)
  if (values.typology) {
    const typology = typologyOf(values.typology, typologies)
    if (typology) candidate.typology = typology
    else errors.push(`${clientImportFields.typology} : ${clientText.typology}`)
  }
  if (values.street || values.street2 || values.zipcode || values.city || values.country)
    candidate.billingAddress = {
      street: values.street ?? '',
      ...(values.street2 ? { street2: values.street2 } : {}),
      zipcode: values.zipcode ?? '',
      city: values.city ?? '',
      country: values.country ? countryOf(values.country) : 'FR',
    }
  const parsed = ClientInput.safeParse(candidate)
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors.push(`${labelOfPath(issue.path)} : ${issue.message}`)
  if (errors.length > 0 || !parsed.success) return { ok: false, errors, values }
  return { ok: true, input: parsed.data, values }
}

/** The line's name as the lists show it. */
export const lineName = (values: Partial<Record<ClientImportField, string>>) =>
  [values.businessName, [values.firstname, values.lastname].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' — ')

/** The template's example line, under the headers of `clientImportFields`. */
export const templateExample: Record<ClientImportField, string> = {
  civility: 'SARL',
  firstname: 'Paul',
  lastname: 'Durand',
  businessName: 'Le Bistrot du Port',
  email: 'contact@bistrot-du-port.fr',
  phone: '0612345678',
  isPro: 'oui',
  typology: 'Restaurateur',
  siret: '73282932000074',
  siren: '',
  vatNumber: 'FR44732829320',
  exciseNumber: '',
  street: '4 quai des Chartrons',
  street2: '',
  zipcode: '33000',
  city: 'Bordeaux',
  country: 'France',
  notes: 'Livraison le mardi',
}

/** A template file: UTF-8 with a BOM, `;` between fields (as Excel writes a French CSV). */
export const csvOf = (lines: string[][]) =>
  `\uFEFF${lines.map((cells) => cells.join(';')).join('\r\n')}\r\n`

/** The client template: the default layout's headers and one example line. */
export const templateCsv = () =>
  csvOf([
    clientImportFieldKeys.map((f) => clientImportFields[f]),
    clientImportFieldKeys.map((f) => templateExample[f]),
  ])
