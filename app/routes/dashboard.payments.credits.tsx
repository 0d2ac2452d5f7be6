import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { CreditStatusChip } from '#app/modules/sales/web/components/chips'
import { documentHref } from '#app/modules/sales/web/components/documents-list'
import {
  EmptyList,
  ListPage,
  ListSummary,
  NoRight,
} from '#app/modules/sales/web/components/list-page'
import { SalesTable, type Column } from '#app/modules/sales/web/components/sales-table'
import { titleOf } from '#app/platform/domain/navigation'
import { formatCents, formatDate } from '#app/platform/domain/format'
import { guard } from '#app/platform/web/guard.server'
import { creditNotesRoute } from '#app/modules/sales/contract'
import { salesRights } from '#app/modules/sales/web/rights'

const PATH = '/dashboard/payments/credits'

/**
 * Credit notes and what is left of each. The page is open to owners and collaborators (spec
 * 2.4), the ledger to seeAllPayment only: without it the provider is not asked.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const title = titleOf(PATH)
  if (!salesRights(ctx.viewer).pay) return { title, allowed: false as const }
  const result = await ctx.api.call(creditNotesRoute, {})
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  const { totals } = result.data
  return {
    title,
    allowed: true as const,
    count: totals.count,
    amount: formatCents(totals.amountCents),
    remaining: formatCents(totals.remainingCents),
    credits: result.data.credits.map((c) => ({
      id: c.id,
      number: c.number ?? `n° ${c.id}`,
      client: c.clientName || `Client n° ${c.clientId}`,
      invoiceId: c.invoiceId,
      invoice: c.invoiceNumber,
      issued: c.issuedAt ? formatDate(c.issuedAt) : '—',
      amount: formatCents(c.amountCents),
      remaining: formatCents(c.creditRemainingCents),
      status: c.creditStatus,
    })),
  }
}

export const meta = areaMeta
export { ErrorBoundary }

type Loaded = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { allowed: true }>
type Row = Loaded['credits'][number]

const link = 'text-primary-dark underline'

const columns: Column<Row>[] = [
  {
    header: 'Numéro',
    primary: true,
    cell: (c) => (
      <Link to={documentHref(c.id)} className={`font-medium ${link}`}>
        {c.number}
      </Link>
    ),
  },
  { header: 'Client', cell: (c) => c.client },
  {
    header: 'Facture corrigée',
    cell: (c) =>
      c.invoiceId && c.invoice ? (
        <Link to={documentHref(c.invoiceId)} className={link}>
          {c.invoice}
        </Link>
      ) : (
        '—'
      ),
  },
  { header: 'Émis le', cell: (c) => c.issued },
  { header: 'Montant', align: 'right', cell: (c) => c.amount },
  { header: 'Reste à utiliser', align: 'right', cell: (c) => c.remaining },
  { header: 'Statut', cell: (c) => <CreditStatusChip status={c.status} /> },
]

export default function Credits() {
  const loaded = useLoaderData<typeof loader>()
  if (!loaded.allowed)
    return (
      <ListPage title={loaded.title}>
        <NoRight message="Vos droits ne vous permettent pas de consulter les paiements de la boutique." />
      </ListPage>
    )
  return (
    <ListPage
      title={loaded.title}
      exportTo={loaded.count ? '/resources/sales-export?list=credits' : null}
    >
      <ListSummary
        items={[
          `${loaded.count} avoir${loaded.count > 1 ? 's' : ''} pour ${loaded.amount}`,
          `Reste à utiliser : ${loaded.remaining}`,
        ]}
      />
      {loaded.credits.length === 0 ? (
        <EmptyList filtered={false} empty="Aucun avoir émis pour le moment." />
      ) : (
        <SalesTable
          caption="Avoirs émis, du plus récent au plus ancien, avec ce qu’il en reste"
          columns={columns}
          rows={loaded.credits}
          rowKey={(c) => c.id}
          testId="credits-table"
        />
      )}
    </ListPage>
  )
}
