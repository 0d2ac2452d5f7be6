/**
 * The catalogue's input schemas, shared by the provider API (JSON bodies) and the web forms.
 * Numbers are numbers here: the web side converts form strings first (euros with `parseEuros`).
 * Nullable fields take `null` to clear them; an empty text becomes `null` too.
 */
import * as z from 'zod'
import {
  accessoryTypes,
  allContainers,
  allergens,
  colours,
  dutyTypes,
  formatTypes,
  formatUnities,
  listingStatuses,
  nutritionFields,
  packings,
  productKinds,
  productTypes,
  promotionActivations,
  PROMO_CODE_MAX,
  qualities,
  qualityLabels,
  vatTypes,
} from './catalogue'
import { elabelLanguages, type ElabelLanguage } from '#app/modules/elabel/domain/languages'
import { fiscalCategories } from './excise'
import { isValidGtin, isValidLotNumber } from './gs1'
import { ingredientTerms, type IngredientTerm } from './ingredients'
import { LabelIdsInput } from './product-labels'
import * as rules from '#app/platform/domain/validation'
import { isValidVat, messages, parseDate } from '#app/platform/domain/validation'

/** The e-label's languages other than French, in which a free ingredient text may be written. */
export const translatedLanguages = elabelLanguages.filter(
  (l): l is Exclude<ElabelLanguage, 'fr'> => l !== 'fr',
) as [Exclude<ElabelLanguage, 'fr'>, ...Exclude<ElabelLanguage, 'fr'>[]]

export const boxMessages = {
  quantity: 'Un coffret contient de 1 à 100 bouteilles de chaque format',
  tooMany: 'Un coffret contient au plus 12 formats différents',
  notABox: 'Seul un coffret a un contenu',
  unknownFormat: 'Ce format n’est pas une bouteille de votre catalogue',
  twice: 'Chaque format n’apparaît qu’une fois dans le coffret',
  fiscalNotBottle: 'Seule une bouteille a une catégorie fiscale',
} as const

export const catalogueMessages = {
  positive: 'Doit être positif ou nul',
  gtin: "Le code GTIN n'est pas valide",
  lot: "Le numéro de lot n'est pas valide (20 caractères au plus, sans espace)",
  choice: "Cette valeur n'est pas proposée",
  onePublic: 'Une et une seule typologie doit être publique.',
  vatDecimals: 'Deux décimales au plus, par exemple 5,5',
  typologyKey: 'La clé d’une typologie ne contient que des minuscules, des chiffres et des tirets',
  percentAmount: 'Un pourcentage est compris entre 0 et 100',
  amount: 'Le montant doit être supérieur à 0',
  activationValue: 'Indiquez le seuil qui déclenche la promotion',
  dates: 'La date de fin doit suivre la date de début',
  color: "La couleur n'est pas valide",
  threshold: 'Un seuil est un nombre entier de produits supérieur à 0',
} as const

// ---------------------------------------------------------------- building blocks

const num = () =>
  z.number({
    error: (issue) => (issue.input === undefined ? messages.needed : messages.number),
  })
const int = () => num().int(messages.number)
const count = () => int().min(0, catalogueMessages.positive).max(2_147_483_647, messages.number)
const positive = () => num().min(0, catalogueMessages.positive)
/** Integer cents, never negative. */
export const cents = () => count()

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: catalogueMessages.choice })

/** Trimmed text of at most `max` characters; an empty one means "none". */
const text = (max: number) =>
  rules
    .text(max)
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional()

const needed = (max: number) => rules.needed(messages.needed, max)

/** An uploaded image: a local path (`/uploads/…`) or an http(s) address. */
const visual = z
  .string({ error: messages.url })
  .trim()
  .max(500, messages.url)
  .refine((s) => /^\/(?!\/)\S+$/.test(s) || /^https?:\/\/[^\s/]+\S*$/i.test(s), messages.url)
const visuals = z.array(visual).max(20, 'Au plus 20 visuels')

const percent = () => num().min(0, messages.vat).max(100, messages.vat)

// ---------------------------------------------------------------- product

