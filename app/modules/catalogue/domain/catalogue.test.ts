import { describe, expect, it } from 'vitest'
import {
  buyerTypology,
  eq75Of,
  formatLabel,
  formatVisibleTo,
  gs1DigitalLink,
  productSlug,
  productVatRate,
  productVisibleTo,
  qualityLabelList,
  qualityLabelNames,
  qualityLabels,
  thresholdSteps,
  thresholdValue,
  typologyPrice,
  vintageLabel,
  hiddenVintageNamesOf,
  defaultVintageNames,
  type FormatNaming,
} from './catalogue'
import { htFromTtc, roundCents, ttcFromHt } from '#app/platform/domain/money'
import { originOf, promotionProblems } from './catalogue-schemas'
import { parseEuros, parsePercent } from '#app/platform/domain/money'
import type { ShopTypology } from '#app/platform/domain/enums'

const typology = (ttc: boolean, globalDiscount = 0, isPublic = false): ShopTypology => ({
  name: 'T',
  public: isPublic,
  ttc,
  globalDiscount,
  allRulesInEq75: false,
})

describe('eq75Of', () => {
  it.each([
    ['Centilitre(s)', 75, 1],
    ['Centilitre(s)', 37.5, 0.5],
    ['Litre(s)', 1.5, 2],
    ['Litre(s)', 3, 4],
    ['Millilitre(s)', 500, 0.6667],
    ['Hectolitre(s)', 1, 133.3333],
    ['Gramme(s)', 500, 1],
  ] as const)('%s %d is %d bottle equivalents', (unity, value, expected) => {
    expect(eq75Of(unity, value)).toBe(expected)
  })
})

describe('formatLabel', () => {
  const f = (over: Partial<FormatNaming>): FormatNaming => ({
    unity: 'Centilitre(s)',
    unityValue: 75,
    container: null,
    nameInShop: null,
    showUnityValue: true,
    ...over,
  })
  it('shows the volume alone for a plain bottle', () => {
    expect(formatLabel(f({}))).toBe('75 cl')
    expect(formatLabel(f({ container: 'bottle' }))).toBe('75 cl')
  })
  it('names the container in French with a decimal comma', () => {
    expect(formatLabel(f({ unity: 'Litre(s)', unityValue: 1.5, container: 'magnum' }))).toBe(
      'Magnum 1,5 L',
    )
    expect(formatLabel(f({ container: 'magnum', showUnityValue: false }))).toBe('Magnum')
  })
  it('prefers the shop’s own name, ignoring a blank one', () => {
    expect(formatLabel(f({ unityValue: 37.5, nameInShop: 'Fillette' }))).toBe('Fillette 37,5 cl')
    expect(formatLabel(f({ nameInShop: '  ', container: 'jeroboam' }))).toBe('Jéroboam 75 cl')
  })
})

describe('vintageLabel', () => {
  it('shows a year and hides the default names whatever their case', () => {
    expect(vintageLabel('2022')).toBe('2022')
    expect(vintageLabel('NV')).toBe('')
    expect(vintageLabel(' non millésimé ')).toBe('')
    expect(vintageLabel('Nouveau millésime')).toBe('')
  })

  it('hides the names of the shop’s own list instead, whatever their case and spaces', () => {
    const hidden = hiddenVintageNamesOf({ hiddenVintageNames: ['Sans année'] })
    expect(vintageLabel(' sans ANNÉE', hidden)).toBe('')
    expect(vintageLabel('NV', hidden)).toBe('NV')
    expect(vintageLabel('NV', hiddenVintageNamesOf({ hiddenVintageNames: [] }))).toBe('NV')
  })

  it('reads the default names for a shop that never saved a list, or a broken one', () => {
    expect(hiddenVintageNamesOf({})).toEqual(defaultVintageNames)
    expect(hiddenVintageNamesOf(null)).toEqual(defaultVintageNames)
    expect(hiddenVintageNamesOf({ hiddenVintageNames: 'NV' })).toEqual(defaultVintageNames)
    expect(hiddenVintageNamesOf({ hiddenVintageNames: [1] })).toEqual(defaultVintageNames)
  })
})

