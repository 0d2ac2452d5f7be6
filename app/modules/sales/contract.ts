/** The sales area's endpoints (decision 0003), one file per part. */
export * from './contract/orders'
export * from './contract/shipments'
export * from './contract/documents'
export * from './contract/payments'
export * from './contract/buyer-documents'
