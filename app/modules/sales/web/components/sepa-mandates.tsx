/**
 * 'Mandats SEPA' at the bottom of the payments page: the shop's direct-debit mandates with
 * their spec 4 chips, a status filter and, per row, the moves sepaMachine allows. Plain GET and
 * POST forms, so all of it works without JavaScript.
 */
import { Form, useLocation } from '@remix-run/react'
import { StatusChip } from '#app/modules/checkout/web/components/order-status'
import { buttonClass } from '#app/ui/button'
import { sepaMachine, statusesOf } from '#app/modules/sales/domain/machines'
import type { SepaSectionData } from '#app/modules/sales/web/sepa-mandates.server'
import { SEPA_ANCHOR, sepaKeys } from '../sepa-keys'
import { Pagination } from './pagination'
import { SalesTable, type Column } from './sales-table'

type Row = SepaSectionData['mandates'][number]

const ANCHOR = SEPA_ANCHOR

const statusChoices = statusesOf(sepaMachine).map((value) => ({
  value,
  label: sepaMachine.labels[value],
}))
const fieldClass = 'block min-h-[44px] rounded-md border border-gray-300 bg-white px-2'

/** Two query strings as one (either may be empty). */
export const joinSearch = (...parts: string[]) => parts.filter(Boolean).join('&')

/** Hidden fields that carry a query string's parameters through a GET form. */
export function KeepParams({ search }: { search: string }) {
  return (
    <>
      {[...new URLSearchParams(search)].map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

function StatusForm({ row, path, back }: { row: Row; path: string; back: string }) {
  if (!row.next.length) return <span className="text-gray-600">—</span>
  const id = `mandate-next-${row.id}`
  return (
    <Form method="post" action={path} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="sepaStatus" />
      <input type="hidden" name="mandateId" value={row.id} />
      <input type="hidden" name="redirectTo" value={back} />
      <div>
        <label htmlFor={id} className="sr-only">
          Nouveau statut du mandat {row.reference}
        </label>
        <select id={id} name="status" className={fieldClass}>
          {row.next.map((n) => (
            <option key={n.value} value={n.value}>
              {n.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('secondary')}>
        Mettre à jour
      </button>
    </Form>
  )
}

export function SepaMandates({ path, data }: { path: string; data: SepaSectionData }) {
  const location = useLocation()
  const back = `${path}${location.search}`
  const columns: Column<Row>[] = [
    { header: 'Référence', primary: true, cell: (m) => m.reference },
    { header: 'Client', cell: (m) => m.client },
    { header: 'IBAN', cell: (m) => <span className="whitespace-nowrap">{m.iban}</span> },
    { header: 'Signé le', cell: (m) => m.signed },
    { header: 'Statut', cell: (m) => <StatusChip status={m.status} label={m.statusLabel} /> },
    { header: 'Changer le statut', cell: (m) => <StatusForm row={m} path={path} back={back} /> },
  ]
  return (
    <section id={ANCHOR} aria-labelledby={`${ANCHOR}-title`} className="space-y-3 pt-4">
      <h2 id={`${ANCHOR}-title`} className="text-xl font-semibold text-gray-900">
        Mandats SEPA
      </h2>
      <Form
        method="get"
        action={`${path}#${ANCHOR}`}
        role="search"
        aria-label="Filtrer les mandats SEPA"
        className="flex flex-wrap items-end gap-2 rounded-lg border border-gray-200 bg-white p-4"
      >
        <KeepParams search={data.hidden} />
        <div>
          <label htmlFor={`filter-${sepaKeys.status}`} className="mb-1 block text-sm font-medium">
            Statut du mandat
          </label>
          <select
            id={`filter-${sepaKeys.status}`}
            name={sepaKeys.status}
            defaultValue={data.status}
            className={fieldClass}
          >
            <option value="">Tous les statuts</option>
            {statusChoices.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('primary')}>
          Filtrer les mandats
        </button>
      </Form>
      <p className="text-sm text-gray-700" aria-live="polite" data-testid="sepa-summary">
        {data.total} mandat{data.total > 1 ? 's' : ''}
      </p>
      {data.mandates.length === 0 ? (
        <p
          className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-600"
          data-testid="sepa-empty"
        >
          {data.status
            ? 'Aucun mandat n’a ce statut.'
            : 'Aucun mandat de prélèvement SEPA pour le moment.'}
        </p>
      ) : (
        <SalesTable
          caption="Mandats de prélèvement SEPA, des plus récents aux plus anciens"
          columns={columns}
          rows={data.mandates}
          rowKey={(m) => m.id}
          testId="sepa-mandates-table"
        />
      )}
      <Pagination
        page={data.page}
        pages={data.pages}
        search={data.search}
        label="Pages des mandats SEPA"
        pageKey={sepaKeys.page}
      />
    </section>
  )
}