describe('prices', () => {
  const format = { priceCents: 1200, typologies: {} }

  it('rounds half away from zero to whole cents', () => {
    expect(roundCents(2.5)).toBe(3)
    expect(roundCents(-2.5)).toBe(-3)
    expect(roundCents(2.49)).toBe(2)
  })

  it('takes the HT amount out of a TTC one, rounding half up', () => {
    expect(htFromTtc(1200, 20)).toBe(1000)
    expect(htFromTtc(1203, 20)).toBe(1003) // 1002.5
    expect(htFromTtc(1202, 20)).toBe(1002) // 1001.67
    expect(htFromTtc(1055, 5.5)).toBe(1000)
    expect(ttcFromHt(1000, 5.5)).toBe(1055)
    expect(htFromTtc(1000, 0)).toBe(1000)
  })

  it('gives a TTC typology the public price, an HT one its HT amount', () => {
    expect(typologyPrice(format, 'particulier', typology(true), 20)).toEqual({
      cents: 1200,
      ttc: true,
      listCents: 1200,
    })
    expect(typologyPrice(format, 'caviste', typology(false), 20)).toEqual({
      cents: 1000,
      ttc: false,
      listCents: 1000,
    })
  })

  it('applies the global discount after conversion', () => {
    expect(typologyPrice(format, 'caviste', typology(false, 10), 20)).toEqual({
      cents: 900,
      ttc: false,
      listCents: 1000,
    })
    expect(typologyPrice({ ...format, priceCents: 1199 }, 'p', typology(true, 15), 20)).toEqual({
      cents: 1019, // 1019.15
      ttc: true,
      listCents: 1199,
    })
    // A discount out of range is clamped rather than producing a negative price.
    expect(typologyPrice(format, 'p', typology(true, 150), 20)?.cents).toBe(0)
  })

  it('lets a typology’s own price win and hides hidden formats', () => {
    const priced = {
      priceCents: 1200,
      typologies: {
        caviste: { visible: true, priceCents: 777 },
        restaurateur: { visible: false, priceCents: 500 },
        export: { visible: true, priceCents: null },
      },
    }
    // A typology's own price is its tariff, not a reduction (L441-9): it is its list price too.
    expect(typologyPrice(priced, 'caviste', typology(false, 50), 20)).toEqual({
      cents: 777,
      ttc: false,
      listCents: 777,
    })
    expect(typologyPrice(priced, 'restaurateur', typology(false), 20)).toBeNull()
    expect(typologyPrice(priced, 'export', typology(false), 20)).toEqual({
      cents: 1000,
      ttc: false,
      listCents: 1000,
    })
  })

  it('finds the VAT rate of a product in a shop', () => {
    const product = { vatType: 'reduced' as const, disableVat: false }
    expect(productVatRate(product, { hasTVA: true })).toBe(5.5)
    expect(productVatRate(product, { hasTVA: true, vatRate: { reduced: 7 } })).toBe(7)
    expect(productVatRate({ ...product, disableVat: true }, { hasTVA: true })).toBe(0)
    expect(productVatRate(product, { hasTVA: false })).toBe(0)
  })

  it('picks the assigned typology, else the public one', () => {
    const all = { particulier: typology(true, 0, true), caviste: typology(false) }
    expect(buyerTypology(all, 'caviste')).toBe('caviste')
    expect(buyerTypology(all, 'disparue')).toBe('particulier')
    expect(buyerTypology(all, null)).toBe('particulier')
    expect(buyerTypology({ caviste: typology(false) })).toBeNull()
  })
})

describe('quantity thresholds', () => {
  const map = { '12': 1100, '6': 1150, '24': 1000 }
  it('uses the highest threshold reached', () => {
    expect(thresholdValue(map, 5)).toBeNull()
    expect(thresholdValue(map, 6)).toBe(1150)
    expect(thresholdValue(map, 13)).toBe(1100)
    expect(thresholdValue(map, 100)).toBe(1000)
  })
  it('ignores keys that are not positive whole quantities', () => {
    expect(thresholdValue({ '0': 1, abc: 2, '1.5': 3, '-2': 4 }, 10)).toBeNull()
    expect(thresholdSteps({ '12': 1100, x: 5, '6': 1150 })).toEqual([
      { from: 6, value: 1150 },
      { from: 12, value: 1100 },
    ])
  })
})

