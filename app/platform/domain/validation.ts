/** Form validation rules of spec 5: plain predicates plus zod builders for Conform. */
import * as z from 'zod'
import { parseEuros } from './money'
import { parisCalendar } from './paris-calendar'
import { formatIban, isValidBic, isValidIban } from './iban'
import { isValidVatNumber } from './vat-number'

export const messages = {
  needed: 'Ce champ ne peut pas être vide',
  email: 'Le mail est incorrect',
  counter: 'Doit contenir au plus 50 caractères',
  url: "L'url n'est pas valide",
  number: 'Doit être un nombre',
  link: 'Seuls les lettres, chiffres, tirets, « _ » et « % » sont acceptés',
  string: 'Doit contenir au moins une lettre et plus d’un caractère',
  username: 'Seuls les lettres et les espaces sont acceptés (50 caractères au plus)',
  phone: "Ce numéro n'est pas valide",
  date: "La date indiquée n'est pas correct",
  postalCode: "Le code postal n'est pas correct",
  password: 'Doit contenir une majuscule et plus de 5 caractères',
  description: 'Doit contenir entre 10 et 5000 caractères',
  vat: 'Doit être compris entre 0 et 100',
  transportFee: 'Doit être compris entre 0 et 25',
  promoCode: 'Le code promo doit contenir au plus 15 caractères',
  vatNumber: "Le numéro de TVA n'est pas valide",
  exciseNumber: "Le numéro d'accise n'est pas valide",
  iban: "L'IBAN n'est pas valide",
  bic: "Le BIC n'est pas valide",
  cardNumber: 'Mauvais numéro de carte',
  expiry: "Date d'expiration invalide",
  cvv: 'CVV invalide',
  firstName: 'Veuillez renseigner votre prénom',
  lastName: 'Veuillez renseigner votre nom',
  address: 'Veuillez renseigner une adresse',
  zipCode: 'Veuillez renseigner un code postal',
  city: 'Veuillez renseigner une ville',
  country: 'Veuillez renseigner un pays',
  terms: "Veuillez accepter les conditions générales d'utilisation",
  adult: 'Veuillez certifier être majeur',
  salesTerms: 'Veuillez accepter les conditions générales de vente',
  completeProfile: 'Veuillez compléter vos informations',
  emailReceiversEmpty: 'Veuillez renseigner au moins une adresse mail.',
  emailReceiverInvalid: 'L\'adresse "{address}" est invalide.',
  tooLong: 'Ce champ ne peut pas dépasser {max} caractères.',
} as const

/**
 * The longest text each kind of field accepts (issue 14): every text field of every schema is
 * bounded through `text`, `needed` or `bounded`, so no request can store a 500,000-character name.
 */
export const maxLength = {
  /** first and last names, company and shop names, cities */
  name: 100,
  /** a street line of an address */
  address: 200,
  /** RFC 5321: 254 characters at most in a path */
  email: 254,
  phone: 30,
  /** SIRET is 14 digits, SIREN 9; spaces allowed between the groups */
  siret: 20,
  /** intra-community VAT number: 2 letters and at most 13 characters, spaces allowed */
  vatNumber: 20,
  postalCode: 10,
  /** references, lots, codes and identifiers */
  code: 40,
  /** short labels: titles, product and carrier names */
  label: 200,
  /** notes, descriptions, comments, messages, legal texts */
  text: 5000,
  /** rich-text HTML (the shop's 'Le domaine' text): it carries its markup */
  html: 50_000,
  password: 128,
} as const

export const tooLongMessage = (max: number): string =>
  messages.tooLong.replace('{max}', String(max))

export function invalidEmailReceiverMessage(address: string): string {
  return messages.emailReceiverInvalid.replace('{address}', address)
}

// ---------------------------------------------------------------- predicates

const emailSchema = z.email()

export const isValidEmail = (value: string): boolean => emailSchema.safeParse(value.trim()).success

export const isNotEmpty = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim().length > 0

