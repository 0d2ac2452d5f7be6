/**
 * The input and output of the pricing engine (`priceOrder`). The input carries everything the API
 * has already loaded for one seller's order; the engine reads nothing else. Money is integer
 * cents, VAT rates percentages (20, 5.5), quantities positive integers.
 */
import type {
  FormatUnity,
  ProductKind,
  PromotionActivation,
  PromotionType,
  ThresholdMap,
  TypologyPrice,
  VatRates,
  VatType,
  VintageLegal,
} from '#app/modules/catalogue/domain/catalogue'
import type { BoxItem, ExciseRate, FiscalCategory } from '#app/modules/catalogue/domain/excise'
import type { ShopTypology } from '#app/platform/domain/enums'
import type { TaxRegime } from './tax-regime'

/** `ShopSettings.orderRules` (spec 8 limits), repeated so the domain does not import the API. */
export type PricingOrderRules = {
  /** Minimum order amount excluding tax, cents. */
  minOrderHtCents?: number
  minProducts?: number
  maxProducts?: number
  /** Drop shops: the number of products must be a multiple of this. */
  multipleOf?: number
}

/** The seller's settings that price an order (`shops.settings` and the shop's name). */
export type PricingSeller = {
  id: number
  name: string
  hasTVA: boolean
  vatRate?: Partial<VatRates>
  /** Shop-wide switch: product counts of the order rules in bottle equivalents, not units. */
  allRulesInEq75?: boolean
  orderRules?: PricingOrderRules
  /** Gift wrapping of one unit, cents TTC. */
  wrappingPriceCents?: number
  /** Payment types accepted at checkout; when given, a type outside it is refused. */
  paymentTypes?: string[]
}

/** The typology the buyer sees (spec 6): its key in `shops.typologies` and its definition. */
export type PricingTypology = ShopTypology & { key: string }

export type PricingProduct = {
  id: number
  name: string
  /** bottle, accessory, prestation, box: only bottles and boxes count as bottles. */
  productType: ProductKind
  /** Vin, Champagne, Rhum…: with `fiscalCategory`, what excise it owes (catalogue/domain/excise). */
  type: string | null
  fiscalCategory?: FiscalCategory | null
  vatType: VatType
  disableVat: boolean
  minQuantity: number | null
  maxQuantity: number | null
}

export type PricingFormat = {
  id: number
  /** Public price TTC, cents. */
  priceCents: number
  typologies: Record<string, TypologyPrice>
  /** Quantity threshold → public unit price TTC (cents) from that quantity. */
  discountPrice: ThresholdMap
  /** Quantity threshold → cents TTC off each unit from that quantity. */
  discountAdd: ThresholdMap
  unity: FormatUnity
  unityValue: number
  /** Units left; null when the shop does not count this format's stock. */
  stock: number | null
}

export type PricingVintage = {
  id: number
  /** Alcohol by volume, percent. */
  alcohol: number | null
  legal: VintageLegal
}

export type PricingLineInput = {
  /** The cart line's id, echoed on the priced line and on its errors. */
  idTmp: string
  quantity: number
  isWrapped: boolean
  product: PricingProduct
  format: PricingFormat
  vintage: PricingVintage
  /** A gift box: the bottles inside one box (its excise is theirs). */
  box?: BoxItem[]
  /** The back office's discount on the line, percent off its unit price (quantity steps in). */
  discountPercent?: number
  /** A free sample from the back office: priced 0, its excise owed all the same. */
  sample?: boolean
}

/** A `promotions` row; amounts as stored: cents for €, hundredths of a percent for % (10 % = 1000). */
export type PricingPromotion = {
  id: number
  name: string
  type: PromotionType
  amount: number
  activation: PromotionActivation
  /** A number of products, or cents, depending on the activation. */
  activationValue: number | null
  code: string | null
  /** Formats the promotion applies to; empty means every line. */
  formatIds: number[]
  startsAt: Date | null
  endsAt: Date | null
  active: boolean
}

/** A `deliveryModes` row. */
export type PricingDeliveryMode = {
  id: number
  kind: 'carrier' | 'pickup' | 'collectionPoint'
  name: string
  /** Bottle equivalents → price of the first parcel, cents TTC (highest threshold reached). */
  pricesByBottles: ThresholdMap
  bottlesPerParcel: number
  extraParcelCents: number
  freeFromCents: number | null
  freeFromBottles: number | null
  mountainSurchargeCents: number | null
  /** Where the mode is (estate, collection point). */
  address?: { country?: string | null } | null
  /** The countries and French départements a carrier serves; empty lists: everywhere. */
  zones?: { countries: readonly string[]; departements: readonly string[] } | null
}

