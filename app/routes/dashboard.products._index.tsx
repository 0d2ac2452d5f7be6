import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { ScrollTable } from '#app/ui/scroll-table'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { options, StatusChip } from '#app/modules/catalogue/web/components/labels'
import { LabelBadges } from '#app/modules/catalogue/web/components/product-label-badges'
import { ProductThumb } from '#app/modules/catalogue/web/components/product-thumb'
import { buttonClass } from '#app/ui/button'
import { ExportLink } from '#app/ui/export-link'
import { Icon } from '#app/ui/icons'
import { canOpen, hasPermission } from '#app/platform/domain/access'
import { importRules, ruleAdmits } from '#app/platform/domain/api-access'
import { listingStatuses } from '#app/modules/catalogue/domain/catalogue'
import { titleOf } from '#app/platform/domain/navigation'
import { listProductsRoute } from '#app/modules/catalogue/contract'
import { formatCents } from '#app/platform/domain/format'
import { guard } from '#app/platform/web/guard.server'
import { salesRights } from '#app/modules/sales/web/rights'

const filterKeys = ['q', 'status', 'type', 'color', 'gamme'] as const
const PRODUCT_IMPORT = '/dashboard/clients/import?kind=products'
const CATALOGUE_EXPORT = '/resources/sales-export?list=products'
const ELABELS_EXPORT = '/resources/sales-export?list=elabels'
type Filters = Record<(typeof filterKeys)[number], string>

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const url = new URL(request.url)
  const filters = Object.fromEntries(
    filterKeys.map((k) => [k, (url.searchParams.get(k) ?? '').trim().slice(0, 100)]),
  ) as Filters
  const status = listingStatuses.find((s) => s === filters.status)
  // The API refuses a status it does not know.
  if (filters.status !== '' && !status)
    throw data({ message: 'Paramètre invalide.' }, { status: 400 })
  const filtered = Object.values(filters).some((v) => v !== '')
  const [result, all] = await Promise.all([
    ctx.api.call(listProductsRoute, { query: { ...filters, status } }),
    // The ranges to choose from come from the whole catalogue, not from the filtered list.
    filtered ? ctx.api.call(listProductsRoute, {}) : null,
  ])
  if (!result.ok) throw data({ message: result.data.message }, { status: result.status })
  const products = result.data.products
  const gammes = [
    ...new Set(
      ((all?.ok ? all.data.products : products) ?? []).map((p) => p.gamme).filter(Boolean),
    ),
  ].sort() as string[]
  return {
    title: titleOf('/dashboard/products'),
    filters,
    filtered,
    gammes,
    canCreate: hasPermission(ctx.viewer, 'createProduct'),
    // Products and prices from a file (issue 17 §4): the import page, its products kind chosen.
    canImport:
      canOpen('/dashboard/clients/import', ctx.viewer) &&
      ruleAdmits(importRules.products, ctx.viewer),
    canExport: salesRights(ctx.viewer).exportCatalogue,
    canExportElabels: salesRights(ctx.viewer).exportElabels,
    products: products.map((p) => ({
      id: p.id,
      name: p.name,
      precision: p.precision,
      type: p.type,
      color: p.color,
      gamme: p.gamme,
      status: p.status,
      labels: p.labels,
      visual: p.visuals[0] ?? p.formats.find((f) => f.visuals.length)?.visuals[0],
      vintages: p.vintages.map((v) => v.label || 'Non millésimé'),
      formats: p.formats.map((f) => ({
        id: f.id,
        label: f.label,
        price: formatCents(f.priceCents),
      })),
    })),
  }
}

export const meta = areaMeta
export { ErrorBoundary }

type Row = ReturnType<typeof useLoaderData<typeof loader>>['products'][number]