export function isValidUrl(value: string): boolean {
  const s = value.trim()
  if (!/^[a-z][a-z\d+.-]*:\/\/[^\s/?#]+\S*$/i.test(s)) return false
  try {
    new URL(s)
    return true
  } catch {
    return false
  }
}

export function parseInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined
  if (typeof value !== 'string' || !/^-?\d+$/.test(value.trim())) return undefined
  const n = Number(value.trim())
  return Number.isSafeInteger(n) ? n : undefined
}

/** Accepts the French decimal comma: "12,5" → 12.5. */
export function parseDecimal(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string' || !/^-?\d+(?:[.,]\d+)?$/.test(value.trim())) return undefined
  return Number(value.trim().replace(',', '.'))
}

export const isValidLink = (value: string): boolean => /^[A-Za-z0-9_%-]+$/.test(value)

const hasLetter = (value: string) => /\p{L}/u.test(value)

export const isValidString = (value: string): boolean => value.trim().length > 1 && hasLetter(value)

// The message promises "50 caractères au plus", so 50 itself is accepted.
export const isValidUsername = (value: string): boolean => {
  const s = value.trim()
  return s.length <= 50 && hasLetter(s) && /^[\p{L}\p{M} '’-]+$/u.test(s)
}

export const isValidPostalCode = (value: string): boolean =>
  /^[A-Za-z0-9 -]{1,10}$/.test(value.trim())

export const isValidPassword = (value: string): boolean =>
  value.length >= 5 && /\p{Lu}/u.test(value) && /\p{Ll}/u.test(value)

export function isValidDescription(value: string): boolean {
  const length = value.trim().length
  return length > 10 && length <= 5000
}

export const isValidVat = (value: number): boolean => value > 0 && value < 100
export const isValidTransportFee = (value: number): boolean => value >= 0 && value < 25

export function isValidCardNumber(value: string): boolean {
  const digits = value.replace(/\s/g, '')
  return /^\d{12,19}$/.test(digits) && luhn(digits)
}

/** Luhn checksum: double every second digit from the right. */
export function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/** MM/YY or MM/YYYY; a card stays valid until the end of its expiry month (in Paris). */
export function isValidExpiry(value: string, now: Date = new Date()): boolean {
  const m = /^(\d{2})\/(\d{2}|\d{4})$/.exec(value.replace(/\s/g, ''))
  if (!m) return false
  const month = Number(m[1])
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2])
  if (month < 1 || month > 12) return false
  const today = parisCalendar(now)
  return year * 12 + month >= today.year * 12 + today.month
}

export const isValidCvv = (value: string): boolean => /^\d{3}$/.test(value.trim())

function calendarDate(year: number, month: number, day: number): Date | undefined {
  const date = new Date(Date.UTC(year, month - 1, day))
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return exists ? date : undefined
}

/**
 * A real calendar day written YYYY-MM-DD (the form of dates in query strings and JSON bodies):
 * '2024-02-29' yes, '2023-02-29', '2024-13-01' and '9999-99-99' no.
 */
export function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  return m !== null && calendarDate(Number(m[1]), Number(m[2]), Number(m[3])) !== undefined
}

/** Date, ISO string or DD/MM/YYYY; calendar dates are returned at UTC midnight. */
export function parseDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value
  if (typeof value !== 'string') return undefined
  const s = value.trim()
  const fr = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s)
  if (fr) return calendarDate(Number(fr[3]), Number(fr[2]), Number(fr[1]))
  const iso = /^(\d{4})-(\d{2})-(\d{2})(T.+)?$/.exec(s)
  if (!iso) return undefined
  const day = calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  if (!day || !iso[4]) return day
  const full = new Date(s)
  return Number.isNaN(full.getTime()) ? undefined : full
}

// -------------------------------------------------------------- mobile phones

export const phoneCountries = ['FR', 'BE', 'DE', 'LU', 'CH', 'NL', 'ES', 'IT', 'GB', 'US'] as const
export type PhoneCountry = (typeof phoneCountries)[number]
export type PhoneOptions = {
  allowUS?: boolean
  /** Also a French fixed line (01 to 05, 09): a company's switchboard, not a person's mobile. */
  frenchLandline?: boolean
}

/** Mobile ranges (national significant number) and national trunk prefix per country. */
const mobilePlans: Record<PhoneCountry, { code: string; trunk: string; mobile: RegExp }> = {
  FR: { code: '33', trunk: '0', mobile: /^[67]\d{8}$/ },
  BE: { code: '32', trunk: '0', mobile: /^4[5-9]\d{7}$/ },
  DE: { code: '49', trunk: '0', mobile: /^1[5-7]\d{8,9}$/ },
  LU: { code: '352', trunk: '', mobile: /^6(?:[269][18]|5[1568]|7[189]|81)\d{6}$/ },
  CH: { code: '41', trunk: '0', mobile: /^7[5-9]\d{7}$/ },
  NL: { code: '31', trunk: '0', mobile: /^6[1-58]\d{7}$/ },
  ES: { code: '34', trunk: '', mobile: /^(?:6\d|7[1-4])\d{7}$/ },
  IT: { code: '39', trunk: '', mobile: /^3[1-9]\d{7,8}$/ },
  GB: { code: '44', trunk: '0', mobile: /^7[1-57-9]\d{8}$/ },
  // NANP does not distinguish mobiles from landlines.
  US: { code: '1', trunk: '1', mobile: /^[2-9]\d{2}[2-9]\d{6}$/ },
}

