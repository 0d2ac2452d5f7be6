import { describe, expect, it } from 'vitest'
import {
  builtInProductDefaults,
  ProductDefaultsInput,
  productDefaultsForm,
  productDefaultsOf,
  productDefaultsText as text,
  withProductDefaults,
  type ProductDefaults,
} from './product-defaults'

const saved: ProductDefaults = {
  vatType: 'reduced',
  container: 'bag in box',
  unity: 'Litre(s)',
  unityValue: 3,
  packing: 'Carton',
  packingQuantity: 4,
}

const errorsOf = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('product defaults: the input', () => {
  it('takes a body with numbers and null for none', () => {
    expect(ProductDefaultsInput.parse(saved)).toEqual(saved)
    const none = { ...saved, container: null, packing: null, packingQuantity: null }
    expect(ProductDefaultsInput.parse(none)).toEqual(none)
  })

  it('reads the form: French decimals, empty choices as none', () => {
    const form = {
      vatType: 'medium',
      container: '',
      unity: 'Centilitre(s)',
      unityValue: '37,5',
      packing: '',
      packingQuantity: '',
    }
    expect(productDefaultsForm.parse(form)).toEqual({
      vatType: 'medium',
      container: null,
      unity: 'Centilitre(s)',
      unityValue: 37.5,
      packing: null,
      packingQuantity: null,
    })
  })

  it('refuses each bad field with its French message', () => {
    const bad = ProductDefaultsInput.safeParse({
      vatType: 'zero',
      container: 'amphora',
      unity: 'Pinte(s)',
      unityValue: 0,
      packing: 'Sac',
      packingQuantity: 2.5,
    })
    expect(errorsOf(bad)).toEqual({
      vatType: text.vatType,
      container: text.container,
      unity: text.unity,
      unityValue: text.unityValue,
      packing: text.packing,
      packingQuantity: text.packingQuantity,
    })
    expect(errorsOf(productDefaultsForm.safeParse({ ...saved, unityValue: 'beaucoup' }))).toEqual({
      unityValue: text.unityValue,
    })
  })

  it('refuses a quantity without its packing, and a field it does not know', () => {
    const loose = ProductDefaultsInput.safeParse({ ...saved, packing: null })
    expect(errorsOf(loose)).toEqual({ packing: text.quantityWithoutPacking })
    expect(ProductDefaultsInput.safeParse({ ...saved, colour: 'Rouge' }).success).toBe(false)
  })
})

describe('product defaults: as stored', () => {
  it('are the built-in ones when never saved, and the saved ones after', () => {
    expect(productDefaultsOf(undefined)).toEqual(builtInProductDefaults)
    expect(builtInProductDefaults).toMatchObject({ unity: 'Centilitre(s)', unityValue: 75 })
    expect(productDefaultsOf(saved)).toEqual(saved)
  })

  it('drop a value no longer offered, keeping the others', () => {
    expect(productDefaultsOf({ ...saved, container: 'amphora' })).toEqual({
      ...saved,
      container: builtInProductDefaults.container,
    })
  })
})

describe('withProductDefaults', () => {
  const juice = { name: 'Jus de raisin', type: 'Jus', format: { priceCents: 500 } }

  it('fills what the new product leaves out', () => {
    expect(withProductDefaults(juice, saved)).toEqual({
      ...juice,
      vatType: 'reduced',
      packing: 'Carton',
      packingQuantity: 4,
      format: { priceCents: 500, unity: 'Litre(s)', unityValue: 3, container: 'bag in box' },
    })
  })

  it('keeps what it gives, null included', () => {
    const given = {
      ...juice,
      vatType: 'standard' as const,
      packing: null,
      packingQuantity: null,
      format: { priceCents: 500, unity: 'Centilitre(s)' as const, unityValue: 50, container: null },
    }
    expect(withProductDefaults(given, saved)).toEqual(given)
  })

  it('keeps an alcoholic drink at the normal rate whatever the default', () => {
    expect(withProductDefaults({ ...juice, type: 'Vin' }, saved).vatType).toBe('standard')
    // Not a bottle: an accessory takes the default.
    const corkscrew = { ...juice, type: 'Vin', productType: 'accessory' as const }
    expect(withProductDefaults(corkscrew, saved).vatType).toBe('reduced')
  })
})
