import { describe, expect, it } from 'vitest'
import { parseEmailReceivers, splitEmailReceivers } from './email-receivers'

describe('splitEmailReceivers', () => {
  it('splits on commas, semicolons, spaces and new lines', () => {
    expect(splitEmailReceivers(['a@cave.fr, b@cave.fr;c@cave.fr\nd@cave.fr  e@cave.fr'])).toEqual([
      'a@cave.fr',
      'b@cave.fr',
      'c@cave.fr',
      'd@cave.fr',
      'e@cave.fr',
    ])
  })

  it('joins chips and the address still being typed, each address once whatever its case', () => {
    expect(splitEmailReceivers(['a@cave.fr', 'A@Cave.FR', ' b@cave.fr ', ''])).toEqual([
      'a@cave.fr',
      'b@cave.fr',
    ])
  })
})

describe('parseEmailReceivers', () => {
  it('asks for at least one address', () => {
    expect(parseEmailReceivers([' , \n'])).toEqual({
      emails: null,
      error: 'Veuillez renseigner au moins une adresse mail.',
    })
    expect(parseEmailReceivers([])).toMatchObject({ error: expect.any(String) })
  })

  it('names the first invalid address', () => {
    expect(parseEmailReceivers(['a@cave.fr, pas-un-mail, x@'])).toEqual({
      emails: null,
      error: 'L\'adresse "pas-un-mail" est invalide.',
    })
  })

  it('answers the addresses when all are valid', () => {
    expect(parseEmailReceivers(['a@cave.fr b@cave.fr'])).toEqual({
      emails: ['a@cave.fr', 'b@cave.fr'],
      error: null,
    })
  })
})