/** A number as typed, without its separators: international ('+33…', '0033…') or national. */
function phoneDigits(value: string) {
  // "+33 (0)6…" is a common way to write the optional trunk prefix.
  const compact = value.replace(/\(0\)/g, '').replace(/[\s.\-()]/g, '')
  const normalized = compact.startsWith('00') ? `+${compact.slice(2)}` : compact
  const international = normalized.startsWith('+')
  return { international, digits: international ? normalized.slice(1) : normalized }
}

/** A French fixed line: 01 to 05 (geographic) or 09, national or after +33. */
function isFrenchLandline(value: string): boolean {
  const { international, digits } = phoneDigits(value)
  return (international ? /^33[1-59]\d{8}$/ : /^0[1-59]\d{8}$/).test(digits)
}

/** The first country whose mobile plan matches, national or international form. */
export function mobilePhoneCountry(
  value: string,
  options: PhoneOptions = {},
): PhoneCountry | undefined {
  const { international, digits } = phoneDigits(value)
  if (!/^\d+$/.test(digits)) return undefined
  const countries = phoneCountries.filter((c) => c !== 'US' || options.allowUS)
  return countries.find((country) => {
    const { code, trunk, mobile } = mobilePlans[country]
    if (international) return digits.startsWith(code) && mobile.test(digits.slice(code.length))
    if (mobile.test(digits) && (trunk === '' || country === 'US')) return true
    return trunk !== '' && digits.startsWith(trunk) && mobile.test(digits.slice(trunk.length))
  })
}

export const isValidPhone = (value: string, options: PhoneOptions = {}): boolean =>
  mobilePhoneCountry(value, options) !== undefined ||
  (options.frenchLandline === true && isFrenchLandline(value))

// ---------------------------------------------------------- email receivers

/** The first problem of a receivers list, or undefined when it is fine. */
export function validateEmailReceivers(list: readonly string[]): string | undefined {
  if (list.length === 0) return messages.emailReceiversEmpty
  const invalid = list.find((address) => !isValidEmail(address))
  return invalid === undefined ? undefined : invalidEmailReceiverMessage(invalid)
}

export function addEmailReceiver(list: readonly string[], typed: string): readonly string[] {
  const address = typed.trim()
  if (!isValidEmail(address)) return list
  const lower = address.toLowerCase()
  return list.some((a) => a.toLowerCase() === lower) ? list : [...list, address]
}

/** Confirmation popup: the typed keyword must match, ignoring case and spaces. */
export function keywordMatches(typed: string, keyword: string): boolean {
  const clean = (s: string) => s.replace(/\s+/g, '').toLocaleLowerCase('fr')
  return clean(typed) === clean(keyword)
}

// ------------------------------------------------------------- zod builders

/**
 * The one length rule: `schema` accepts at most `max` characters, with its French message. It
 * aborts, so a too long value gets this message only and no other check reads it.
 */
export const bounded = <S extends z.ZodString | z.ZodStringFormat>(schema: S, max: number): S =>
  schema.max(max, { error: tooLongMessage(max), abort: true }) as S

/** Trimmed text of at most `max` characters, possibly empty. */
export const text = (max: number, message: string = messages.needed) =>
  bounded(z.string({ error: message }).trim(), max)

/**
 * Trimmed non-empty text of at most `max` characters (free text by default); the first failure
 * aborts so only one message shows.
 */
export const needed = (message: string = messages.needed, max: number = maxLength.text) =>
  text(max, message).min(1, { error: message, abort: true })

const rule = (test: (value: string) => boolean, message: string, max: number = maxLength.label) =>
  needed(messages.needed, max).refine(test, message)

