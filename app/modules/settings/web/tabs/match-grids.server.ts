/**
 * 'Imports et exports' (link=matchGrids, spec 2.3; issue 17 §4): the shop's past imports (clients,
 * products and prices, of the kinds the member may import; GET /v1/imports: date, source, file,
 * status, counts), the way to start one and their CSV file, shown to whom the imports' endpoints
 * let in (owners, collaborators with createClient and the crm module, or createProduct); then the
 * CSV files downloaded from the back office's lists (GET /v1/exports: the shop's for its owner,
 * one's own for the team).
 */
import { data } from '@remix-run/node'
import { listExportsRoute, listImportsRoute } from '#app/modules/imports/contract'
import {
  importKindLabels,
  importSourceLabels,
  importStatusLabels,
} from '#app/modules/imports/domain/imports'
import { mayCall } from '#app/platform/domain/api-access'
import { salesRights } from '#app/modules/sales/web/rights'
import { formatDate, formatDateTime } from '#app/platform/domain/format'
import type { GuardContext } from '#app/platform/web/guard.server'
import { settingsTab } from './tab.server'

async function loadImports(ctx: GuardContext) {
  if (!mayCall(ctx.viewer, 'GET /imports')) return null
  const result = await ctx.api.call(listImportsRoute, {})
  if (!result.ok) throw data({ message: result.data.message }, { status: result.status })
  return result.data.imports.map((i) => ({
    id: i.id,
    date: formatDate(i.createdAt),
    kind: importKindLabels[i.kind],
    source: importSourceLabels[i.source],
    fileName: i.fileName,
    status: importStatusLabels[i.status],
    total: i.total,
    created: i.created,
    skipped: i.skipped,
    failed: i.failed,
  }))
}
export type PastImports = Awaited<ReturnType<typeof loadImports>>

/** The CSV files downloaded: the whole shop's for its owner, one's own for the others. */
async function loadExports(ctx: GuardContext) {
  if (!mayCall(ctx.viewer, 'GET /exports')) return null
  const result = await ctx.api.call(listExportsRoute, {})
  if (!result.ok) throw data({ message: result.data.message }, { status: result.status })
  return {
    mine: ctx.viewer.role !== 'owner',
    rows: result.data.exports.map((e) => ({
      id: e.id,
      date: formatDateTime(e.createdAt),
      label: e.label,
      fileName: e.fileName,
      by: e.by,
    })),
  }
}
export type PastExports = Awaited<ReturnType<typeof loadExports>>

export const matchGridsTab = settingsTab({
  link: 'matchGrids',
  label: 'Imports et exports',
  empty:
    'Vos imports de fichiers clients et produits, du plus récent au plus ancien. Les listes du back-office (clients, commandes, factures…) s’exportent en CSV depuis leur page, et chaque fichier téléchargé est noté ici.',
  who: 'sellers',
  none: { pastImports: null, importsExport: null, pastExports: null },
  load: async ({ ctx }) => {
    const [pastImports, pastExports] = await Promise.all([loadImports(ctx), loadExports(ctx)])
    const importsExport = salesRights(ctx.viewer).exportImports
      ? '/resources/sales-export?list=imports'
      : null
    return { pastImports, pastExports, importsExport }
  },
  actions: {},
})