export type OrderPricingInput = {
  seller: PricingSeller
  typology: PricingTypology
  lines: PricingLineInput[]
  /** The seller's promotions; the engine keeps the active ones running at `now`. */
  promotions: PricingPromotion[]
  /** The code the buyer typed, matched case-insensitively. */
  promoCode?: string | null
  /** The seller's delivery modes available for the buyer (active ones, for their address). */
  deliveryModes: PricingDeliveryMode[]
  /** The chosen one, an id of `deliveryModes`. */
  deliveryModeId?: number | null
  /**
   * The delivery address once known (checkout): only the modes serving it count (see
   * delivery-zones.ts); a chosen mode that does not is refused with 'noDeliveryMode'.
   */
  deliveryAddress?: { country?: string | null; zipcode?: string | null } | null
  /** Delivery to a mountain address (adds the mode's surcharge). */
  mountain?: boolean
  /** The sale's tax regime (tax-regime.ts); absent: France, French VAT and excise. */
  taxRegime?: TaxRegime | null
  paymentType?: string | null
  /** Checking the order to place it: a payment type is then required. */
  placing?: boolean
  /** The date of the sale: promotions running and the excise rates in force (`exciseRates`). */
  now: Date
  /** The `excise_rates` table (every year; the engine picks the one in force at `now`). */
  exciseRates: readonly ExciseRate[]
  /** A loyalty reward the buyer can afford (the API checks the points; see loyalty.ts). */
  loyalty?: PricingLoyalty
}

export type PricingLoyalty = {
  /** The reward's discount, cents TTC, capped at the goods total after promotions. */
  discountCents?: number
  /** The reward's free products, priced 0. */
  freeLines?: PricingLineInput[]
}

export type PricedLine = {
  idTmp: string
  /** Unit price after quantity discounts, in the typology's convention (TTC or HT). */
  unitPriceCents: number
  /**
   * When reductions come between them: the list unit price (before the typology's global
   * discount, quantity steps and the line's discount; a typology's own price is its list price)
   * and what they are, 'Remise Restaurateur 10 % et remise quantité', for the invoice (L441-9).
   */
  listUnitPriceCents?: number
  listReduction?: string
  ttc: boolean
  quantity: number
  /** Promotions taken off this line, in the typology's convention. */
  discountCents: number
  /** HT after promotions (prices are duty-paid; an added custom tax on top). */
  totalHtCents: number
  vatRate: number
  vatCents: number
  /**
   * Excise and custom tax of the line (HT, inside `totalHtCents`); a sample's excise, owed by the
   * producer, outside its 0 € price.
   */
  dutiesCents: number
  /** totalHtCents + vatCents. */
  totalTtcCents: number
  /** Gift wrapping of the line, cents TTC (not inside the line's totals). */
  wrappingCents: number
  /** Bottle equivalents the line counts for shipping (0 for accessories and prestations). */
  bottles: number
  /** A free product of a loyalty reward. */
  isFromFidelity?: boolean
}

/** Every amount in cents TTC except `totalHT`, `tva` and `duties`. */
export type OrderPriceTotals = {
  /** Lines after promotions (duties included) + wrapping HT + shipping HT. */
  totalHT: number
  tva: number
  /** Excise and custom taxes, HT (inside `totalHT`, but for samples': see `dutiesCents`). */
  duties: number
  shipping: number
  /** What the promotions took off the order, TTC. */
  promoAmount: number
  wrapping: number
  /** totalHT + tva: what the buyer pays. */
  totalTTC: number
  payLater: 0
  /** What a loyalty reward took off the goods, TTC (inside totalHT and tva). */
  loyaltyDiscount?: number
}

export type AppliedPromotion = {
  id: number
  name: string
  code: string | null
  /** Taken off, in the typology's convention. */
  amountCents: number
}

export type OrderPrice = {
  lines: PricedLine[]
  price: OrderPriceTotals
  franco: boolean
  /** Progress toward free shipping, 0 to 100 (100 only when reached). */
  francoPercent: number
  /** Cents TTC still to buy for free shipping; 0 when reached or when the mode has no threshold. */
  amountBeforeFranco: number
  /** Bottles still to buy for free shipping; 0 when reached or when the mode has no threshold. */
  amountBeforeBottleFranco: number
  nbrPackages: number
  /** Bottle equivalents of the order. */
  bottles: number
  promotions: AppliedPromotion[]
  /** The typed code: whether it matched a running promotion, and whether that one applied. */
  promoCode: { code: string; known: boolean; applied: boolean } | null
  deliveryModeId: number | null
  errors: CartError[]
}

export const cartErrorCodes = [
  'unknownProduct',
  'productMin',
  'productMax',
  'stock',
  'shopMinAmount',
  'shopMinProducts',
  'shopMaxProducts',
  'multipleOf',
  'deliveryRequired',
  'noDeliveryMode',
  'paymentRequired',
  'slotFull',
  'addressRequired',
  'phoneRequired',
  'completeInformation',
  'persistentError',
  'loyalty',
  'destination',
] as const
export type CartErrorCode = (typeof cartErrorCodes)[number]

export type CartError = {
  code: CartErrorCode
  /** French, shown to the buyer. */
  message: string
  messageEn: string
  /** The cart line concerned, for line errors. */
  lineId?: string
  /** The limit broken: a quantity, a count, or cents for the minimum amount. */
  value?: number
}
