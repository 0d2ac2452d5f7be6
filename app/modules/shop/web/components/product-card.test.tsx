import { renderToStaticMarkup } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'
import type { CardProduct } from './catalogue-types'
import { ProductCard } from './product-card'

const product: CardProduct = {
  id: 1,
  slug: 'sancerre',
  name: 'Sancerre',
  precision: null,
  color: null,
  status: 'online',
  promotion: null,
  labels: [],
  visual: '/uploads/1/0b3598b10e8f7f745ad47d9685cb4e58.webp',
  vintages: [],
  formats: [],
}
const options = { href: '/shop/sancerre', staff: false, pricesHidden: false, signInHref: null }

const image = (props: { firstRow?: boolean; first?: boolean }) => {
  const html = renderToStaticMarkup(
    <StaticRouter location="/shop">
      <ProductCard product={product} options={options} {...props} />
    </StaticRouter>,
  )
  return /<img [^>]*>/.exec(html)![0]
}

describe('the picture of a listing card', () => {
  it('loads at once, first of all, on the first card: the largest paint of the page', () => {
    expect(image({ firstRow: true, first: true })).toMatch(/loading="eager".*fetchpriority="high"/)
  })

  it('loads at once without priority on the rest of the first row', () => {
    const img = image({ firstRow: true })
    expect(img).toContain('loading="eager"')
    expect(img).not.toContain('fetchpriority')
  })

  it('waits until it is scrolled near further down', () => {
    expect(image({})).toContain('loading="lazy"')
  })
})

describe('the labels of a listing card', () => {
  it('shows each of the product’s labels as its badge, in its palette colours', () => {
    const html = renderToStaticMarkup(
      <StaticRouter location="/shop">
        <ProductCard
          product={{ ...product, labels: [{ id: 3, name: 'Coup de cœur', colour: 'red' }] }}
          options={options}
        />
      </StaticRouter>,
    )
    expect(html).toContain('aria-label="Étiquettes"')
    expect(html).toMatch(/style="background-color:#fee2e2;color:#991b1b"[^>]*>Coup de cœur</)
  })

  it('shows no list of labels for a product without any', () => {
    const html = renderToStaticMarkup(
      <StaticRouter location="/shop">
        <ProductCard product={product} options={options} />
      </StaticRouter>,
    )
    expect(html).not.toContain('Étiquettes')
  })
})
