import { Link, useSearchParams } from '@remix-run/react'
import { AddToCartForm } from '#app/modules/checkout/web/components/cart/add-to-cart'
import type { IngredientPart } from '#app/modules/elabel/web/allergens'
import type { CatalogueShop, PublicProductDetail } from './catalogue-types'
import { LabelBadges } from '#app/modules/catalogue/web/components/product-label-badges'
import { MembersOnly, StatusBadges } from './product-card'
import { priceLabel, stepLabel } from './price'
import { TariffRequestForm } from './shop-listing'
import { linkWith } from './shop-links'
import { qualityLabelList } from '#app/modules/catalogue/domain/catalogue'

export type ProductPageProps = {
  base: string
  productBase: string
  frame: { code: string; name: string }
  signedIn: boolean
  staff: boolean
  shop: CatalogueShop
  product: PublicProductDetail
  vintageId: number | null
  elabel: string | null
  legal: {
    ingredients: IngredientPart[] | null
    allergens: string[]
    nutrition: { label: string; value: string }[] | null
  } | null
}

const alcoholLabel = (value: number) => `${String(value).replace('.', ',')} % vol.`

function Details({ product, alcohol }: { product: PublicProductDetail; alcohol: number | null }) {
  const rows: [string, string | null][] = [
    ['Type', product.type],
    ['Couleur', product.color],
    ['Gamme', product.gamme],
    ['Appellation', product.appellation],
    ['Qualité', product.quality],
    ['Labels', qualityLabelList(product.qualityLabels) || null],
    ['Cépages', product.grapes.join(', ') || null],
    ['Degré d’alcool', alcohol !== null ? alcoholLabel(alcohol) : null],
  ]
  const shown = rows.filter(([, v]) => v)
  if (!shown.length) return null
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-gray-700">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function LegalInfo({
  legal,
  elabel,
}: {
  legal: NonNullable<ProductPageProps['legal']>
  elabel: string | null
}) {
  return (
    <section aria-labelledby="legal-title" className="space-y-3 rounded-lg bg-white p-4">
      <h2 id="legal-title" className="text-lg font-semibold">
        Ingrédients et valeurs nutritionnelles
      </h2>
      <div>
        <h3 className="font-medium">Ingrédients</h3>
        {legal.ingredients ? (
          <p className="text-sm">
            {legal.ingredients.map((part, i) =>
              part.allergen ? (
                <strong key={i}>{part.text}</strong>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
          </p>
        ) : (
          <p className="text-sm text-gray-600">Liste des ingrédients non renseignée.</p>
        )}
      </div>
      {legal.allergens.length ? (
        <p className="text-sm">
          <span className="font-medium">Allergènes : </span>
          <strong>{legal.allergens.join(', ')}</strong>
        </p>
      ) : null}
      <div>
        <h3 className="font-medium">Déclaration nutritionnelle pour 100 ml</h3>
        {legal.nutrition ? (
          <table className="mt-1 w-full max-w-md text-sm">
            <tbody>
              {legal.nutrition.map((row) => (
                <tr key={row.label} className="border-b border-gray-100">
                  <th scope="row" className="py-1 pr-4 text-left font-normal">
                    {row.label}
                  </th>
                  <td className="py-1 text-right">{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-gray-600">Déclaration nutritionnelle non renseignée.</p>
        )}
      </div>
      {elabel ? (
        <a href={elabel} className="inline-block text-sm text-primary-dark underline">
          Voir l’étiquette électronique
        </a>
      ) : null}
    </section>
  )
}

/** A product page: visuals, description, details, vintages, formats and prices, legal info. */
export function ShopProduct(props: ProductPageProps) {
  const { product, shop, staff } = props
  const params = new URLSearchParams(useSearchParams()[0])
  const vintage = product.vintages.find((v) => v.id === props.vintageId) ?? null
  const [first, ...others] = product.visuals
  // Staff see their own shop; hidden prices and unavailable products cannot be ordered.
  const canBuy =
    !staff && !shop.pricesHidden && product.status === 'online' && product.formats.length > 0
  const signInHref = props.signedIn
    ? null
    : `/auth/login?id=${encodeURIComponent(props.frame.code)}`
  return (
    <div className="mx-auto max-w-5xl space-y-5 px-3 py-5 sm:px-4">
      <Link
        to={linkWith(props.base, params, {}, ['vintage'])}
        className="inline-flex min-h-[44px] items-center text-sm text-primary-dark underline"
      >
        ← Tous les produits
      </Link>
      <div className={`grid gap-5 ${first ? 'md:grid-cols-2' : 'max-w-2xl'}`}>
        {first ? (
          <div className="space-y-2">
            <img
              src={first}
              alt={product.name}
              width={600}
              height={600}
              className="aspect-square w-full rounded-lg bg-white object-contain"
            />
            {others.length ? (
              <ul className="flex gap-2 overflow-x-auto">
                {others.map((src) => (
                  <li key={src} className="shrink-0">
                    <img
                      src={src}
                      alt=""
                      loading="lazy"
                      width={96}
                      height={96}
                      className="h-24 w-24 rounded bg-white object-contain"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <div className="space-y-4">
          <div className="space-y-1">
            <StatusBadges product={product} staff={staff} />
            <LabelBadges labels={product.labels} />
            <h1 className="text-2xl font-semibold">
              {product.name}
              {vintage?.label ? ` ${vintage.label}` : ''}
            </h1>
            {product.precision ? <p className="text-gray-700">{product.precision}</p> : null}
          </div>
          {product.vintages.length > 1 ? (
            <nav aria-label="Millésimes">
              <p className="mb-1 text-sm font-medium text-gray-700">Millésime</p>
              <ul className="flex flex-wrap gap-2">
                {product.vintages.map((v) => (
                  <li key={v.id}>
                    <Link
                      to={linkWith(`${props.productBase}/${product.slug}`, params, {
                        vintage: String(v.id),
                      })}
                      aria-current={v.id === vintage?.id ? 'page' : undefined}
                      replace
                      preventScrollReset
                      className="flex min-h-[44px] min-w-[44px] items-center justify-center rounded-md border border-gray-300 bg-white px-3 aria-[current=page]:border-primary-dark aria-[current=page]:bg-primary-dark aria-[current=page]:text-white"
                    >
                      {v.label || 'Sans millésime'}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <section aria-labelledby="formats-title" className="rounded-lg bg-white p-4">
            <h2 id="formats-title" className="mb-2 font-semibold">
              Formats et prix
            </h2>
            {shop.pricesHidden ? (
              <MembersOnly signInHref={signInHref} />
            ) : (
              <ul className="divide-y divide-gray-100">
                {product.formats.map((f) => (
                  <li key={f.id} className="py-2">
                    <div className="flex justify-between gap-3">
                      <span>{f.label}</span>
                      {f.priceCents !== null ? (
                        <span className="whitespace-nowrap font-semibold">
                          {priceLabel(f.priceCents, f.ttc)}
                        </span>
                      ) : null}
                    </div>
                    {f.discountSteps.length ? (
                      <ul className="text-sm text-gray-700">
                        {f.discountSteps.map((s) => (
                          <li key={s.from}>{stepLabel(s, f.ttc)}</li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {canBuy && vintage ? (
            <section aria-label="Commander" className="rounded-lg bg-white p-4">
              <AddToCartForm
                choice={{ sellerId: shop.id, productId: product.id, vintageId: vintage.id }}
                formats={product.formats}
              />
            </section>
          ) : null}
          {shop.canRequestTariff ? <TariffRequestForm /> : null}
          <Details product={product} alcohol={vintage?.alcohol ?? null} />
        </div>
      </div>
      {product.description ? (
        <section aria-labelledby="description-title" className="space-y-1">
          <h2 id="description-title" className="text-lg font-semibold">
            Description
          </h2>
          <p className="whitespace-pre-line text-gray-800">{product.description}</p>
        </section>
      ) : null}
      {props.legal ? <LegalInfo legal={props.legal} elabel={props.elabel} /> : null}
    </div>
  )
}
