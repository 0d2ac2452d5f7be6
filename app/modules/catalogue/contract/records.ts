/**
 * What the catalogue endpoints answer: a product as its shop's staff read it, the price grid, a
 * promotion, an iframe. Zod only (decision 0003): the API's answers are checked against these.
 */
import { ingredientTerms } from '#app/modules/catalogue/domain/ingredients'
import { fiscalCategories } from '#app/modules/catalogue/domain/excise'
import * as z from 'zod'
import {
  allergens,
  dutyTypes,
  formatTypes,
  formatUnities,
  listingStatuses,
  nutritionFields,
  productKinds,
  promotionActivations,
  vatTypes,
} from '#app/modules/catalogue/domain/catalogue'

const int = () => z.number().int()

/** A shop's product label: its name and its colour's key (catalogue/domain/label-colours.ts). */
export const ProductLabelRecord = z.object({ id: int(), name: z.string(), colour: z.string() })

export const Nutrition = z.object(
  Object.fromEntries(nutritionFields.map((key) => [key, z.number()])) as Record<
    (typeof nutritionFields)[number],
    z.ZodNumber
  >,
)

export const VintageRecord = z.object({
  id: int(),
  name: z.string(),
  /** The name as the shop shows it: empty for one it hides (NV and the like). */
  label: z.string(),
  alcohol: z.number().nullable(),
  legal: z.object({
    typeDA: z.enum(dutyTypes),
    customTaxName: z.string().optional(),
    customTaxAmountPerHL: int().optional(),
    customTaxFamilies: z.array(z.string()).optional(),
    customTaxAdded: z.boolean().optional(),
    customTaxVat: z.boolean().optional(),
  }),
  nutrition: Nutrition.nullable(),
  ingredients: z.string().nullable(),
  ingredientTerms: z.array(z.enum(ingredientTerms)),
  /** The free `ingredients` text in other e-label languages, by language code. */
  ingredientsByLanguage: z.record(z.string(), z.string()),
  allergens: z.array(z.enum(allergens)),
  lots: z.array(z.string()),
  /** Sold en primeur: no right of withdrawal for consumers (L221-28 7°). */
  enPrimeur: z.boolean(),
  position: int(),
})

/** Quantity threshold → cents (`{ "6": 1150 }`: from 6 units). */
const ThresholdMap = z.record(z.string(), int())

export const FormatRecord = z.object({
  id: int(),
  label: z.string(),
  unity: z.enum(formatUnities),
  unityValue: z.number(),
  eq75: z.number(),
  container: z.string().nullable(),
  type: z.enum(formatTypes),
  nameInShop: z.string().nullable(),
  showUnityValue: z.boolean(),
  /** The public price TTC. */
  priceCents: int(),
  discountPrice: ThresholdMap,
  discountAdd: ThresholdMap,
  /** Typology key → whether it sees the format, and its own price there. */
  typologies: z.record(
    z.string(),
    z.object({ visible: z.boolean(), priceCents: int().nullable().optional() }),
  ),
  weight: int().nullable(),
  visuals: z.array(z.string()),
  /** On 14 digits. */
  gtin: z.string().nullable(),
  position: int(),
})

/** A product with its vintages and formats, as the staff of its shop read it. */
export const ProductRecord = z.object({
  id: int(),
  shopId: int(),
  slug: z.string(),
  name: z.string(),
  precision: z.string().nullable(),
  type: z.string().nullable(),
  color: z.string().nullable(),
  gamme: z.string().nullable(),
  quality: z.string().nullable(),
  qualityLabels: z.array(z.string()),
  grapes: z.array(z.string()),
  productType: z.enum(productKinds),
  accessoryType: z.string().nullable(),
  status: z.enum(listingStatuses),
  vatType: z.enum(vatTypes),
  disableVat: z.boolean(),
  packing: z.string().nullable(),
  packingQuantity: int().nullable(),
  /** Grams. */
  weight: int().nullable(),
  description: z.string().nullable(),
  appellation: z.string().nullable(),
  category: int().nullable(),
  country: z.string(),
  brand: z.string().nullable(),
  visuals: z.array(z.string()),
  position: int(),
  fiscalCategory: z.enum(fiscalCategories).nullable(),
  /** A gift box's bottles: formats of the same shop and how many of each. */
  boxContents: z.array(z.object({ formatId: int(), quantity: int() })),
  /** The shop's labels given to it (decision 0018), by name. */
  labels: z.array(ProductLabelRecord),
  updatedAt: z.iso.datetime(),
  vintages: z.array(VintageRecord),
  formats: z.array(FormatRecord),
})
export type ProductRecord = z.output<typeof ProductRecord>
export type VintageRecord = ProductRecord['vintages'][number]
export type FormatRecord = ProductRecord['formats'][number]

/**
 * A product as anyone outside its shop's staff sees it (the shop's public catalogue, prices in
 * the viewer's typology): the shop area describes its every field.
 */
export const PublicProductDetail = z.looseObject({
  id: int(),
  slug: z.string(),
  name: z.string(),
  productType: z.enum(productKinds),
  status: z.enum(listingStatuses),
  visuals: z.array(z.string()),
  vatRate: z.number(),
})

export const ShopTypologyRecord = z.object({
  name: z.string(),
  public: z.boolean(),
  ttc: z.boolean(),
  globalDiscount: z.number(),
  allRulesInEq75: z.boolean(),
})

/** The price grid: the shop's typologies and VAT rates, and one row per format. */
export const PriceGrid = {
  typologies: z.record(z.string(), ShopTypologyRecord),
  vatRate: z.object({ standard: z.number(), medium: z.number(), reduced: z.number() }),
  /** Whether the shop charges VAT (false: franchise en base). */
  hasTVA: z.boolean(),
  /** Whether every quantity rule of the shop counts 75 cl equivalents. */
  allRulesInEq75: z.boolean(),
  rows: z.array(
    z.object({
      productId: int(),
      productName: z.string(),
      formatId: int(),
      formatLabel: z.string(),
      vatRate: z.number(),
      priceCents: int(),
      typologies: FormatRecord.shape.typologies,
    }),
  ),
}
export type TarifsData = z.output<z.ZodObject<typeof PriceGrid>>
export type TarifsRow = TarifsData['rows'][number]

export const PromotionRecord = z.object({
  id: int(),
  name: z.string(),
  type: z.enum(['%', '€']),
  /** Cents for €, hundredths of a percent for % (10 % is 1000). */
  amount: int(),
  activation: z.enum(promotionActivations),
  /** A number of products, or cents, depending on `activation`. */
  activationValue: int().nullable(),
  code: z.string().nullable(),
  /** Empty: the whole catalogue. */
  formatIds: z.array(int()),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  active: z.boolean(),
})
export type PromotionRecord = z.output<typeof PromotionRecord>

export const IframeRecord = z.object({
  id: int(),
  name: z.string(),
  /** 'https://host[:port]': the sites that may frame it. */
  origins: z.array(z.string()),
  settings: z.object({
    /** The typology whose prices it shows (the public one when unset). */
    typology: z.string().optional(),
    showFilters: z.boolean(),
    color: z.string().optional(),
    /** Only these products; every visible product when empty. */
    productIds: z.array(int()),
  }),
})
export type IframeRecord = z.output<typeof IframeRecord>
