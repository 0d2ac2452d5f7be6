/**
 * The hostile inputs and the "no business row written" check of the fuzzing tests (issue 14,
 * section 1), shared by the API's walk (tests/api/fuzz.test.ts) and the pages' walk
 * (tests/web/route-fuzz.test.ts). FUZZ_SHARE picks a fixed-seed share of the cases (FUZZ_SEED);
 * `npm run fuzz` runs them all.
 */
import { sql } from 'drizzle-orm'

export const fuzzShare = (fallback: number) => Number(process.env.FUZZ_SHARE ?? fallback)
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? 14)

/** mulberry32: the same sample at every run. */
export function random(state: number) {
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A fixed-seed sample of `all`: about `share` of them, the same at every run. */
export function sampleOf<T>(all: T[], share: number, seed = fuzzSeed): T[] {
  const next = random(seed)
  return all.filter(() => next() < share)
}

export const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels)
export const nestedObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels)
export const long = 'é'.repeat(20_000)

/** Path segments: NUL, long, negative, past PostgreSQL's integer, another shop's, odd text. */
export const segments = [
  '%00',
  'a%00b',
  encodeURIComponent(long),
  '-1',
  '99999999999',
  '2',
  '1e400',
  '..%2F',
]
/** Query values: impossible dates, NUL, long text, out-of-range numbers, wrong types. */
export const queryValues = [
  '9999-99-99',
  '2024-13-01',
  '%00',
  encodeURIComponent(long),
  '-1',
  '1e400',
  'NaN',
  '[]',
]
/** Bodies that are not forms: [content type, body]. */
export const bodies: [string, string][] = [
  ['application/json', nested(4000)],
  ['application/json', nestedObject(3000)],
  ['application/json', JSON.stringify({ username: 'a\u0000', name: 'x\u0000', id: 1 })],
  ['application/json', JSON.stringify({ firstName: long, name: long, email: long, lines: long })],
  ['application/json', JSON.stringify([1, 'a', null])],
  ['application/json', JSON.stringify({ id: -1, quantity: 1e308, price: 'abc', lines: [{}] })],
  ['application/json', '{"broken": '],
  ['text/plain', 'juste du texte'],
  ['multipart/form-data; boundary=x', '--x\r\nnot a part'],
]

/** Tables a refused request may rightly write: rate limits and sign-in attempts, sessions, logs. */
const bookkeeping = new Set(['rate_limits', 'sessions'])
export const isBookkeeping = (table: string) =>
  bookkeeping.has(table) || /log|attempt|__drizzle/.test(table)

type Executor = { execute(query: ReturnType<typeof sql>): Promise<unknown> }
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** The row count of every business table (not the bookkeeping ones). */
export async function tableCounts(db: Executor): Promise<Record<string, number>> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  )
  const counts: Record<string, number> = {}
  for (const { table_name: table } of tables) {
    if (isBookkeeping(table)) continue
    const [{ n }] = rowsOf<{ n: number }>(
      await db.execute(sql.raw(`select count(*)::int as n from "${table}"`)),
    )
    counts[table] = n
  }
  return counts
}
