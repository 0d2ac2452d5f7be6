import { useId } from 'react'
import { formatCents } from '#app/platform/domain/money'
import { CartForm, FetcherError, useCartFetcher } from './cart-form'

/** The order's promo code: typed, then checked by the server's pricing. */
export function PromoForm({
  sellerId,
  code,
  applied,
  promotions,
}: {
  sellerId: number
  code: string | null
  applied: boolean | null
  promotions: { name: string; amountCents: number }[]
}) {
  const fetcher = useCartFetcher()
  const removeFetcher = useCartFetcher()
  const id = useId()
  return (
    <div className="space-y-1">
      {code ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p data-testid="promo-code">
            Code <strong>{code}</strong> :{' '}
            {applied
              ? 'appliqué'
              : 'enregistré, sans effet tant que ses conditions ne sont pas remplies'}
          </p>
          <CartForm fetcher={removeFetcher} intent="promo">
            <input type="hidden" name="sellerId" value={sellerId} />
            <input type="hidden" name="promoCode" value="" />
            <button type="submit" className="min-h-[44px] px-2 text-primary-dark underline">
              Retirer le code
            </button>
          </CartForm>
        </div>
      ) : (
        <CartForm fetcher={fetcher} intent="promo" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="sellerId" value={sellerId} />
          <label htmlFor={`${id}-code`} className="flex min-w-0 flex-1 basis-40 flex-col text-sm">
            <span className="font-medium text-gray-700">Code promo</span>
            <input
              id={`${id}-code`}
              name="promoCode"
              maxLength={15}
              autoComplete="off"
              autoCapitalize="characters"
              className="min-h-[44px] rounded-md border border-gray-300 px-2 uppercase"
            />
          </label>
          <button
            type="submit"
            className="min-h-[44px] rounded-md border border-gray-300 bg-white px-3 text-sm"
          >
            Appliquer
          </button>
        </CartForm>
      )}
      {promotions.length ? (
        <ul className="text-sm text-green-800">
          {promotions.map((p) => (
            <li key={p.name}>
              {p.name} : −{formatCents(p.amountCents)}
            </li>
          ))}
        </ul>
      ) : null}
      <FetcherError fetcher={fetcher} />
      <FetcherError fetcher={removeFetcher} />
    </div>
  )
}
