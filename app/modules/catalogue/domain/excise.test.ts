import { describe, expect, it } from 'vitest'
import { priceOrder } from '#app/modules/pricing/domain'
import { EXCISE_RATES, goodsOnly, line } from '#app/modules/pricing/domain/test-builders'
import {
  exciseCentsOf,
  exciseRatesAt,
  fiscalCategoryOf,
  type ExciseItem,
  type FiscalCategory,
} from './excise'

// 23:30 in Paris on 31/12/2025, and 00:30 in Paris on 01/01/2026 (the year changes at midnight
// in Paris, an hour before UTC's).
const LAST_2025 = new Date('2025-12-31T22:30:00Z')
const FIRST_2026 = new Date('2025-12-31T23:30:00Z')

const item = (
  category: FiscalCategory,
  litres: number,
  count: number,
  alcohol: number | null = 12,
): ExciseItem => ({ category, litres, count, alcohol })

// Hand-computed (hl = litres × count / 100; spirits × ABV), rates of DOMAIN.md §4 (2025 → 2026).
const cases: { name: string; items: ExciseItem[]; on2025: number; on2026: number }[] = [
  // 0,09 hl × 4,12 € = 0,3708 € | × 4,19 € = 0,3771 €
  { name: '12 × 75 cl still wine', items: [item('stillWine', 0.75, 12)], on2025: 37, on2026: 38 },
  // 0,045 hl × 10,20 € = 0,459 € | × 10,38 € = 0,4671 €
  { name: '6 × 75 cl sparkling', items: [item('sparklingWine', 0.75, 6)], on2025: 46, on2026: 47 },
  // 0,007 hl × 18 % = 0,00126 hlap × 1 899,18 € = 2,3930 € | × 1 932,42 € = 2,4348 € (no CSS at 18 %)
  {
    name: 'a 70 cl liqueur at 18 % (a spirit, per hlap)',
    items: [item('spirit', 0.7, 1, 18)],
    on2025: 239,
    on2026: 243,
  },
  // 0,0028 hlap × (1 899,18 + 609,79) € = 7,0251 € | × (1 932,42 + 620,46) € = 7,1481 €
  {
    name: 'a 70 cl rum at 40 % with its CSS',
    items: [item('spirit', 0.7, 1, 40)],
    on2025: 703,
    on2026: 715,
  },
  // 0,045 hl × 51,49 € = 2,31705 € | × 52,39 € = 2,35755 €
  {
    name: '6 × 75 cl AOP natural sweet wine at 16 %',
    items: [item('intermediateAop', 0.75, 6, 16)],
    on2025: 232,
    on2026: 236,
  },
  // 0,0075 hl × (205,93 + 51,49) € = 1,93065 € | × (209,53 + 52,39) € = 1,9644 € (CSS under 40 %)
  {
    name: 'a 75 cl other intermediate product at 19 %',
    items: [item('intermediate', 0.75, 1, 19)],
    on2025: 193,
    on2026: 196,
  },
  // 0,75 hl × 1,43 € = 1,0725 € | × 1,46 € = 1,095 €
  { name: '100 × 75 cl cider', items: [item('cider', 0.75, 100, 5)], on2025: 107, on2026: 110 },
]

describe('excise from the dated table', () => {
  for (const c of cases) {
    it(`${c.name}: ${c.on2025} cents on 31/12/2025, ${c.on2026} on 01/01/2026`, () => {
      expect(exciseCentsOf(c.items, exciseRatesAt(EXCISE_RATES, LAST_2025))).toBe(c.on2025)
      expect(exciseCentsOf(c.items, exciseRatesAt(EXCISE_RATES, FIRST_2026))).toBe(c.on2026)
    })
  }

  it('a year without its own row keeps the latest rates (2027 → 2026), none before 2025', () => {
    const w = [item('stillWine', 0.75, 12)]
    expect(exciseCentsOf(w, exciseRatesAt(EXCISE_RATES, new Date('2027-06-01T10:00:00Z')))).toBe(38)
    expect(exciseCentsOf(w, exciseRatesAt(EXCISE_RATES, new Date('2024-06-01T10:00:00Z')))).toBe(0)
  })

  it('categories come from what the product is; the explicit field wins where the type does not tell', () => {
    const bottle = (type: string | null, fiscalCategory: FiscalCategory | null = null) =>
      fiscalCategoryOf({ productType: 'bottle', type, fiscalCategory })
    expect(bottle('Crémant')).toBe('sparklingWine')
    expect(bottle('Liqueur')).toBe('spirit')
    expect(bottle('Poiré')).toBe('cider')
    expect(bottle('Vin')).toBe('stillWine')
    expect(bottle('Vin', 'intermediateAop')).toBe('intermediateAop')
    expect(bottle('Jus')).toBe('none')
    expect(fiscalCategoryOf({ productType: 'accessory', type: null })).toBe('none')
    expect(fiscalCategoryOf({ productType: 'box', type: null })).toBeNull()
  })

  it('a coffret of 3 × 75 cl still wine, 4 sold: the 12 bottles inside, 0,37 € then 0,38 €', () => {
    const coffret = (now: Date) =>
      priceOrder(
        goodsOnly({
          now,
          lines: [
            line({
              quantity: 4,
              product: { productType: 'box', type: null },
              format: { unityValue: 225, priceCents: 5900 },
              box: [{ category: 'stillWine', litres: 0.75, alcohol: 13, quantity: 3 }],
            }),
          ],
        }),
      ).price.duties
    // 4 × 3 × 0,0075 hl = 0,09 hl × 4,12 € = 0,3708 € | × 4,19 € = 0,3771 €
    expect(coffret(LAST_2025)).toBe(37)
    expect(coffret(FIRST_2026)).toBe(38)
  })
})
