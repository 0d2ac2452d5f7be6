import type { Allergen } from '#app/modules/catalogue/domain/catalogue'
import type { IngredientCategory, IngredientTerm } from '#app/modules/catalogue/domain/ingredients'

/** The nutrients of the declaration after energy, in the order Regulation 1169/2011 lists them. */
export const nutrients = [
  'fat',
  'saturatedFat',
  'carbohydrates',
  'sugars',
  'protein',
  'salt',
] as const
export type Nutrient = (typeof nutrients)[number]

/** Everything the e-label page writes, in one language. */
export type ElabelLabels = {
  /** Field names of the product part (spec 2.11). */
  fields: {
    appellation: string
    category: string
    color: string
    quality: string
    vintage: string
    grapes: string
    alcohol: string
    format: string
    lot: string
    owner: string
    brand: string
    country: string
  }
  /** Wine categories 1 to 5 (spec 3). */
  categories: Record<1 | 2 | 3 | 4 | 5, string>
  nonVintage: string
  productHeading: string
  ingredientsHeading: string
  ingredientsMissing: string
  /** The wine ingredient terms (app/modules/catalogue/domain/ingredients.ts), label vocabulary. */
  ingredientTerms: Record<IngredientTerm, string>
  /** Their category names, printed before them ("Preservative: sulphites"). */
  ingredientCategories: Record<IngredientCategory, string>
  nutritionHeading: string
  per100ml: string
  energy: string
  nutrients: Record<Nutrient, string>
  nutritionMissing: string
  /** "Contains negligible amounts of fat, saturates, protein and salt." */
  negligible: (names: string[]) => string
  /** The nutrients as the negligible sentence names them. */
  negligibleNames: Record<Nutrient, string>
  allergensHeading: string
  /** "Contient : sulfites". */
  contains: (list: string) => string
  allergens: Record<Allergen, string>
  /** How a list of allergens is joined ("sulfites, lait"). */
  listSeparator: string
  /** Between a category name and its terms ("Conservateur : sulfites", "Preservative: sulphites"). */
  colon: string
  responsibleHeading: string
  pregnancy: string
  pregnancyIcon: string
  moderation: string
  language: string
  description: (product: string) => string
  indexTitle: string
  indexDescription: (shop: string) => string
  indexEmpty: string
  notFoundTitle: string
  notFoundText: string
  notFoundLink: string
}

/** "a, b and c" with a language's separator and last conjunction. */
export function joinList(items: string[], separator: string, last: string): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(separator)}${last}${items.at(-1)}`
}