describe('visibility (spec 6)', () => {
  it('shows staff every product with a status, buyers online and out-of-stock ones', () => {
    const staff = { kind: 'staff' } as const
    const buyer = { kind: 'buyer', typology: 'particulier' } as const
    for (const status of ['online', 'paused', 'outofstock', 'closed'] as const) {
      expect(productVisibleTo(staff, { status })).toBe(true)
    }
    expect(productVisibleTo(buyer, { status: 'online' })).toBe(true)
    expect(productVisibleTo(buyer, { status: 'outofstock' })).toBe(true)
    expect(productVisibleTo(buyer, { status: 'paused' })).toBe(false)
    expect(productVisibleTo(buyer, { status: 'closed' })).toBe(false)
    expect(productVisibleTo(staff, { status: null })).toBe(false)
  })

  it('hides a format from the typologies it is hidden from', () => {
    const format = { priceCents: 1, typologies: { caviste: { visible: false } } }
    expect(formatVisibleTo({ kind: 'staff' }, format)).toBe(true)
    expect(formatVisibleTo({ kind: 'buyer', typology: 'caviste' }, format)).toBe(false)
    expect(formatVisibleTo({ kind: 'buyer', typology: 'particulier' }, format)).toBe(true)
    expect(formatVisibleTo({ kind: 'buyer', typology: null }, format)).toBe(false)
  })
})

describe('gs1DigitalLink', () => {
  it('pads the GTIN to 14 digits and adds vintage (AI 22) and lot (AI 10)', () => {
    expect(gs1DigitalLink('https://caveau.test/', '3760123456781')).toBe(
      'https://caveau.test/gs1/01/03760123456781',
    )
    expect(gs1DigitalLink('https://caveau.test', '3760123456781', '2022', 'L 1/2')).toBe(
      'https://caveau.test/gs1/01/03760123456781/22/2022/10/L%201%2F2',
    )
    expect(gs1DigitalLink('https://caveau.test', '3760123456781', 'NV', null)).toBe(
      'https://caveau.test/gs1/01/03760123456781',
    )
  })
})

describe('productSlug', () => {
  it('makes a URL-safe name', () => {
    expect(productSlug('Cuvée des Amis')).toBe('cuvee-des-amis')
    expect(productSlug('  Œil de Perdrix !! ')).toBe('oeil-de-perdrix')
    expect(productSlug('***')).toBe('produit')
  })
})

describe('form helpers', () => {
  it.each([
    ['12,50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0,05', 5],
    ['1 250,00 €', 125000],
    ['12,5 €', 1250],
  ])('parseEuros(%s) is %d cents', (text, cents) => {
    expect(parseEuros(text)).toBe(cents)
  })

  it.each(['', 'abc', '12,505', '-3', '1,2,3', '12,'])('parseEuros refuses %j', (text) => {
    expect(parseEuros(text)).toBeNull()
  })

  it('parses percentages from 0 to 100', () => {
    expect(parsePercent('5,5')).toBe(5.5)
    expect(parsePercent('10 %')).toBe(10)
    expect(parsePercent('100')).toBe(100)
    expect(parsePercent('100,5')).toBeUndefined()
    expect(parsePercent('-1')).toBeUndefined()
  })

  it('keeps only http(s) origins without path', () => {
    expect(originOf('https://Exemple.fr/')).toBe('https://exemple.fr')
    expect(originOf('http://localhost:8080')).toBe('http://localhost:8080')
    expect(originOf('https://exemple.fr:443')).toBe('https://exemple.fr')
    expect(originOf('https://exemple.fr/boutique')).toBeNull()
    expect(originOf('https://user@exemple.fr')).toBeNull()
    expect(originOf('ftp://exemple.fr')).toBeNull()
    expect(originOf('https://exemple.fr?x=1')).toBeNull()
  })

  it('ties promotion fields together', () => {
    expect(promotionProblems({ type: '%', amount: 10_001 })).toEqual({
      amount: 'Un pourcentage est compris entre 0 et 100',
    })
    expect(promotionProblems({ type: '€', amount: 10_001, activation: 'always' })).toEqual({})
    expect(
      promotionProblems({ activation: 'minPriceOrder', activationValue: null }),
    ).toHaveProperty('activationValue')
    expect(
      promotionProblems({ startsAt: new Date('2025-02-01'), endsAt: new Date('2025-01-01') }),
    ).toHaveProperty('endsAt')
  })
})

describe('quality labels', () => {
  it('names every id of spec 3 and never shows a raw code', () => {
    for (const id of qualityLabels) expect(qualityLabelNames[id], id).toBeTruthy()
    expect(qualityLabelList(['AOC', 'HVE'])).toBe(
      'Appellation d’origine contrôlée (AOC), Haute Valeur Environnementale (HVE)',
    )
    expect(qualityLabelList(['label-rouge', 'demeter'])).toBe('Label Rouge, Demeter')
    expect(qualityLabelList([])).toBe('')
  })
})
