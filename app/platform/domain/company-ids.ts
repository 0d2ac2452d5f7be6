/** French company identifiers: SIRET (14 digits) = SIREN (9) + NIC (5). */
import * as z from 'zod'
import { bounded, luhn, maxLength } from './validation'

export const companyIdMessages = {
  siret: 'Le numéro SIRET doit contenir 14 chiffres valides',
  siren: 'Le numéro SIREN doit contenir 9 chiffres valides',
  mismatch: 'Le SIREN ne correspond pas au SIRET',
} as const

// La Poste's establishments outnumber what Luhn-valid NICs allow, so INSEE uses another rule.
const laPosteSiren = '356000000'

export const normalizeDigits = (s: string): string => s.replace(/\s/g, '')

export function isValidSiren(s: string): boolean {
  const digits = normalizeDigits(s)
  return /^\d{9}$/.test(digits) && luhn(digits)
}

export function isValidSiret(s: string): boolean {
  const digits = normalizeDigits(s)
  if (!/^\d{14}$/.test(digits)) return false
  if (digits.startsWith(laPosteSiren)) {
    const sum = [...digits].reduce((total, d) => total + Number(d), 0)
    return sum % 5 === 0
  }
  return luhn(digits)
}

export const sirenFromSiret = (siret: string): string => normalizeDigits(siret).slice(0, 9)

export type CompanyIds = { siret?: string; siren?: string; error?: string }

/** The SIREN always follows the SIRET when one is given. */
export function deriveCompanyIds(input: {
  siret?: string | null
  siren?: string | null
}): CompanyIds {
  const siret = input.siret ? normalizeDigits(input.siret) || undefined : undefined
  const siren = input.siren ? normalizeDigits(input.siren) || undefined : undefined
  if (siret !== undefined) {
    if (!isValidSiret(siret)) return { siret, siren, error: companyIdMessages.siret }
    const derived = sirenFromSiret(siret)
    if (siren !== undefined && siren !== derived) {
      return { siret, siren, error: companyIdMessages.mismatch }
    }
    return { siret, siren: derived }
  }
  if (siren === undefined) return {}
  return isValidSiren(siren) ? { siren } : { siren, error: companyIdMessages.siren }
}

/** Optional form field: blank → undefined, otherwise the normalized digits. */
const companyId = (isValid: (s: string) => boolean, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? normalizeDigits(value) || undefined : value),
    bounded(z.string({ error: message }), maxLength.siret)
      .refine(isValid, message)
      .optional(),
  )

export const siret = () => companyId(isValidSiret, companyIdMessages.siret)
export const siren = () => companyId(isValidSiren, companyIdMessages.siren)
