/**
 * The catalogue of spec 3 (Product, Format, Promotion and their enumerations) and the pure
 * rules every side shares: bottle equivalents, display names, visibility by typology (spec 6)
 * and the price a typology sees. Money is integer cents; VAT rates are percentages (20, 5.5).
 */
import { htFromTtc, roundCents } from '#app/platform/domain/money'
import type { ShopTypology } from '#app/platform/domain/enums'

export const productKinds = ['bottle', 'accessory', 'prestation', 'box'] as const
export type ProductKind = (typeof productKinds)[number]
export const productKindLabels: Record<ProductKind, string> = {
  bottle: 'Bouteille',
  accessory: 'Accessoire',
  prestation: 'Prestation',
  box: 'Coffret',
}

export const productTypes = [
  'Vin',
  'Champagne',
  'Marc de Champagne',
  'Bière',
  'Cidre',
  'Hydromel',
  'Rhum',
  'Gin',
  'Vodka',
  'Tequila',
  'Liqueur',
  'Eau de vie',
  'Crémant',
  'Whisky',
  'Vin pétillant',
  'Vin mousseux',
  'Vin tranquille',
  'Poiré',
  'Jus',
  'Nectar',
  'Cognac',
  'Brandy',
  'Bourbon',
  'Armagnac',
  'Pastis',
  'Saké',
  'Crème',
  'Calvados',
] as const

export const accessoryTypes = [
  'corkscrew',
  'buckets',
  'decanter',
  'stoppers',
  'capsule cutter',
  'vacuum pump',
  'aerator',
  'capsule',
  'textile',
  'misc',
] as const
export const accessoryTypeLabels: Record<(typeof accessoryTypes)[number], string> = {
  corkscrew: 'Tire-bouchon',
  buckets: 'Seau',
  decanter: 'Carafe',
  stoppers: 'Bouchon',
  'capsule cutter': 'Coupe-capsule',
  'vacuum pump': 'Pompe à vide',
  aerator: 'Aérateur',
  capsule: 'Capsule',
  textile: 'Textile',
  misc: 'Divers',
}

export const colours = [
  'Rouge',
  'Blanc',
  'Rosé',
  'Gris',
  'Jaune',
  'Cuit',
  'Noir',
  'Doré',
  'Ambré',
  'Orange',
  'Blanc de Blancs',
  'Blanc de Noirs',
  'Blonde',
  'Blanche',
  'Brune',
] as const

export const qualities = [
  'Brut',
  'Brut Nature',
  'Extra Brut',
  'Doux',
  'Demi Sec',
  'Sec',
  'Sur latte',
  'Vin tranquille',
  'Dry',
  'Extra Dry',
  'Moelleux',
  'Blended',
  'Single Malt',
  'Barrel Aged',
  'Lager',
  'Pale Ale',
  'IPA',
  'Stout',
] as const

export const qualityLabels = [
  'AOC',
  'AOP',
  'AB',
  'demeter',
  'demeter-fleur',
  'IGP',
  'label-rouge',
  'STG',
  'naturel',
  'biodynamie',
  'AR',
  'TV',
  'CB',
  'CBS',
  'CAB',
  'HVE',
  'VMN',
  'VDC',
  'VI',
] as const

export type QualityLabel = (typeof qualityLabels)[number]

/** What a buyer reads for each quality label id of spec 3 (shop, e-label, back office). */
export const qualityLabelNames: Record<QualityLabel, string> = {
  AOC: 'Appellation d’origine contrôlée (AOC)',
  AOP: 'Appellation d’origine protégée (AOP)',
  AB: 'Agriculture biologique (AB)',
  demeter: 'Demeter',
  'demeter-fleur': 'Demeter (fleur)',
  IGP: 'Indication géographique protégée (IGP)',
  'label-rouge': 'Label Rouge',
  STG: 'Spécialité traditionnelle garantie (STG)',
  naturel: 'Vin naturel',
  biodynamie: 'Biodynamie',
  AR: 'Agriculture raisonnée',
  TV: 'Terra Vitis',
  CB: 'Certifié bio',
  CBS: 'Bio Suisse',
  CAB: 'En conversion vers l’agriculture biologique',
  HVE: 'Haute Valeur Environnementale (HVE)',
  VMN: 'Vin Méthode Nature',
  VDC: 'Viticulture Durable en Champagne',
  VI: 'Vignerons Indépendants',
}

/** The names of stored quality label ids, in order; an id the list no longer knows shows as is. */
export const qualityLabelList = (ids: readonly string[]): string =>
  ids.map((id) => (qualityLabelNames as Record<string, string>)[id] ?? id).join(', ')

