/**
 * The limits of spec 8 on one seller's order. Rules:
 * - A product's minimum and maximum quantity count all its lines (every format and vintage); the
 *   error goes on its first line. A counted stock (`format.stock` not null) must cover all the
 *   lines of that format.
 * - The shop's minimum amount compares the goods HT after promotions (no duties, wrapping or
 *   shipping) with `minOrderHtCents`; the error's value is in cents.
 * - minProducts, maxProducts and multipleOf count the units of bottle and box lines, or their
 *   bottle equivalents when the shop or the typology has `allRulesInEq75`.
 * - When something ships: no available mode → 'noDeliveryMode'; modes but none chosen →
 *   'deliveryRequired'; a chosen mode that is not among the available ones (inactive, another
 *   shop's, or not serving the delivery address) → 'noDeliveryMode'.
 * - Placing the order: a payment type is required, and one the shop accepts when it lists them.
 */
import { cartError } from './errors'
import type { CartError, OrderPricingInput, PricingLineInput } from './types'

export type LimitsInput = {
  input: OrderPricingInput
  /** The lines that were priced (a line hidden from the typology is not). */
  lines: PricingLineInput[]
  goodsHtCents: number
  productCount: number
  ships: boolean
}

function quantityErrors(lines: PricingLineInput[]): CartError[] {
  const errors: CartError[] = []
  const byProduct = new Map<number, { first: PricingLineInput; quantity: number }>()
  const byFormat = new Map<number, { first: PricingLineInput; quantity: number }>()
  for (const line of lines) {
    const p = byProduct.get(line.product.id)
    if (p) p.quantity += line.quantity
    else byProduct.set(line.product.id, { first: line, quantity: line.quantity })
    const f = byFormat.get(line.format.id)
    if (f) f.quantity += line.quantity
    else byFormat.set(line.format.id, { first: line, quantity: line.quantity })
  }
  for (const { first, quantity } of byProduct.values()) {
    const { name, minQuantity, maxQuantity } = first.product
    const lineId = first.idTmp
    if (minQuantity !== null && minQuantity > 0 && quantity < minQuantity) {
      errors.push(cartError('productMin', { name, value: minQuantity, lineId }))
    }
    if (maxQuantity !== null && maxQuantity > 0 && quantity > maxQuantity) {
      errors.push(cartError('productMax', { name, value: maxQuantity, lineId }))
    }
  }
  for (const { first, quantity } of byFormat.values()) {
    const stock = first.format.stock
    if (stock !== null && quantity > stock) {
      errors.push(
        cartError('stock', { name: first.product.name, value: stock, lineId: first.idTmp }),
      )
    }
  }
  return errors
}

const isMultiple = (count: number, of: number) => {
  const ratio = count / of
  return Math.abs(ratio - Math.round(ratio)) < 1e-6
}

function shopErrors({ input, lines, goodsHtCents, productCount }: LimitsInput): CartError[] {
  const rules = input.seller.orderRules ?? {}
  const errors: CartError[] = []
  if (lines.length === 0) return errors
  if (rules.minOrderHtCents && goodsHtCents < rules.minOrderHtCents) {
    errors.push(cartError('shopMinAmount', { value: rules.minOrderHtCents }))
  }
  if (rules.minProducts && productCount < rules.minProducts) {
    errors.push(cartError('shopMinProducts', { value: rules.minProducts }))
  }
  if (rules.maxProducts && productCount > rules.maxProducts) {
    errors.push(cartError('shopMaxProducts', { value: rules.maxProducts }))
  }
  if (rules.multipleOf && rules.multipleOf > 1 && !isMultiple(productCount, rules.multipleOf)) {
    errors.push(cartError('multipleOf', { value: rules.multipleOf }))
  }
  return errors
}

function checkoutErrors({ input, ships }: LimitsInput): CartError[] {
  const errors: CartError[] = []
  if (ships) {
    const chosen = input.deliveryModeId ?? null
    if (input.deliveryModes.length === 0) errors.push(cartError('noDeliveryMode'))
    else if (chosen === null) {
      errors.push(cartError('deliveryRequired', { name: input.seller.name }))
    } else if (!input.deliveryModes.some((m) => m.id === chosen)) {
      errors.push(cartError('noDeliveryMode'))
    }
  }
  if (input.placing) {
    const type = input.paymentType?.trim()
    const accepted = input.seller.paymentTypes
    // A shop that never chose its methods takes any; one whose list is empty, none.
    if (!type || (accepted && !accepted.includes(type))) {
      errors.push(cartError('paymentRequired'))
    }
  }
  return errors
}

export function limitErrors(limits: LimitsInput): CartError[] {
  return [...quantityErrors(limits.lines), ...shopErrors(limits), ...checkoutErrors(limits)]
}
