import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { PaymentStatusChip } from '#app/modules/checkout/web/components/order-status'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { documentHref } from '#app/modules/sales/web/components/documents-list'
import { EmptyList, ListPage, ListSummary } from '#app/modules/sales/web/components/list-page'
import { buttonClass } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { titleOf } from '#app/platform/domain/navigation'
import { formatCents, formatDateTime } from '#app/platform/domain/format'
import { guard } from '#app/platform/web/guard.server'
import { remindersRoute, unpaidsRoute } from '#app/modules/sales/contract'
import { openDocumentRow } from '#app/modules/sales/web/open-documents.server'
import { sendReminder, type ReminderReply } from '#app/modules/sales/web/reminder-form.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { readForm } from '#app/platform/web/forms.server'

const PATH = '/dashboard/payments/unpaids'

/** Overdue invoices, what is left on each, their reminders; the guard asks seeAllPayment. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const result = await ctx.api.call(unpaidsRoute, {})
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  const documents = result.data.documents.map(openDocumentRow)
  // The history of each reminded document; the others have none to read.
  const histories = await Promise.all(
    documents.map((d) =>
      d.reminderCount > 0
        ? ctx.api.call(remindersRoute, { params: { documentId: String(d.id) } })
        : null,
    ),
  )
  return {
    title: titleOf(PATH),
    count: result.data.totals.count,
    left: formatCents(result.data.totals.leftCents),
    documents: documents.map((d, i) => {
      const history = histories[i]
      return {
        ...d,
        reminders:
          history?.ok === true
            ? history.data.reminders.map((r) => ({
                id: r.id,
                sentAt: formatDateTime(r.sentAt),
                recipients: r.recipients.join(', '),
              }))
            : [],
      }
    }),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  const form = await readForm(request)
  if (form.get('intent') !== 'remind') throw new Response('Action inconnue.', { status: 400 })
  const outcome = await sendReminder(ctx, form)
  if (!outcome.ok) return data({ reminder: outcome.reply }, { status: outcome.status })
  return redirectWithToast(request, PATH, { type: 'success', message: outcome.message })
}

export const meta = areaMeta
export { ErrorBoundary }

type Row = ReturnType<typeof useLoaderData<typeof loader>>['documents'][number]

function ReminderForm({ row, reply }: { row: Row; reply?: ReminderReply }) {
  const mine = reply?.documentId === row.id ? reply : undefined
  const id = `emails-${row.id}`
  return (
    <Form method="post" action={PATH} noValidate className="space-y-1">
      <input type="hidden" name="intent" value="remind" />
      <input type="hidden" name="documentId" value={row.id} />
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        Destinataires de la relance ({row.number})
      </label>
      <input
        id={id}
        name="emails"
        type="text"
        inputMode="email"
        autoComplete="off"
        defaultValue={mine ? mine.emails : row.clientEmail}
        aria-invalid={mine ? true : undefined}
        aria-describedby={`${id}-hint${mine ? ` ${id}-error` : ''}`}
        className={`block min-h-[44px] w-full rounded-md border bg-white px-3 py-2 ${mine ? 'border-red-600' : 'border-gray-300'}`}
      />
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        Séparez les adresses par des virgules ou des espaces.
      </p>
      <ErrorList id={`${id}-error`} errors={mine ? [mine.error] : null} />
      <button type="submit" className={buttonClass('secondary')}>
        Envoyer la relance
      </button>
    </Form>
  )
}

function UnpaidCard({ row, reply }: { row: Row; reply?: ReminderReply }) {
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4" data-testid="unpaid">
      <div className="grid gap-4 md:grid-cols-[3fr_2fr]">
        <div className="space-y-2">
          <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold">
            <Link to={documentHref(row.id)} className="text-primary-dark underline">
              {row.typeLabel} {row.number}
            </Link>
            <PaymentStatusChip status={row.paymentStatus} />
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-gray-600">Client</dt>
            <dd>{row.client}</dd>
            <dt className="text-gray-600">Échéance</dt>
            <dd>
              {row.due} ({row.daysLate} jour{row.daysLate > 1 ? 's' : ''} de retard)
            </dd>
            <dt className="text-gray-600">Reste dû</dt>
            <dd className="font-medium">
              {row.left} <span className="font-normal text-gray-600">sur {row.dueAmount}</span>
            </dd>
            <dt className="text-gray-600">Dernière relance</dt>
            <dd>{row.lastReminder ?? 'Aucune'}</dd>
          </dl>
          <p className="text-sm">
            <Link to={row.recordHref} className="text-primary-dark underline">
              Enregistrer un paiement
            </Link>
          </p>
          {row.reminders.length ? (
            <details className="text-sm">
              <summary className="inline-flex min-h-[44px] cursor-pointer items-center text-primary-dark">
                Historique des relances ({row.reminders.length})
              </summary>
              <ul className="mt-1 space-y-1" aria-label={`Relances de ${row.number}`}>
                {row.reminders.map((r) => (
                  <li key={r.id}>
                    {r.sentAt} — {r.recipients}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
        <ReminderForm row={row} reply={reply} />
      </div>
    </li>
  )
}

export default function Unpaids() {
  const { title, count, left, documents } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.reminder
  return (
    <ListPage
      title={title}
      exportTo={documents.length ? '/resources/sales-export?list=unpaids' : null}
    >
      <ListSummary
        items={[`${count} document${count > 1 ? 's' : ''} en retard`, `Reste dû : ${left}`]}
      />
      {documents.length === 0 ? (
        <EmptyList filtered={false} empty="Aucune facture en retard de paiement." />
      ) : (
        <ul
          className="space-y-3"
          aria-label="Factures en retard, de la plus ancienne échéance à la plus récente"
        >
          {documents.map((d) => (
            <UnpaidCard key={d.id} row={d} reply={reply} />
          ))}
        </ul>
      )}
    </ListPage>
  )
}
