/**
 * A shop online or offline (spec 4, issue 16 §1): the one rule every side reads. An offline shop
 * is closed to buyers and visitors (no catalogue, no cart price, no order); its staff still see it
 * so they can prepare it, and its legal pages stay readable (the law wants the notice published).
 */

/** The status the owner switches in the settings ('Informations'). */
export type ShopStatus = 'online' | 'offline'

export const shopStatusOf = (shop: { online: boolean }): ShopStatus =>
  shop.online ? 'online' : 'offline'

/**
 * A shop an administrator suspended (admin console, issue 16 §4) is closed whatever its owner's
 * switch says, to its staff too.
 */
type ShopState = { online: boolean; suspendedAt?: Date | null }

/** Whether buyers and visitors may see the shop's catalogue and order from it. */
export function shopIsOpen(shop: ShopState): boolean {
  return shop.online && !shop.suspendedAt
}

/** Whether this viewer sees the catalogue: anyone when open, the staff of an offline shop. */
export function shopShownTo(shop: ShopState, staff: boolean): boolean {
  return shopIsOpen(shop) || (staff && !shop.suspendedAt)
}

/** What the API answers others about an offline shop, and what its closed page says. */
export const shopClosedMessage = 'Cette boutique est momentanément fermée.'
export const shopClosedMessageEn = 'This shop is temporarily closed.'

/**
 * The API's status for an offline shop: 503, "temporarily unavailable". Search engines keep the
 * shop's pages indexed through a 503 (a 200 would replace them with the closed page, a 404 would
 * drop them), and no cache keeps a 503 as the normal page.
 */
export const SHOP_CLOSED_STATUS = 503

/** Retry-After of the closed page, in seconds: the owner may reopen at any moment. */
export const SHOP_CLOSED_RETRY_AFTER_S = 3600
