/**
 * The terms a wine's list of ingredients may use (Reg. 2019/33 art. 48a; the categories, names
 * and E numbers of Reg. 2019/934 Annex I Part A Table 2, as the Commission's wine ingredient
 * guidance lists them): grapes, sugars and concentrated must, the liqueurs of sparkling wines,
 * acidity regulators, preservatives and antioxidants, stabilisers, packaging gases, and the
 * allergenic fining agents that must be named. A vintage stores the ids, in label order; each
 * language's names ship with the e-label texts (app/modules/elabel/web/labels). What no term
 * covers stays free text, in French.
 */
import type { Allergen } from './catalogue'

/** Category names printed before their terms ("Conservateur : sulfites"). */
export const ingredientCategories = [
  'acidityRegulator',
  'preservative',
  'antioxidant',
  'stabiliser',
  'packagingGas',
] as const
export type IngredientCategory = (typeof ingredientCategories)[number]

type TermInfo = {
  category: IngredientCategory | null
  e: string | null
  allergen?: Allergen
  /** The French name, then other French ways of writing it that today's free text uses. */
  fr: [string, ...string[]]
}

/** The vocabulary, in the order a label lists them by default. */
export const ingredientTermInfo = {
  grapes: { category: null, e: null, fr: ['raisins', 'raisin', 'moût de raisin'] },
  concentratedMust: { category: null, e: null, fr: ['moût de raisin concentré'] },
  rectifiedConcentratedMust: {
    category: null,
    e: null,
    fr: ['moût de raisin concentré rectifié', 'mcr'],
  },
  sugar: { category: null, e: null, fr: ['sucre', 'saccharose'] },
  tirageLiqueur: { category: null, e: null, fr: ['liqueur de tirage'] },
  expeditionLiqueur: { category: null, e: null, fr: ['liqueur d’expédition', 'liqueur de dosage'] },
  tartaricAcid: { category: 'acidityRegulator', e: 'E334', fr: ['acide tartrique'] },
  malicAcid: { category: 'acidityRegulator', e: 'E296', fr: ['acide malique'] },
  lacticAcid: { category: 'acidityRegulator', e: 'E270', fr: ['acide lactique'] },
  potassiumTartrate: { category: 'acidityRegulator', e: 'E336', fr: ['tartrate de potassium'] },
  potassiumBicarbonate: {
    category: 'acidityRegulator',
    e: 'E501',
    fr: ['bicarbonate de potassium'],
  },
  calciumCarbonate: { category: 'acidityRegulator', e: 'E170', fr: ['carbonate de calcium'] },
  calciumSulphate: { category: 'acidityRegulator', e: 'E516', fr: ['sulfate de calcium'] },
  sulphites: {
    category: 'preservative',
    e: 'E220',
    allergen: 'sulphites',
    fr: ['sulfites', 'sulfite', 'anhydride sulfureux', 'dioxyde de soufre', 'so2'],
  },
  potassiumMetabisulphite: {
    category: 'preservative',
    e: 'E224',
    allergen: 'sulphites',
    fr: ['métabisulfite de potassium'],
  },
  potassiumBisulphite: {
    category: 'preservative',
    e: 'E228',
    allergen: 'sulphites',
    fr: ['bisulfite de potassium'],
  },
  potassiumSorbate: { category: 'preservative', e: 'E202', fr: ['sorbate de potassium'] },
  lysozyme: { category: 'preservative', e: 'E1105', allergen: 'egg', fr: ['lysozyme'] },
  dimethylDicarbonate: {
    category: 'preservative',
    e: 'E242',
    fr: ['dicarbonate de diméthyle', 'dmdc'],
  },
  ascorbicAcid: { category: 'antioxidant', e: 'E300', fr: ['acide ascorbique'] },
  citricAcid: { category: 'stabiliser', e: 'E330', fr: ['acide citrique'] },
  metatartaricAcid: { category: 'stabiliser', e: 'E353', fr: ['acide métatartrique'] },
  gumArabic: { category: 'stabiliser', e: 'E414', fr: ['gomme arabique'] },
  carboxymethylcellulose: {
    category: 'stabiliser',
    e: 'E466',
    fr: ['carboxyméthylcellulose', 'cmc'],
  },
  potassiumPolyaspartate: {
    category: 'stabiliser',
    e: 'E456',
    fr: ['polyaspartate de potassium'],
  },
  yeastMannoproteins: {
    category: 'stabiliser',
    e: null,
    fr: ['mannoprotéines de levure', 'mannoprotéines'],
  },
  carbonDioxide: {
    category: 'packagingGas',
    e: 'E290',
    fr: ['dioxyde de carbone', 'gaz carbonique'],
  },
  argon: { category: 'packagingGas', e: 'E938', fr: ['argon'] },
  nitrogen: { category: 'packagingGas', e: 'E941', fr: ['azote'] },
  eggAlbumin: {
    category: null,
    e: null,
    allergen: 'egg',
    fr: ['albumine d’œuf', 'albumine d’oeuf', 'blanc d’œuf', 'ovalbumine'],
  },
  casein: { category: null, e: null, allergen: 'milk', fr: ['caséine', 'caséinate de potassium'] },
} satisfies Record<string, TermInfo>

