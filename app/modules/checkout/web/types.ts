/**
 * What the checkout and order pages show. The cart side comes from the cart view
 * (app/modules/checkout/web/cart-view.server.ts), priced by the provider; money is integer cents.
 */
import type { CheckoutPaymentType } from '#app/modules/checkout/domain/checkout-schema'
import type { OrderPriceTotals } from '#app/modules/pricing/domain/types'
import type { DeliveryModeOption } from '#app/modules/checkout/web/cart.server'
import type { WithdrawalExclusion } from '#app/modules/checkout/domain/withdrawal'

export type CheckoutLine = {
  idTmp: string
  productId: number
  formatId: number
  vintageId: number
  quantity: number
  isWrapped: boolean
  name: string
  /** Format and vintage: '75 cl · 2022'. */
  detail: string
  unitPriceCents: number | null
  /** The line total in the viewer's convention: TTC, or HT for professionals. */
  totalCents: number | null
  ttc: boolean
  errors: string[]
  /** Why the line has no right of withdrawal (L221-28), if it has none. */
  withdrawal: WithdrawalExclusion | null
}

/** One seller's order on the checkout page. */
export type CheckoutOrderView = {
  sellerId: number
  sellerName: string
  lines: CheckoutLine[]
  price: OrderPriceTotals | null
  /** The order's own errors (spec 8); a line's are on the line. */
  errors: string[]
  deliveryModes: Pick<DeliveryModeOption, 'id' | 'name' | 'description'>[]
  /** The payment types this order may be paid with (the shop's, Stripe ones when configured). */
  paymentTypes: CheckoutPaymentType[]
  promoCode: string | null
  /** The shop's public base (`/domaine-de-la-source`): its terms and withdrawal form live there. */
  shopBase: string
  /** The version of the shop's general terms of sale shown to the buyer. */
  termsVersion: number
  /** The mention of the sale's tax regime beside its totals (export, reverse charge), if any. */
  taxMention: string | null
}