export default function Products() {
  const {
    title,
    filters,
    filtered,
    gammes,
    canCreate,
    canImport,
    canExport,
    canExportElabels,
    products,
  } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        <div className="flex flex-wrap gap-2">
          {canExport ? (
            // The whole catalogue, in the import's layout: edited in a spreadsheet, it comes back.
            <ExportLink href={CATALOGUE_EXPORT}>Exporter le catalogue (CSV)</ExportLink>
          ) : null}
          {canExportElabels ? (
            // Every wine's e-label and QR code links, for a label printer.
            <ExportLink href={ELABELS_EXPORT}>Exporter les liens des étiquettes (CSV)</ExportLink>
          ) : null}
          {canImport ? (
            <Link to={PRODUCT_IMPORT} className={buttonClass('secondary')}>
              Importer des produits et tarifs
            </Link>
          ) : null}
          {canCreate ? (
            <Link to="/dashboard/products/add" className={buttonClass('primary', 'gap-2')}>
              <Icon name="plus" className="h-5 w-5" />
              Ajouter un produit
            </Link>
          ) : null}
        </div>
      </div>
      <FilterForm filters={filters} gammes={gammes} />
      {products.length === 0 ? (
        <div
          className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-600"
          data-testid="empty-state"
        >
          <p>
            {filtered
              ? 'Aucun article ne correspond à ces filtres.'
              : 'Aucun article pour le moment.'}
          </p>
          {!filtered && canCreate ? (
            <p className="mt-2">
              <Link to="/dashboard/products/add" className="text-primary-dark underline">
                Créez votre premier article
              </Link>
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <p className="text-sm text-gray-600" aria-live="polite">
            {products.length} article{products.length > 1 ? 's' : ''}
          </p>
          <ul className="grid gap-3 md:hidden">
            {products.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
          <ProductTable products={products} />
        </>
      )}
    </div>
  )
}

function FilterForm({ filters, gammes }: { filters: Filters; gammes: string[] }) {
  const select = (name: keyof Filters, label: string, list: { value: string; label: string }[]) => (
    <div>
      <label htmlFor={`filter-${name}`} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={`filter-${name}`}
        name={name}
        defaultValue={filters[name]}
        className="block w-full rounded-md border border-gray-300 bg-white px-3 py-2"
      >
        <option value="">Tous</option>
        {list.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <Form
      method="get"
      action="/dashboard/products"
      role="search"
      aria-label="Filtrer les articles"
      className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_repeat(4,1fr)_auto] lg:items-end"
    >
      <div>
        <label htmlFor="filter-q" className="mb-1 block text-sm font-medium text-gray-800">
          Rechercher
        </label>
        <input
          id="filter-q"
          type="search"
          name="q"
          defaultValue={filters.q}
          placeholder="Nom, appellation…"
          className="block w-full rounded-md border border-gray-300 px-3 py-2"
        />
      </div>
      {select('status', 'Statut', options.statuses)}
      {select('type', 'Type', options.productTypes)}
      {select('color', 'Couleur', options.colours)}
      {select(
        'gamme',
        'Gamme',
        gammes.map((g) => ({ value: g, label: g })),
      )}
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('primary')}>
          Filtrer
        </button>
        <Link to="/dashboard/products" className={buttonClass('secondary')}>
          Effacer
        </Link>
      </div>
    </Form>
  )
}

function Formats({ formats }: { formats: Row['formats'] }) {
  return (
    <ul className="space-y-0.5">
      {formats.map((f) => (
        <li key={f.id} className="whitespace-nowrap">
          {f.label} — <span className="font-medium">{f.price}</span>
        </li>
      ))}
    </ul>
  )
}

function ProductCard({ product: p }: { product: Row }) {
  return (
    <article className="flex gap-3 rounded-lg border border-gray-200 bg-white p-3">
      <ProductThumb src={p.visual} name={p.name} />
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-base font-semibold">
            <Link to={`/dashboard/products/${p.id}`} className="text-primary-dark underline">
              {p.name}
            </Link>
          </h2>
          <StatusChip status={p.status} />
        </div>
        <LabelBadges labels={p.labels} />
        <p className="text-gray-700">
          {[p.type, p.color, p.gamme].filter(Boolean).join(' · ') || '—'}
        </p>
        <p className="text-gray-700">Millésimes : {p.vintages.join(', ')}</p>
        <Formats formats={p.formats} />
      </div>
    </article>
  )
}

function ProductTable({ products }: { products: Row[] }) {
  return (
    <ScrollTable
      label="Articles du catalogue"
      className="hidden rounded-lg border border-gray-200 md:block"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Articles du catalogue</caption>
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Visuel</span>
            </th>
            <th scope="col" className="px-3 py-2">
              Nom
            </th>
            <th scope="col" className="px-3 py-2">
              Type
            </th>
            <th scope="col" className="px-3 py-2">
              Couleur
            </th>
            <th scope="col" className="px-3 py-2">
              Millésimes
            </th>
            <th scope="col" className="px-3 py-2">
              Formats et prix TTC
            </th>
            <th scope="col" className="px-3 py-2">
              Statut
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {products.map((p) => (
            <tr key={p.id} className="align-top">
              <td className="px-3 py-2">
                <ProductThumb src={p.visual} name={p.name} size={48} />
              </td>
              <th scope="row" className="px-3 py-2 font-medium">
                <Link to={`/dashboard/products/${p.id}`} className="text-primary-dark underline">
                  {p.name}
                </Link>
                {p.precision ? <p className="font-normal text-gray-600">{p.precision}</p> : null}
                {p.gamme ? <p className="font-normal text-gray-600">Gamme {p.gamme}</p> : null}
                <div className="mt-1">
                  <LabelBadges labels={p.labels} />
                </div>
              </th>
              <td className="px-3 py-2">{p.type ?? '—'}</td>
              <td className="px-3 py-2">{p.color ?? '—'}</td>
              <td className="px-3 py-2">{p.vintages.join(', ')}</td>
              <td className="px-3 py-2">
                <Formats formats={p.formats} />
              </td>
              <td className="px-3 py-2">
                <StatusChip status={p.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  )
}
