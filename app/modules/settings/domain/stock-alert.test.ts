import { describe, expect, it } from 'vitest'
import {
  StockAlertInput,
  crossesStockAlert,
  stockAlertForm,
  stockAlertLevelOf,
  stockAlertNotice,
  stockAlertText as text,
} from './stock-alert'

const errorsOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message)

describe('stock alert level', () => {
  it('takes a whole number of units from 0 to 100 000, or null for none', () => {
    expect(StockAlertInput.parse({ level: 6 })).toEqual({ level: 6 })
    expect(StockAlertInput.parse({ level: 0 })).toEqual({ level: 0 })
    expect(StockAlertInput.parse({ level: 100_000 })).toEqual({ level: 100_000 })
    expect(StockAlertInput.parse({ level: null })).toEqual({ level: null })
    for (const bad of [-1, 2.5, 100_001, '6'])
      expect(errorsOf(StockAlertInput.safeParse({ level: bad })), String(bad)).toEqual([text.level])
    expect(StockAlertInput.safeParse({}).success).toBe(false)
    expect(StockAlertInput.safeParse({ level: 6, colour: 'x' }).success).toBe(false)
  })

  it('reads the form’s field: digits, or blank for none', () => {
    expect(stockAlertForm.parse({ level: ' 12 ' })).toEqual({ level: 12 })
    expect(stockAlertForm.parse({ level: '' })).toEqual({ level: null })
    expect(stockAlertForm.parse({})).toEqual({ level: null })
    expect(errorsOf(stockAlertForm.safeParse({ level: 'six' }))).toEqual([text.level])
    expect(errorsOf(stockAlertForm.safeParse({ level: '3,5' }))).toEqual([text.level])
    expect(errorsOf(stockAlertForm.safeParse({ level: '100001' }))).toEqual([text.level])
  })

  it('is off until set, and off again when what is stored is not a level', () => {
    expect(stockAlertLevelOf({})).toBeNull()
    expect(stockAlertLevelOf(null)).toBeNull()
    expect(stockAlertLevelOf({ stockAlertLevel: 6 })).toBe(6)
    expect(stockAlertLevelOf({ stockAlertLevel: -2 })).toBeNull()
    expect(stockAlertLevelOf({ stockAlertLevel: 'six' })).toBeNull()
  })
})

describe('crossing the stock alert level', () => {
  it('alerts when the stock goes from above the level to at or below it', () => {
    expect(crossesStockAlert({ level: 6, before: 10, after: 6 })).toBe(true)
    expect(crossesStockAlert({ level: 6, before: 7, after: 2 })).toBe(true)
    expect(crossesStockAlert({ level: 0, before: 1, after: 0 })).toBe(true)
    expect(crossesStockAlert({ level: 6, before: 10, after: 7 })).toBe(false)
  })

  it('does not alert again while the stock stays at or below the level', () => {
    expect(crossesStockAlert({ level: 6, before: 6, after: 4 })).toBe(false)
    expect(crossesStockAlert({ level: 6, before: 4, after: 1 })).toBe(false)
  })

  it('alerts again once a restock lifted the stock above the level', () => {
    // Restocked from 4 to 20, then an order takes it down to 5.
    expect(crossesStockAlert({ level: 6, before: 20, after: 5 })).toBe(true)
  })

  it('never alerts with the alert off or an uncounted stock', () => {
    expect(crossesStockAlert({ level: null, before: 10, after: 0 })).toBe(false)
    expect(crossesStockAlert({ level: 6, before: null, after: null })).toBe(false)
  })

  it('words the owner’s notification in French', () => {
    expect(
      stockAlertNotice({
        name: 'Sancerre Les Caillottes 75 cl',
        stock: 3,
        bottles: true,
        level: 6,
      }),
    ).toBe('Stock bas : Sancerre Les Caillottes 75 cl, 3 bouteilles restantes (seuil 6)')
    expect(stockAlertNotice({ name: 'Coffret', stock: 1, bottles: false, level: 2 })).toBe(
      'Stock bas : Coffret, 1 unité restante (seuil 2)',
    )
    expect(stockAlertNotice({ name: 'Cubi 5 L', stock: 0, bottles: false, level: 0 })).toBe(
      'Stock bas : Cubi 5 L, 0 unité restante (seuil 0)',
    )
  })
})