/** The common French and international varieties (the spec's full list is not reproduced). */
export const grapeVarieties = [
  'Aligoté',
  'Altesse',
  'Auxerrois',
  'Cabernet franc',
  'Cabernet sauvignon',
  'Carignan',
  'Chardonnay',
  'Chenin',
  'Cinsault',
  'Clairette',
  'Colombard',
  'Côt (Malbec)',
  'Counoise',
  'Gamay',
  'Gewurztraminer',
  'Grenache blanc',
  'Grenache gris',
  'Grenache noir',
  'Gros Manseng',
  'Jacquère',
  'Marsanne',
  'Melon de Bourgogne',
  'Merlot',
  'Meunier',
  'Mourvèdre',
  'Muscadelle',
  'Muscat à petits grains',
  'Muscat d’Alexandrie',
  'Négrette',
  'Petit Manseng',
  'Petit Verdot',
  'Pinot blanc',
  'Pinot gris',
  'Pinot noir',
  'Poulsard',
  'Riesling',
  'Rolle (Vermentino)',
  'Roussanne',
  'Sauvignon blanc',
  'Sauvignon gris',
  'Savagnin',
  'Sémillon',
  'Syrah',
  'Tannat',
  'Trousseau',
  'Ugni blanc',
  'Viognier',
] as const

export const listingStatuses = ['online', 'paused', 'outofstock', 'closed'] as const
export type ListingStatus = (typeof listingStatuses)[number]
export const listingStatusLabels: Record<ListingStatus, string> = {
  online: 'En ligne',
  paused: 'En pause',
  outofstock: 'En rupture',
  closed: 'Fermé',
}

export const vatTypes = ['standard', 'medium', 'reduced'] as const
export type VatType = (typeof vatTypes)[number]
export const vatTypeLabels: Record<VatType, string> = {
  standard: 'Taux normal',
  medium: 'Taux intermédiaire',
  reduced: 'Taux réduit',
}
export type VatRates = Record<VatType, number>
export const defaultVatRates: VatRates = { standard: 20, medium: 10, reduced: 5.5 }

export const formatUnities = [
  'Litre(s)',
  'Centilitre(s)',
  'Millilitre(s)',
  'Hectolitre(s)',
  'Gramme(s)',
] as const
export type FormatUnity = (typeof formatUnities)[number]
const litresPerUnit: Record<FormatUnity, number | null> = {
  'Litre(s)': 1,
  'Centilitre(s)': 0.01,
  'Millilitre(s)': 0.001,
  'Hectolitre(s)': 100,
  'Gramme(s)': null,
}
const unityAbbreviations: Record<FormatUnity, string> = {
  'Litre(s)': 'L',
  'Centilitre(s)': 'cl',
  'Millilitre(s)': 'ml',
  'Hectolitre(s)': 'hl',
  'Gramme(s)': 'g',
}

export const formatTypes = ['bottle', 'bib', 'vrac', 'packing', 'custom'] as const
export type FormatType = (typeof formatTypes)[number]
export const formatTypeLabels: Record<FormatType, string> = {
  bottle: 'Bouteille',
  bib: 'Bag-in-box',
  vrac: 'Vrac',
  packing: 'Colis',
  custom: 'Autre',
}

/** Containers by family (spec 3: bottle sizes up to melchior, bulk, bag-in-box). */
export const containers = {
  bottle: [
    'piccolo',
    'half-bottle',
    'bottle',
    'magnum',
    'jeroboam',
    'rehoboam',
    'methuselah',
    'salmanazar',
    'balthazar',
    'nebuchadnezzar',
    'melchior',
  ],
  vrac: ['barrel', 'cask', 'tank', 'demijohn'],
  bib: ['bag in box', 'pouch', 'cubi'],
} as const
export type Container = (typeof containers)[keyof typeof containers][number]
export const containerLabels: Record<Container, string> = {
  piccolo: 'Piccolo',
  'half-bottle': 'Demi-bouteille',
  bottle: 'Bouteille',
  magnum: 'Magnum',
  jeroboam: 'Jéroboam',
  rehoboam: 'Réhoboam',
  methuselah: 'Mathusalem',
  salmanazar: 'Salmanazar',
  balthazar: 'Balthazar',
  nebuchadnezzar: 'Nabuchodonosor',
  melchior: 'Melchior',
  barrel: 'Barrique',
  cask: 'Fût',
  tank: 'Cuve',
  demijohn: 'Dame-jeanne',
  'bag in box': 'Bag-in-box',
  pouch: 'Poche',
  cubi: 'Cubi',
}
export const allContainers = Object.values(containers).flat() as Container[]

