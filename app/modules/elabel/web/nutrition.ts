import { kcalFromKj, type Nutrition } from '#app/modules/catalogue/domain/catalogue'
import { nutrients, type Nutrient } from './labels'

/**
 * Below these amounts per 100 ml a nutrient is negligible: it may be declared "0" or "< x g" and
 * named in the "contains negligible amounts of…" statement (Regulation 1169/2011 Annex XV; the
 * Commission's 2012 guidance on tolerances, rounding table: salt < 0.0125 g is shown "< 0.01 g").
 */
const negligibleBelow: Record<Nutrient, { below: number; shown: number }> = {
  fat: { below: 0.5, shown: 0.5 },
  saturatedFat: { below: 0.1, shown: 0.1 },
  carbohydrates: { below: 0.5, shown: 0.5 },
  sugars: { below: 0.5, shown: 0.5 },
  protein: { below: 0.5, shown: 0.5 },
  salt: { below: 0.0125, shown: 0.01 },
}

export const isNegligible = (nutrient: Nutrient, grams: number) =>
  grams < negligibleBelow[nutrient].below

/** Decimals of the same guidance: 1 g steps from 10 g, 0.1 g below; salt 0.01 g under 1 g. */
function decimals(nutrient: Nutrient, grams: number): number {
  if (nutrient === 'salt') return grams >= 1 ? 1 : 2
  return grams >= 10 ? 0 : 1
}

const number = (language: string, value: number, maximumFractionDigits: number) =>
  new Intl.NumberFormat(language, { maximumFractionDigits }).format(value)

/** "0 g", "< 0,5 g", "2,4 g" in the page's language. */
export function gramsLabel(language: string, nutrient: Nutrient, grams: number): string {
  if (grams <= 0) return '0 g'
  if (isNegligible(nutrient, grams))
    return `< ${number(language, negligibleBelow[nutrient].shown, 2)} g`
  return `${number(language, grams, decimals(nutrient, grams))} g`
}

/** "290 kJ / 70 kcal": both units are mandatory on an e-label. */
export function energyLabel(language: string, nutrition: Nutrition): string {
  const kj = Math.round(nutrition.energyKj)
  const kcal = Number.isFinite(nutrition.energyKcal)
    ? Math.round(nutrition.energyKcal)
    : kcalFromKj(nutrition.energyKj)
  return `${number(language, kj, 0)} kJ / ${number(language, kcal, 0)} kcal`
}

/** "12,5 % vol". */
export const alcoholLabel = (language: string, percent: number) =>
  `${number(language, percent, 1)} % vol`

/** The nutrients of a declaration that are negligible, in the declaration's order. */
export const negligibleNutrients = (nutrition: Nutrition): Nutrient[] =>
  nutrients.filter((n) => isNegligible(n, nutrition[n]))
