import { CatalogueFilterForm } from './catalogue-filters'
import type { CardProduct, CatalogueFilters, FilterValues } from './catalogue-types'
import { ProductCard } from './product-card'
import { HealthNotice } from './alcohol-notices'

type Props = {
  iframe: { id: number; name: string; color: string | null }
  shop: { name: string; code: string; color: string | null }
  productBase: string
  pricesHidden: boolean
  filters: CatalogueFilters | null
  chosen: FilterValues
  products: CardProduct[]
}

/**
 * The listing a producer embeds in their site: compact, no shop frame, no scripts. Products open
 * the shop in a new tab (the embedding page stays).
 */
export function ShopIframe({
  iframe,
  shop,
  productBase,
  pricesHidden,
  filters,
  chosen,
  products,
}: Props) {
  const color = iframe.color ?? shop.color ?? '#219EBC'
  return (
    <main className="space-y-3 p-2" style={{ borderTop: `4px solid ${color}` }}>
      <h1 className="text-lg font-semibold">{iframe.name || shop.name}</h1>
      {filters ? (
        <CatalogueFilterForm
          action={`/iframes/${iframe.id}`}
          filters={filters}
          chosen={chosen}
          locked={{}}
          keep={new URLSearchParams()}
          autoSubmit={false}
        />
      ) : null}
      {products.length ? (
        <ul aria-label="Produits" className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
          {products.map((p, i) => (
            <li key={p.id}>
              <ProductCard
                product={p}
                firstRow={i < 2}
                first={i === 0}
                options={{
                  href: `${productBase}/${p.slug}`,
                  staff: false,
                  pricesHidden,
                  signInHref: null,
                  newTab: true,
                }}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-center text-gray-600">
          {Object.values(chosen).some(Boolean)
            ? 'Aucun article ne correspond à ces filtres.'
            : 'Aucun article n’est encore en vente dans cette boutique.'}
        </p>
      )}
      <p className="text-xs text-gray-600">
        <HealthNotice />
      </p>
    </main>
  )
}
