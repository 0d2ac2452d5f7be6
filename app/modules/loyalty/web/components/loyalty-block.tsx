import { useId } from 'react'
import {
  CartForm,
  FetcherError,
  useCartFetcher,
} from '#app/modules/checkout/web/components/cart/cart-form'
import { formatCents } from '#app/platform/domain/money'
import type { LoyaltyView } from './loyalty-types'

/**
 * Spec 2.11 Loyalty on the cart page: the buyer's points at this seller, the rewards they can
 * afford (one form each), and 'Retirer' for the chosen one (spec 4: a loyalty reset clears the
 * discounts, the free products and the promotions).
 */
export function LoyaltyBlock({ loyalty }: { loyalty: LoyaltyView }) {
  const chooseFetcher = useCartFetcher()
  const resetFetcher = useCartFetcher()
  const id = useId()
  const { balance, selected, words } = loyalty
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-2 rounded-lg border border-gray-200 bg-white p-3 text-sm sm:p-4"
      data-testid="loyalty"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        Fidélité
      </h3>
      {balance ? (
        <p data-testid="loyalty-balance">
          Vous avez <strong>{words.total}</strong> ({words.earned}, {words.spent}) · {words.perEuro}{' '}
          par euro dépensé.
        </p>
      ) : null}
      {loyalty.next ? (
        <p className="text-gray-600">
          Encore {words.missing} pour « {loyalty.next.name} ».
        </p>
      ) : null}
      {loyalty.error ? (
        <p role="alert" className="font-medium text-red-700">
          {loyalty.error}
        </p>
      ) : null}
      {selected ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p data-testid="loyalty-selected">
            Récompense choisie : <strong>{selected.name}</strong> (−{words.selected}
            {selected.discountCents ? `, −${formatCents(selected.discountCents)}` : ''})
          </p>
          <CartForm fetcher={resetFetcher} intent="loyalty-reset">
            <input type="hidden" name="sellerId" value={loyalty.sellerId} />
            <button type="submit" className="min-h-[44px] px-2 text-primary-dark underline">
              Retirer
            </button>
          </CartForm>
        </div>
      ) : loyalty.affordable.length ? (
        <ul className="space-y-2">
          {loyalty.affordable.map((reward) => (
            <li key={reward.id}>
              <CartForm
                fetcher={chooseFetcher}
                intent="loyalty"
                className="space-y-1 rounded-md border border-gray-100 p-2"
              >
                <input type="hidden" name="sellerId" value={loyalty.sellerId} />
                <input type="hidden" name="rewardId" value={reward.id} />
                <p>
                  <strong>{reward.name}</strong> · {words.rewards[reward.id]}
                </p>
                {reward.kind === 'products' ? (
                  <fieldset className="space-y-1">
                    <legend className="text-gray-700">
                      Choisissez {reward.maxChoices ?? 1} produit
                      {(reward.maxChoices ?? 1) > 1 ? 's au plus' : ''} :
                    </legend>
                    {reward.options.map((option) => (
                      <label key={option.value} className="flex min-h-[44px] items-center gap-2">
                        <input
                          type={(reward.maxChoices ?? 1) > 1 ? 'checkbox' : 'radio'}
                          name={(reward.maxChoices ?? 1) > 1 ? `choice.${option.value}` : 'choice'}
                          value={option.value}
                          required={(reward.maxChoices ?? 1) === 1}
                        />
                        {option.label}
                      </label>
                    ))}
                  </fieldset>
                ) : null}
                <button
                  type="submit"
                  className="min-h-[44px] rounded-md border border-gray-300 bg-white px-3"
                >
                  Choisir cette récompense
                </button>
              </CartForm>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-gray-600">Aucune récompense n’est encore à votre portée.</p>
      )}
      <FetcherError fetcher={chooseFetcher} />
      <FetcherError fetcher={resetFetcher} />
    </section>
  )
}
