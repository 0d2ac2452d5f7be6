/**
 * The demo catalogues as plain data: Domaine de la Source (Loire and Burgundy wines, a crémant,
 * a fine, an accessory, a box) and Maison Martin (spirits). No database import here, so that unit
 * tests and Playwright specs can read the seeded facts (`demoCatalogue`) without opening one.
 * Descriptions stay objective (origin, grapes, soil, making, tasting notes) as the Loi Évin asks.
 */
import {
  eq75Of,
  gtin14,
  kcalFromKj,
  productSlug,
  type Allergen,
  type FormatType,
  type FormatUnity,
  type ListingStatus,
  type Nutrition,
  type ProductKind,
  type ShopTab,
  type ThresholdMap,
  type TypologyPrice,
} from '#app/modules/catalogue/domain/catalogue'
import { gs1CheckDigit } from '#app/modules/catalogue/domain/gs1'

export type SeedVintage = {
  name: string
  alcohol: number | null
  nutrition: Nutrition | null
  ingredients: string | null
  allergens: Allergen[]
  lots: string[]
}

export type SeedFormat = {
  unity: FormatUnity
  unityValue: number
  eq75: number
  container: string | null
  type: FormatType
  nameInShop: string | null
  showUnityValue: boolean
  priceCents: number
  discountPrice: ThresholdMap
  discountAdd: ThresholdMap
  typologies: Record<string, TypologyPrice>
  weight: number
  /** GTIN-13 as printed under the barcode; the database keeps it on 14 digits. */
  gtin13: string
}

export type SeedProduct = {
  slug: string
  /** A gift box: the 75 cl bottle of each named product, and how many, per box. */
  boxOf?: { slug: string; quantity: number }[]
  name: string
  precision: string | null
  type: string | null
  color: string | null
  gamme: string | null
  quality: string | null
  qualityLabels: string[]
  grapes: string[]
  productType: ProductKind
  accessoryType: string | null
  status: ListingStatus
  packing: string | null
  packingQuantity: number | null
  weight: number | null
  description: string
  appellation: string | null
  category: number | null
  brand: string
  vintages: SeedVintage[]
  formats: SeedFormat[]
}

// ---------------------------------------------------------------- builders

/** A GTIN-13 from a GS1 company prefix and an item reference, with its check digit. */
export function demoGtin(companyPrefix: string, item: number): string {
  const body = companyPrefix + String(item).padStart(12 - companyPrefix.length, '0')
  return body + gs1CheckDigit(body)
}

const round1 = (n: number) => Math.round(n * 10) / 10

/**
 * Per 100 ml: ethanol weighs 0.789 g/ml and yields 29 kJ/g, carbohydrates 17 kJ/g (Regulation
 * 1169/2011 Annex XIV); kcal follow from kJ so that both figures always agree.
 */
export function nutritionOf(alcohol: number, sugars: number, spirit = false): Nutrition {
  const carbohydrates = spirit ? sugars : round1(sugars + 0.2)
  const energyKj = Math.round(alcohol * 0.789 * 29 + carbohydrates * 17)
  return {
    energyKj,
    energyKcal: kcalFromKj(energyKj),
    fat: 0,
    saturatedFat: 0,
    carbohydrates,
    sugars,
    protein: spirit ? 0 : 0.1,
    salt: spirit ? 0 : 0.01,
  }
}

const WINE_INGREDIENTS = 'raisins, conservateur : sulfites'

type VintageSpec = {
  name: string
  alcohol: number
  /** Residual sugar, g per 100 ml. */
  sugars: number
  lots?: string[]
  ingredients?: string
  allergens?: Allergen[]
}

const wineVintage = (v: VintageSpec): SeedVintage => ({
  name: v.name,
  alcohol: v.alcohol,
  nutrition: nutritionOf(v.alcohol, v.sugars),
  ingredients: v.ingredients ?? WINE_INGREDIENTS,
  allergens: v.allergens ?? ['sulphites'],
  lots: v.lots ?? [],
})

const spiritVintage = (alcohol: number, sugars: number, ingredients: string): SeedVintage => ({
  name: 'NV',
  alcohol,
  nutrition: nutritionOf(alcohol, sugars, true),
  ingredients,
  allergens: [],
  lots: [],
})

