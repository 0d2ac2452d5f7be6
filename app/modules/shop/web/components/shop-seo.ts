/**
 * What search engines and link previews read on shop pages: title, description, the canonical
 * /{name} address, Open Graph, and schema.org Product data with the public price only.
 */
import type { MetaDescriptor } from '@remix-run/node'
import type { CardProduct, PublicProductDetail } from './catalogue-types'
import { deName } from '#app/platform/domain/french'

const absolute = (origin: string, src: string) => new URL(src, origin).href

const clip = (text: string, max = 160) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`

function common(
  {
    title,
    description,
    canonical,
    image,
    type,
  }: {
    title: string
    description: string
    canonical: string
    image: string | null
    type: 'website' | 'product'
  },
  indexable: boolean,
): MetaDescriptor[] {
  const origin = new URL(canonical).origin
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: type },
    ...(image ? [{ property: 'og:image', content: absolute(origin, image) }] : []),
    // The signed-in /shops/{id} copies of a page are not for search engines.
    ...(indexable ? [] : [{ name: 'robots', content: 'noindex' }]),
  ]
}

type ListingMeta = {
  canonical: string
  signedIn: boolean
  frame: { name: string; editedShop: { banner?: string; logo?: string } }
  tab: { name: string } | null
  catalogue: { products: CardProduct[] } | null
}

export function listingMeta(data: ListingMeta | undefined): MetaDescriptor[] {
  if (!data) return [{ title: 'Boutique | Caveau' }]
  const { frame, tab, catalogue } = data
  const names = catalogue?.products.slice(0, 4).map((p) => p.name) ?? []
  const description = clip(
    catalogue?.products.length
      ? `${frame.name} : ${catalogue.products.length} produit${catalogue.products.length > 1 ? 's' : ''} en vente en ligne, dont ${names.join(', ')}.`
      : `La boutique en ligne ${deName(frame.name)}.`,
  )
  return common(
    {
      title: `${tab ? `${tab.name} — ` : ''}${frame.name} | Caveau`,
      description,
      canonical: data.canonical,
      image:
        frame.editedShop.banner ??
        catalogue?.products.find((p) => p.visual)?.visual ??
        frame.editedShop.logo ??
        null,
      type: 'website',
    },
    !data.signedIn,
  )
}

type ProductMeta = {
  canonical: string
  signedIn: boolean
  frame: { name: string }
  shop: { pricesHidden: boolean; ttc: boolean }
  product: PublicProductDetail
  vintageId: number | null
}

/** schema.org Product; offers only at the public price, the one an anonymous visitor sees. */
export function productJsonLd(data: ProductMeta) {
  const { product, shop, canonical } = data
  const origin = new URL(canonical).origin
  const publicPrices = !data.signedIn && !shop.pricesHidden && shop.ttc
  const offers = publicPrices
    ? product.formats
        .filter((f) => f.priceCents !== null)
        .map((f) => ({
          '@type': 'Offer',
          name: f.label,
          price: (f.priceCents! / 100).toFixed(2),
          priceCurrency: 'EUR',
          availability:
            product.status === 'outofstock'
              ? 'https://schema.org/OutOfStock'
              : 'https://schema.org/InStock',
          url: canonical,
          ...(f.gtin ? { gtin: f.gtin } : {}),
        }))
    : []
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url: canonical,
    brand: { '@type': 'Brand', name: data.frame.name },
    ...(product.description ? { description: clip(product.description, 500) } : {}),
    ...(product.visuals.length ? { image: product.visuals.map((v) => absolute(origin, v)) } : {}),
    ...(offers.length ? { offers } : {}),
  }
}

export function productMeta(data: (ProductMeta & { found: true }) | { found: false } | undefined) {
  if (!data?.found) return [{ title: 'Produit inexistant | Caveau' }]
  const { product, frame } = data
  const vintage = product.vintages.find((v) => v.id === data.vintageId)?.label
  const name = `${product.name}${vintage ? ` ${vintage}` : ''}`
  const description = clip(
    product.description?.trim() ||
      [name, product.precision, product.appellation, product.color, `par ${frame.name}`]
        .filter(Boolean)
        .join(', '),
  )
  return [
    ...common(
      {
        title: `${name} — ${frame.name} | Caveau`,
        description,
        canonical: data.canonical,
        image: product.visuals[0] ?? null,
        type: 'product',
      },
      !data.signedIn,
    ),
    { 'script:ld+json': productJsonLd(data) },
  ] satisfies MetaDescriptor[]
}
