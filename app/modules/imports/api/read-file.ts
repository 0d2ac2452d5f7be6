/**
 * An uploaded file read into rows of text: an Excel workbook (XLSX, its first sheet, read with
 * exceljs) by its first bytes (a ZIP), else a CSV (read with csv-parse): UTF-8 with or without a
 * BOM, or Windows-1252 (Excel's French default) when the bytes are not UTF-8; `;`, `,` or a tab
 * between fields, whichever the header line holds most of. The first non-empty row is the headers.
 */
import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { importText, MAX_IMPORT_LINES } from '#app/modules/imports/domain/imports'
import { ApiError } from '#app/platform/api/http'

export type FileRows = { headers: string[]; rows: string[][] }

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/** The separator the header line holds most of, outside quotes. */
function delimiterOf(text: string): string {
  const firstLine = (text.split(/\r?\n/).find((l) => l.trim()) ?? '').replace(/"[^"]*"/g, '')
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const)
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0]
}

function readCsv(bytes: Uint8Array): string[][] {
  const text = decode(bytes)
  // Control characters: a binary file (an image, a PDF), not a table of text.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text))
    throw new ApiError(400, importText.badFile)
  try {
    return parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as string[][]
  } catch {
    throw new ApiError(400, importText.badFile)
  }
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') return cell.text ?? ''
  return String(value)
}

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
  } catch {
    throw new ApiError(400, importText.badFile)
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new ApiError(400, importText.badFile)
  const rows: string[][] = []
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = []
    for (let i = 1; i <= row.cellCount; i += 1) cells.push(cellText(row.getCell(i)))
    rows.push(cells)
  })
  return rows
}

/** The headers and the data rows (blank rows left out), or a 400 in French. */
export async function readImportFile(bytes: Uint8Array): Promise<FileRows> {
  const all = isZip(bytes) ? await readXlsx(bytes) : readCsv(bytes)
  const rows = all
    .map((r) => r.map((c) => String(c ?? '').trim()))
    .filter((r) => r.some((c) => c !== ''))
  const [headers, ...data] = rows
  if (!headers || data.length === 0) throw new ApiError(400, importText.empty)
  if (data.length > MAX_IMPORT_LINES) throw new ApiError(400, importText.tooManyLines)
  const width = Math.max(headers.length, ...data.map((r) => r.length))
  if (width > 200) throw new ApiError(400, importText.badFile)
  const pad = (r: string[]) => [...r, ...Array<string>(width - r.length).fill('')]
  return {
    headers: pad(headers).map((h, i) => h || `Colonne ${i + 1}`),
    rows: data.map(pad),
  }
}
