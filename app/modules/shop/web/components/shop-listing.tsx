import { Form, useSearchParams } from '@remix-run/react'
import { buttonClass } from '#app/ui/button'
import type { ListingTab } from '#app/modules/shop/web/shop-catalogue.server'
import type { PublicShop } from '#app/modules/shop/web/shop.server'
import { CatalogueFilterForm } from './catalogue-filters'
import type { CardProduct, CatalogueListing, FilterValues } from './catalogue-types'
import { ProductCard } from './product-card'
import { linkWith } from './shop-links'
import { TabBlocks } from '#app/modules/builder/web/components/tab-blocks'
import type { TabBlocks as TabBlocksData } from '#app/modules/builder/web/blocks.server'

export type ListingProps = {
  base: string
  productBase: string
  frame: PublicShop
  signedIn: boolean
  staff: boolean
  typologies: { key: string; name: string }[] | null
  tab: ListingTab | null
  locked: FilterValues
  chosen: FilterValues
  catalogue: (Pick<CatalogueListing, 'shop' | 'filters'> & { products: CardProduct[] }) | null
  /** The tab's blocks (app/modules/builder), above its content or listing. */
  blocks?: TabBlocksData | null
  /** The builder's preview marks the drafts. */
  showDrafts?: boolean
}

/** 'Demander mon tarif professionnel' (spec 6): a plain POST to the page's own action. */
export function TariffRequestForm() {
  return (
    <Form
      method="post"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3"
    >
      <p className="text-sm text-gray-800">
        Vous êtes professionnel : ces prix sont les prix publics.
      </p>
      <button type="submit" name="intent" value="tariff-request" className={buttonClass('primary')}>
        Demander mon tarif professionnel
      </button>
    </Form>
  )
}

/** Staff preview the listing as any typology sees it (GET `typology`). */
function TypologyPicker({
  action,
  typologies,
  current,
  keep,
}: {
  action: string
  typologies: { key: string; name: string }[]
  current: string | null
  keep: URLSearchParams
}) {
  return (
    <Form
      method="get"
      action={action}
      className="flex flex-wrap items-end gap-2 rounded-lg border border-gray-200 bg-white p-3"
      onChange={(e) => e.currentTarget.requestSubmit()}
    >
      {[...keep.entries()]
        .filter(([k]) => k !== 'typology')
        .map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
      <label className="flex flex-col text-sm">
        <span className="font-medium text-gray-700">Voir les prix de la typologie</span>
        <select
          name="typology"
          defaultValue={current ?? ''}
          className="min-h-[44px] rounded-md border border-gray-300 bg-white px-2"
        >
          {typologies.map((t) => (
            <option key={t.key} value={t.key}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClass('secondary')}>
        Afficher
      </button>
    </Form>
  )
}

/** The shop's listing (or a content tab): filters, cards, the staff's and pros' extras. */
export function ShopListing(props: ListingProps) {
  const { frame, tab, catalogue, staff } = props
  const params = new URLSearchParams(useSearchParams()[0])
  params.delete('index')
  const signInHref = props.signedIn ? null : `/auth/login?id=${encodeURIComponent(frame.code)}`
  const filtered = Object.entries(props.chosen).some(([k, v]) => v && !props.locked[k as 'type'])
  return (
    <div>
      {frame.editedShop.banner && !params.has('page') ? (
        <div
          className="h-32 bg-cover bg-center sm:h-56"
          style={{ backgroundImage: `url("${frame.editedShop.banner}")` }}
        />
      ) : null}
      <div className="mx-auto max-w-5xl space-y-4 px-3 py-5 sm:px-4">
        <div>
          <h1 className="text-2xl font-semibold">{frame.name}</h1>
          {tab ? <h2 className="text-lg text-gray-700">{tab.name}</h2> : null}
        </div>
        {props.blocks ? (
          <TabBlocks
            data={props.blocks}
            showStatus={props.showDrafts}
            links={{
              productHref: (slug) => linkWith(`${props.productBase}/${slug}`, params),
              staff,
              signInHref,
            }}
          />
        ) : null}
        {tab?.kind === 'content' && (tab.html || !props.blocks) ? (
          <div
            className="shop-content space-y-3 rounded-lg bg-white p-4 [&_a]:text-primary-dark [&_a]:underline [&_img]:h-auto [&_img]:max-w-full"
            dangerouslySetInnerHTML={{ __html: tab.html ?? '' }}
          />
        ) : catalogue ? (
          <>
            {staff && props.typologies?.length ? (
              <TypologyPicker
                action={props.base}
                typologies={props.typologies}
                current={catalogue.shop.typology}
                keep={params}
              />
            ) : null}
            {staff ? (
              <p className="text-sm text-gray-600">
                Vous voyez tous les produits avec un statut, aux prix de la typologie «{' '}
                {catalogue.shop.typologyName} ».
              </p>
            ) : null}
            {catalogue.shop.canRequestTariff ? <TariffRequestForm /> : null}
            <CatalogueFilterForm
              key={params.toString()}
              action={props.base}
              filters={catalogue.filters}
              chosen={props.chosen}
              locked={props.locked}
              keep={params}
            />
            {catalogue.products.length ? (
              <ul
                aria-label="Produits"
                className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4"
              >
                {catalogue.products.map((p, i) => (
                  <li key={p.id}>
                    <ProductCard
                      product={p}
                      firstRow={i < 2}
                      first={i === 0}
                      options={{
                        href: linkWith(`${props.productBase}/${p.slug}`, params),
                        staff,
                        pricesHidden: catalogue.shop.pricesHidden,
                        signInHref,
                        quickAdd: staff ? undefined : { sellerId: catalogue.shop.id },
                      }}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p
                className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-600"
                data-testid="empty-state"
              >
                {filtered
                  ? 'Aucun article ne correspond à ces filtres.'
                  : 'Aucun article n’est encore en vente dans cette boutique.'}
              </p>
            )}
          </>
        ) : null}
      </div>
    </div>
  )
}
