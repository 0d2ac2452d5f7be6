import { useId } from 'react'
import type { DeliveryModeOption } from '#app/modules/checkout/web/cart.server'
import { useHydrated } from '#app/platform/web/use-hydrated'
import { CartForm, FetcherError, useCartFetcher } from './cart-form'

const kindLabels: Record<DeliveryModeOption['kind'], string> = {
  carrier: 'Livraison',
  pickup: 'Retrait',
  collectionPoint: 'Point relais',
}

/** '27 rue de Bourgogne, 45000 Orléans'. */
export function addressLine(address: DeliveryModeOption['address']): string {
  if (!address) return ''
  return [address.street, [address.zipcode, address.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
}

/**
 * The order's delivery mode (spec 4): carriers, pick-up and collection points in one list,
 * points with their address. With JavaScript the choice is sent as soon as it changes.
 */
export function DeliveryForm({
  sellerId,
  modes,
  chosen,
}: {
  sellerId: number
  modes: DeliveryModeOption[]
  chosen: number | null
}) {
  const fetcher = useCartFetcher()
  const hydrated = useHydrated()
  const id = useId()
  const mode = modes.find((m) => m.id === chosen) ?? null
  if (!modes.length)
    return (
      <p className="text-sm text-gray-700">Ce producteur n’a pas encore de mode de livraison.</p>
    )
  return (
    <div className="space-y-1">
      <CartForm fetcher={fetcher} intent="delivery" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="sellerId" value={sellerId} />
        <label htmlFor={`${id}-mode`} className="flex min-w-0 flex-1 basis-56 flex-col text-sm">
          <span className="font-medium text-gray-700">Mode de livraison</span>
          <select
            id={`${id}-mode`}
            name="deliveryModeId"
            defaultValue={chosen ?? ''}
            key={chosen ?? ''}
            onChange={(event) => {
              if (hydrated) fetcher.submit(event.currentTarget.form)
            }}
            className="min-h-[44px] w-full rounded-md border border-gray-300 bg-white px-2"
          >
            <option value="">Choisir un mode de livraison</option>
            {modes.map((m) => (
              <option key={m.id} value={m.id}>
                {m.kind === 'collectionPoint' && m.address
                  ? `${m.name} (${addressLine(m.address)})`
                  : m.name}
              </option>
            ))}
          </select>
        </label>
        {hydrated ? null : (
          <button
            type="submit"
            className="min-h-[44px] rounded-md border border-gray-300 bg-white px-3 text-sm"
          >
            Choisir
          </button>
        )}
      </CartForm>
      {mode ? (
        <p className="text-sm text-gray-700" data-testid="delivery-mode">
          {kindLabels[mode.kind]} : {mode.name}
          {mode.address ? ` — ${addressLine(mode.address)}` : ''}
          {mode.description ? (
            <span className="block text-gray-600">{mode.description}</span>
          ) : null}
        </p>
      ) : null}
      <FetcherError fetcher={fetcher} />
    </div>
  )
}
