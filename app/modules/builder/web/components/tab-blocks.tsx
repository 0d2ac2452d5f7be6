/**
 * A shop tab's blocks as visitors see them (issue 16 §2), rendered on the server with no script
 * of their own: rich text already sanitised when stored, images at their set width, product
 * cards, events, the shop's contact, and the estate's address with an OpenStreetMap link (no
 * third-party map script or iframe: nothing is loaded from elsewhere until the visitor clicks).
 */
import { ProductCard } from '#app/modules/shop/web/components/product-card'
import { openStreetMapLink } from '#app/modules/builder/domain/map-link'
import type { TabBlocks as TabBlocksData } from '#app/modules/builder/web/blocks.server'
import { formatDate } from '#app/platform/domain/format'

type Block = TabBlocksData['blocks'][number]

export type BlockLinks = {
  productHref: (slug: string) => string
  staff: boolean
  signInHref: string | null
}

const heading = 'text-lg font-semibold text-gray-900'

function BlockBody({
  block,
  data,
  links,
}: {
  block: Block
  data: TabBlocksData
  links: BlockLinks
}) {
  switch (block.kind) {
    case 'text':
      return (
        <div
          className="shop-content space-y-3 [&_a]:text-primary-dark [&_a]:underline [&_img]:h-auto [&_img]:max-w-full"
          dangerouslySetInnerHTML={{ __html: block.content.html }}
        />
      )
    case 'image':
      return (
        <figure className="space-y-1">
          <img
            src={block.content.url}
            alt={block.content.alt}
            width={block.content.width}
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto max-w-full rounded-md"
            style={{ width: `${block.content.width}px` }}
          />
          {block.content.caption ? (
            <figcaption className="text-center text-sm text-gray-600">
              {block.content.caption}
            </figcaption>
          ) : null}
        </figure>
      )
    case 'products': {
      const products = data.grids[block.id] ?? []
      return (
        <div className="space-y-2">
          {block.content.title ? <h3 className={heading}>{block.content.title}</h3> : null}
          {products.length ? (
            <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
              {products.map((p) => (
                <li key={p.id}>
                  <ProductCard
                    product={p}
                    options={{
                      href: links.productHref(p.slug),
                      staff: links.staff,
                      pricesHidden: data.pricesHidden,
                      signInHref: links.signInHref,
                      quickAdd: links.staff ? undefined : { sellerId: data.sellerId },
                    }}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-gray-600">Aucun article ne correspond à cette sélection.</p>
          )}
        </div>
      )
    }
    case 'events': {
      const events = data.events.slice(0, block.content.limit)
      return (
        <div className="space-y-2">
          <h3 className={heading}>{block.content.title ?? 'Événements à venir'}</h3>
          {events.length ? (
            <ul className="space-y-1">
              {events.map((e) => (
                <li key={e.id}>
                  <a href={e.path} className="text-primary-dark underline">
                    {e.title}
                  </a>{' '}
                  — {formatDate(e.startsAt)}
                  {e.place ? `, ${e.place}` : ''}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-gray-600">Aucun événement à venir.</p>
          )}
        </div>
      )
    }
    case 'contact': {
      const c = data.contact
      return (
        <div className="space-y-1">
          <h3 className={heading}>{block.content.title ?? 'Nous contacter'}</h3>
          <address className="not-italic">
            <p className="font-medium">{c.name}</p>
            {c.address ? <p>{c.address}</p> : null}
            {c.phone ? (
              <p>
                Téléphone :{' '}
                <a
                  href={`tel:${c.phone.replace(/\s+/g, '')}`}
                  className="text-primary-dark underline"
                >
                  {c.phone}
                </a>
              </p>
            ) : null}
            {c.email ? (
              <p>
                E-mail :{' '}
                <a href={`mailto:${c.email}`} className="text-primary-dark underline">
                  {c.email}
                </a>
              </p>
            ) : null}
          </address>
        </div>
      )
    }
    case 'map':
      return (
        <div className="space-y-1">
          <h3 className={heading}>{block.content.title ?? 'Venir au domaine'}</h3>
          <address className="whitespace-pre-line not-italic">{block.content.address}</address>
          <a
            href={openStreetMapLink(block.content.address)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-block text-primary-dark underline"
          >
            Voir le plan sur OpenStreetMap (nouvel onglet)
          </a>
        </div>
      )
  }
}

/** The blocks in order; in the builder, each draft says so. */
export function TabBlocks({
  data,
  links,
  showStatus = false,
}: {
  data: TabBlocksData
  links: BlockLinks
  showStatus?: boolean
}) {
  return (
    <div className="space-y-4" data-testid="tab-blocks">
      {data.blocks.map((block) => (
        <section
          key={block.id}
          id={`bloc-${block.id}`}
          className={`rounded-lg bg-white p-4 ${showStatus && block.status === 'draft' ? 'border-2 border-dashed border-warn' : ''}`}
        >
          {showStatus && block.status === 'draft' ? (
            <p className="mb-2 text-xs font-semibold uppercase text-gray-700">Brouillon</p>
          ) : null}
          <BlockBody block={block} data={data} links={links} />
        </section>
      ))}
    </div>
  )
}
