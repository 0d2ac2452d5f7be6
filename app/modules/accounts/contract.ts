/**
 * The accounts area's endpoints (decision 0003): the signed-in user, sign-in and registration,
 * the notification centre, the master accounts and the documents to download.
 */
export * from './contract/users'
export * from './contract/auth'
export * from './contract/notifications'
export * from './contract/master-accounts'
export * from './contract/documents'
export * from './contract/sessions'
export * from './contract/two-factor'
export * from './contract/email-change'
export * from './contract/deletion'
