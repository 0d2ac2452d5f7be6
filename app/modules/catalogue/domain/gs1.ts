/** GS1 identifiers of the product links printed on labels (/gs1/01/<GTIN>…). */

/** The GS1 mod-10 check digit of a code's digits without its check digit. */
export function gs1CheckDigit(body: string): number {
  if (!/^\d+$/.test(body)) throw new Error('Un code GS1 ne contient que des chiffres')
  let sum = 0
  // From the right, weights alternate 3, 1, 3…, the check digit's neighbour weighing 3.
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48
    sum += digit * (i % 2 === 0 ? 3 : 1)
  }
  return (10 - (sum % 10)) % 10
}

/** A GTIN-8, -12 (UPC), -13 (EAN) or -14 with a correct check digit. */
export function isValidGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(value)) return false
  return gs1CheckDigit(value.slice(0, -1)) === Number(value.at(-1))
}

/** A vintage (AI 22 in Caveau's links): four digits. */
export const isValidVintage = (value: string): boolean => /^\d{4}$/.test(value)

/** A batch or lot number (AI 10): 1 to 20 characters of the GS1 character set 82. */
export const isValidLotNumber = (value: string): boolean =>
  /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]{1,20}$/.test(value)

export type Gs1Link = { ean: string; vintage: string | null; lotNumber: string | null }

/** The parts of a GS1 link's path, or null when one of them is not valid. */
export function parseGs1Link(params: Record<string, string | undefined>): Gs1Link | null {
  const { ean, vintage, lotNumber } = params
  if (!ean || !isValidGtin(ean)) return null
  if (vintage !== undefined && !isValidVintage(vintage)) return null
  if (lotNumber !== undefined && !isValidLotNumber(lotNumber)) return null
  return { ean, vintage: vintage ?? null, lotNumber: lotNumber ?? null }
}
