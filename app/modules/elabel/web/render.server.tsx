import { createHash } from 'node:crypto'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { isValidLotNumber } from '#app/modules/catalogue/domain/gs1'
import { elabelRoute, elabelsRoute, publicShopRoute } from '#app/modules/shop/contract'
import { publicOrigin } from '#app/platform/web/public-url.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { cachedPage, cacheKey, cachePage, matchesEtag, type CachedPage } from './cache.server'
import { ElabelDocument, pageStyle, type DocumentHead } from './document'
import { IndexPage, NotFoundPage } from './index-page'
import { LabelPage } from './label-page'
import { elabelLabels } from './labels'
import { elabelLanguages, pickLanguage, type ElabelLanguage } from './languages'
import { elabelHref, type ElabelQuery } from '../domain/elabel-href'

const styleHash = createHash('sha256').update(pageStyle).digest('base64')

/**
 * Nothing but this page's own inline style and same-origin images may load: no script at all,
 * no third party (the e-label rules forbid tracking and marketing).
 */
const securityHeaders = {
  'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${styleHash}'; img-src 'self' data:; base-uri 'none'; form-action 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
}

/** The language comes from the Cookie and Accept-Language headers unless `lang` is in the URL. */
const cacheHeaders = {
  'Cache-Control': 'public, max-age=300',
  Vary: 'Accept-Language, Cookie',
}

const SHOP_REF = /^[\w-]{1,100}$/
const SLUG = /^[\w-]{1,120}$/
const VINTAGE = /^[\p{L}\p{N} ._-]{1,40}$/u
const FORMAT_ID = /^\d{1,10}$/

/** The query's parts, or null when one is malformed (no product has such a name). */
function readQuery(url: URL): ElabelQuery | null {
  const get = (k: string) => url.searchParams.get(k)?.trim() || null
  const query = {
    product: get('product'),
    vintage: get('vintage'),
    format: get('format'),
    lot: get('lot'),
  }
  if (query.product && !SLUG.test(query.product)) return null
  if (query.vintage && !VINTAGE.test(query.vintage)) return null
  if (query.format && !FORMAT_ID.test(query.format)) return null
  if (query.lot && !isValidLotNumber(query.lot)) return null
  return query
}

const html = (element: ReactElement) => `<!DOCTYPE html>${renderToStaticMarkup(element)}`

function pageResponse(request: Request, page: CachedPage): Response {
  const headers = { ETag: page.etag, ...cacheHeaders, ...securityHeaders }
  if (matchesEtag(request, page.etag)) return new Response(null, { status: 304, headers })
  return new Response(page.html, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers },
  })
}

function notFound(language: ElabelLanguage, shop: string | null): Response {
  const labels = elabelLabels[language]
  const head: DocumentHead = {
    language,
    title: labels.notFoundTitle,
    description: labels.notFoundText,
    canonical: null,
  }
  const body = html(
    <ElabelDocument head={head}>
      <NotFoundPage
        labels={labels}
        indexHref={shop ? elabelHref(shop, { lang: language }) : null}
      />
    </ElabelDocument>,
  )
  return new Response(body, {
    status: 404,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=60',
      Vary: cacheHeaders.Vary,
      ...securityHeaders,
    },
  })
}

/**
 * The e-label page of `/{name}/nutritiveValues`: the shop's index without `product`, else one
 * label. Rendered once per shop, query and language, then served from memory (with 304s) until
 * the catalogue changes. Reads no session and writes no cookie.
 */
export async function elabelResponse(request: Request, ctx: GuardContext): Promise<Response> {
  const url = new URL(request.url)
  const shop = ctx.params.name
  const { language, chosen } = pickLanguage(request)
  const query = readQuery(url)
  if (!shop || !SHOP_REF.test(shop)) return notFound(language, null)
  if (!query) return notFound(language, shop)

  // Without a configured public address the links follow the request's host: cached per origin.
  const origin = publicOrigin(request)
  const key = cacheKey([
    origin,
    shop,
    query.product,
    query.vintage,
    query.format,
    query.lot,
    language,
    chosen ? 'chosen' : '',
  ])
  const cached = cachedPage(key)
  if (cached) return pageResponse(request, cached)

  const found = await ctx.api.call(publicShopRoute, { params: { id: shop } })
  if (!found.ok) return notFound(language, null)
  const shopId = found.data.shop.id
  const labels = elabelLabels[language]
  const hrefOf = (lang: ElabelLanguage) => elabelHref(shop, { ...query, lang })
  // The French version is the default one, without `lang`; the others are indexed as such.
  const absolute = (lang: ElabelLanguage) =>
    origin + elabelHref(shop, { ...query, lang: lang === 'fr' ? null : lang })
  const alternates = Object.fromEntries(elabelLanguages.map((l) => [l, absolute(l)]))

  if (!query.product) {
    const result = await ctx.api.call(elabelsRoute, { params: { id: String(shopId) } })
    if (!result.ok) return notFound(language, null)
    const head: DocumentHead = {
      language,
      title: `${labels.indexTitle} — ${result.data.shop.name}`,
      description: labels.indexDescription(result.data.shop.name),
      canonical: absolute(language),
      alternates: { ...alternates, default: absolute('fr') },
    }
    const page = html(
      <ElabelDocument head={head}>
        <IndexPage
          index={result.data}
          shop={shop}
          labels={labels}
          language={language}
          chosen={chosen}
          hrefOf={hrefOf}
        />
      </ElabelDocument>,
    )
    return pageResponse(request, cachePage(key, shopId, page))
  }

  const result = await ctx.api.call(elabelRoute, {
    params: { id: String(shopId) },
    query: {
      product: query.product,
      vintage: query.vintage ?? undefined,
      format: query.format ?? undefined,
      lot: query.lot ?? undefined,
    },
  })
  if (!result.ok) {
    if (result.status === 404 || result.status === 400) return notFound(language, shop)
    throw new Error(`e-label ${shop} ${query.product}: provider answered ${result.status}`)
  }
  const { elabel } = result.data
  const name = [elabel.productName, elabel.vintage].filter(Boolean).join(' ')
  const head: DocumentHead = {
    language,
    title: `${name} — ${labels.nutritionHeading}`,
    description: labels.description(name),
    canonical: absolute(language),
    alternates: { ...alternates, default: absolute('fr') },
  }
  const page = html(
    <ElabelDocument head={head}>
      <LabelPage elabel={elabel} labels={labels} language={language} hrefOf={hrefOf} />
    </ElabelDocument>,
  )
  return pageResponse(request, cachePage(key, shopId, page))
}
