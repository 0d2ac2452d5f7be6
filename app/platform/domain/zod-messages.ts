/**
 * The French sentence for any zod refusal a schema does not word itself. Installed once for the
 * provider API (`z.config({ customError })` in app/platform/api/app.ts): a schema's own message always wins,
 * and no raw validator text ('Trop petit : array doit avoir >=1 éléments') ever reaches a person.
 * Each sentence names the field, in French where the field is known.
 */
import type * as z from 'zod'

/** French names of the fields the API's bodies and queries carry; others are shown as sent. */
const fieldNames: Record<string, string> = {
  acceptSalesTerms: 'conditions générales de vente',
  acceptTerms: 'conditions générales',
  active: 'actif',
  address: 'adresse',
  agentId: 'agent',
  allergens: 'allergènes',
  amountCents: 'montant',
  billingAddress: 'adresse de facturation',
  businessName: 'raison sociale',
  carrier: 'transporteur',
  checkoutId: 'identifiant de paiement',
  city: 'ville',
  civility: 'civilité',
  clientId: 'client',
  color: 'couleur',
  comment: 'commentaire',
  contact: 'contact',
  content: 'contenu',
  country: 'pays',
  date: 'date',
  deliveryAddress: 'adresse de livraison',
  deliveryModeId: 'mode de livraison',
  description: 'description',
  dir: 'ordre de tri',
  email: 'adresse e-mail',
  endDate: 'date de fin',
  firstname: 'prénom',
  formatId: 'format',
  from: 'date de début',
  id: 'identifiant',
  instructions: 'instructions de livraison',
  isAdult: 'majorité',
  kind: 'type',
  lastname: 'nom',
  lines: 'lignes',
  lot: 'lot',
  max: 'montant maximal',
  message: 'message',
  min: 'montant minimal',
  name: 'nom',
  notes: 'notes',
  orders: 'commandes',
  page: 'page',
  password: 'mot de passe',
  paymentDelay: 'délai de paiement',
  paymentType: 'moyen de paiement',
  percent: 'pourcentage',
  phone: 'téléphone',
  price: 'prix',
  priceCents: 'prix',
  product: 'produit',
  productId: 'produit',
  products: 'produits',
  promoCode: 'code promo',
  q: 'recherche',
  quantity: 'quantité',
  reason: 'motif',
  reference: 'référence',
  reservations: 'réservations',
  sellerId: 'vendeur',
  siren: 'SIREN',
  siret: 'SIRET',
  sort: 'tri',
  startDate: 'date de début',
  status: 'statut',
  street: 'adresse',
  title: 'titre',
  to: 'date de fin',
  token: 'jeton',
  type: 'type',
  typology: 'typologie',
  unitHtCents: 'prix unitaire HT',
  username: "nom d'utilisateur",
  vatRate: 'taux de TVA',
  vintage: 'millésime',
  vintageId: 'millésime',
  zipcode: 'code postal',
}

type Issue = z.core.$ZodRawIssue

/** « quantité » for orders.0.products.2.quantity: the last named key of the path. */
function fieldOf(path: readonly PropertyKey[] | undefined): string | null {
  const key = [...(path ?? [])].reverse().find((k) => typeof k === 'string')
  if (typeof key !== 'string') return null
  return fieldNames[key] ?? key
}

const expectedNoun: Record<string, string> = {
  string: 'un texte',
  number: 'un nombre',
  int: 'un nombre entier',
  bigint: 'un nombre entier',
  boolean: 'vrai ou faux',
  array: 'une liste',
  object: 'un objet',
  date: 'une date',
  null: 'vide',
  file: 'un fichier',
}

const formatNoun: Record<string, string> = {
  email: 'une adresse e-mail valide',
  url: 'une adresse web valide',
  uuid: 'un identifiant valide',
  guid: 'un identifiant valide',
  datetime: 'une date et une heure valides',
  date: 'une date valide (AAAA-MM-JJ)',
  time: 'une heure valide',
  e164: 'un numéro de téléphone international',
}

const quote = (value: unknown) => (typeof value === 'string' ? `« ${value} »` : String(value))

const plural = (n: number | bigint, one: string, many: string) =>
  `${n.toString()} ${Number(n) > 1 ? many : one}`

/** The sentence for one issue; always a whole French sentence ending with a full stop. */
export function frenchIssueMessage(issue: Issue): string {
  const field = fieldOf(issue.path)
  const subject = field ? `Le champ « ${field} »` : 'La requête'
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined)
        return field ? `${subject} est obligatoire.` : 'La requête doit contenir un objet JSON.'
      const noun = expectedNoun[issue.expected] ?? 'une valeur valide'
      return field ? `${subject} doit être ${noun}.` : `La requête doit contenir ${noun}.`
    }
    case 'invalid_value':
      if (issue.values.length === 1) return `${subject} doit valoir ${quote(issue.values[0])}.`
      return `${subject} doit être l’une de ces valeurs : ${issue.values.map(quote).join(', ')}.`
    case 'too_small': {
      const min = issue.minimum
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(min) <= 1
          ? `${subject} ne peut pas être vide.`
          : `${subject} doit contenir au moins ${plural(min, 'élément', 'éléments')}.`
      if (issue.origin === 'string')
        return Number(min) <= 1
          ? `${subject} ne peut pas être vide.`
          : `${subject} doit contenir au moins ${plural(min, 'caractère', 'caractères')}.`
      if (issue.origin === 'file')
        return `${subject} doit peser au moins ${plural(min, 'octet', 'octets')}.`
      if (issue.origin === 'date') return `${subject} est trop ancien.`
      return issue.inclusive
        ? `${subject} doit être supérieur ou égal à ${min.toString()}.`
        : `${subject} doit être supérieur à ${min.toString()}.`
    }
    case 'too_big': {
      const max = issue.maximum
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${subject} doit contenir au plus ${plural(max, 'élément', 'éléments')}.`
      if (issue.origin === 'string')
        return `${subject} doit contenir au plus ${plural(max, 'caractère', 'caractères')}.`
      if (issue.origin === 'file')
        return `${subject} doit peser au plus ${plural(max, 'octet', 'octets')}.`
      if (issue.origin === 'date') return `${subject} est trop éloigné dans le temps.`
      return issue.inclusive
        ? `${subject} doit être inférieur ou égal à ${max.toString()}.`
        : `${subject} doit être inférieur à ${max.toString()}.`
    }
    case 'invalid_format': {
      const noun = formatNoun[issue.format]
      return noun ? `${subject} doit être ${noun}.` : `${subject} n’a pas un format valide.`
    }
    case 'not_multiple_of':
      return `${subject} doit être un multiple de ${issue.divisor.toString()}.`
    case 'unrecognized_keys':
      return issue.keys.length > 1
        ? `Les champs ${issue.keys.map(quote).join(', ')} ne sont pas reconnus.`
        : `Le champ ${quote(issue.keys[0])} n’est pas reconnu.`
    case 'invalid_key':
      return `${subject} contient une clé non valide.`
    case 'invalid_element':
      return `${subject} contient une valeur non valide.`
    case 'invalid_union':
    case 'custom':
    default:
      return `${subject} n’a pas une valeur valide.`
  }
}