/** Accessories and boxes carry no food information of their own. */
const noVintage: SeedVintage = {
  name: 'Non millésimé',
  alcohol: null,
  nutrition: null,
  ingredients: null,
  allergens: [],
  lots: [],
}

/** Professional prices, HT cents: [Restaurateur, Caviste]. */
type ProPrices = [number, number]

type FormatSpec = {
  item: number
  priceCents: number
  pro?: ProPrices
  /** A format only professionals may order (hidden from the public typology). */
  prosOnly?: boolean
  discountPrice?: ThresholdMap
  discountAdd?: ThresholdMap
  unity?: FormatUnity
  unityValue?: number
  container?: string | null
  type?: FormatType
  nameInShop?: string | null
  showUnityValue?: boolean
  weight?: number
}

function format(prefix: string, f: FormatSpec): SeedFormat {
  const unity = f.unity ?? 'Centilitre(s)'
  const unityValue = f.unityValue ?? 75
  const typologies: Record<string, TypologyPrice> = {}
  if (f.prosOnly) typologies.particulier = { visible: false }
  if (f.pro) {
    typologies.restaurateur = { visible: true, priceCents: f.pro[0] }
    typologies.caviste = { visible: true, priceCents: f.pro[1] }
  }
  return {
    unity,
    unityValue,
    eq75: eq75Of(unity, unityValue),
    container: f.container === undefined ? 'bottle' : f.container,
    type: f.type ?? 'bottle',
    nameInShop: f.nameInShop ?? null,
    showUnityValue: f.showUnityValue ?? true,
    priceCents: f.priceCents,
    discountPrice: f.discountPrice ?? {},
    discountAdd: f.discountAdd ?? {},
    typologies,
    weight: f.weight ?? 1300,
    gtin13: demoGtin(prefix, f.item),
  }
}

type ProductSpec = Omit<
  SeedProduct,
  | 'slug'
  | 'precision'
  | 'type'
  | 'color'
  | 'gamme'
  | 'quality'
  | 'qualityLabels'
  | 'grapes'
  | 'productType'
  | 'accessoryType'
  | 'status'
  | 'packing'
  | 'packingQuantity'
  | 'weight'
  | 'appellation'
  | 'category'
  | 'brand'
> &
  Partial<SeedProduct>

const product = (brand: string, p: ProductSpec): SeedProduct => ({
  precision: null,
  type: 'Vin',
  color: null,
  gamme: null,
  quality: null,
  qualityLabels: [],
  grapes: [],
  productType: 'bottle',
  accessoryType: null,
  status: 'online',
  packing: 'Carton',
  packingQuantity: 6,
  weight: 8200,
  appellation: null,
  category: 3,
  ...p,
  brand,
  slug: p.slug ?? productSlug(p.name),
})

// ---------------------------------------------------------------- Domaine de la Source

const SOURCE = '37601234'
const source = (p: ProductSpec) => product('Domaine de la Source', p)
const bottle = (f: FormatSpec) => format(SOURCE, f)
const magnum = (f: FormatSpec) =>
  format(SOURCE, { unity: 'Litre(s)', unityValue: 1.5, container: 'magnum', weight: 2600, ...f })

