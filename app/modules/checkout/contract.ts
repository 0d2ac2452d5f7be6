/**
 * The checkout area's endpoints (decision 0003): the visitor carts, the cart's price, the buyer's
 * orders and their transitions, and the Stripe payments. Implemented by api/routes/, called by
 * the cart, checkout, orders and 3-D Secure pages.
 */
export * from './contract/carts'
export * from './contract/orders'
export * from './contract/payments'
