export * from './contract/documents'
export * from './contract/payments'
