/**
 * The catalogue area's endpoints (decision 0003): products with their vintages and formats, the
 * price grid, the shop's product labels, promotions, iframes, image uploads and GS1 Digital Links. Implemented by
 * api/routes/, called by the dashboard's catalogue pages, described in /v1/openapi.json.
 */
export * from './contract/records'
export * from './contract/products'
export * from './contract/prices'
export * from './contract/embeds'
export * from './contract/product-labels'
