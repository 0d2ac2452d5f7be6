// The JavaScript a page makes the browser download on first load: the files named by its
// `<link rel="modulepreload">` tags, `<script src>` tags and the `import` statements of its inline
// module scripts (how Remix loads its entry, manifest and route modules), each gzip-compressed.
import zlib from 'node:zlib'

const attr = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1]

/** Absolute URLs of the JavaScript files an HTML page references. */
export function scriptUrls(html, pageUrl) {
  const urls = new Set()
  const add = (ref) => urls.add(new URL(ref, pageUrl).href)
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/^modulepreload$/i.test(attr(tag, 'rel') ?? '') && attr(tag, 'href')) add(attr(tag, 'href'))
  }
  for (const [, open, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(open, 'src')
    if (src) add(src)
    else if (/type\s*=\s*["']module["']/i.test(open)) {
      for (const [, ref] of body.matchAll(/\bimport\s*(?:[^'"();]*?\bfrom\s*)?["']([^"']+)["']/g))
        add(ref)
      for (const [, ref] of body.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) add(ref)
    }
  }
  return [...urls]
}

/** Gzipped bytes (zlib's default level, as the server's compression middleware uses). */
export const gzipSize = (buffer) => zlib.gzipSync(buffer).length

/** Files, raw and gzipped bytes of the JavaScript an HTML page loads, plus its own gzipped size. */
export async function pageWeight(html, pageUrl, fetchOptions = {}) {
  const files = []
  for (const url of scriptUrls(html, pageUrl)) {
    const res = await fetch(url, fetchOptions)
    if (!res.ok) throw new Error(`${url} answered ${res.status}`)
    const body = Buffer.from(await res.arrayBuffer())
    files.push({ url, bytes: body.length, gzip: gzipSize(body) })
  }
  return {
    files,
    jsGzip: files.reduce((sum, f) => sum + f.gzip, 0),
    htmlGzip: gzipSize(Buffer.from(html)),
  }
}
