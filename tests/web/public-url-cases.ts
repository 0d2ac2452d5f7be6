import { describe, expect, it } from 'vitest'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { demoCatalogue } from '#app/modules/catalogue/api/seed/seed-catalogue-data'
import { loader as elabelLoader } from '#app/routes/$name_.nutritiveValues'
import { loader as listingLoader } from '#app/routes/$name._index'
import { loader as gs1Loader } from '#app/routes/gs1.01.$ean._index'

/**
 * Absolute links of the public pages (issue 12): the e-label index and label pages (canonical and
 * hreflang alternates), the GS1 link's default link and the shop's canonical address start with
 * the configured public URL (APP_URL), or without one with the origin the page was asked on —
 * never `http://localhost:<port>` whatever the host.
 */

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>
const SHOP = `/${demoCatalogue.source.urlShop}`
const { elabel } = demoCatalogue.source

/** A visitor's GET on `origin` (no session: these pages are public). */
const get = (loader: Loader, origin: string, path: string) =>
  loader({ request: new Request(`${origin}${path}`), params: {}, context: {} })

async function answer(loader: Loader, origin: string, path: string): Promise<Response> {
  try {
    return (await get(loader, origin, path)) as Response
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

/** Every absolute http(s) address a page writes into its head and body. */
const addresses = (html: string) => [...html.matchAll(/https?:\/\/[^"'\s<>]+/g)].map((m) => m[0])

const unescape = (s: string) => s.replace(/&amp;/g, '&')

/**
 * @param origins the origins the pages are asked on
 * @param expectedOf the origin their absolute links must use, for a request on `origin`
 */
export function describePublicLinks(origins: string[], expectedOf: (origin: string) => string) {
  describe.each(origins)('pages asked on %s', (origin) => {
    const want = expectedOf(origin)

    it('the e-label index: canonical and alternates on the public origin', async () => {
      const res = await answer(elabelLoader, origin, `${SHOP}/nutritiveValues`)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain(`<link rel="canonical" href="${want}${SHOP}/nutritiveValues"/>`)
      expect(html).toContain(`hrefLang="en" href="${want}${SHOP}/nutritiveValues?lang=en"`)
      const found = addresses(html)
      expect(found.length).toBeGreaterThan(5)
      for (const address of found) expect(address.startsWith(`${want}/`), address).toBe(true)
    })

    it('a GS1 link and the e-label it leads to', async () => {
      const res = await answer(gs1Loader, origin, `/gs1/01/${elabel.gtin13}`)
      expect(res.status).toBe(307)
      const location = res.headers.get('location')!
      expect(location.startsWith(`${SHOP}/nutritiveValues?product=${elabel.slug}`)).toBe(true)
      expect(res.headers.get('link')).toBe(`<${want}${location}>; rel="gs1:defaultLink"`)

      const page = await answer(elabelLoader, origin, location)
      expect(page.status).toBe(200)
      const html = await page.text()
      const canonical = /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1]
      expect(unescape(canonical ?? '')).toBe(`${want}${location}`)
      for (const address of addresses(html))
        expect(address.startsWith(`${want}/`), address).toBe(true)
    })

    it('the shop’s canonical address', async () => {
      const result = (await get(listingLoader, origin, SHOP)) as {
        data?: { canonical: string }
        canonical?: string
      }
      expect(result.data?.canonical ?? result.canonical).toBe(`${want}${SHOP}`)
    })
  })
}
