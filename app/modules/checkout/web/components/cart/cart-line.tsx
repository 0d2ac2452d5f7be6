import { Link } from '@remix-run/react'
import { useEffect, useId, useRef, useState } from 'react'
import { priceLabel } from '#app/modules/shop/web/components/price'
import { formatCents } from '#app/platform/domain/money'
import { useHydrated } from '#app/platform/web/use-hydrated'
import type { CartLineView } from '#app/modules/checkout/web/cart-view.server'
import { CartForm, FetcherError, useCartFetcher, useRedirectTo } from './cart-form'
import { deName } from '#app/platform/domain/french'

/** Spec 9: with JavaScript, a quantity is sent 1 s after its last change. */
export const QUANTITY_DEBOUNCE_MS = 1_000

const stepButton =
  'flex h-11 w-11 items-center justify-center rounded-md border border-gray-300 bg-white text-lg font-semibold hover:bg-gray-50 disabled:opacity-50'

/**
 * Quantity − / + and the typed quantity. Without JavaScript each is a submit button of the line's
 * form; with it they change the number at once and the new quantity is sent once the buyer stops.
 */
function useDebouncedQuantity(line: CartLineView) {
  const fetcher = useCartFetcher()
  const redirectTo = useRedirectTo()
  // The field's text: it may be empty for a moment while the buyer types a new number.
  const [text, setText] = useState(String(line.quantity))
  const timer = useRef<ReturnType<typeof setTimeout>>()
  // The server's quantity wins again once nothing of ours is waiting or under way.
  useEffect(() => {
    if (!timer.current && fetcher.state === 'idle') setText(String(line.quantity))
  }, [line.quantity, fetcher.state])
  useEffect(() => () => clearTimeout(timer.current), [])
  const send = (value: number) => {
    clearTimeout(timer.current)
    timer.current = undefined
    fetcher.submit(
      {
        intent: 'set-quantity',
        idTmp: line.idTmp,
        quantity: String(value),
        via: 'fetcher',
        redirectTo,
      },
      { method: 'post', action: '/resources/cart' },
    )
  }
  const schedule = (value: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => send(value), QUANTITY_DEBOUNCE_MS)
  }
  const current = () => (/^\d+$/.test(text) ? Number(text) : line.quantity)
  return {
    fetcher,
    text,
    /** − and +: the number changes at once, the server hears of it 1 s later. */
    step(delta: number) {
      const next = Math.max(0, Math.min(999, current() + delta))
      setText(String(next))
      schedule(next)
    },
    type(value: string) {
      setText(value)
      if (/^\d+$/.test(value)) schedule(Number(value))
      else clearTimeout(timer.current)
    },
    /** Enter or leaving the field: no need to wait. */
    flush() {
      if (timer.current) send(current())
      else if (!/^\d+$/.test(text)) setText(String(line.quantity))
    },
  }
}

export function CartLine({ line }: { line: CartLineView }) {
  const hydrated = useHydrated()
  const id = useId()
  const quantity = useDebouncedQuantity(line)
  const lineFetcher = useCartFetcher()
  const pending = quantity.fetcher.state !== 'idle' || lineFetcher.state !== 'idle'
  return (
    <li className="space-y-2 py-3" data-testid="cart-line">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium leading-snug">
            {line.href ? (
              <Link to={line.href} className="hover:underline">
                {line.name}
              </Link>
            ) : (
              line.name
            )}
          </p>
          {line.detail ? <p className="text-sm text-gray-600">{line.detail}</p> : null}
          {line.unitPriceCents !== null ? (
            <p className="text-sm text-gray-700">
              {priceLabel(line.unitPriceCents, line.ttc)} l’unité
            </p>
          ) : null}
        </div>
        <CartForm fetcher={lineFetcher} intent="remove">
          <input type="hidden" name="idTmp" value={line.idTmp} />
          <button
            type="submit"
            className="min-h-[44px] rounded px-2 text-sm text-red-700 underline hover:bg-red-50"
          >
            Retirer<span className="sr-only"> {line.name}</span>
          </button>
        </CartForm>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CartForm
          fetcher={quantity.fetcher}
          className="flex items-center gap-1"
          onSubmit={(event) => {
            // With JavaScript, Enter in the field sends the typed quantity now.
            event.preventDefault()
            quantity.flush()
          }}
        >
          <input type="hidden" name="idTmp" value={line.idTmp} />
          {/* First in the form, so that Enter without JavaScript sets the typed quantity. */}
          <button
            type="submit"
            name="intent"
            value="set-quantity"
            className={
              hydrated
                ? 'sr-only'
                : 'order-last ml-1 min-h-[44px] rounded-md border border-gray-300 bg-white px-3 text-sm'
            }
            tabIndex={hydrated ? -1 : undefined}
          >
            OK
          </button>
          <button
            type="submit"
            name="intent"
            value="decrement"
            className={stepButton}
            aria-label={`Diminuer la quantité ${deName(line.name)}`}
            onClick={(event) => {
              if (!hydrated) return
              event.preventDefault()
              quantity.step(-1)
            }}
          >
            −
          </button>
          <label htmlFor={`${id}-q`} className="sr-only">
            Quantité {deName(line.name)}
          </label>
          <input
            id={`${id}-q`}
            type="number"
            name="quantity"
            min={0}
            max={999}
            step={1}
            inputMode="numeric"
            value={quantity.text}
            onChange={(event) => quantity.type(event.currentTarget.value)}
            onBlur={quantity.flush}
            className="h-11 w-16 rounded-md border border-gray-300 px-2 text-center"
          />
          <button
            type="submit"
            name="intent"
            value="increment"
            className={stepButton}
            aria-label={`Augmenter la quantité ${deName(line.name)}`}
            onClick={(event) => {
              if (!hydrated) return
              event.preventDefault()
              quantity.step(1)
            }}
          >
            +
          </button>
        </CartForm>
        <p
          className={`ml-auto text-right font-semibold ${pending ? 'opacity-50' : ''}`}
          data-testid="line-total"
        >
          {line.totalCents !== null ? priceLabel(line.totalCents, line.ttc) : '—'}
          {line.discountCents > 0 ? (
            <span className="block text-sm font-normal text-green-800">
              dont remise −{formatCents(line.discountCents)}
            </span>
          ) : null}
        </p>
      </div>
      {line.wrappable ? (
        <CartForm fetcher={lineFetcher} intent="wrap">
          <input type="hidden" name="idTmp" value={line.idTmp} />
          <input type="hidden" name="wrapped" value={line.isWrapped ? 'false' : 'true'} />
          <button
            type="submit"
            aria-pressed={line.isWrapped}
            className="min-h-[44px] rounded-md border border-gray-300 bg-white px-3 text-sm hover:bg-gray-50 aria-pressed:border-primary-dark aria-pressed:bg-primary/10"
          >
            Emballage cadeau{line.isWrapped ? ' : oui' : ' : non'}
            {line.isWrapped && line.wrappingCents > 0
              ? ` (${formatCents(line.wrappingCents)})`
              : ''}
            <span className="sr-only"> pour {line.name}</span>
          </button>
        </CartForm>
      ) : null}
      <FetcherError fetcher={quantity.fetcher} />
      <FetcherError fetcher={lineFetcher} />
      {line.errors.length ? (
        <ul className="space-y-1 text-sm font-medium text-red-700" data-testid="line-errors">
          {line.errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}
