import { describe, expect, it } from 'vitest'
import { listingStatusLabels } from '#app/modules/catalogue/domain/catalogue'
import { formatCents } from '#app/platform/domain/format'
import { priceLabel, promotionLabel, stepLabel } from './price'
import { statusLabels } from './product-card'

const plain = (s: string) => s.replace(/\s/g, ' ')

describe('shop prices', () => {
  it('say TTC or HT after the amount', () => {
    expect(plain(priceLabel(1250, true))).toBe('12,50 € TTC')
    expect(plain(priceLabel(1042, false))).toBe('10,42 € HT')
    expect(priceLabel(123456, true)).toBe(`${formatCents(123456)} TTC`)
  })

  it('word quantity steps and promotions', () => {
    expect(plain(stepLabel({ from: 6, priceCents: 1150 }, true))).toBe('Dès 6 : 11,50 € TTC')
    expect(plain(promotionLabel({ type: '%', amount: 1000 }))).toBe('-10 %')
    expect(plain(promotionLabel({ type: '€', amount: 250 }))).toBe('-2,50 €')
  })

  it('name statuses as the back office does', () => {
    expect(statusLabels).toEqual(listingStatusLabels)
  })
})
