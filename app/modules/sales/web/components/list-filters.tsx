/**
 * The GET filter form of the sales lists: it works without JavaScript (the page reloads with
 * the filters in its URL), every field has its label, and a filter typed wrong says why.
 */
import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { buttonClass } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'

export type Choice = { value: string; label: string }

export type ExtraSelect = { name: string; label: string; all: string; options: readonly Choice[] }

type Props = {
  action: string
  /** Accessible name of the search landmark, e.g. 'Filtrer les commandes'. */
  label: string
  values: Record<string, string>
  errors: Record<string, string>
  searchLabel?: string
  searchPlaceholder?: string
  statuses?: readonly Choice[]
  statusLabel?: string
  clients?: readonly Choice[] | null
  selects?: readonly ExtraSelect[]
  sorts: readonly Choice[]
  dates?: boolean
  dateLabels?: [string, string]
  amounts?: boolean
  amountLabels?: [string, string]
  children?: ReactNode
}

const inputClass = (invalid: boolean) =>
  `block min-h-[44px] w-full rounded-md border bg-white px-3 py-2 ${invalid ? 'border-red-600' : 'border-gray-300'}`

function Labelled({
  name,
  label,
  error,
  children,
}: {
  name: string
  label: string
  error?: string
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      {children}
      {error !== undefined ? <ErrorList id={`filter-${name}-error`} errors={[error]} /> : null}
    </div>
  )
}

function Select({
  name,
  label,
  all,
  options,
  value,
}: {
  name: string
  label: string
  all?: string
  options: readonly Choice[]
  value: string
}) {
  return (
    <Labelled name={name} label={label}>
      <select id={`filter-${name}`} name={name} defaultValue={value} className={inputClass(false)}>
        {all !== undefined ? <option value="">{all}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  )
}

function TextInput({
  name,
  label,
  type,
  value,
  error,
  placeholder,
  inputMode,
}: {
  name: string
  label: string
  type: 'search' | 'date' | 'text'
  value: string
  error?: string
  placeholder?: string
  inputMode?: 'decimal'
}) {
  return (
    <Labelled name={name} label={label} error={error}>
      <input
        id={`filter-${name}`}
        name={name}
        type={type}
        defaultValue={value}
        placeholder={placeholder}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `filter-${name}-error` : undefined}
        className={inputClass(Boolean(error))}
      />
    </Labelled>
  )
}

export function ListFilters({
  action,
  label,
  values,
  errors,
  searchLabel = 'Rechercher',
  searchPlaceholder,
  statuses,
  statusLabel = 'Statut',
  clients,
  selects = [],
  sorts,
  dates = true,
  dateLabels = ['Du', 'Au'],
  amounts = true,
  amountLabels = ['Montant TTC min. (€)', 'Montant TTC max. (€)'],
  children,
}: Props) {
  const clientId = values.clientId ?? ''
  const clientOptions =
    clients && clientId && !clients.some((c) => c.value === clientId)
      ? [...clients, { value: clientId, label: `Client n° ${clientId}` }]
      : clients
  // The search stays in sight; the other filters fold away (a long form before the list on a
  // phone) and unfold by themselves when one of them is set or typed wrong.
  const refined =
    Object.entries(values).some(([k, v]) => k !== 'q' && k !== 'sort' && v !== '') ||
    (values.sort ?? '') !== (sorts[0]?.value ?? '')
  const open = refined || Object.keys(errors).length > 0
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className="rounded-lg border border-gray-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-end gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1 basis-64">
          <TextInput
            name="q"
            label={searchLabel}
            type="search"
            value={values.q ?? ''}
            placeholder={searchPlaceholder}
          />
        </div>
        <div className="flex flex-wrap items-end gap-2 pb-5">
          <button type="submit" className={buttonClass('primary')}>
            Filtrer
          </button>
          <Link to={action} className={buttonClass('secondary')}>
            Réinitialiser
          </Link>
        </div>
      </div>
      <details open={open} className="group">
        <summary className="inline-flex min-h-[44px] cursor-pointer items-center text-sm font-medium text-primary-dark underline">
          Plus de filtres et tri
        </summary>
        <div className="mt-2 grid gap-x-3 gap-y-1 sm:grid-cols-2 md:grid-cols-4">
          {statuses ? (
            <Select
              name="status"
              label={statusLabel}
              all="Tous les statuts"
              options={statuses}
              value={values.status ?? ''}
            />
          ) : null}
          {selects.map((s) => (
            <Select
              key={s.name}
              name={s.name}
              label={s.label}
              all={s.all}
              options={s.options}
              value={values[s.name] ?? ''}
            />
          ))}
          {clientOptions && clientOptions.length ? (
            <Select
              name="clientId"
              label="Client"
              all="Tous les clients"
              options={clientOptions}
              value={clientId}
            />
          ) : clientId ? (
            // A client chosen from a row's link stays applied even without the select.
            <input type="hidden" name="clientId" value={clientId} />
          ) : null}
          {dates ? (
            <>
              <TextInput
                name="from"
                label={dateLabels[0]}
                type="date"
                value={values.from ?? ''}
                error={errors.from}
              />
              <TextInput
                name="to"
                label={dateLabels[1]}
                type="date"
                value={values.to ?? ''}
                error={errors.to}
              />
            </>
          ) : null}
          {amounts ? (
            <>
              <TextInput
                name="min"
                label={amountLabels[0]}
                type="text"
                inputMode="decimal"
                placeholder="0,00"
                value={values.min ?? ''}
                error={errors.min}
              />
              <TextInput
                name="max"
                label={amountLabels[1]}
                type="text"
                inputMode="decimal"
                placeholder="0,00"
                value={values.max ?? ''}
                error={errors.max}
              />
            </>
          ) : null}
          {children}
          {sorts.length > 1 ? (
            <Select name="sort" label="Trier par" options={sorts} value={values.sort ?? ''} />
          ) : null}
        </div>
      </details>
    </Form>
  )
}