export const packings = ['Carton', 'Unité', 'Caisse', 'Plateau', 'Boite', 'Palette'] as const

export const dutyTypes = ['DA2', 'DSU', 'NULL'] as const
export type DutyType = (typeof dutyTypes)[number]
export const dutyTypeLabels: Record<DutyType, string> = {
  DA2: 'Droits acquittés (DA2)',
  DSU: 'Droits suspendus (DSU)',
  NULL: 'Non soumis',
}

export const wineCategories = [
  { value: 1, label: 'Vin sans AOP/IGP' },
  { value: 2, label: 'Vin de cépage sans AOP/IGP' },
  { value: 3, label: 'Vin avec AOP/IGP' },
  { value: 4, label: 'Vin importé' },
  { value: 5, label: 'Autre' },
] as const

/** The 14 allergens of EU Regulation 1169/2011 Annex II (sulphites is the wine one). */
export const allergens = [
  'sulphites',
  'milk',
  'egg',
  'gluten',
  'crustaceans',
  'fish',
  'peanuts',
  'soybeans',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'lupin',
  'molluscs',
] as const
export type Allergen = (typeof allergens)[number]

export type Nutrition = {
  /** Per 100 ml. Energy in kJ and kcal; the rest in grams. */
  energyKj: number
  energyKcal: number
  fat: number
  saturatedFat: number
  carbohydrates: number
  sugars: number
  protein: number
  salt: number
}
export const nutritionFields = [
  'energyKj',
  'energyKcal',
  'fat',
  'saturatedFat',
  'carbohydrates',
  'sugars',
  'protein',
  'salt',
] as const satisfies readonly (keyof Nutrition)[]

/** 1 kcal = 4.184 kJ (Regulation 1169/2011 Annex XIV). */
export const kcalFromKj = (kj: number) => Math.round(kj / 4.184)
export const kjFromKcal = (kcal: number) => Math.round(kcal * 4.184)

/** Excise rates are not here: they come from the dated table by fiscal category (excise.ts). */
export type VintageLegal = {
  typeDA: DutyType
  customTaxName?: string
  customTaxAmountPerHL?: number
  customTaxFamilies?: string[]
  customTaxAdded?: boolean
  customTaxVat?: boolean
}

export type TypologyPrice = { visible: boolean; priceCents?: number | null }

/** Quantity threshold → value, e.g. `{ "6": 1150 }`: from 6 units the value applies. */
export type ThresholdMap = Record<string, number>

export type PromotionType = '%' | '€'
export const promotionActivations = [
  'always',
  'minProduct',
  'minPrice',
  'minProductOrder',
  'minPriceOrder',
] as const
export type PromotionActivation = (typeof promotionActivations)[number]
export const promotionActivationLabels: Record<PromotionActivation, string> = {
  always: 'Toujours',
  minProduct: 'À partir d’un nombre de ce produit',
  minPrice: 'À partir d’un montant de ce produit',
  minProductOrder: 'À partir d’un nombre de produits dans la commande',
  minPriceOrder: 'À partir d’un montant de commande',
}
export const PROMO_CODE_MAX = 15

export type ShopTab = {
  id: string
  name: string
  /** A product tab lists the catalogue (optionally filtered); a content tab shows sanitised HTML. */
  kind: 'products' | 'content'
  filter?: { type?: string; color?: string; gamme?: string }
  content?: string
  children?: ShopTab[]
}

// ---------------------------------------------------------------- volumes

/** Litres in one unit of a format, or null for a format sold by weight. */
export function litres(unity: FormatUnity, unityValue: number): number | null {
  const perUnit = litresPerUnit[unity]
  return perUnit === null ? null : Math.round(unityValue * perUnit * 1e6) / 1e6
}

/** Bottle equivalents (a 75 cl bottle is 1); a format sold by weight counts as one unit. */
export function eq75Of(unity: FormatUnity, unityValue: number): number {
  const l = litres(unity, unityValue)
  return l === null ? 1 : Math.round((l / 0.75) * 1e4) / 1e4
}

/** "75 cl", "1,5 L", "3 L". */
export function volumeLabel(unity: FormatUnity, unityValue: number): string {
  return `${String(unityValue).replace('.', ',')} ${unityAbbreviations[unity]}`
}

export type FormatNaming = {
  unity: FormatUnity
  unityValue: number
  container: string | null
  nameInShop: string | null
  showUnityValue: boolean
}

