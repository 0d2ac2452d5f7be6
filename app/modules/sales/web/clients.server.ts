/** The clients a sales list can be filtered on, for its 'Client' select. */
import { listClientsRoute } from '#app/modules/clients/contract'
import type { GuardContext } from '#app/platform/web/guard.server'
import type { Choice } from './list-query.server'
import { salesRights } from '#app/modules/sales/web/rights'

/** Beyond this many clients the select would be unusable: the search field finds them instead. */
const MAX_PAGES = 5

/**
 * The viewer's clients by name (an agent's own), when the viewer may list them; the rest of
 * the pages are read in parallel once the first tells how many there are.
 */
export async function clientChoices(ctx: GuardContext): Promise<Choice[]> {
  if (!salesRights(ctx.viewer).listClients) return []
  const first = await ctx.api.call(listClientsRoute, {})
  if (!first.ok) return []
  const pages = Math.min(MAX_PAGES, Math.ceil(first.data.total / first.data.pageSize))
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) =>
      ctx.api.call(listClientsRoute, { query: { page: String(i + 2) } }),
    ),
  )
  return [first, ...rest]
    .flatMap((r) => (r.ok ? r.data.clients : []))
    .map((c) => ({ value: String(c.id), label: c.name || `Client n° ${c.id}` }))
}
