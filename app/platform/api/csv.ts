/**
 * CSV files for a spreadsheet in French: UTF-8 with a BOM (Excel reads the accents), ';' between
 * fields, CRLF line ends, amounts as "1234,50", dates DD/MM/YYYY (Paris). Every export of the
 * back office writes its cells through here so they all open the same way.
 */
import { formatDate } from '#app/platform/domain/format'

/** 123450 → "1234,50" (no thousands separator: spreadsheets read it as a number). */
export const csvAmount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`

/** DD/MM/YYYY in Paris time; an empty cell when there is no date. */
export const csvDate = (value: Date | string | null) => (value ? formatDate(value) : '')

/** A text a spreadsheet would run as a formula (=, +, -, @) is defused by a leading apostrophe. */
const defused = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)

const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`

/** A text field, quoted only when it holds the separator, a quote or a line break. */
export function csvField(value: string): string {
  const safe = defused(value)
  return /[;"\r\n]/.test(safe) ? quoted(safe) : safe
}

/** A text field always between quotes. */
export const csvQuoted = (value: string) => quoted(defused(value))

/** Rows of cells already written by the helpers above → the whole file, BOM included. */
export const csvFile = (rows: string[][]) =>
  `\uFEFF${rows.map((cells) => cells.join(';')).join('\r\n')}\r\n`
