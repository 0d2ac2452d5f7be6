/**
 * Ingredients were free text before the wine ingredient terms (issue 15 §5). Migration 0014 adds
 * `product_vintages.ingredient_terms`, null on every row until its text is read here: the terms
 * it names are stored as terms, what no term covers stays as free text (in French). Run at every
 * start; a no-op once every row is read, and reading the remaining free text again changes nothing.
 */
import { eq, isNull } from 'drizzle-orm'
import { parseIngredientText, type IngredientTerm } from '#app/modules/catalogue/domain/ingredients'
import type { Db } from '#app/platform/db/client'
import { productVintages } from '#app/platform/db/schema'

/** The two columns a free-text list becomes. */
export function ingredientColumns(text: string | null): {
  ingredients: string | null
  ingredientTerms: IngredientTerm[]
} {
  const { terms, free } = parseIngredientText(text)
  return { ingredients: free, ingredientTerms: terms }
}

/** Reads every vintage's free text not yet read into terms; answers how many it read. */
export async function migrateIngredientTexts(db: Db): Promise<number> {
  const rows = await db
    .select({ id: productVintages.id, ingredients: productVintages.ingredients })
    .from(productVintages)
    .where(isNull(productVintages.ingredientTerms))
  for (const row of rows) {
    await db
      .update(productVintages)
      .set(ingredientColumns(row.ingredients))
      .where(eq(productVintages.id, row.id))
  }
  return rows.length
}
