import { Form, Link } from '@remix-run/react'
import { buttonClass } from '#app/ui/button'
import {
  filterKeys,
  filterOptions,
  type CatalogueFilters,
  type FilterKey,
  type FilterValues,
} from './catalogue-types'
import { linkWith } from './shop-links'

const labels: Record<FilterKey, string> = {
  type: 'Type',
  gamme: 'Gamme',
  color: 'Couleur',
  vintage: 'Millésime',
  // Not « Étiquette »: on a wine shop that reads as the bottle's label.
  label: 'Sélection',
}

type Props = {
  /** Where the form sends its GET (the listing itself). */
  action: string
  filters: CatalogueFilters
  chosen: FilterValues
  /** Set by the tab: not offered. */
  locked: FilterValues
  /** Query parameters the form carries along (refId, page, typology…). */
  keep: URLSearchParams
  /** With scripts the list follows each change; without, the 'Filtrer' button sends it. */
  autoSubmit?: boolean
}

/**
 * Spec 2.11's listing filters (type, range, colour, vintage) and the shop's labels: a GET form,
 * no JavaScript needed.
 */
export function CatalogueFilterForm({
  action,
  filters,
  chosen,
  locked,
  keep,
  autoSubmit = true,
}: Props) {
  const open = filterKeys
    .map((key) => ({ key, options: filterOptions(filters, key) }))
    .filter(({ key, options }) => !locked[key] && options.length > 0)
  if (!open.length) return null
  const kept = [...keep.entries()].filter(([k]) => !(filterKeys as readonly string[]).includes(k))
  const anyChosen = open.some(({ key }) => chosen[key])
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label="Filtrer les produits"
      className="flex flex-wrap items-end gap-2"
      onChange={autoSubmit ? (e) => e.currentTarget.requestSubmit() : undefined}
    >
      {kept.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {open.map(({ key, options }) => (
        <label key={key} className="flex min-w-[8.5rem] flex-1 flex-col text-sm sm:flex-none">
          <span className="font-medium text-gray-700">{labels[key]}</span>
          <select
            name={key}
            defaultValue={chosen[key] ?? ''}
            className="min-h-[44px] rounded-md border border-gray-300 bg-white px-2"
          >
            <option value="">Tous</option>
            {options.map(({ value, text }) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button type="submit" className={buttonClass('secondary')}>
        Filtrer
      </button>
      {anyChosen ? (
        <Link
          to={linkWith(action, keep, Object.fromEntries(open.map(({ key }) => [key, null])))}
          className="min-h-[44px] px-2 py-2.5 text-sm text-primary-dark underline"
        >
          Effacer les filtres
        </Link>
      ) : null}
    </Form>
  )
}
