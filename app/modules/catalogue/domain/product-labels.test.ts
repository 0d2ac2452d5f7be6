import { describe, expect, it } from 'vitest'
import { labelColourKeys, labelColourOf, labelColours } from './label-colours'
import {
  LabelIdsInput,
  ProductLabelInput,
  productLabelText as text,
  sameLabelName,
} from './product-labels'

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

describe('the label colour palette', () => {
  it('names 11 colours, once each, in French', () => {
    expect(labelColours.map((c) => c.name)).toEqual([
      'Rouge',
      'Orange',
      'Jaune',
      'Vert',
      'Turquoise',
      'Bleu',
      'Violet',
      'Rose',
      'Marron',
      'Gris',
      'Noir',
    ])
    expect(new Set(labelColourKeys).size).toBe(11)
  })

  it('gives every label a text that passes WCAG AA (4.5:1) on its background', () => {
    for (const c of labelColours)
      expect(contrast(c.background, c.text), c.name).toBeGreaterThanOrEqual(4.5)
  })

  it('draws a colour no longer offered grey', () => {
    expect(labelColourOf('blue').name).toBe('Bleu')
    expect(labelColourOf('fuchsia').name).toBe('Gris')
  })
})

describe('a product label', () => {
  it('takes a name of 1 to 30 characters, its spaces folded, and a colour of the palette', () => {
    expect(ProductLabelInput.parse({ name: '  Coup   de cœur ', colour: 'red' })).toEqual({
      name: 'Coup de cœur',
      colour: 'red',
    })
    const refused = ProductLabelInput.safeParse({ name: '   ', colour: 'fuchsia' })
    expect(refused.success).toBe(false)
    const messages = refused.error!.issues.map((i) => i.message)
    expect(messages).toEqual(expect.arrayContaining([text.name, text.colour]))
    const long = ProductLabelInput.safeParse({ name: 'x'.repeat(31), colour: 'red' })
    expect(long.error!.issues[0].message).toBe(text.name)
  })

  it('compares names without case', () => {
    expect(sameLabelName('Édition limitée', 'édition LIMITÉE')).toBe(true)
    expect(sameLabelName('Bio', 'Biodynamie')).toBe(false)
  })

  it('gives a product label ids, each once', () => {
    expect(LabelIdsInput.parse([3, 1, 3])).toEqual([3, 1])
    expect(LabelIdsInput.safeParse([0]).error!.issues[0].message).toBe(text.unknown)
  })
})
