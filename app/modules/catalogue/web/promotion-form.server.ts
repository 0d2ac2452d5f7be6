/**
 * The promotion form (settings, tab Promotions) to the API's body: a percentage in hundredths
 * ("12,5" → 1250) or euros in cents, the activation threshold as a count or an amount, dates
 * as typed (DD/MM/YYYY, the shared schema reads them).
 */
import { PromotionInput } from '#app/modules/catalogue/domain/catalogue-schemas'
import { messages } from '#app/platform/domain/validation'
import { parsePercent } from '#app/platform/domain/money'
import { formToApi, type FormReader } from './form-schema.server'

/** Activations whose threshold is an amount in euros (the others count products). */
export const amountActivations = ['minPrice', 'minPriceOrder']

function amount(f: FormReader, type: string | null) {
  const text = f.text('amount')
  if (text === null) return undefined
  if (type === '%') {
    const value = parsePercent(text)
    if (value === undefined) f.fail('amount', 'Un pourcentage est compris entre 0 et 100')
    return value === undefined ? undefined : Math.round(value * 100)
  }
  return f.cents('amount') ?? undefined
}

function activationValue(f: FormReader, activation: string) {
  if (activation === 'always') return null
  return amountActivations.includes(activation)
    ? f.cents('activationValue')
    : f.int('activationValue')
}

export const promotionSchema = formToApi((f: FormReader) => {
  const type = f.text('type')
  const activation = f.text('activation') ?? 'always'
  const formatIds = f.list('formatIds').map(Number)
  if (formatIds.some((id) => !Number.isInteger(id) || id < 1)) f.fail('formatIds', messages.number)
  return {
    name: f.text('name') ?? '',
    type: type ?? undefined,
    amount: amount(f, type),
    activation,
    activationValue: activationValue(f, activation),
    code: f.text('code') ?? '',
    formatIds,
    startsAt: f.text('startsAt') ?? '',
    endsAt: f.text('endsAt') ?? '',
    active: f.bool('active'),
  }
}, PromotionInput)