/** What a shop shows for a format: its shop name, or its container, with the volume if asked. */
export function formatLabel(f: FormatNaming): string {
  const volume = volumeLabel(f.unity, f.unityValue)
  const name =
    f.nameInShop?.trim() ||
    (f.container && f.container !== 'bottle'
      ? (containerLabels[f.container as Container] ?? f.container)
      : '')
  if (!name) return volume
  return f.showUnityValue ? `${name} ${volume}` : name
}

export const defaultFormat = { unity: 'Centilitre(s)', unityValue: 75 } as const

// ---------------------------------------------------------------- vintages

/**
 * Names meaning "no vintage", hidden in display (spec 3): what a shop hides until it sets its own
 * list ('Millésimes masqués' of the settings' 'Articles' tab, `shops.settings.hiddenVintageNames`).
 */
export const defaultVintageNames = ['NV', 'Non millésimé', 'Nouveau millésime'] as const

const vintageKey = (name: string) => name.trim().toLowerCase()

/** The names a shop hides: its own list once saved (possibly empty), else the default ones. */
export function hiddenVintageNamesOf(
  settings?: { hiddenVintageNames?: unknown } | null,
): readonly string[] {
  const stored = settings?.hiddenVintageNames
  return Array.isArray(stored) && stored.every((n) => typeof n === 'string')
    ? stored
    : defaultVintageNames
}

export const isHiddenVintageName = (
  name: string,
  hidden: readonly string[] = defaultVintageNames,
) => hidden.some((n) => vintageKey(n) === vintageKey(name))

/**
 * A vintage as the shop shows it: its year, or nothing for a name the shop hides (`hidden`, read
 * with `hiddenVintageNamesOf` from the shop's settings).
 */
export const vintageLabel = (name: string, hidden: readonly string[] = defaultVintageNames) =>
  isHiddenVintageName(name, hidden) ? '' : name

// ---------------------------------------------------------------- typologies and prices

/**
 * The typology whose prices a buyer sees (spec 6): the one assigned to them in their shop list,
 * else the shop's public one. `null` when the shop has no public typology.
 */
export function buyerTypology(
  typologies: Record<string, ShopTypology>,
  assigned?: string | null,
): string | null {
  if (assigned && typologies[assigned]) return assigned
  return Object.entries(typologies).find(([, t]) => t.public)?.[0] ?? null
}

export type PricedFormat = {
  priceCents: number
  typologies: Record<string, TypologyPrice>
}

export type TypologyQuote = {
  /** The unit price in the typology's own convention (TTC or HT). */
  cents: number
  ttc: boolean
  /**
   * The same before the typology's global discount: what the invoice shows that discount off
   * (L441-9). A typology's own price is its tariff, not a reduction: then equal to `cents`.
   */
  listCents: number
}

/**
 * The unit price a typology sees for a format, in that typology's convention (TTC or HT).
 * `format.priceCents` is the public price TTC. A typology's own price wins; otherwise the public
 * price is converted (HT typologies) and the typology's global discount (percent) applied.
 * `null` when the format is hidden from that typology.
 */
export function typologyPrice(
  format: PricedFormat,
  key: string,
  typology: ShopTypology,
  vatRate: number,
): TypologyQuote | null {
  const own = format.typologies[key]
  if (own && own.visible === false) return null
  if (own && typeof own.priceCents === 'number')
    return { cents: own.priceCents, ttc: typology.ttc, listCents: own.priceCents }
  const base = typology.ttc ? format.priceCents : htFromTtc(format.priceCents, vatRate)
  const discount = Math.min(Math.max(typology.globalDiscount ?? 0, 0), 100)
  return { cents: roundCents((base * (100 - discount)) / 100), ttc: typology.ttc, listCents: base }
}

/** Drinks of `productTypes` without alcohol: the only ones another VAT rate may apply to. */
const softDrinkTypes: ReadonlySet<string> = new Set(['Jus', 'Nectar'])

/** Alcoholic drinks are taxed at 20 % in metropolitan France (CGI art. 278), whatever the shop's rates. */
export const ALCOHOL_VAT_RATE = 20

export type VatProduct = {
  vatType: VatType
  disableVat: boolean
  productType?: ProductKind
  type?: string | null
}

/** A wine, spirit, beer… (a bottle or a box of an alcoholic type). */
export function isAlcoholicDrink(product: Pick<VatProduct, 'productType' | 'type'>): boolean {
  return (
    (product.productType === 'bottle' || product.productType === 'box') &&
    !!product.type &&
    !softDrinkTypes.has(product.type)
  )
}

export const alcoholVatMessage =
  'Une boisson alcoolisée est toujours au taux normal de TVA (20 %, art. 278 du CGI) : ni taux réduit, ni TVA désactivée.'

