/** The bottles a gift box of the shop can hold, as the choices of its contents' rows. */
import { listProductsRoute } from '#app/modules/catalogue/contract'
import type { GuardContext } from '#app/platform/web/guard.server'

export async function bottleOptions(ctx: GuardContext) {
  const result = await ctx.api.call(listProductsRoute, { query: { productType: 'bottle' } })
  if (!result.ok) return []
  return result.data.products.flatMap((p) =>
    p.formats.map((f) => ({ value: String(f.id), label: `${p.name} – ${f.label}` })),
  )
}
