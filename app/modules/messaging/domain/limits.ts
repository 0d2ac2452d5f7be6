/** The bounds of a message, plain numbers a form's component reads as well as the API. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024
export const MAX_ATTACHMENTS = 3
export const MAX_SUBJECT = 150
export const MAX_BODY = 5000
export const CONVERSATIONS_PAGE_SIZE = 30
