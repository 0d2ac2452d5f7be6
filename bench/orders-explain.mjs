/**
 * Where a request's time goes on PostgreSQL: a second API on the same database whose Drizzle
 * logs every query, one call through it, then EXPLAIN (ANALYZE, BUFFERS) of each SELECT it ran.
 * The queries are classified as the list service builds them: the page of ids, the count, and
 * the rest (the session, the shop, loading the page's orders).
 */
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'

export function createExplainer({ url, schema, createApi, deps }) {
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  pool.on('error', (error) => console.error(`explain pool: ${error.message}`))
  const captured = []
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  })
  const api = createApi({ ...deps, db })

  const classify = (query) =>
    /count\(/.test(query)
      ? 'count'
      : /^select "orders"\."id" from "orders"/.test(query) && /\blimit\b/.test(query)
        ? 'ids'
        : 'other'

  return {
    /** One call of `path`; each SELECT's class, execution time (ms) and plan. */
    async explain(path, token) {
      captured.length = 0
      const res = await api.fetch(
        new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }),
        { clientIp: '127.0.0.1' },
      )
      await res.arrayBuffer()
      const plans = []
      for (const { query, params } of captured) {
        if (!/^\s*select/i.test(query)) continue
        const { rows } = await pool.query(`explain (analyze, buffers) ${query}`, params)
        const plan = rows.map((r) => r['QUERY PLAN']).join('\n')
        const ms = Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? 0)
        plans.push({ kind: classify(query), ms, query, params, plan })
      }
      return plans
    },
    close: () => pool.end(),
  }
}