export type IngredientTerm = keyof typeof ingredientTermInfo
export const ingredientTerms = Object.keys(ingredientTermInfo) as IngredientTerm[]

export const isIngredientTerm = (value: string): value is IngredientTerm =>
  Object.hasOwn(ingredientTermInfo, value)

const info = (term: IngredientTerm): TermInfo => ingredientTermInfo[term]

/** French names of the categories, as the product form and the French label write them. */
export const ingredientCategoryFr: Record<IngredientCategory, string> = {
  acidityRegulator: 'Correcteur d’acidité',
  preservative: 'Conservateur',
  antioxidant: 'Antioxydant',
  stabiliser: 'Stabilisant',
  packagingGas: 'Gaz d’emballage',
}

/** Each term's French name. */
export const ingredientTermFr = Object.fromEntries(
  ingredientTerms.map((t) => [t, info(t).fr[0]]),
) as Record<IngredientTerm, string>

export const ingredientCategoryOf = (term: IngredientTerm) => info(term).category
export const ingredientENumber = (term: IngredientTerm) => info(term).e
export const ingredientAllergen = (term: IngredientTerm): Allergen | null =>
  info(term).allergen ?? null

/** Terms in vocabulary order, each once (how the form and the API store a pick). */
export const orderedTerms = (terms: readonly string[]): IngredientTerm[] => {
  const picked = new Set(terms)
  return ingredientTerms.filter((t) => picked.has(t))
}

/**
 * Consecutive terms of one category grouped under its name, the way a label writes them
 * ("raisins, conservateur : sulfites, E224"): `category` null for plain ingredients.
 */
export function groupIngredients(
  terms: readonly IngredientTerm[],
): { category: IngredientCategory | null; terms: IngredientTerm[] }[] {
  const groups: { category: IngredientCategory | null; terms: IngredientTerm[] }[] = []
  for (const term of terms) {
    const category = info(term).category
    const last = groups.at(-1)
    if (category && last?.category === category) last.terms.push(term)
    else groups.push({ category, terms: [term] })
  }
  return groups
}

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’']/g, '’')
    .replace(/\s+/g, ' ')
    .replace(/\s*\((e\s?\d{3,4}[a-z]?)\)\s*$/i, '')
    .trim()

const byName = new Map<string, IngredientTerm>()
for (const term of ingredientTerms) {
  for (const name of info(term).fr) byName.set(normalise(name), term)
  const e = info(term).e
  if (e) byName.set(e.toLowerCase(), term)
}
/**
 * Today's free-text ingredients cut into the terms it names and what no term covers, kept as
 * free text: "raisins, liqueur de tirage, conservateur : sulfites, agent de collage : albumine
 * d’œuf" → grapes, tirageLiqueur, sulphites, eggAlbumin. Items are split on commas and
 * semicolons; a name (or E number) before which "catégorie :" stands is read without it.
 */
export function parseIngredientText(text: string | null): {
  terms: IngredientTerm[]
  free: string | null
} {
  const terms: IngredientTerm[] = []
  const free: string[] = []
  for (const raw of (text ?? '').split(/[,;]/)) {
    const item = raw.trim().replace(/\.$/, '')
    if (!item) continue
    // "Catégorie : terme": the category is the term's own (or a processing aid's, which the
    // label no longer names): only the term is kept.
    const colon = item.indexOf(':')
    const term = byName.get(normalise(colon >= 0 ? item.slice(colon + 1) : item))
    if (term) {
      if (!terms.includes(term)) terms.push(term)
    } else free.push(item)
  }
  return { terms, free: free.length ? free.join(', ') : null }
}
