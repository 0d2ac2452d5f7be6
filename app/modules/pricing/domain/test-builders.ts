/**
 * Builders of engine inputs for the pricing tests: a shop with French VAT, a 75 cl still wine
 * at 12,00 € TTC, each overridable field by field. Imported by the tests only.
 */
import type { ExciseRate } from '#app/modules/catalogue/domain/excise'
import type {
  OrderPricingInput,
  PricingDeliveryMode,
  PricingFormat,
  PricingLineInput,
  PricingProduct,
  PricingPromotion,
  PricingSeller,
  PricingTypology,
  PricingVintage,
} from './types'

export const NOW = new Date('2025-06-15T10:00:00Z')

/**
 * The `excise_rates` rows of migration 0012 (cents per hl; spirits and DOM rum per hl of pure
 * alcohol), for engine tests; tests/api/excise-rates.test.ts checks the table holds the same.
 */
export const EXCISE_RATES: ExciseRate[] = [
  { year: 2025, category: 'stillWine', exciseCents: 412, cssCents: 0 },
  { year: 2025, category: 'sparklingWine', exciseCents: 1020, cssCents: 0 },
  { year: 2025, category: 'cider', exciseCents: 143, cssCents: 0 },
  { year: 2025, category: 'intermediateAop', exciseCents: 5149, cssCents: 5149 },
  { year: 2025, category: 'intermediate', exciseCents: 20593, cssCents: 5149 },
  { year: 2025, category: 'spirit', exciseCents: 189918, cssCents: 60979 },
  { year: 2025, category: 'domRum', exciseCents: 95012, cssCents: 60979 },
  { year: 2026, category: 'stillWine', exciseCents: 419, cssCents: 0 },
  { year: 2026, category: 'sparklingWine', exciseCents: 1038, cssCents: 0 },
  { year: 2026, category: 'cider', exciseCents: 146, cssCents: 0 },
  { year: 2026, category: 'intermediateAop', exciseCents: 5239, cssCents: 5239 },
  { year: 2026, category: 'intermediate', exciseCents: 20953, cssCents: 5239 },
  { year: 2026, category: 'spirit', exciseCents: 193242, cssCents: 62046 },
  { year: 2026, category: 'domRum', exciseCents: 96675, cssCents: 62046 },
]

export const seller = (over: Partial<PricingSeller> = {}): PricingSeller => ({
  id: 1,
  name: 'Domaine des Tests',
  hasTVA: true,
  vatRate: { standard: 20, medium: 10, reduced: 5.5 },
  ...over,
})

export const particulier: PricingTypology = {
  key: 'particulier',
  name: 'Particulier',
  public: true,
  ttc: true,
  globalDiscount: 0,
  allRulesInEq75: false,
}
export const caviste: PricingTypology = {
  key: 'caviste',
  name: 'Caviste',
  public: false,
  ttc: false,
  globalDiscount: 0,
  allRulesInEq75: false,
}

let nextId = 100

type LineOver = {
  idTmp?: string
  quantity?: number
  isWrapped?: boolean
  product?: Partial<PricingProduct>
  format?: Partial<PricingFormat>
  vintage?: Partial<PricingVintage>
  box?: PricingLineInput['box']
}

/** A line of `quantity` bottles; product, format and vintage get fresh ids unless given. */
export function line(over: LineOver = {}): PricingLineInput {
  const id = nextId++
  return {
    idTmp: over.idTmp ?? `l${id}`,
    ...(over.box ? { box: over.box } : {}),
    quantity: over.quantity ?? 1,
    isWrapped: over.isWrapped ?? false,
    product: {
      id,
      name: `Cuvée ${id}`,
      productType: 'bottle',
      type: 'Vin',
      vatType: 'standard',
      disableVat: false,
      minQuantity: null,
      maxQuantity: null,
      ...over.product,
    },
    format: {
      id,
      priceCents: 1200,
      typologies: {},
      discountPrice: {},
      discountAdd: {},
      unity: 'Centilitre(s)',
      unityValue: 75,
      stock: null,
      ...over.format,
    },
    vintage: { id, alcohol: 13, legal: { typeDA: 'DA2' }, ...over.vintage },
  }
}

export const promotion = (over: Partial<PricingPromotion> = {}): PricingPromotion => ({
  id: nextId++,
  name: 'Promotion',
  type: '%',
  amount: 1000,
  activation: 'always',
  activationValue: null,
  code: null,
  formatIds: [],
  startsAt: null,
  endsAt: null,
  active: true,
  ...over,
})

/** A carrier: 9,90 € from 1 bottle, 14,90 € from 6, 19,90 € from 12; 12 a parcel, 7 € more each. */
export const carrier = (over: Partial<PricingDeliveryMode> = {}): PricingDeliveryMode => ({
  id: 1,
  kind: 'carrier',
  name: 'Colissimo',
  pricesByBottles: { '1': 990, '6': 1490, '12': 1990 },
  bottlesPerParcel: 12,
  extraParcelCents: 700,
  freeFromCents: null,
  freeFromBottles: null,
  mountainSurchargeCents: 1500,
  ...over,
})

/** An order with a chosen carrier, so that only the rule under test raises errors. */
export const order = (over: Partial<OrderPricingInput> = {}): OrderPricingInput => ({
  seller: seller(),
  typology: particulier,
  lines: [],
  promotions: [],
  promoCode: null,
  deliveryModes: [carrier()],
  deliveryModeId: 1,
  mountain: false,
  paymentType: null,
  placing: false,
  now: NOW,
  exciseRates: EXCISE_RATES,
  ...over,
})

/** Just the goods: no delivery mode to choose, so shipping and its errors stay out. */
export const goodsOnly = (over: Partial<OrderPricingInput> = {}) =>
  order({ deliveryModes: [carrier({ pricesByBottles: {} })], ...over })
