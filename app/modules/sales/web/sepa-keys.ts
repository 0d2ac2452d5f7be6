/** The SEPA mandates section of the payments page: its query keys and anchor, read by its loader and its component. */
/** The section's own query keys; every other key belongs to the rest of the page. */
export const sepaKeys = { status: 'mandateStatus', page: 'mandatesPage' } as const

/** Where the page scrolls back to after the section's forms. */
export const SEPA_ANCHOR = 'mandats-sepa'