export const ProductInput = z.strictObject({
  name: needed(120),
  precision: text(200),
  type: choice(productTypes).nullable().optional(),
  color: choice(colours).nullable().optional(),
  gamme: text(80),
  quality: choice(qualities).nullable().optional(),
  qualityLabels: z.array(choice(qualityLabels)).max(qualityLabels.length).optional(),
  grapes: z.array(needed(60)).max(30).optional(),
  productType: choice(productKinds).optional(),
  accessoryType: choice(accessoryTypes).nullable().optional(),
  status: choice(listingStatuses).optional(),
  vatType: choice(vatTypes).optional(),
  disableVat: z.boolean().optional(),
  packing: choice(packings).nullable().optional(),
  packingQuantity: int().min(1, catalogueMessages.positive).max(10_000).nullable().optional(),
  /** Grams. */
  weight: count().nullable().optional(),
  description: text(5000),
  appellation: text(200),
  category: int()
    .min(1, catalogueMessages.choice)
    .max(5, catalogueMessages.choice)
    .nullable()
    .optional(),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Le pays est un code à deux lettres (FR)')
    .optional(),
  brand: text(120),
  visuals: visuals.optional(),
  position: int().min(0, catalogueMessages.positive).max(1_000_000).optional(),
  /** Where the type does not tell the excise (a VDN, a Pineau); null: derived from the type. */
  fiscalCategory: choice(fiscalCategories).nullable().optional(),
  /** A gift box: the bottles inside (formats of the same shop), which carry its excise. */
  boxContents: z
    .array(
      z.strictObject({
        formatId: int().min(1, catalogueMessages.choice),
        quantity: int().min(1, boxMessages.quantity).max(100, boxMessages.quantity),
      }),
    )
    .max(12, boxMessages.tooMany)
    .optional(),
  /** The shop's labels given to the product (decision 0018); left out: unchanged. */
  labelIds: LabelIdsInput.optional(),
})
export const ProductUpdate = ProductInput.partial()

// ---------------------------------------------------------------- vintage

export const NutritionInput = z.strictObject(
  Object.fromEntries(nutritionFields.map((key) => [key, positive().max(10_000)])) as Record<
    (typeof nutritionFields)[number],
    ReturnType<typeof positive>
  >,
)

export const VintageLegalInput = z.strictObject({
  typeDA: choice(dutyTypes),
  customTaxName: z.string().trim().max(80).optional(),
  customTaxAmountPerHL: count().optional(),
  customTaxFamilies: z.array(z.string().trim().max(80)).max(30).optional(),
  customTaxAdded: z.boolean().optional(),
  customTaxVat: z.boolean().optional(),
})

export const VintageInput = z.strictObject({
  /** "2022", or NV / Non millésimé / Nouveau millésime. */
  name: needed(40),
  alcohol: percent().nullable().optional(),
  legal: VintageLegalInput.optional(),
  nutrition: NutritionInput.nullable().optional(),
  ingredients: text(2000),
  /** The free text in the e-label's other languages; an empty one is dropped. */
  ingredientsByLanguage: z
    .partialRecord(
      z.enum(translatedLanguages, { error: catalogueMessages.choice }),
      z.string().trim().max(2000, 'Doit contenir au plus 2000 caractères'),
    )
    .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, t]) => t)))
    .optional(),
  ingredientTerms: z
    .array(choice(ingredientTerms as [IngredientTerm, ...IngredientTerm[]]))
    .max(ingredientTerms.length)
    .optional(),
  allergens: z.array(choice(allergens)).max(allergens.length).optional(),
  lots: z
    .array(rules.text(rules.maxLength.code).refine(isValidLotNumber, catalogueMessages.lot))
    .max(500)
    .optional(),
  /** Sold en primeur: delivered after 30 days at a market price, without a right of withdrawal. */
  enPrimeur: z.boolean().optional(),
  position: int().min(0, catalogueMessages.positive).max(1_000_000).optional(),
})
export const VintageUpdate = VintageInput.partial()

// ---------------------------------------------------------------- format

/** A record whose wrong keys are told in the key's own words, not zod's generic ones. */
const keyed = <V extends z.ZodType>(key: z.ZodString, value: V, keyMessage: string) =>
  z.record(key, value, {
    error: (issue) => (issue.code === 'invalid_key' ? keyMessage : undefined),
  })

