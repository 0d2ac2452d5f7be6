/**
 * The order-entry form as typed (strings, exactly what the inputs hold), so that a re-render
 * after an error or after 'Ajouter une ligne' gives every field back as it was.
 */
export type EntryLineValues = { item: string; quantity: string; discount: string }

export type EntryValues = {
  clientId: string
  lines: EntryLineValues[]
  deliveryModeId: string
  /** One of the client's delivery addresses (its id), the default one when empty. */
  deliveryAddressId: string
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

/** One of the client's delivery addresses offered by the entry (order, sample, future, invoice). */
export type AddressOption = { value: string; label: string; isDefault: boolean }

/** The submit buttons: save as draft, place (pending), validate, issue a quote, invoice. */
export type EntryIntent = 'draft' | 'send' | 'validate' | 'issue' | 'bill'

export const emptyLine = (): EntryLineValues => ({ item: '', quantity: '1', discount: '' })

export const MAX_LINES = 200

export function emptyValues(clientId = ''): EntryValues {
  return {
    clientId,
    lines: [emptyLine()],
    deliveryModeId: '',
    deliveryAddressId: '',
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

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The form as typed, from Conform's payload; rows beyond the last one sent are not invented. */
export function typedValues(payload: Record<string, unknown>): EntryValues {
  const fields = Object.keys(emptyValues()).map((name) => [name, text(payload[name])])
  const rows: unknown[] = Array.isArray(payload.lines) ? payload.lines.slice(0, MAX_LINES) : []
  const lines = rows.map((row) => {
    const line = (row ?? {}) as Record<string, unknown>
    return { item: text(line.item), quantity: text(line.quantity), discount: text(line.discount) }
  })
  return {
    ...Object.fromEntries(fields),
    lines: lines.length ? lines : [emptyLine()],
  } as EntryValues
}
