/**
 * A CSV export read through the API as a spreadsheet would: its status, headers, BOM, header line
 * and data rows (CRLF separated), and a row's cells found by a quoted value it holds.
 */
import type { TestApi } from '#tests/support/api'

export async function readCsv(t: TestApi, path: string, token?: string) {
  const res = await t.request(path, { token })
  const bytes = new Uint8Array(res.status === 200 ? await res.arrayBuffer() : [])
  // The decoder drops the BOM, which the bytes keep.
  const [header, ...rows] = new TextDecoder().decode(bytes).trimEnd().split('\r\n')
  const cells = (value: string) => rows.find((r) => r.includes(`"${value}"`))?.split(';')
  return { status: res.status, res, bom: [...bytes.slice(0, 3)], header, rows, cells }
}
