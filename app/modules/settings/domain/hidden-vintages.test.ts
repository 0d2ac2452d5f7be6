import { describe, expect, it } from 'vitest'
import {
  HiddenVintagesInput,
  hiddenVintagesForm,
  hiddenVintagesText as text,
} from './hidden-vintages'

const errorsOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message)

describe('hidden vintage names', () => {
  it('keeps each name once, trimmed, whatever its case', () => {
    expect(
      HiddenVintagesInput.parse({ names: [' NV ', 'nv', 'Sans année', 'SANS ANNÉE'] }),
    ).toEqual({ names: ['NV', 'Sans année'] })
    expect(HiddenVintagesInput.parse({ names: [] })).toEqual({ names: [] })
  })

  it('refuses an empty, too long or multi-line name, and more than 20 names', () => {
    expect(errorsOf(HiddenVintagesInput.safeParse({ names: ['  '] }))).toEqual([text.name])
    expect(errorsOf(HiddenVintagesInput.safeParse({ names: ['x'.repeat(41)] }))).toEqual([
      text.name,
    ])
    expect(errorsOf(HiddenVintagesInput.safeParse({ names: ['NV\nNM'] }))).toEqual([text.name])
    const many = Array.from({ length: 21 }, (_, i) => `Cuvée ${i}`)
    expect(errorsOf(HiddenVintagesInput.safeParse({ names: many }))).toEqual([text.tooMany])
    // Duplicates do not count.
    expect(
      HiddenVintagesInput.safeParse({ names: [...many.slice(0, 20), 'cuvée 0'] }).success,
    ).toBe(true)
    expect(HiddenVintagesInput.safeParse({ names: [2022] }).success).toBe(false)
    expect(HiddenVintagesInput.safeParse({ names: [], colour: 'x' }).success).toBe(false)
  })

  it('reads a form’s text area, one name a line, blank lines skipped', () => {
    expect(hiddenVintagesForm.parse({ names: 'NV\r\n\r\n  Sans année \nnv' })).toEqual({
      names: ['NV', 'Sans année'],
    })
    expect(hiddenVintagesForm.parse({})).toEqual({ names: [] })
  })
})
