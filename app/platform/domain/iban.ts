/**
 * Bank account identifiers of a SEPA transfer (ISO 13616 IBAN, ISO 9362 BIC): the one check read
 * by the shop's bank settings and the API. No package: the IBAN key is ISO 7064 mod 97-10 (move
 * the first four characters to the end, letters become 10 to 35, the number mod 97 must be 1),
 * computed digit by digit so that no number outgrows a double. The lengths of the SEPA states a
 * French producer's bank is likely in are checked too; other states by the general bounds.
 */

/** IBAN lengths per country (ISO 13616 registry) for the states around France. */
const lengths: Record<string, number> = {
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  ES: 24,
  FR: 27,
  GB: 22,
  IT: 27,
  LU: 20,
  MC: 27,
  NL: 18,
  PT: 25,
}

/** 'fr76 3000 …' → 'FR763000…': spaces and dashes ignored, letters upper-cased. */
export const normaliseIban = (value: string) => value.replace(/[\s-]/g, '').toUpperCase()

/** The ISO 7064 mod 97-10 remainder of an IBAN's characters rearranged (1 when valid). */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  let remainder = 0
  for (const char of rearranged) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char)
    remainder = (value > 9 ? remainder * 100 : remainder * 10) + value
    remainder %= 97
  }
  return remainder
}

export function isValidIban(value: string): boolean {
  const iban = normaliseIban(value)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  const length = lengths[iban.slice(0, 2)]
  if (length !== undefined && iban.length !== length) return false
  return mod97(iban) === 1
}

/** 'FR7630004000…' → 'FR76 3000 4000 …', as banks print it. */
export const formatIban = (value: string) =>
  normaliseIban(value)
    .replace(/(.{4})/g, '$1 ')
    .trim()

/** A BIC: 4 letters of the bank, 2 of its country, 2 of its place, then 3 of a branch or none. */
export const isValidBic = (value: string): boolean =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(value.replace(/\s/g, '').toUpperCase())
