import { allergens, type Allergen } from '#app/modules/catalogue/domain/catalogue'
import {
  groupIngredients,
  ingredientAllergen,
  type IngredientTerm,
} from '#app/modules/catalogue/domain/ingredients'
import { elabelLabels, type ElabelLabels } from './labels'

/**
 * Words that name an allergen in an ingredients list as producers write it: each allergen's name
 * in every e-label language, plus the wine-making forms (SO2 and its E-numbers, fining agents).
 */
const extraTerms: Partial<Record<Allergen, string[]>> = {
  sulphites: [
    'sulfite',
    'sulphite',
    'anhydride sulfureux',
    'dioxyde de soufre',
    'sulfur dioxide',
    'sulphur dioxide',
    'métabisulfite de potassium',
    'bisulfite de potassium',
    'potassium metabisulphite',
    'potassium metabisulfite',
    'E220',
    'E224',
    'E228',
    'SO2',
  ],
  milk: ['caséine', 'caséinate de potassium', 'casein', 'potassium caseinate', 'lactose'],
  egg: ['oeuf', 'œufs', 'oeufs', 'ovalbumine', 'albumine d’œuf', 'egg white', 'lysozyme'],
  fish: ['colle de poisson', 'isinglass'],
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Scripts without spaces between words are matched anywhere; the others as whole words. */
const spaceless = /[\u3040-\u30ff\u3400-\u9fff]/

const termsOf = new Map<string, Allergen>()
for (const allergen of allergens) {
  const names = Object.values(elabelLabels).map((l) => l.allergens[allergen])
  for (const term of [...names, ...(extraTerms[allergen] ?? [])]) {
    termsOf.set(term.toLowerCase(), allergen)
  }
}
const pattern = new RegExp(
  [...termsOf.keys()]
    .sort((a, b) => b.length - a.length)
    .map((t) =>
      spaceless.test(t) ? escape(t) : `(?<![\\p{L}\\p{N}])${escape(t)}s?(?![\\p{L}\\p{N}])`,
    )
    .join('|'),
  'giu',
)

export type IngredientPart = { text: string; allergen: Allergen | null }

/** An ingredients list cut into plain text and allergen words, which the page emphasises. */
export function splitIngredients(text: string): IngredientPart[] {
  const parts: IngredientPart[] = []
  let at = 0
  for (const match of text.matchAll(pattern)) {
    const start = match.index
    if (start > at) parts.push({ text: text.slice(at, start), allergen: null })
    const word = match[0]
    const key = word.toLowerCase()
    const allergen = termsOf.get(key) ?? termsOf.get(key.replace(/s$/, '')) ?? null
    parts.push({ text: word, allergen })
    at = start + word.length
  }
  if (at < text.length) parts.push({ text: text.slice(at), allergen: null })
  return parts
}

/** A vintage's ingredients: its terms (in label order), then its free text (French). */
export type Ingredients = { ingredientTerms: readonly IngredientTerm[]; ingredients: string | null }

/**
 * The list as a label writes it in one language: the terms under their category names
 * ("raisins, conservateur : sulfites"), allergenic terms marked, then the free text with the
 * allergen words it names marked. Null when there is nothing to list.
 */
export function ingredientParts(labels: ElabelLabels, list: Ingredients): IngredientPart[] | null {
  const parts: IngredientPart[] = []
  const separator = () => {
    if (parts.length) parts.push({ text: labels.listSeparator, allergen: null })
  }
  for (const group of groupIngredients(list.ingredientTerms)) {
    separator()
    if (group.category) {
      const name = labels.ingredientCategories[group.category]
      parts.push({ text: `${name}${labels.colon}`, allergen: null })
    }
    group.terms.forEach((term, i) => {
      if (i > 0) parts.push({ text: labels.listSeparator, allergen: null })
      parts.push({ text: labels.ingredientTerms[term], allergen: ingredientAllergen(term) })
    })
  }
  const free = list.ingredients?.trim()
  if (free) {
    separator()
    parts.push(...splitIngredients(free))
  }
  return parts.length ? parts : null
}

/** The declared allergens and those the ingredients name, in Annex II order. */
export function allergensOf(declared: string[], list: Ingredients): Allergen[] {
  const found = new Set<string>(declared)
  for (const term of list.ingredientTerms) {
    const allergen = ingredientAllergen(term)
    if (allergen) found.add(allergen)
  }
  for (const part of splitIngredients(list.ingredients ?? ''))
    if (part.allergen) found.add(part.allergen)
  return allergens.filter((a) => found.has(a))
}