/** Quantity threshold → cents ("6" → 1150: from 6 units). */
const thresholdMap = keyed(
  z.string().regex(/^[1-9]\d{0,5}$/, catalogueMessages.threshold),
  cents(),
  catalogueMessages.threshold,
)

const typologyKey = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, catalogueMessages.typologyKey)

export const TypologyPriceInput = z.strictObject({
  visible: z.boolean(),
  priceCents: cents().nullable().optional(),
})

/** 8, 12, 13 or 14 digits with a valid GS1 check digit (spaces ignored). */
export const gtinInput = () =>
  rules
    .bounded(z.string({ error: catalogueMessages.gtin }), rules.maxLength.code)
    .transform((s) => s.replace(/\s/g, ''))
    .refine(isValidGtin, catalogueMessages.gtin)

export const FormatInput = z.strictObject({
  unity: choice(formatUnities).optional(),
  unityValue: num().gt(0, catalogueMessages.positive).max(100_000).optional(),
  container: choice(allContainers as unknown as [string, ...string[]])
    .nullable()
    .optional(),
  type: choice(formatTypes).optional(),
  nameInShop: text(80),
  showUnityValue: z.boolean().optional(),
  /** The public price TTC. */
  priceCents: cents(),
  discountPrice: thresholdMap.optional(),
  discountAdd: thresholdMap.optional(),
  typologies: keyed(typologyKey, TypologyPriceInput, catalogueMessages.typologyKey).optional(),
  weight: count().nullable().optional(),
  visuals: visuals.optional(),
  gtin: z
    .union([z.literal('').transform(() => null), gtinInput()])
    .nullable()
    .optional(),
  position: int().min(0, catalogueMessages.positive).max(1_000_000).optional(),
})
export const FormatUpdate = FormatInput.partial()

export const NewProductInput = ProductInput.extend({
  vintage: VintageInput,
  format: FormatInput,
})

// ---------------------------------------------------------------- price grid

export const ShopTypologyInput = z.strictObject({
  name: needed(60),
  public: z.boolean(),
  ttc: z.boolean(),
  globalDiscount: percent(),
  allRulesInEq75: z.boolean(),
})

/** Hundredths at most: the rates the law sets (5,5 %, 2,1 %) need no more, and invoices print two. */
const twoDecimals = (rate: number) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6

/** A VAT rate in percent: strictly between 0 and 100 (spec 5), two decimals at most. */
export const vatRateInput = () =>
  num().refine(isValidVat, messages.vat).refine(twoDecimals, catalogueMessages.vatDecimals)

export const VatRatesInput = z.strictObject({
  standard: vatRateInput(),
  medium: vatRateInput(),
  reduced: vatRateInput(),
})

/** The problem of a shop's whole typology map, or null: exactly one of them is public. */
export function typologiesProblem(all: Record<string, { public: boolean }>): string | null {
  return Object.values(all).filter((t) => t.public).length === 1
    ? null
    : catalogueMessages.onePublic
}

/** `typologies` are added or replaced by key (removal is its own call); `prices` set one cell each. */
export const TarifsInput = z.strictObject({
  typologies: keyed(typologyKey, ShopTypologyInput, catalogueMessages.typologyKey).optional(),
  prices: z
    .array(
      z.strictObject({
        formatId: int().positive(messages.number),
        typology: typologyKey,
        visible: z.boolean(),
        priceCents: cents().nullable(),
      }),
    )
    .max(5000)
    .optional(),
  /** The shop's VAT rates (percent), which override the defaults of spec 9. */
  vatRate: VatRatesInput.optional(),
  /** Whether the shop charges VAT at all (false: franchise en base, art. 293 B du CGI). */
  hasTVA: z.boolean().optional(),
  /** Every quantity rule of the shop counted in 75 cl bottles (a magnum counts two). */
  allRulesInEq75: z.boolean().optional(),
})

// ---------------------------------------------------------------- promotions

const optionalDate = z
  .union([rules.text(rules.maxLength.code), z.date()], { error: messages.date })
  .transform((value, ctx) => {
    if (value === '') return null
    const date = parseDate(value)
    if (!date) {
      ctx.issues.push({ code: 'custom', message: messages.date, input: value })
      return z.NEVER
    }
    return date
  })
  .nullable()
  .optional()

