import { describe, expect, it } from 'vitest'
import { legalFooter, taxRegimeMentions } from './legal-mentions'

describe('taxRegimeMentions', () => {
  it('an intra-EU business sale: reverse charge, both VAT numbers, the e-DA field', () => {
    const regime = {
      kind: 'intraEuBusiness',
      country: 'BE',
      buyerVatNumber: 'BE0123456749',
      excise: 'suspension',
    } as const
    expect(
      taxRegimeMentions(regime, { vatNumber: 'FR40303265045' }, '25FRA0000000000000001'),
    ).toEqual([
      'Autoliquidation — art. 262 ter I du CGI.',
      'N° de TVA intracommunautaire du client : BE0123456749.',
      'N° de TVA intracommunautaire du vendeur : FR40303265045.',
      'Expédition en suspension de droits d’accises, e-DA n° 25FRA0000000000000001.',
    ])
    expect(taxRegimeMentions({ ...regime, excise: 'dutyPaid' }).at(-1)).toBe(
      'Droits d’accises acquittés en France.',
    )
  })

  it('an export: the exemption of art. 262 I; a French sale: nothing', () => {
    expect(taxRegimeMentions({ kind: 'export', country: 'CH' })).toEqual([
      'Exonération de TVA — art. 262 I du CGI.',
    ])
    expect(taxRegimeMentions({ kind: 'france' })).toEqual([])
    expect(taxRegimeMentions(null)).toEqual([])
  })

  it('a shop under the franchise prints art. 293 B', () => {
    const doc = {
      type: 'invoice',
      number: 'F-000001',
      issuedAt: null,
      seller: null,
      buyer: null,
      lines: [],
      totalHtCents: 0,
      tvaCents: 0,
      totalTtcCents: 0,
    } as const
    expect(legalFooter({ hasTVA: false }, doc)).toContain('TVA non applicable, art. 293 B du CGI.')
  })
})
