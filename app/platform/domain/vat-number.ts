/**
 * EU VAT identification numbers (numéro de TVA intracommunautaire): the one check read by the
 * checkout, the clients' records and the API. A number is its member state's prefix (Greece 'EL')
 * then the national part in that state's format (as VIES describes them); where the check key
 * is simple and public it is verified too: France (key = (12 + 3 × (SIREN mod 97)) mod 97, when
 * numeric) and Belgium (the last two digits are 97 − the first eight mod 97). Spaces, dots and
 * dashes are ignored and letters upper-cased. Whether the number is registered is VIES's answer
 * (app/platform/api/vies.ts), asked only when configured.
 */

const formats: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
}

/** The VAT prefixes of the member states. */
export const vatPrefixes = Object.keys(formats)

/** A VAT prefix's ISO country (Greece's is 'EL' in VAT numbers, 'GR' in addresses). */
export const vatPrefixCountry = (prefix: string) => (prefix === 'EL' ? 'GR' : prefix)

const keys: Record<string, (national: string) => boolean> = {
  FR: (n) => {
    const key = n.slice(0, 2)
    if (!/^\d{2}$/.test(key)) return true // new-style alphanumeric keys: format only
    return Number(key) === (12 + 3 * (Number(n.slice(2)) % 97)) % 97
  },
  BE: (n) => 97 - (Number(n.slice(0, 8)) % 97) === Number(n.slice(8)),
}

export const normaliseVatNumber = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase()

export type VatNumberCheck =
  | { valid: true; number: string; prefix: string; country: string }
  | { valid: false; number: string }

/** Checks an EU VAT number by its state's format and, for FR and BE, its key. */
export function checkVatNumber(value: string): VatNumberCheck {
  const number = normaliseVatNumber(value)
  const prefix = number.slice(0, 2)
  const national = number.slice(2)
  const format = formats[prefix]
  if (!format || !format.test(national) || !(keys[prefix]?.(national) ?? true))
    return { valid: false, number }
  return { valid: true, number, prefix, country: vatPrefixCountry(prefix) }
}

export const isValidVatNumber = (value: string) => checkVatNumber(value).valid
