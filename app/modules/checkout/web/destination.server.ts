/**
 * Where the checkout may deliver (issue 15 §1): the buyer's kind and EU VAT number from the
 * 'Vous' step and the delivery country from the 'Livraison' step, sent with the cart's pricing so
 * that the totals follow the sale's tax regime; the country list offers only what every seller of
 * the cart serves for that kind of buyer, and says so before any address is typed.
 */
import {
  countryName,
  countryOptions,
  type CountryCode,
} from '#app/modules/checkout/domain/checkout-schema'
import type { CartOrderView } from '#app/modules/checkout/web/cart-view.server'
import { taxRegimeTexts } from '#app/modules/sales/domain/legal-mentions'
import { isValidVatNumber } from '#app/platform/domain/vat-number'
import { tFr } from '#app/platform/web/t.server'
import type { Cart } from '#app/modules/checkout/domain/cart'
import type { GuardContext } from '#app/platform/web/guard.server'
import { priceCart, type Destination } from './cart.server'
import type { CheckoutDraft } from './draft.server'

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {}
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined)

/** The buyer and the delivery address as far as the steps done tell them. */
export function destinationOf(draft: CheckoutDraft, user: GuardContext['user']): Destination {
  const accountIsBusiness = Boolean(user?.business?.name || user?.siret)
  const contact = record(draft.contact)
  const buyerType =
    contact.buyerType === 'professionnel' || contact.buyerType === 'particulier'
      ? contact.buyerType
      : accountIsBusiness
        ? 'professionnel'
        : 'particulier'
  const vat = buyerType === 'professionnel' ? str(contact.euVatNumber) : undefined
  const delivery = record(draft.delivery)
  const country = str(delivery.country)
  return {
    buyer: { buyerType, ...(vat && isValidVatNumber(vat) ? { euVatNumber: vat } : {}) },
    ...(country ? { deliveryAddress: { country, zipcode: str(delivery.zipcode) } } : {}),
  }
}

/** The mention a quoted total carries under its regime ('Autoliquidation…', 'Exonération…'). */
export function taxMentionOf(regime: CartOrderView['taxRegime']): string | null {
  if (regime === 'intraEuBusiness') return taxRegimeTexts.reverseCharge
  if (regime === 'export') return taxRegimeTexts.export
  if (regime === 'distanceSelling') return taxRegimeTexts.distanceSelling
  return null
}

/**
 * The delivery countries offered (served by every seller of the cart for this buyer), and the
 * sentences saying what is not served, shown above the address form.
 */
export function deliveryChoices(destination: Destination, orders: CartOrderView[]) {
  const kind = destination.buyer?.buyerType === 'professionnel' ? 'business' : 'private'
  const served = (o: CartOrderView) => o.servedCountries[kind]
  const countries = countryOptions.filter((c) => orders.every((o) => served(o).includes(c.code)))
  const names = (codes: string[]) => codes.map((c) => countryName(c as CountryCode)).join(', ')
  const notices = [
    ...orders.map((o) =>
      tFr(`checkoutDestination.${kind}`, {
        seller: o.seller,
        countries: names(served(o)),
      }),
    ),
    tFr('checkoutDestination.overseas'),
    ...(kind === 'business' &&
    !destination.buyer?.euVatNumber &&
    orders.some((o) => o.servedCountries.business.length > 1)
      ? [tFr('checkoutDestination.euVatNumber')]
      : []),
  ]
  return { countries, notices }
}

/**
 * Why the sellers of the cart do not deliver this buyer at this address (Corsica, the DOM, a
 * country not opened to their kind), as the API's pricing says it; null when all of them do.
 */
export async function destinationRefusal(
  ctx: GuardContext,
  cart: Cart,
  destination: Destination,
): Promise<string | null> {
  const prices = await priceCart(ctx, cart, destination)
  for (const order of prices?.values() ?? [])
    for (const error of order.errors) if (error.code === 'destination') return error.message
  return null
}
