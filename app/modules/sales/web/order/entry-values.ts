/**
 * The order-entry form as typed (strings, exactly what the inputs hold), so that a re-render
 * after an error or after 'Ajouter une ligne' gives every field back as it was.
 */
export type EntryLineValues = { item: string; quantity: string; discount: string }

export type EntryValues = {
  clientId: string
  lines: EntryLineValues[]
  deliveryModeId: string
  shipping: string
  paymentType: string
  paymentDelay: string
  notes: string
  expectedDeliveryAt: string
  validUntil: string
}

/** What the entry makes: an order (or a sample, or a future), a quote, or an invoice at once. */
export type EntryMode = 'order' | 'quote' | 'bill'
export type EntryKind = 'order' | 'sample' | 'future'

/** The submit buttons: save as draft, place (pending), validate, issue a quote, invoice. */
export type EntryIntent = 'draft' | 'send' | 'validate' | 'issue' | 'bill'

export const emptyLine = (): EntryLineValues => ({ item: '', quantity: '1', discount: '' })

export const MAX_LINES = 200

export function emptyValues(clientId = ''): EntryValues {
  return {
    clientId,
    lines: [emptyLine()],
    deliveryModeId: '',
    shipping: '',
    paymentType: '',
    paymentDelay: '',
    notes: '',
    expectedDeliveryAt: '',
    validUntil: '',
  }
}

/** A catalogue line's select value: the format and the vintage it is sold in. */
export const itemValue = (formatId: number, vintageId: number | null) =>
  vintageId === null ? String(formatId) : `${formatId}:${vintageId}`

export function parseItem(value: string): { formatId: number; vintageId?: number } | null {
  const match = /^(\d{1,10})(?::(\d{1,10}))?$/.exec(value)
  if (!match) return null
  return match[2]
    ? { formatId: Number(match[1]), vintageId: Number(match[2]) }
    : { formatId: Number(match[1]) }
}
