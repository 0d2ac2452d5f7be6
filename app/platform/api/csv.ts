/**
 * CSV files for a spreadsheet in French: UTF-8 with a BOM (Excel reads the accents), ';' between
 * fields, CRLF line ends, amounts as "1234,50", dates DD/MM/YYYY and instants DD/MM/YYYY HH:mm
 * (Paris). Every export of the back office writes its cells through here so they all open the
 * same way.
 */
import { tz } from '@date-fns/tz'
import { format } from 'date-fns'
import { formatDate } from '#app/platform/domain/format'
import { PARIS } from '#app/platform/domain/paris-calendar'

/** 123450 → "1234,50" (no thousands separator: spreadsheets read it as a number). */
export const csvAmount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`

/** DD/MM/YYYY in Paris time; an empty cell when there is no date. */
export const csvDate = (value: Date | string | null) => (value ? formatDate(value) : '')

/**
 * DD/MM/YYYY HH:mm in Paris time (no 'à', unlike the pages: a spreadsheet reads it as a date and
 * time); an empty cell when there is no instant.
 */
export const csvDateTime = (value: Date | string | null) =>
  value ? format(new Date(value), 'dd/MM/yyyy HH:mm', { in: tz(PARIS) }) : ''

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