/** Why the product's VAT settings are refused (an alcoholic drink set to another rate), or null. */
export function vatSettingRefusal(product: Partial<VatProduct>): string | null {
  if (!isAlcoholicDrink(product)) return null
  const other = (product.vatType ?? 'standard') !== 'standard' || product.disableVat === true
  return other ? alcoholVatMessage : null
}

/**
 * The VAT rate (percent) a product is sold at in a shop; 0 when the shop has none (VAT franchise,
 * CGI art. 293 B) or a non-alcoholic product has it turned off. An alcoholic drink is always at
 * 20 %: the shop's rate overrides apply to other products only.
 */
export function productVatRate(
  product: VatProduct,
  shop: { hasTVA: boolean; vatRate?: Partial<VatRates> },
): number {
  if (!shop.hasTVA) return 0
  if (isAlcoholicDrink(product)) return ALCOHOL_VAT_RATE
  if (product.disableVat) return 0
  return shop.vatRate?.[product.vatType] ?? defaultVatRates[product.vatType]
}

/** The value of a threshold map at a quantity: the highest threshold reached (spec 9). */
export function thresholdValue(map: ThresholdMap, quantity: number): number | null {
  let best: number | null = null
  let bestAt = 0
  for (const [key, value] of Object.entries(map)) {
    const at = Number(key)
    if (Number.isInteger(at) && at > 0 && at <= quantity && at > bestAt) {
      best = value
      bestAt = at
    }
  }
  return best
}

/** The thresholds of a map in increasing order, for "from 6 bottles: 11,50 €" lines. */
export function thresholdSteps(map: ThresholdMap): { from: number; value: number }[] {
  return Object.entries(map)
    .map(([k, value]) => ({ from: Number(k), value }))
    .filter((s) => Number.isInteger(s.from) && s.from > 0)
    .sort((a, b) => a.from - b.from)
}

// ---------------------------------------------------------------- visibility (spec 6)

export type CatalogueViewer =
  /** Owners, collaborators and agents of the shop see every product with a status. */
  | { kind: 'staff' }
  /** Everyone else sees their typology's visible formats of online or out-of-stock products. */
  | { kind: 'buyer'; typology: string | null }

export const buyerVisibleStatuses: readonly ListingStatus[] = ['online', 'outofstock']

export function productVisibleTo(
  viewer: CatalogueViewer,
  product: { status: ListingStatus | null },
): boolean {
  if (!product.status) return false
  if (viewer.kind === 'staff') return true
  return buyerVisibleStatuses.includes(product.status)
}

export function formatVisibleTo(viewer: CatalogueViewer, format: PricedFormat): boolean {
  if (viewer.kind === 'staff') return true
  if (!viewer.typology) return false
  return format.typologies[viewer.typology]?.visible !== false
}

// ---------------------------------------------------------------- GS1

/** A GTIN right-justified on 14 digits, as GS1 stores and links it. */
export const gtin14 = (gtin: string) => gtin.padStart(14, '0')

/** The GS1 Digital Link printed as a QR code on a label (vintage AI 22, then lot AI 10). */
export function gs1DigitalLink(
  origin: string,
  gtin: string,
  vintage?: string | null,
  lot?: string | null,
): string {
  let path = `/gs1/01/${gtin14(gtin)}`
  if (vintage && /^\d{4}$/.test(vintage)) path += `/22/${vintage}`
  if (lot) path += `/10/${encodeURIComponent(lot)}`
  return `${origin.replace(/\/$/, '')}${path}`
}

/**
 * The links a product's labels carry: one per format with a GTIN and per vintage (spec 2.9), or,
 * with `lots`, one more per lot of each vintage (AI 10), as a bottling line prints them.
 */
export function labelLinks<
  F extends { gtin: string | null },
  V extends { name: string; lots?: readonly string[] },
>(
  origin: string,
  product: { formats: readonly F[]; vintages: readonly V[] },
  { lots = false }: { lots?: boolean } = {},
): { format: F; vintage: V; lot: string | null; link: string }[] {
  return product.formats.flatMap((format) =>
    format.gtin
      ? product.vintages.flatMap((vintage) =>
          [null, ...(lots ? (vintage.lots ?? []) : [])].map((lot) => ({
            format,
            vintage,
            lot,
            link: gs1DigitalLink(origin, format.gtin!, vintage.name, lot),
          })),
        )
      : [],
  )
}

/** A URL-safe product name for `/{shop}/{product}` ("Cuvée des Amis" → "cuvee-des-amis"). */
export function productSlug(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'produit'
  )
}
