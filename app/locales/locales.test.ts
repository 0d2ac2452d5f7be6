/**
 * The two locales in step: the type `Messages` makes en carry fr's keys, not the same
 * interpolations; a placeholder missing in English would print nothing, an extra one its name.
 */
import { describe, expect, it } from 'vitest'
import en from './en'
import fr from './fr'

type Tree = { [key: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') found.set(path, value)
    else for (const [p, v] of leaves(value, path)) found.set(p, v)
  }
  return found
}

/** Grammar apart: French elides 'de' into the shop's name ('du Domaine', 'de la Cave'). */
const ownWording = new Set(['auth.registerWith'])

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort()

describe('locales', () => {
  const french = leaves(fr as Tree)
  const english = leaves(en as Tree)

  it('have the same keys', () => {
    expect([...english.keys()].sort()).toEqual([...french.keys()].sort())
  })

  it('interpolate the same values in both languages', () => {
    const differing = [...french].filter(
      ([key, text]) =>
        !ownWording.has(key) &&
        placeholders(text).join() !== placeholders(english.get(key) ?? '').join(),
    )
    expect(differing.map(([key]) => key)).toEqual([])
  })

  it('give the builder and carriers pages English, not copies of the French', () => {
    const copies = [...french].filter(
      ([key, text]) =>
        /^(builder|carriers)\./.test(key) && text.length > 12 && english.get(key) === text,
    )
    expect(copies.map(([key]) => key)).toEqual([])
  })
})
