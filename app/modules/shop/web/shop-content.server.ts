import { sanitizeRichText } from '#app/platform/domain/rich-text'

const memo = new Map<string, string>()

/**
 * A content tab's HTML, safe to render. Tabs are sanitised when saved already; sanitising again
 * on the way out (spec 5's allow-list) also covers HTML stored before that rule or by a seed.
 * Tab pages are read far more often than written: the result is remembered.
 */
export function sanitizeShopHtml(html: string): string {
  const known = memo.get(html)
  if (known !== undefined) return known
  const clean = sanitizeRichText(html)
  if (memo.size >= 200) memo.clear()
  memo.set(html, clean)
  return clean
}