export const sourceProducts: SeedProduct[] = [
  source({
    name: 'Sancerre Les Caillottes',
    precision: 'Blanc sec',
    color: 'Blanc',
    gamme: 'Tradition',
    quality: 'Sec',
    qualityLabels: ['AOC', 'HVE'],
    grapes: ['Sauvignon blanc'],
    appellation: 'Sancerre',
    description:
      'Sauvignon blanc planté sur les caillottes, calcaires durs de Chavignol. Vendanges ' +
      'manuelles, fermentation en cuve inox à basse température, élevage de six mois sur lies ' +
      'fines. Nez d’agrumes et de pierre à fusil ; bouche vive, finale saline.',
    vintages: [
      wineVintage({ name: '2022', alcohol: 13, sugars: 0.2, lots: ['L2201', 'L2202'] }),
      wineVintage({ name: '2023', alcohol: 12.5, sugars: 0.2, lots: ['L2301'] }),
    ],
    formats: [
      bottle({
        item: 1,
        priceCents: 1950,
        pro: [1290, 1240],
        discountPrice: { '6': 1850, '12': 1750 },
      }),
      magnum({ item: 2, priceCents: 4200, pro: [2800, 2700] }),
    ],
  }),
  source({
    name: 'Sancerre Cuvée Silex',
    precision: 'Blanc sec',
    color: 'Blanc',
    gamme: 'Prestige',
    quality: 'Sec',
    qualityLabels: ['AOC', 'HVE'],
    grapes: ['Sauvignon blanc'],
    appellation: 'Sancerre',
    description:
      'Parcelle de vieilles vignes sur argiles à silex. Fermentation et élevage de douze mois en ' +
      'fûts de 500 litres, dont un quart neufs. Nez de silex et de fruits blancs mûrs ; bouche ' +
      'ample et tendue.',
    vintages: [
      wineVintage({ name: '2019', alcohol: 13.5, sugars: 0.2 }),
      wineVintage({ name: '2020', alcohol: 13.5, sugars: 0.2 }),
    ],
    formats: [bottle({ item: 3, priceCents: 3400, pro: [2250, 2150] })],
  }),
  source({
    name: 'Pouilly-Fumé Terres Blanches',
    precision: 'Blanc sec',
    color: 'Blanc',
    gamme: 'Tradition',
    quality: 'Sec',
    qualityLabels: ['AOC', 'HVE'],
    grapes: ['Sauvignon blanc'],
    appellation: 'Pouilly-Fumé',
    description:
      'Sauvignon blanc des marnes kimméridgiennes de la rive droite de la Loire. Pressurage ' +
      'doux, fermentation en cuve inox, élevage sur lies fines jusqu’au printemps. Nez de ' +
      'pamplemousse et de fumé ; bouche droite.',
    vintages: [
      wineVintage({ name: '2021', alcohol: 12.5, sugars: 0.2 }),
      wineVintage({ name: '2022', alcohol: 13, sugars: 0.2, lots: ['L2211'] }),
    ],
    formats: [bottle({ item: 4, priceCents: 2200, pro: [1450, 1390] })],
  }),
  source({
    name: 'Pouilly-Fumé Vieilles Vignes',
    precision: 'Blanc sec',
    color: 'Blanc',
    gamme: 'Prestige',
    quality: 'Sec',
    qualityLabels: ['AOC', 'AB'],
    grapes: ['Sauvignon blanc'],
    appellation: 'Pouilly-Fumé',
    status: 'outofstock',
    description:
      'Vignes de plus de cinquante ans conduites en agriculture biologique sur silex. Élevage ' +
      'de dix mois en demi-muids. Nez d’agrumes confits et de pierre chaude ; bouche dense.',
    vintages: [wineVintage({ name: '2020', alcohol: 13.5, sugars: 0.2 })],
    formats: [bottle({ item: 5, priceCents: 2800, pro: [1850, 1780] })],
  }),
  source({
    name: 'Sancerre Côte des Monts',
    precision: 'Rouge',
    color: 'Rouge',
    gamme: 'Tradition',
    quality: 'Vin tranquille',
    qualityLabels: ['AOC', 'HVE'],
    grapes: ['Pinot noir'],
    appellation: 'Sancerre',
    description:
      'Pinot noir des coteaux argilo-calcaires. Éraflage total, macération de trois semaines, ' +
      'élevage de dix mois en fûts. Collage au blanc d’œuf avant la mise en bouteille. Nez de ' +
      'griotte et d’épices ; tanins fins.',
    vintages: [
      wineVintage({
        name: '2020',
        alcohol: 13,
        sugars: 0.1,
        ingredients: 'raisins, conservateur : sulfites, agent de collage : albumine d’œuf',
        allergens: ['sulphites', 'egg'],
      }),
      wineVintage({
        name: '2022',
        alcohol: 13,
        sugars: 0.1,
        ingredients: 'raisins, conservateur : sulfites, agent de collage : albumine d’œuf',
        allergens: ['sulphites', 'egg'],
      }),
    ],
    formats: [bottle({ item: 6, priceCents: 2100, pro: [1390, 1330] })],
  }),
  source({
    name: 'Sancerre Rosé Aube',
    precision: 'Rosé sec',
    color: 'Rosé',
    gamme: 'Tradition',
    quality: 'Sec',
    qualityLabels: ['AOC', 'HVE'],
    grapes: ['Pinot noir'],
    appellation: 'Sancerre',
    description:
      'Pinot noir pressé directement, sans macération. Fermentation à basse température en ' +
      'cuve inox. Robe pâle ; nez de groseille et de pêche blanche ; bouche fraîche.',
    vintages: [wineVintage({ name: '2023', alcohol: 12.5, sugars: 0.2, lots: ['L2305'] })],
    formats: [bottle({ item: 7, priceCents: 1800, pro: [1190, 1140] })],
  }),
  source({
    name: 'Bourgogne Pinot Noir Les Lavières',
    precision: 'Rouge',
    color: 'Rouge',
    gamme: 'Tradition',
    quality: 'Vin tranquille',
    qualityLabels: ['AOC'],
    grapes: ['Pinot noir'],
    appellation: 'Bourgogne',
    description:
      'Pinot noir de coteaux argilo-calcaires de la Côte chalonnaise. Cuvaison de quinze jours, ' +
      'élevage de douze mois en fûts de plusieurs vins. Nez de cerise et de sous-bois ; bouche ' +
      'souple.',
    vintages: [
      wineVintage({ name: '2021', alcohol: 12.5, sugars: 0.1 }),
      wineVintage({ name: '2022', alcohol: 13, sugars: 0.1, lots: ['L2221'] }),
    ],
    formats: [
      bottle({
        item: 8,
        priceCents: 1750,
        pro: [1150, 1100],
        discountPrice: { '6': 1650, '12': 1550 },
      }),
      format(SOURCE, {
        item: 9,
        unity: 'Litre(s)',
        unityValue: 3,
        container: 'bag in box',
        type: 'bib',
        priceCents: 3200,
        pro: [2150, 2050],
        prosOnly: true,
        weight: 3300,
      }),
    ],
  }),
  source({
    name: 'Bourgogne Hautes-Côtes de Nuits',
    precision: 'Rouge',
    color: 'Rouge',
    gamme: 'Prestige',
    quality: 'Vin tranquille',
    qualityLabels: ['AOC', 'HVE'],
    grapes: ['Pinot noir'],
    appellation: 'Bourgogne Hautes-Côtes de Nuits',
    description:
      'Pinot noir des hautes côtes, à 400 mètres d’altitude sur calcaires et marnes. Élevage ' +
      'de quinze mois en fûts de chêne. Nez de cassis et de réglisse ; tanins serrés.',
    vintages: [
      wineVintage({ name: '2019', alcohol: 13.5, sugars: 0.1 }),
      wineVintage({ name: '2021', alcohol: 12.5, sugars: 0.1 }),
    ],
    formats: [bottle({ item: 10, priceCents: 2400, pro: [1590, 1520] })],
  }),
  source({
    name: 'Bourgogne Chardonnay Clos du Moulin',
    precision: 'Blanc sec',
    color: 'Blanc',
    gamme: 'Tradition',
    quality: 'Sec',
    qualityLabels: ['AOC', 'HVE'],
    grapes: ['Chardonnay'],
    appellation: 'Bourgogne',
    description:
      'Chardonnay d’un clos de deux hectares sur calcaires à entroques. Fermentation en fûts, ' +
      'élevage de dix mois sur lies. Nez de fleurs blanches et de noisette ; bouche ronde.',
    vintages: [wineVintage({ name: '2022', alcohol: 13, sugars: 0.2, lots: ['L2231'] })],
    formats: [bottle({ item: 11, priceCents: 1650, pro: [1090, 1040] })],
  }),
  source({
    name: 'Bourgogne Aligoté',
    precision: 'Blanc sec',
    color: 'Blanc',
    gamme: 'Tradition',
    quality: 'Sec',
    qualityLabels: ['AOC'],
    grapes: ['Aligoté'],
    appellation: 'Bourgogne Aligoté',
    description:
      'Aligoté de vieilles vignes plantées en 1962. Fermentation en cuve inox, mise en ' +
      'bouteille au printemps. Nez de citron et de pomme verte ; bouche vive.',
    vintages: [wineVintage({ name: '2023', alcohol: 12, sugars: 0.2 })],
    formats: [bottle({ item: 12, priceCents: 1150, pro: [760, 730] })],
  }),
  source({
    name: 'Crémant de Bourgogne Cuvée de la Source',
    precision: 'Brut',
    type: 'Crémant',
    color: 'Blanc',
    gamme: 'Effervescents',
    quality: 'Brut',
    qualityLabels: ['AOC', 'HVE'],
    grapes: ['Chardonnay', 'Pinot noir'],
    appellation: 'Crémant de Bourgogne',
    description:
      'Assemblage de chardonnay et de pinot noir, méthode traditionnelle, vingt-quatre mois ' +
      'sur lattes. Dosage de 8 g/l. Bulles fines ; nez de brioche et d’agrumes.',
    vintages: [
      wineVintage({
        name: 'NV',
        alcohol: 12,
        sugars: 0.8,
        ingredients: 'raisins, liqueur de tirage, liqueur d’expédition, conservateur : sulfites',
      }),
    ],
    formats: [
      bottle({
        item: 13,
        priceCents: 1450,
        pro: [960, 920],
        discountAdd: { '6': 100 },
        weight: 1600,
      }),
    ],
  }),
  source({
    name: 'Crémant de Bourgogne Rosé',
    precision: 'Brut',
    type: 'Crémant',
    color: 'Rosé',
    gamme: 'Effervescents',
    quality: 'Brut',
    qualityLabels: ['AOC'],
    grapes: ['Pinot noir'],
    appellation: 'Crémant de Bourgogne',
    status: 'paused',
    description:
      'Pinot noir pressé directement, méthode traditionnelle, dix-huit mois sur lattes. ' +
      'Dosage de 7 g/l. Nez de fraise et de framboise.',
    vintages: [
      wineVintage({
        name: '2021',
        alcohol: 12,
        sugars: 0.7,
        ingredients: 'raisins, liqueur de tirage, liqueur d’expédition, conservateur : sulfites',
      }),
    ],
    formats: [bottle({ item: 14, priceCents: 1600, pro: [1060, 1010], weight: 1600 })],
  }),
  source({
    name: 'Fine de Bourgogne',
    precision: 'Eau-de-vie de vin, 6 ans d’âge',
    type: 'Eau de vie',
    color: 'Ambré',
    gamme: 'Spiritueux',
    quality: 'Barrel Aged',
    qualityLabels: ['AOC'],
    grapes: ['Pinot noir', 'Chardonnay'],
    appellation: 'Fine de Bourgogne',
    category: 5,
    weight: 8600,
    description:
      'Eau-de-vie distillée à l’alambic à partir des vins du domaine, vieillie six ans en fûts ' +
      'de chêne. 40 % vol. Nez de fruits secs et de vanille.',
    vintages: [spiritVintage(40, 0, 'eau-de-vie de vin, eau')],
    formats: [bottle({ item: 15, unityValue: 70, priceCents: 4500, pro: [2990, 2860] })],
  }),
  source({
    name: 'Tire-bouchon sommelier',
    precision: 'Double levier, manche en hêtre',
    type: null,
    productType: 'accessory',
    accessoryType: 'corkscrew',
    packing: 'Unité',
    packingQuantity: 1,
    weight: 120,
    category: null,
    description:
      'Tire-bouchon à double levier, mèche téflonnée de cinq spires, lame crantée et manche ' +
      'en hêtre gravé au nom du domaine.',
    vintages: [noVintage],
    formats: [
      format(SOURCE, {
        item: 16,
        unity: 'Gramme(s)',
        unityValue: 90,
        container: null,
        type: 'custom',
        nameInShop: 'Tire-bouchon',
        showUnityValue: false,
        priceCents: 1200,
        weight: 120,
      }),
    ],
  }),
  source({
    name: 'Coffret découverte',
    precision: 'Sancerre blanc, Sancerre rouge, Pouilly-Fumé',
    type: null,
    productType: 'box',
    boxOf: [
      { slug: productSlug('Sancerre Les Caillottes'), quantity: 1 },
      { slug: productSlug('Sancerre Côte des Monts'), quantity: 1 },
      { slug: productSlug('Pouilly-Fumé Terres Blanches'), quantity: 1 },
    ],
    packing: 'Boite',
    packingQuantity: 1,
    weight: 4300,
    category: null,
    description:
      'Coffret en bois contenant une bouteille de Sancerre Les Caillottes, une de Sancerre ' +
      'Côte des Monts et une de Pouilly-Fumé Terres Blanches, millésimes en cours.',
    vintages: [noVintage],
    formats: [
      format(SOURCE, {
        item: 17,
        unityValue: 225,
        container: null,
        type: 'packing',
        nameInShop: 'Coffret 3 bouteilles',
        showUnityValue: false,
        priceCents: 5900,
        pro: [3900, 3750],
        weight: 4300,
      }),
    ],
  }),
]

