import { describe, expect, it } from 'vitest'
import { ClientInput, clientName, derivedSiren, sirenMatches } from './clients'
import { followsOnly } from './followers'

describe('a client’s company ids', () => {
  it('derives the SIREN from the SIRET and refuses one that does not match', () => {
    expect(derivedSiren({ siret: '73282932000074' })).toBe('732829320')
    expect(derivedSiren({ siren: '443 061 841' })).toBe('443061841')
    expect(derivedSiren({})).toBeUndefined()
    expect(sirenMatches({ siret: '73282932000074', siren: '732829320' })).toBe(true)
    expect(sirenMatches({ siret: '73282932000074', siren: '443061841' })).toBe(false)
    const parsed = ClientInput.safeParse({
      lastname: 'X',
      siret: '73282932000074',
      siren: '443061841',
    })
    expect(parsed.error?.issues[0]).toMatchObject({
      message: 'Le SIREN ne correspond pas au SIRET',
      path: ['siren'],
    })
  })

  it('takes a mobile of spec 5’s countries or a French landline', () => {
    for (const phone of ['06 12 34 56 78', '+32 470 12 34 56', '01 02 03 04 05'])
      expect(ClientInput.safeParse({ lastname: 'X', phone }).success, phone).toBe(true)
    expect(ClientInput.safeParse({ lastname: 'X', phone: '12 34' }).error?.issues[0].message).toBe(
      "Ce numéro n'est pas valide",
    )
  })

  it('names a client by business and person', () => {
    expect(clientName({ businessName: 'Cave', firstname: 'Paul', lastname: 'Roux' })).toBe(
      'Cave — Paul Roux',
    )
    expect(clientName({ businessName: null, firstname: null, lastname: 'Roux' })).toBe('Roux')
  })
})

describe('who reaches which clients', () => {
  it('narrows agents and collaborators denied seeAllClient', () => {
    expect(followsOnly({ role: 'owner' })).toBe(false)
    expect(followsOnly({ role: 'iam', authorizations: {} })).toBe(false)
    expect(followsOnly({ role: 'iam', authorizations: { seeAllClient: false } })).toBe(true)
    expect(followsOnly({ role: 'agent' })).toBe(true)
  })
})
