/**
 * What the checkout and order pages show. The cart side comes from the cart view
 * (app/modules/checkout/web/cart-view.server.ts), priced by the provider; money is integer cents.
 */
import type { CheckoutPaymentType } from '#app/modules/checkout/domain/checkout-schema'
import type { OrderPriceTotals } from '#app/modules/pricing/domain/types'
import type { DeliveryModeOption } from '#app/modules/checkout/web/cart.server'

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
}