// ---------------------------------------------------------------- Maison Martin

const MARTIN = '37609876'
const martin = (p: ProductSpec) =>
  product('Maison Martin', { category: 5, weight: 8800, ...p, packingQuantity: 6 })
const spirit = (item: number, priceCents: number, pro: ProPrices, unityValue = 70) =>
  format(MARTIN, { item, priceCents, pro, unityValue, weight: unityValue === 70 ? 1400 : 1100 })

export const martinProducts: SeedProduct[] = [
  martin({
    name: 'Cognac VSOP Grande Champagne',
    type: 'Cognac',
    color: 'Ambré',
    gamme: 'Cognacs',
    quality: 'Blended',
    qualityLabels: ['AOC'],
    grapes: ['Ugni blanc'],
    appellation: 'Cognac Grande Champagne',
    description:
      'Eaux-de-vie de Grande Champagne, double distillation à l’alambic charentais, ' +
      'vieillies au moins quatre ans en fûts de chêne du Limousin. 40 % vol.',
    vintages: [
      spiritVintage(40, 0, 'eau-de-vie de vin, eau, colorant : caramel ordinaire (E150a)'),
    ],
    formats: [spirit(1, 5200, [3450, 3300])],
  }),
  martin({
    name: 'Bas-Armagnac Hors d’Âge',
    type: 'Armagnac',
    color: 'Ambré',
    gamme: 'Armagnacs',
    quality: 'Barrel Aged',
    qualityLabels: ['AOC'],
    grapes: ['Ugni blanc', 'Colombard'],
    appellation: 'Bas-Armagnac',
    description:
      'Distillation continue à l’alambic armagnacais, vieillissement de dix ans minimum en ' +
      'fûts de chêne gascon. 42 % vol. Nez de pruneau et de cacao.',
    vintages: [spiritVintage(42, 0, 'eau-de-vie de vin, eau')],
    formats: [spirit(2, 5800, [3850, 3690])],
  }),
  martin({
    name: 'Calvados Pays d’Auge 6 ans',
    type: 'Calvados',
    color: 'Ambré',
    gamme: 'Calvados',
    quality: 'Barrel Aged',
    qualityLabels: ['AOC'],
    appellation: 'Calvados Pays d’Auge',
    description:
      'Cidre de pommes du Pays d’Auge distillé deux fois à l’alambic à repasse, vieilli six ans ' +
      'en fûts de chêne. 41 % vol. Nez de pomme cuite.',
    vintages: [spiritVintage(41, 0, 'eau-de-vie de cidre, eau')],
    formats: [spirit(3, 3900, [2590, 2480])],
  }),
  martin({
    name: 'Gin de Charente',
    type: 'Gin',
    color: null,
    gamme: 'Gins et liqueurs',
    quality: 'Dry',
    qualityLabels: [],
    appellation: null,
    description:
      'Gin distillé à partir d’une base d’eau-de-vie de vin, genièvre, coriandre, écorce de ' +
      'citron et fleur de sureau. 43 % vol.',
    vintages: [
      spiritVintage(
        43,
        0,
        'alcool d’origine viticole, eau, baies de genièvre, coriandre, écorce de citron, ' +
          'fleur de sureau',
      ),
    ],
    formats: [spirit(4, 3400, [2250, 2150])],
  }),
  martin({
    name: 'Liqueur de Poire Williams',
    type: 'Liqueur',
    color: null,
    gamme: 'Gins et liqueurs',
    quality: null,
    qualityLabels: [],
    appellation: null,
    description:
      'Macération de poires Williams dans l’eau-de-vie de poire, sucrée au sucre de canne. ' +
      '25 % vol. 250 g de sucre par litre.',
    vintages: [
      spiritVintage(25, 25, 'eau-de-vie de poire Williams, sucre, eau, jus de poire Williams'),
    ],
    formats: [spirit(5, 2600, [1720, 1650], 50)],
  }),
]

