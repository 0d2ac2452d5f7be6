import { describe, expect, it } from 'vitest'
import {
  dueDate,
  isPaymentDelay,
  paymentDelayLabel,
  paymentDelayLabels,
  paymentDelayCapTexts,
  paymentDelayRefusal,
  paymentDelays,
  pickPaymentDelay,
} from './payment-delays'

/** The Paris calendar day and time of an instant: 'DD/MM/YYYY HH:mm:ss'. */
const paris = (d: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .format(d)
    .replace(',', '')

/** Noon in Paris on a day, as an instant. */
const at = (iso: string) => new Date(`${iso}T12:00:00+01:00`)

describe('payment delays', () => {
  it('has the 17 delays of spec 3, each with a French label', () => {
    expect(paymentDelays).toHaveLength(17)
    expect(paymentDelayLabels['30']).toBe('30 jours')
    expect(paymentDelayLabels.order).toBe('À la commande')
    expect(paymentDelayLabels.delivery).toBe('À la livraison')
    expect(paymentDelayLabels.EOM).toBe('Fin de mois')
    expect(paymentDelayLabels['30EOM']).toBe('30 jours fin de mois')
    expect(paymentDelayLabels['120EOM']).toBe('120 jours fin de mois')
    expect(paymentDelayLabel('45EOM')).toBe('45 jours fin de mois')
    expect(paymentDelayLabel('inconnu')).toBe('inconnu')
  })

  it('recognises only spec 3 delays and falls back to 30 days', () => {
    expect(isPaymentDelay('60EOM')).toBe(true)
    expect(isPaymentDelay('31')).toBe(false)
    expect(pickPaymentDelay(null, 'nope', '45EOM', '30')).toBe('45EOM')
    expect(pickPaymentDelay(undefined, null)).toBe('30')
  })
})

describe('dueDate', () => {
  it('30 days from 15/01/2026 is 14/02/2026, payable until the end of that day in Paris', () => {
    expect(paris(dueDate(at('2026-01-15'), '30'))).toBe('14/02/2026 23:59:59')
  })

  it('30 days from 30/01/2024 lands on the leap day 29/02/2024', () => {
    expect(paris(dueDate(at('2024-01-30'), '30'))).toBe('29/02/2024 23:59:59')
  })

  it('60 days from 31/12/2024 is 01/03/2025', () => {
    expect(paris(dueDate(at('2024-12-31'), '60'))).toBe('01/03/2025 23:59:59')
  })

  it('"À la commande" is the issue day itself', () => {
    expect(paris(dueDate(at('2026-03-10'), 'order'))).toBe('10/03/2026 23:59:59')
  })

  it('"À la livraison" is the delivery day, or the issue day while it is unknown', () => {
    expect(paris(dueDate(at('2026-03-10'), 'delivery', at('2026-03-18')))).toBe(
      '18/03/2026 23:59:59',
    )
    expect(paris(dueDate(at('2026-03-10'), 'delivery'))).toBe('10/03/2026 23:59:59')
  })

  it('"Fin de mois" from 15/02/2026 is 28/02/2026', () => {
    expect(paris(dueDate(at('2026-02-15'), 'EOM'))).toBe('28/02/2026 23:59:59')
  })

  it('"30 jours fin de mois" from 15/01/2026: 14/02, then the end of February, 28/02/2026', () => {
    expect(paris(dueDate(at('2026-01-15'), '30EOM'))).toBe('28/02/2026 23:59:59')
  })

  it('"45 jours fin de mois" from 20/01/2026: 06/03, then 31/03/2026', () => {
    expect(paris(dueDate(at('2026-01-20'), '45EOM'))).toBe('31/03/2026 23:59:59')
  })

  it('"60 jours fin de mois" from 31/10/2026 crosses the year: 30/12, then 31/12/2026', () => {
    expect(paris(dueDate(at('2026-10-31'), '60EOM'))).toBe('31/12/2026 23:59:59')
  })

  it('counts from the Paris date: 31/03/2026 23:30 UTC is already 01/04 in Paris', () => {
    const lateUtc = new Date('2026-03-31T23:30:00Z')
    expect(paris(dueDate(lateUtc, 'EOM'))).toBe('30/04/2026 23:59:59')
    expect(paris(dueDate(lateUtc, '7'))).toBe('08/04/2026 23:59:59')
  })

  it('keeps the end of the Paris day across a change of summer time (29/03/2026)', () => {
    const due = dueDate(at('2026-03-22'), '7')
    expect(paris(due)).toBe('29/03/2026 23:59:59')
    // Summer time: 23:59:59.999 in Paris is 21:59:59.999 UTC.
    expect(due.toISOString()).toBe('2026-03-29T21:59:59.999Z')
  })

  it('gives a real date for every delay, never before the issue', () => {
    const issued = at('2026-05-05')
    for (const delay of paymentDelays) {
      const due = dueDate(issued, delay)
      expect(due).toBeInstanceOf(Date)
      expect(due.getTime()).toBeGreaterThan(issued.getTime())
    }
  })
})

describe('legal caps between businesses in France (L441-10, L441-11)', () => {
  const france = { business: true, abroad: false, spirits: false }

  it('refuses the spec’s longer terms to a French business, with a French message', () => {
    for (const delay of ['75', '90', '120', '60EOM', '90EOM', '120EOM'])
      expect(paymentDelayRefusal(delay, france)).toBe(paymentDelayCapTexts.general)
    for (const delay of ['30', '45', '60', '30EOM', '45EOM', 'order', 'delivery', 'EOM'])
      expect(paymentDelayRefusal(delay, france)).toBeNull()
  })

  it('caps spirits at 30 days after the end of the month of delivery', () => {
    const spirits = { ...france, spirits: true }
    for (const delay of ['45', '60', '30EOM', '45EOM', '90'])
      expect(paymentDelayRefusal(delay, spirits)).toBe(paymentDelayCapTexts.spirits)
    for (const delay of ['30', 'EOM', 'order', 'delivery'])
      expect(paymentDelayRefusal(delay, spirits)).toBeNull()
  })

  it('leaves every term to private buyers and to export, where the law allows them', () => {
    expect(paymentDelayRefusal('120', { ...france, business: false })).toBeNull()
    expect(paymentDelayRefusal('120EOM', { ...france, abroad: true, spirits: true })).toBeNull()
  })
})
