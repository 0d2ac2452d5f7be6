import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { ListFilters } from '#app/modules/sales/web/components/list-filters'
import { EmptyList, ListPage, ListSummary } from '#app/modules/sales/web/components/list-page'
import { Pagination } from '#app/modules/sales/web/components/pagination'
import { PaymentForm } from '#app/modules/sales/web/components/payment-form'
import {
  joinSearch,
  KeepParams,
  SepaMandates,
} from '#app/modules/sales/web/components/sepa-mandates'
import { SalesTable, type Column } from '#app/modules/sales/web/components/sales-table'
import { documentHref } from '#app/modules/sales/web/components/documents-list'
import { titleOf } from '#app/platform/domain/navigation'
import { parisIsoDay } from '#app/platform/domain/paris-calendar'
import {
  ledgerMethodLabels,
  ledgerMethods,
  paymentKindLabels,
  type LedgerMethod,
} from '#app/modules/sales/domain/payments'
import {
  ledgerSorts as ledgerSortKeys,
  listPaymentsRoute,
  paymentKinds,
} from '#app/modules/sales/contract'
import { numberText, oneOf } from '#app/modules/sales/web/typed-query'
import { formatCents, formatDate } from '#app/platform/domain/format'
import { guard } from '#app/platform/web/guard.server'
import {
  ledgerMethodChoices,
  ledgerSorts,
  paymentKindChoices,
} from '#app/modules/sales/web/choices'
import { clientChoices } from '#app/modules/sales/web/clients.server'
import { exportHref } from '#app/modules/sales/web/list-query'
import { readListQuery } from '#app/modules/sales/web/list-query.server'
import { recordPayment } from '#app/modules/sales/web/payment-form.server'
import { changeSepaStatus, loadSepaMandates } from '#app/modules/sales/web/sepa-mandates.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { readForm } from '#app/platform/web/forms.server'

const PATH = '/dashboard/payments'