export const email = () => rule(isValidEmail, messages.email, maxLength.email)
export const counter = () => needed().max(50, messages.counter)
export const url = () => rule(isValidUrl, messages.url, 2000)
export const link = () => rule(isValidLink, messages.link)
export const string = () => rule(isValidString, messages.string)
export const username = () => rule(isValidUsername, messages.username, maxLength.name)
export const postalCode = () => rule(isValidPostalCode, messages.postalCode, maxLength.postalCode)
export const description = () => rule(isValidDescription, messages.description, maxLength.text)
export const promoCode = () => needed().max(15, messages.promoCode)
/** An EU VAT number: its state's format and, for FR and BE, its key (vat-number.ts). */
export const vatNumber = () => rule(isValidVatNumber, messages.vatNumber, maxLength.vatNumber)
/** An EU excise number (SEED): the state's two letters (`FR` only with `country`), then 11 letters or digits. */
export const isValidExciseNumber = (value: string, country?: string): boolean => {
  const s = value.replace(/\s/g, '').toUpperCase()
  return /^[A-Z]{2}[A-Z0-9]{11}$/.test(s) && (country === undefined || s.startsWith(country))
}
/** An excise number, upper-cased without its spaces. */
export const exciseNumber = (country?: string) =>
  rule((s) => isValidExciseNumber(s, country), messages.exciseNumber, maxLength.code).transform(
    (s) => s.replace(/\s/g, '').toUpperCase(),
  )
/** An IBAN with its mod 97 key (iban.ts), kept in groups of four as banks print it. */
export const iban = () => rule(isValidIban, messages.iban, maxLength.code).transform(formatIban)
/** A BIC of 8 or 11 characters (iban.ts), upper-cased without spaces. */
export const bic = () =>
  rule(isValidBic, messages.bic, maxLength.code).transform((s) =>
    s.replace(/\s/g, '').toUpperCase(),
  )
export const cvv = () => rule(isValidCvv, messages.cvv, 4)
/** A first or last name, a company, shop or city name. */
export const name = (message: string = messages.needed) => needed(message, maxLength.name)

/** Member codes may carry leading zeros, so the digits are kept as a string. */
export const memberCode = () => rule((s) => /^\d+$/.test(s), messages.number, maxLength.code)

// Passwords are not trimmed: spaces are legitimate characters there.
export const password = () =>
  bounded(z.string({ error: messages.needed }), maxLength.password)
    .min(1, { error: messages.needed, abort: true })
    .refine(isValidPassword, messages.password)

export const phone = ({
  allowUS = false,
  frenchLandline = false,
  optional: isOptional = false,
} = {}) => {
  const schema = rule(
    (s) => isValidPhone(s, { allowUS, frenchLandline }),
    messages.phone,
    maxLength.phone,
  )
  return isOptional ? optional(schema) : schema
}

export const cardNumber = () =>
  rule(isValidCardNumber, messages.cardNumber, 30).transform((s) => s.replace(/\s/g, ''))

export const expiry = ({ now }: { now?: Date | (() => Date) } = {}) =>
  rule(
    (s) => {
      const current = typeof now === 'function' ? now() : (now ?? new Date())
      return isValidExpiry(s, current)
    },
    messages.expiry,
    10,
  )

/** Conform sends strings; numbers are accepted too for programmatic use. */
const parsed = <T>(parse: (value: string | number) => T | undefined, message: string) =>
  z
    .union([text(maxLength.code), z.number()], { error: messages.needed })
    .transform((value, ctx) => {
      const result = value === '' ? undefined : parse(value)
      if (result === undefined) {
        ctx.issues.push({
          code: 'custom',
          message: value === '' ? messages.needed : message,
          input: value,
        })
        return z.NEVER
      }
      return result
    })

export const number = () => parsed(parseInteger, messages.number)
export const numberFloat = () => parsed(parseDecimal, messages.number)
export const vat = () => numberFloat().refine(isValidVat, messages.vat)
export const transportFee = () => numberFloat().refine(isValidTransportFee, messages.transportFee)

export const date = () =>
  z
    .union([text(maxLength.code), z.instanceof(Date)], { error: messages.needed })
    .transform((value, ctx) => {
      const result = value === '' ? undefined : parseDate(value)
      if (result === undefined) {
        ctx.issues.push({
          code: 'custom',
          message: value === '' ? messages.needed : messages.date,
          input: value,
        })
        return z.NEVER
      }
      return result
    })

/** A day of a query or body, YYYY-MM-DD, that exists in the calendar (`message` otherwise). */
export const calendarDay = (message: string) =>
  bounded(z.string({ error: message }), 10).refine(isCalendarDay, message)

/** Makes any field optional: '' (or blanks) and undefined become undefined. */
export function optional<S extends z.ZodType>(schema: S) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  )
}

/** A form field of euros typed the French way, as cents: `message` when missing or not above 0. */
export const positiveEuros = (message: string) =>
  bounded(z.string({ error: message }), maxLength.code).transform((text, ctx) => {
    const cents = parseEuros(text)
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return cents
  })