// ---------------------------------------------------------------- shop extras

export const sourceTabs: ShopTab[] = [
  {
    id: 'nos-vins',
    name: 'Nos vins',
    kind: 'products',
    children: [
      { id: 'rouges', name: 'Rouges', kind: 'products', filter: { color: 'Rouge' } },
      { id: 'blancs', name: 'Blancs', kind: 'products', filter: { color: 'Blanc' } },
      { id: 'effervescents', name: 'Effervescents', kind: 'products', filter: { type: 'Crémant' } },
    ],
  },
  {
    id: 'le-domaine',
    name: 'Le domaine',
    kind: 'content',
    content:
      '<h2>Le domaine</h2><p>Dix-huit hectares entre Sancerre et Pouilly-sur-Loire, et quatre ' +
      'en Bourgogne, conduits par la famille Fontaine depuis 1962.</p><p>Sols de caillottes, ' +
      'de silex et de terres blanches ; vendanges manuelles ; certification Haute Valeur ' +
      'Environnementale depuis 2019.</p>',
  },
]

/** Shop 1's product labels (decision 0018), each on the wines it flags. */
export const sourceLabels = [
  { name: 'Coup de cœur', colour: 'red', products: ['Sancerre Les Caillottes'] },
  { name: 'Nouveau', colour: 'blue', products: ['Pouilly-Fumé Terres Blanches'] },
].map(({ products, ...label }) => ({ ...label, slugs: products.map(productSlug) }))

