/**
 * French départements (spec 3: codes 01 to 95 with Corsica's 2A and 2B, and the overseas 971 to
 * 976) read from a postal code, for the clients list's filter and its column. A postal code names
 * its département by its first two digits, three overseas; Corsica shares 20: 200xx–201xx are
 * Corse-du-Sud, 202xx–206xx Haute-Corse.
 */

export const overseas = ['971', '972', '973', '974', '976'] as const

const mainland = [
  ...Array.from({ length: 19 }, (_, i) => String(i + 1).padStart(2, '0')),
  '2A',
  '2B',
  ...Array.from({ length: 75 }, (_, i) => String(i + 21)),
]

/** Every département code, in the order of the official list. */
export const departments: readonly string[] = [...mainland, ...overseas]

export const isDepartment = (code: string) => departments.includes(code)

/** The département of a French postal code, or null when it is not one. */
export function departmentOf(zipcode: string | null | undefined): string | null {
  const digits = (zipcode ?? '').replace(/\s/g, '')
  if (!/^\d{5}$/.test(digits)) return null
  if (digits.startsWith('97')) {
    const code = digits.slice(0, 3)
    return (overseas as readonly string[]).includes(code) ? code : null
  }
  if (digits.startsWith('20')) return Number(digits.slice(2, 3)) < 2 ? '2A' : '2B'
  const code = digits.slice(0, 2)
  return code === '00' || code === '96' || code === '98' || code === '99' ? null : code
}

/**
 * The postal-code prefixes of a département, for a LIKE filter in the database: '33' → ['33'],
 * '2A' → ['200', '201'], '2B' → ['202'…'206'], '974' → ['974'].
 */
export function zipcodePrefixes(code: string): string[] {
  if (code === '2A') return ['200', '201']
  if (code === '2B') return ['202', '203', '204', '205', '206']
  return isDepartment(code) ? [code] : []
}
