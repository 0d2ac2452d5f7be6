import { useId } from 'react'
import { priceLabel } from '#app/modules/shop/web/components/price'
import { buttonClass } from '#app/ui/button'
import { Icon } from '#app/ui/icons'
import { CartForm, FetcherError, useCartFetcher } from './cart-form'

type Choice = { sellerId: number; productId: number; vintageId: number }

function ChoiceFields({ choice }: { choice: Choice }) {
  return (
    <>
      <input type="hidden" name="sellerId" value={choice.sellerId} />
      <input type="hidden" name="productId" value={choice.productId} />
      <input type="hidden" name="vintageId" value={choice.vintageId} />
    </>
  )
}

/** The product page's form: a format, a quantity, the vintage shown (spec 4: adding). */
export function AddToCartForm({
  choice,
  formats,
}: {
  choice: Choice
  formats: { id: number; label: string; priceCents: number | null; ttc: boolean }[]
}) {
  const fetcher = useCartFetcher()
  const id = useId()
  const busy = fetcher.state !== 'idle'
  return (
    <CartForm fetcher={fetcher} intent="add" className="space-y-2">
      <ChoiceFields choice={choice} />
      <div className="flex flex-wrap items-end gap-2">
        {formats.length > 1 ? (
          <label className="flex min-w-0 flex-1 flex-col text-sm">
            <span className="font-medium text-gray-700">Format</span>
            <select
              name="formatId"
              className="min-h-[44px] rounded-md border border-gray-300 bg-white px-2"
            >
              {formats.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.priceCents !== null
                    ? `${f.label} — ${priceLabel(f.priceCents, f.ttc)}`
                    : f.label}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <input type="hidden" name="formatId" value={formats[0]!.id} />
        )}
        <label htmlFor={`${id}-quantity`} className="flex flex-col text-sm">
          <span className="font-medium text-gray-700">Quantité</span>
          <input
            id={`${id}-quantity`}
            type="number"
            name="quantity"
            defaultValue={1}
            min={1}
            max={999}
            step={1}
            required
            inputMode="numeric"
            className="min-h-[44px] w-20 rounded-md border border-gray-300 px-2"
          />
        </label>
        <button
          type="submit"
          className={buttonClass('primary', 'flex-1 sm:flex-none')}
          disabled={busy}
        >
          {busy ? 'Ajout…' : 'Ajouter au panier'}
        </button>
      </div>
      <FetcherError fetcher={fetcher} />
    </CartForm>
  )
}

/** A product card's quick add: one unit of its first format and vintage. */
export function QuickAddForm({
  choice,
  formatId,
  name,
}: {
  choice: Choice
  formatId: number
  name: string
}) {
  const fetcher = useCartFetcher()
  const busy = fetcher.state !== 'idle'
  return (
    <CartForm fetcher={fetcher} intent="add" className="pt-2">
      <ChoiceFields choice={choice} />
      <input type="hidden" name="formatId" value={formatId} />
      <button
        type="submit"
        className={buttonClass('secondary', 'w-full gap-1 px-2 text-sm')}
        disabled={busy}
      >
        <Icon name="cart" className="h-5 w-5 shrink-0" />
        {busy ? 'Ajout…' : 'Ajouter'}
        {/* Short on a phone's two-column grid; the name says the rest to screen readers. */}
        <span className="sr-only"> au panier : {name}</span>
      </button>
      <FetcherError fetcher={fetcher} />
    </CartForm>
  )
}