/** The ledger (receipts, refunds, credit notes used) with its filters; the guard asks seeAllPayment. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const list = readListQuery(request, {
    sorts: ledgerSorts,
    selects: {
      kind: paymentKindChoices.map((c) => c.value),
      method: ledgerMethodChoices.map((c) => c.value),
    },
  })
  const a = list.applied
  const [result, clients, mandates] = await Promise.all([
    ctx.api.call(listPaymentsRoute, {
      query: {
        q: a.q,
        kind: oneOf(paymentKinds, a.selects.kind),
        method: oneOf(ledgerMethods, a.selects.method),
        clientId: numberText(a.clientId),
        from: a.from,
        to: a.to,
        min: numberText(a.minCents),
        max: numberText(a.maxCents),
        sort: oneOf(ledgerSortKeys, a.sort),
        page: list.page > 1 ? String(list.page) : undefined,
      },
    }),
    clientChoices(ctx),
    loadSepaMandates(ctx, request),
  ])
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  const url = new URL(request.url)
  const document = (url.searchParams.get('document') ?? '').slice(0, 40)
  return {
    title: titleOf(PATH),
    list: {
      values: list.values,
      errors: list.errors,
      search: list.search,
      filtered: list.filtered,
    },
    clients,
    total: result.data.total,
    sum: formatCents(result.data.sumCents),
    page: list.page,
    pages: result.data.pageCount,
    exportTo: exportHref('payments', list.search),
    defaults: { document, receivedAt: parisIsoDay() },
    openForm: Boolean(document),
    mandates,
    payments: result.data.payments.map((p) => ({
      id: p.id,
      date: formatDate(p.receivedAt),
      kind: paymentKindLabels[p.kind] ?? p.kind,
      method: ledgerMethodLabels[p.method as LedgerMethod] ?? p.method,
      client: p.clientName || '—',
      clientId: p.clientId,
      documentId: p.documentId,
      document: p.documentNumber ?? (p.orderId ? `Commande n° ${p.orderId}` : '—'),
      orderId: p.orderId,
      creditId: p.creditId,
      credit: p.creditNumber,
      reference: p.reference ?? '',
      amount: formatCents(p.amountCents),
      negative: p.amountCents < 0,
    })),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  const form = await readForm(request)
  if (form.get('intent') === 'sepaStatus') return changeSepaStatus(ctx, request, form, PATH)
  const outcome = await recordPayment(ctx, form)
  if (!outcome.ok) return data({ result: outcome.result }, { status: outcome.status })
  return redirectWithToast(request, PATH, {
    type: 'success',
    message: outcome.message ?? 'Le paiement a été enregistré.',
  })
}

export const meta = areaMeta
export { ErrorBoundary }

type Row = ReturnType<typeof useLoaderData<typeof loader>>['payments'][number]

const link = 'text-primary-dark underline'

const columns: Column<Row>[] = [
  { header: 'Date', primary: true, cell: (p) => p.date },
  { header: 'Type', cell: (p) => p.kind },
  { header: 'Moyen', cell: (p) => p.method },
  {
    header: 'Client',
    cell: (p) =>
      p.clientId ? (
        <Link
          to={`${PATH}?clientId=${p.clientId}`}
          className="text-gray-900 underline decoration-dotted"
        >
          {p.client}
        </Link>
      ) : (
        p.client
      ),
  },
  {
    header: 'Document',
    cell: (p) =>
      p.documentId ? (
        <Link to={documentHref(p.documentId)} className={link}>
          {p.document}
        </Link>
      ) : p.orderId ? (
        <Link to={`/dashboard/orders/${p.orderId}`} className={link}>
          {p.document}
        </Link>
      ) : (
        p.document
      ),
  },
  {
    header: 'Avoir utilisé',
    cell: (p) =>
      p.creditId && p.credit ? (
        <Link to={documentHref(p.creditId)} className={link}>
          {p.credit}
        </Link>
      ) : (
        '—'
      ),
  },
  { header: 'Référence', cell: (p) => p.reference || '—' },
  {
    header: 'Montant',
    align: 'right',
    cell: (p) => <span className={p.negative ? 'text-red-700' : undefined}>{p.amount}</span>,
  },
]

export default function Payments() {
  const loaded = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { title, list } = loaded
  return (
    <ListPage title={title} exportTo={loaded.exportTo}>
      <details
        className="rounded-lg border border-gray-200 bg-white p-4"
        open={Boolean(reply) || loaded.openForm}
        id="record"
      >
        <summary
          id="record-payment"
          className="inline-flex min-h-[44px] cursor-pointer items-center font-medium text-primary-dark"
        >
          Enregistrer un paiement
        </summary>
        <div className="mt-3">
          <PaymentForm action={PATH} reply={reply?.result} defaults={loaded.defaults} />
        </div>
      </details>
      <ListFilters
        action={PATH}
        label="Filtrer les paiements"
        values={list.values}
        errors={list.errors}
        searchPlaceholder="Référence, client, n° de document…"
        clients={loaded.clients}
        selects={[
          { name: 'kind', label: 'Type', all: 'Tous les types', options: paymentKindChoices },
          { name: 'method', label: 'Moyen', all: 'Tous les moyens', options: ledgerMethodChoices },
        ]}
        sorts={ledgerSorts}
        dateLabels={['Reçus du', 'au']}
        amountLabels={['Montant min. (€)', 'Montant max. (€)']}
      >
        <KeepParams search={loaded.mandates.carry} />
      </ListFilters>
      <ListSummary
        items={[`${loaded.total} mouvement${loaded.total > 1 ? 's' : ''}`, `Total : ${loaded.sum}`]}
      />
      {loaded.payments.length === 0 ? (
        <EmptyList filtered={list.filtered} empty="Aucun paiement enregistré pour le moment." />
      ) : (
        <SalesTable
          caption="Paiements, remboursements et avoirs utilisés, selon les filtres choisis"
          columns={columns}
          rows={loaded.payments}
          rowKey={(p) => p.id}
          testId="payments-table"
        />
      )}
      <Pagination
        page={loaded.page}
        pages={loaded.pages}
        search={joinSearch(list.search, loaded.mandates.carry)}
      />
      <SepaMandates path={PATH} data={loaded.mandates} />
    </ListPage>
  )
}
