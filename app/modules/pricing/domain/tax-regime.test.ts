/**
 * One cart per destination case (issue 15 §1), figures computed by hand:
 * 6 × a 75 cl still wine at 12,00 € TTC (French VAT 20 %), excise 4,12 €/hl:
 * - French HT: 72,00 / 1,2 = 60,00 €; VAT 12,00 €; an HT typology's unit price is 10,00 €.
 * - Excise inside: 6 × 0,75 l = 4,5 l = 0,045 hl × 4,12 € = 0,1854 € → 0,19 €.
 */
import { describe, expect, it } from 'vitest'
import { priceOrder } from './index'
import {
  decideTaxRegime,
  isFrenchOverseasOrCorsica,
  netOfFrenchTaxes,
  regimeTaxes,
  servedCountries,
  type CrossBorderSettings,
  type TaxRegime,
} from './tax-regime'
import { caviste, goodsOnly, line, order, particulier, seller } from './test-builders'

const wines = () => [line({ quantity: 6, vintage: { alcohol: 13, legal: { typeDA: 'DA2' } } })]
const totals = (regime: TaxRegime | null, over: Parameters<typeof goodsOnly>[0] = {}) => {
  const { price, lines } = priceOrder(goodsOnly({ lines: wines(), taxRegime: regime, ...over }))
  return {
    ht: price.totalHT,
    tva: price.tva,
    duties: price.duties,
    ttc: price.totalTTC,
    rate: lines[0].vatRate,
  }
}

const belgianBusiness = (excise: 'suspension' | 'dutyPaid'): TaxRegime => ({
  kind: 'intraEuBusiness',
  country: 'BE',
  buyerVatNumber: 'BE0123456749',
  excise,
})
const belgium = {
  country: 'BE',
  taxRepresentative: 'Fiscalis SPRL, Bruxelles',
  ossNumber: 'FR12345678901',
  vatRate: 21,
}

describe('a cart per destination', () => {
  it('France: French VAT and excise, as before', () => {
    expect(totals(null)).toEqual({ ht: 6000, tva: 1200, duties: 19, ttc: 7200, rate: 20 })
    expect(totals({ kind: 'france' }, { typology: caviste })).toEqual({
      ht: 6000,
      tva: 1200,
      duties: 19,
      ttc: 7200,
      rate: 20,
    })
  })

  it('EU business under duty suspension: no VAT, the excise taken out of the HT price', () => {
    // 60,00 − 0,19 = 59,81 € HT, nothing else.
    expect(totals(belgianBusiness('suspension'), { typology: caviste })).toEqual({
      ht: 5981,
      tva: 0,
      duties: 0,
      ttc: 5981,
      rate: 0,
    })
  })

  it('EU business duty paid in France: no VAT, the duty-paid HT price', () => {
    expect(totals(belgianBusiness('dutyPaid'), { typology: caviste })).toEqual({
      ht: 6000,
      tva: 0,
      duties: 19,
      ttc: 6000,
      rate: 0,
    })
  })

  it('export: a private buyer in Switzerland pays the TTC less French VAT and excise', () => {
    expect(totals({ kind: 'export', country: 'CH' }, { typology: particulier })).toEqual({
      ht: 5981,
      tva: 0,
      duties: 0,
      ttc: 5981,
      rate: 0,
    })
  })

  it('export: shipping loses its French VAT too (14,90 € TTC → 12,42 € HT)', () => {
    // Carrier: 14,90 € TTC from 6 bottles; 14,90 / 1,2 = 12,4166… → 12,42 €.
    const { price } = priceOrder(
      order({ lines: wines(), taxRegime: { kind: 'export', country: 'CH' } }),
    )
    expect(price).toMatchObject({ totalHT: 5981 + 1242, tva: 0, totalTTC: 7223, shipping: 1490 })
  })

  it('EU private buyer: the TTC shown, the destination VAT (21 %) taken out of it', () => {
    // 72,00 / 1,21 = 59,504… → 59,50 € HT; VAT 12,50 €; French excise not charged.
    expect(
      totals(
        { kind: 'distanceSelling', country: 'BE', details: belgium },
        { typology: particulier },
      ),
    ).toEqual({ ht: 5950, tva: 1250, duties: 0, ttc: 7200, rate: 21 })
  })

  it('a shop without VAT (art. 293 B): no VAT, the TTC price is its HT', () => {
    expect(totals(null, { seller: seller({ hasTVA: false }) })).toEqual({
      ht: 7200,
      tva: 0,
      duties: 19,
      ttc: 7200,
      rate: 0,
    })
  })
})

