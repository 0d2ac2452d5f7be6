import * as z from 'zod'

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

/** A catalogue line's select value (the format and the vintage it is sold in): the domain's. */
export { itemValue } from '#app/modules/sales/domain/order-entry'

const typed = z.string().catch('')

/** The form as typed, from Conform's payload; rows beyond the last one sent are not invented. */
const TypedEntry = z.object({
  clientId: typed,
  lines: z
    .array(z.object({ item: typed, quantity: typed, discount: typed }).catch(() => emptyText()))
    .catch([])
    .transform((lines) => (lines.length ? lines.slice(0, MAX_LINES) : [emptyLine()])),
  deliveryModeId: typed,
  shipping: typed,
  paymentType: typed,
  paymentDelay: typed,
  notes: typed,
  expectedDeliveryAt: typed,
  validUntil: typed,
})

const emptyText = (): EntryLineValues => ({ item: '', quantity: '', discount: '' })

export const typedValues = (payload: unknown): EntryValues => TypedEntry.parse(payload)
