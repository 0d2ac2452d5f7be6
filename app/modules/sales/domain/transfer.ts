/**
 * The transfer instructions of an order (issue 14): to whom, on which account and with which
 * reference a buyer who chose 'Virement' pays. One rule, read by the order's API answer (the
 * confirmation page and the buyer's order page show it) and by the buyer's confirmation mail.
 */
import type { ShopLegal } from '#app/platform/db/schema'
import { euros } from '#app/platform/domain/money'

export type TransferInstructions = {
  /** The account holder: the shop's legal name, else its name. */
  holder: string
  iban: string
  bic: string | null
  /** What the buyer writes as the transfer's reference, so the shop matches it to the order. */
  reference: string
  amountCents: number
}

/** The reference of an order's transfer: short, ASCII, what banks keep of a label. */
export const transferReference = (orderId: number) => `CMD-${orderId}`

/**
 * An order paid by transfer, with the shop's bank details: the instructions; any other payment
 * type, or a shop that has not given its IBAN yet, none.
 */
export function transferInstructions(
  order: { id: number; paymentType: string; totalTtcCents: number },
  shop: { name: string; legal: ShopLegal | null | undefined },
): TransferInstructions | null {
  const iban = shop.legal?.iban?.trim()
  if (order.paymentType !== 'transfer' || !iban) return null
  return {
    holder: shop.legal?.legalName?.trim() || shop.name,
    iban,
    bic: shop.legal?.bic?.trim() || null,
    reference: transferReference(order.id),
    amountCents: order.totalTtcCents,
  }
}

/** The instructions as lines of a French mail. */
export function transferLines(t: TransferInstructions): string[] {
  return [
    `Pour régler par virement ${euros(t.amountCents)} :`,
    `- Titulaire du compte : ${t.holder}`,
    `- IBAN : ${t.iban}`,
    ...(t.bic ? [`- BIC : ${t.bic}`] : []),
    `- Référence à indiquer : ${t.reference}`,
  ]
}
