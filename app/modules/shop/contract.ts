/**
 * The shop area's endpoints (decision 0003): a shop's public face and the owner's own shop, and
 * the public catalogue (listing, product page, e-labels, tariff requests), the general terms of
 * sale.
 */
export * from './contract/shops'
export * from './contract/public-catalogue'
export * from './contract/sales-terms'
