import { legalNoticeRoute } from '#app/modules/shop/contract'
import type { GuardContext } from '#app/platform/web/guard.server'

export async function loadLegalNotice(ctx: GuardContext, ref: string | undefined) {
  if (!ref || !/^[\w-]{1,100}$/.test(ref)) throw new Response('Not Found', { status: 404 })
  const result = await ctx.api.call(legalNoticeRoute, { params: { id: ref } })
  if (!result.ok) throw new Response('Not Found', { status: 404 })
  return result.data.legalNotice
}