export const sourcePromotions = [
  {
    name: 'Offre 12 bouteilles',
    type: '%' as const,
    amount: 1000,
    activation: 'minProductOrder' as const,
    activationValue: 12,
    code: null,
  },
  {
    name: 'Code de bienvenue',
    type: '%' as const,
    amount: 1000,
    activation: 'always' as const,
    activationValue: null,
    code: 'BIENVENUE10',
  },
]

export const sourceIframe = {
  name: 'Site du domaine',
  origins: ['https://www.domaine-de-la-source.fr'],
  settings: { showFilters: true, productIds: [] as number[] },
}

// ---------------------------------------------------------------- facts for tests

const bySlug = (list: SeedProduct[], slug: string) => {
  const found = list.find((p) => p.slug === slug)
  if (!found) throw new Error(`demo product ${slug} is missing`)
  return found
}
const elabelProduct = bySlug(sourceProducts, 'sancerre-les-caillottes')

/** What tests and e2e specs rely on, read from the data above rather than hard-coded twice. */
export const demoCatalogue = {
  source: {
    urlShop: 'domaine-de-la-source',
    products: sourceProducts,
    /** A white wine with two vintages, lots, a magnum and quantity prices. */
    elabel: {
      slug: elabelProduct.slug,
      name: elabelProduct.name,
      gtin13: elabelProduct.formats[0].gtin13,
      gtin14: gtin14(elabelProduct.formats[0].gtin13),
      magnumGtin13: elabelProduct.formats[1].gtin13,
      vintages: elabelProduct.vintages.map((v) => v.name),
      lots: Object.fromEntries(elabelProduct.vintages.map((v) => [v.name, v.lots])),
    },
    redSlug: 'sancerre-cote-des-monts',
    eggFinedSlug: 'sancerre-cote-des-monts',
    cremantSlug: 'cremant-de-bourgogne-cuvee-de-la-source',
    spiritSlug: 'fine-de-bourgogne',
    pausedSlug: 'cremant-de-bourgogne-rose',
    outOfStockSlug: 'pouilly-fume-vieilles-vignes',
    /** Its bag-in-box is hidden from Particulier and offered to professionals. */
    prosOnlyFormatSlug: 'bourgogne-pinot-noir-les-lavieres',
    accessorySlug: 'tire-bouchon-sommelier',
    boxSlug: 'coffret-decouverte',
    promoCode: 'BIENVENUE10',
    promotionName: 'Offre 12 bouteilles',
    iframeName: sourceIframe.name,
    tabNames: ['Nos vins', 'Rouges', 'Blancs', 'Effervescents', 'Le domaine'],
  },
  martin: {
    urlShop: 'maison-martin',
    products: martinProducts,
    cognacSlug: 'cognac-vsop-grande-champagne',
  },
} as const
