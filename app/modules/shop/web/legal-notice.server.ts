import type { LegalNotice } from '#app/modules/shop/web/components/shop-pages'
import type { GuardContext } from '#app/platform/web/guard.server'

export async function loadLegalNotice(
  ctx: GuardContext,
  ref: string | undefined,
): Promise<LegalNotice> {
  if (!ref || !/^[\w-]{1,100}$/.test(ref)) throw new Response('Not Found', { status: 404 })
  const result = await ctx.api.get<{ legalNotice: LegalNotice }>(
    `/shops/${encodeURIComponent(ref)}/legal-notice`,
  )
  if (!result.ok) throw new Response('Not Found', { status: 404 })
  return result.data.legalNotice
}
