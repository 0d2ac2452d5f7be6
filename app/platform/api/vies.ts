/**
 * The VIES look-up (the European Commission's VAT number register): is an EU VAT number
 * registered? Off unless `VIES_URL` is set (its REST base, e.g.
 * https://ec.europa.eu/taxation_customs/vies/rest-api); tests point it at a local fake. Without it,
 * or when VIES does not answer, the number's format and key (app/platform/domain/vat-number.ts)
 * are all that is checked: a VIES outage never blocks a sale.
 */
import { checkVatNumber } from '#app/platform/domain/vat-number'

export type ViesSettings = { url: string; timeoutMs?: number }

export type ViesAnswer = 'valid' | 'invalid' | 'unavailable'

/** GET {url}/ms/{prefix}/vat/{national part}: `{ isValid: boolean }`. */
export async function viesLookup(
  settings: ViesSettings | undefined,
  vatNumber: string,
): Promise<ViesAnswer> {
  const check = checkVatNumber(vatNumber)
  if (!check.valid) return 'invalid'
  if (!settings) return 'unavailable'
  const url = `${settings.url.replace(/\/$/, '')}/ms/${check.prefix}/vat/${check.number.slice(2)}`
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(settings.timeoutMs ?? 5000),
    })
    if (!response.ok) return 'unavailable'
    const body = (await response.json()) as { isValid?: unknown }
    return body.isValid === true ? 'valid' : body.isValid === false ? 'invalid' : 'unavailable'
  } catch {
    return 'unavailable'
  }
}
