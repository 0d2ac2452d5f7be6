import { Link } from '@remix-run/react'
import { QuickAddForm } from '#app/modules/checkout/web/components/cart/add-to-cart'
import type { ListingStatus } from '#app/modules/catalogue/domain/catalogue'
import { LabelBadges } from '#app/modules/catalogue/web/components/product-label-badges'
import type { CardProduct, PublicProduct } from './catalogue-types'
import { priceLabel, promotionLabel } from './price'

// app/modules/catalogue/domain/catalogue.ts's labels, here so that the shop's bundle does not carry its lists.
export const statusLabels: Record<ListingStatus, string> = {
  online: 'En ligne',
  paused: 'En pause',
  outofstock: 'En rupture',
  closed: 'Fermé',
}

export type CardOptions = {
  /** The product's address, with the visitor's query kept. */
  href: string
  /** Staff see every status (spec 6). */
  staff: boolean
  pricesHidden: boolean
  signInHref: string | null
  /** Iframes open the shop in a new tab. */
  newTab?: boolean
  /** Buyers and visitors add the first format in one click. */
  quickAdd?: { sellerId: number }
}

export function StatusBadges({
  product,
  staff,
}: {
  product: Pick<PublicProduct, 'status' | 'promotion'>
  staff: boolean
}) {
  return (
    <span className="flex flex-wrap gap-1">
      {product.promotion ? (
        <span className="rounded bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
          {product.promotion.name} : {promotionLabel(product.promotion)}
        </span>
      ) : null}
      {product.status === 'outofstock' ? (
        <span className="rounded bg-gray-700 px-2 py-0.5 text-xs font-semibold text-white">
          Rupture de stock
        </span>
      ) : staff && product.status !== 'online' ? (
        <span className="rounded bg-warn px-2 py-0.5 text-xs font-semibold text-gray-900">
          {statusLabels[product.status]}
        </span>
      ) : null}
    </span>
  )
}

export function MembersOnly({ signInHref }: { signInHref: string | null }) {
  return (
    <p className="text-sm text-gray-700">
      Prix réservés aux membres
      {signInHref ? (
        <>
          {' · '}
          <Link to={signInHref} className="text-primary-dark underline">
            Se connecter
          </Link>
        </>
      ) : null}
    </p>
  )
}

/**
 * A product in the listing: first visual, name, precision, vintages, formats and prices. The cards
 * of the first row on a phone (`firstRow`) load their picture at once, the first one before the
 * rest: it is the page's largest paint; further down, pictures wait until they are scrolled near.
 */
export function ProductCard({
  product,
  options,
  firstRow = false,
  first = false,
}: {
  product: CardProduct
  options: CardOptions
  firstRow?: boolean
  first?: boolean
}) {
  const visual = product.visual
  const vintages = product.vintages.map((v) => v.label).filter(Boolean)
  const target = options.newTab ? { target: '_blank', rel: 'noopener' } : {}
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white">
      <Link
        to={options.href}
        {...target}
        tabIndex={-1}
        aria-hidden="true"
        className="block bg-gray-50"
      >
        {visual ? (
          <img
            src={visual}
            alt=""
            loading={firstRow ? 'eager' : 'lazy'}
            // React 18 passes the attribute on only in lowercase.
            {...(first ? { fetchpriority: 'high' } : {})}
            decoding="async"
            width={400}
            height={400}
            className="aspect-square w-full object-contain"
          />
        ) : (
          // No photo yet: a short band keeps the grid even without wasting a phone's screen.
          <span className="block h-16 w-full bg-gray-100" />
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <StatusBadges product={product} staff={options.staff} />
        <LabelBadges labels={product.labels} />
        <h3 className="font-semibold leading-snug">
          <Link to={options.href} {...target} className="hover:underline">
            {product.name}
          </Link>
        </h3>
        {product.precision ? <p className="text-sm text-gray-700">{product.precision}</p> : null}
        {vintages.length ? <p className="text-sm text-gray-600">{vintages.join(' · ')}</p> : null}
        <div className="mt-auto pt-2">
          {options.pricesHidden ? (
            <MembersOnly signInHref={options.signInHref} />
          ) : (
            <ul className="space-y-0.5 text-sm">
              {product.formats.map((f) => (
                <li key={f.id} className="flex flex-wrap justify-between gap-x-2">
                  <span className="text-gray-700">{f.label}</span>
                  {f.priceCents !== null ? (
                    <span className="whitespace-nowrap font-semibold">
                      {priceLabel(f.priceCents, f.ttc)}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {options.quickAdd &&
          !options.pricesHidden &&
          product.status === 'online' &&
          product.formats[0] &&
          product.vintages[0] ? (
            <QuickAddForm
              choice={{
                sellerId: options.quickAdd.sellerId,
                productId: product.id,
                vintageId: product.vintages[0].id,
              }}
              formatId={product.formats[0].id}
              name={product.name}
            />
          ) : null}
        </div>
      </div>
    </article>
  )
}