const promotionFields = z.strictObject({
  name: needed(120),
  type: choice(['%', '€']),
  /** Cents for €, hundredths of a percent for % (10 % is 1000). */
  amount: int().min(1, catalogueMessages.amount).max(100_000_000, messages.number),
  activation: choice(promotionActivations).optional(),
  /** A number of products, or cents, depending on `activation`. */
  activationValue: count().nullable().optional(),
  code: z
    .string({ error: messages.promoCode })
    .trim()
    .max(PROMO_CODE_MAX, messages.promoCode)
    .regex(/^[A-Za-z0-9_-]*$/, messages.link)
    .transform((s) => (s === '' ? null : s.toUpperCase()))
    .nullable()
    .optional(),
  formatIds: z.array(int().positive(messages.number)).max(5000).optional(),
  startsAt: optionalDate,
  endsAt: optionalDate,
  active: z.boolean().optional(),
})

type PromotionFields = Partial<z.output<typeof promotionFields>>

/** The rules that tie fields together, checked on a whole promotion (after merging an update). */
export function promotionProblems(p: PromotionFields): Record<string, string> {
  const problems: Record<string, string> = {}
  if (p.type === '%' && (p.amount ?? 0) > 10_000) problems.amount = catalogueMessages.percentAmount
  if (p.activation && p.activation !== 'always' && !p.activationValue)
    problems.activationValue = catalogueMessages.activationValue
  if (p.startsAt && p.endsAt && p.endsAt < p.startsAt) problems.endsAt = catalogueMessages.dates
  return problems
}

const withPromotionRules = <S extends z.ZodType<PromotionFields>>(schema: S) =>
  schema.superRefine((value, ctx) => {
    for (const [path, message] of Object.entries(promotionProblems(value)))
      ctx.addIssue({ code: 'custom', path: [path], message })
  })

export const PromotionInput = withPromotionRules(promotionFields)
/** Field checks only: the API checks the cross-field rules on the merged record. */
export const PromotionUpdate = promotionFields.partial()

// ---------------------------------------------------------------- iframes

/** 'https://host[:port]' or 'http://…' without path, query or fragment; a final '/' is dropped. */
export function originOf(value: string): string | null {
  const s = value.trim().replace(/\/$/, '')
  if (!/^https?:\/\/[^\s/?#]+$/i.test(s)) return null
  try {
    const url = new URL(s)
    return url.username || url.password ? null : url.origin
  } catch {
    return null
  }
}

export const IframeInput = z.strictObject({
  name: needed(120),
  origins: z
    .array(
      rules.bounded(z.string({ error: messages.url }), 2000).transform((value, ctx) => {
        const origin = originOf(value)
        if (!origin) {
          ctx.issues.push({ code: 'custom', message: messages.url, input: value })
          return z.NEVER
        }
        return origin
      }),
    )
    .max(20, 'Au plus 20 sites')
    .transform((list) => [...new Set(list)]),
  settings: z
    .strictObject({
      typology: typologyKey.nullable().optional(),
      showFilters: z.boolean().optional(),
      color: z
        .string()
        .regex(/^#[0-9a-fA-F]{6}$/, catalogueMessages.color)
        .nullable()
        .optional(),
      productIds: z.array(int().positive(messages.number)).max(5000).optional(),
    })
    .optional(),
})
export const IframeUpdate = IframeInput.partial()

// ---------------------------------------------------------------- form helpers

export type ProductInput = z.infer<typeof ProductInput>
export type ProductUpdate = z.infer<typeof ProductUpdate>
export type VintageInput = z.infer<typeof VintageInput>
export type VintageUpdate = z.infer<typeof VintageUpdate>
export type FormatInput = z.infer<typeof FormatInput>
export type FormatUpdate = z.infer<typeof FormatUpdate>
export type NewProductInput = z.infer<typeof NewProductInput>
export type ShopTypologyInput = z.infer<typeof ShopTypologyInput>
export type TarifsInput = z.infer<typeof TarifsInput>
export type PromotionInput = z.infer<typeof PromotionInput>
export type PromotionUpdate = z.infer<typeof PromotionUpdate>
export type IframeInput = z.infer<typeof IframeInput>
export type IframeUpdate = z.infer<typeof IframeUpdate>