describe('decideTaxRegime', () => {
  const settings: CrossBorderSettings = {
    businessCountries: ['BE', 'CH'],
    privateExportCountries: ['CH'],
    privateEuCountries: [belgium],
    intraEuExcise: 'dutyPaid',
  }
  const decide = (
    kind: 'private' | 'business',
    country: string,
    extra: { zipcode?: string; vatNumber?: string; settings?: CrossBorderSettings | null } = {},
  ) =>
    decideTaxRegime({
      buyer: { kind, vatNumber: extra.vatNumber },
      delivery: { country, zipcode: extra.zipcode },
      crossBorder: extra.settings === undefined ? settings : extra.settings,
    })

  it('France is always served, but not Corsica or the overseas départements', () => {
    expect(decide('private', 'FR', { zipcode: '75001', settings: null })).toEqual({
      served: true,
      regime: { kind: 'france' },
    })
    expect(decide('private', 'FR', { zipcode: '20000' })).toMatchObject({ refusal: 'overseas' })
    expect(decide('business', 'FR', { zipcode: '97400' })).toMatchObject({ refusal: 'overseas' })
    expect(isFrenchOverseasOrCorsica('98000')).toBe(false) // Monaco: French VAT territory
  })

  it('by default (no settings) only France: a Swiss or Belgian address is refused', () => {
    expect(decide('private', 'CH', { settings: null })).toMatchObject({
      refusal: 'privateNotServed',
    })
    expect(decide('business', 'BE', { settings: null, vatNumber: 'BE0123456749' })).toMatchObject({
      refusal: 'businessNotServed',
    })
  })

  it('an EU business needs a VAT number and gets the shop’s excise choice', () => {
    expect(decide('business', 'BE')).toMatchObject({ refusal: 'vatNumberRequired' })
    expect(decide('business', 'be', { vatNumber: 'be 0123456749' })).toEqual({
      served: true,
      regime: {
        kind: 'intraEuBusiness',
        country: 'BE',
        buyerVatNumber: 'BE 0123456749',
        excise: 'dutyPaid',
      },
    })
  })

  it('outside the EU: export, for either kind where enabled', () => {
    expect(decide('private', 'CH')).toEqual({
      served: true,
      regime: { kind: 'export', country: 'CH' },
    })
    expect(decide('business', 'CH')).toEqual({
      served: true,
      regime: { kind: 'export', country: 'CH' },
    })
    expect(decide('private', 'US')).toMatchObject({ refusal: 'privateNotServed' })
  })

  it('an EU private buyer only where the shop declared its representative and OSS', () => {
    expect(decide('private', 'BE')).toMatchObject({
      served: true,
      regime: { kind: 'distanceSelling', details: { vatRate: 21 } },
    })
    expect(decide('private', 'DE')).toMatchObject({ refusal: 'privateNotServed' })
    // An EU country in the export list does not count: it needs its tax details.
    expect(servedCountries({ privateExportCountries: ['DE', 'CH'] }).private).toEqual(['FR', 'CH'])
  })
})

describe('netOfFrenchTaxes', () => {
  it('keeps the engine’s French rule to the cent (HT = htFromTtc, VAT = TTC − HT)', () => {
    // 9,99 € TTC at 20 %: 8,325 → 8,33 € HT (half up), VAT 1,66 €.
    expect(
      netOfFrenchTaxes(999, { ttc: true, frenchRate: 20, excise: 5 }, regimeTaxes(null)),
    ).toEqual({
      ht: 833,
      vat: 166,
      excise: 5,
    })
  })
})
