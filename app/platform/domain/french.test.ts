import { describe, expect, it } from 'vitest'
import { deName } from './french'

describe('deName', () => {
  it('elides before a vowel, an accented vowel and a mute h', () => {
    expect(deName('Alice')).toBe('d’Alice')
    expect(deName('Émile Durand')).toBe('d’Émile Durand')
    expect(deName('Hélène')).toBe('d’Hélène')
    expect(deName('Yves')).toBe('d’Yves')
    expect(deName('Œnothèque')).toBe('d’Œnothèque')
  })
  it('keeps "de" before a consonant, a sounded y and an aspirated h', () => {
    expect(deName('Bernard')).toBe('de Bernard')
    expect(deName('Yann')).toBe('de Yann')
    expect(deName('Hautes-Côtes')).toBe('de Hautes-Côtes')
    expect(deName('Domaine de la Source')).toBe('de Domaine de la Source')
  })
  it('contracts with a leading article', () => {
    expect(deName('Le Cellier des Halles')).toBe('du Cellier des Halles')
    expect(deName('Les Caves du Port')).toBe('des Caves du Port')
    expect(deName('La Cave')).toBe('de La Cave')
  })
})
