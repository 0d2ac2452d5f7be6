/** What the iframe pages and the settings' Iframes tab read from the API. */
import { data } from '@remix-run/node'
import { hasPermission, moduleActive } from '#app/platform/domain/access'
import { publicOrigin } from '#app/platform/web/public-url.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { iframesRoute, listProductsRoute, type IframeRecord } from '#app/modules/catalogue/contract'
import { myShopRoute } from '#app/modules/shop/contract'

export type IframesTab = { active: false } | { active: true; iframes: IframeRecord[] }

export async function loadIframesTab(ctx: GuardContext): Promise<IframesTab> {
  // The API answers 403 (and the user is signed out) when the module is off: ask only when on.
  if (!moduleActive(ctx.viewer, 'iframes')) return { active: false }
  const result = await ctx.api.call(iframesRoute, {})
  if (!result.ok) throw data({ message: result.data.message }, { status: result.status })
  return { active: true, iframes: result.data.iframes }
}

/** The choices of the iframe form: the shop's typologies and products. */
export async function iframeChoices(ctx: GuardContext) {
  const [shop, list] = await Promise.all([
    ctx.api.call(myShopRoute, {}),
    hasPermission(ctx.viewer, 'seeAllProduct') ? ctx.api.call(listProductsRoute, {}) : null,
  ])
  const typologies = shop.ok ? (shop.data.shop.typologies ?? {}) : {}
  return {
    typologies: Object.entries(typologies).map(([key, t]) => ({ value: key, label: t.name })),
    products: list?.ok
      ? list.data.products.map((p) => ({ value: String(p.id), label: p.name }))
      : [],
  }
}

/** The HTML a site pastes to embed the shop. */
export function embedSnippet(request: Request, id: number, name: string) {
  const src = `${publicOrigin(request)}/iframes/${id}`
  const title = name.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)
  return `<iframe src="${src}" title="${title}" width="100%" height="800" style="border:0" loading="lazy"></iframe>`
}
