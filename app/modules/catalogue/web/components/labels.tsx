/** French labels of the catalogue's codes, and the listing status chip of spec 2.12's colours. */
import {
  ingredientAllergen,
  ingredientCategories,
  ingredientCategoryFr,
  ingredientCategoryOf,
  ingredientENumber,
  ingredientTermFr,
  ingredientTerms,
  type IngredientTerm,
} from '#app/modules/catalogue/domain/ingredients'
import {
  accessoryTypeLabels,
  accessoryTypes,
  allergens,
  colours,
  containerLabels,
  containers,
  dutyTypeLabels,
  dutyTypes,
  formatTypeLabels,
  formatTypes,
  formatUnities,
  grapeVarieties,
  listingStatusLabels,
  listingStatuses,
  packings,
  productKindLabels,
  productKinds,
  productTypes,
  qualities,
  qualityLabels,
  qualityLabelNames,
  vatTypeLabels,
  vatTypes,
  wineCategories,
  type Allergen,
  type ListingStatus,
  type Nutrition,
} from '#app/modules/catalogue/domain/catalogue'
import { fiscalCategories, fiscalCategoryLabels } from '#app/modules/catalogue/domain/excise'
import { labelled, plain, type Option, type OptionGroup } from './fields'

export const allergenLabels: Record<Allergen, string> = {
  sulphites: 'Sulfites',
  milk: 'Lait',
  egg: 'Œufs',
  gluten: 'Céréales contenant du gluten',
  crustaceans: 'Crustacés',
  fish: 'Poissons',
  peanuts: 'Arachides',
  soybeans: 'Soja',
  nuts: 'Fruits à coque',
  celery: 'Céleri',
  mustard: 'Moutarde',
  sesame: 'Graines de sésame',
  lupin: 'Lupin',
  molluscs: 'Mollusques',
}

export const nutritionLabels: Record<keyof Nutrition, string> = {
  energyKj: 'Énergie (kJ)',
  energyKcal: 'Énergie (kcal)',
  fat: 'Matières grasses (g)',
  saturatedFat: 'dont acides gras saturés (g)',
  carbohydrates: 'Glucides (g)',
  sugars: 'dont sucres (g)',
  protein: 'Protéines (g)',
  salt: 'Sel (g)',
}

const containerFamilyLabels: Record<keyof typeof containers, string> = {
  bottle: 'Bouteilles',
  vrac: 'Vrac',
  bib: 'Bag-in-box et poches',
}

export const options = {
  productKinds: labelled(productKinds, productKindLabels),
  productTypes: plain(productTypes),
  accessoryTypes: labelled(accessoryTypes, accessoryTypeLabels),
  colours: plain(colours),
  qualities: plain(qualities),
  qualityLabels: labelled(qualityLabels, qualityLabelNames),
  grapes: plain(grapeVarieties),
  statuses: labelled(listingStatuses, listingStatusLabels),
  vatTypes: labelled(vatTypes, vatTypeLabels),
  fiscalCategories: labelled(fiscalCategories, fiscalCategoryLabels),
  packings: plain(packings),
  categories: wineCategories.map((c) => ({ value: String(c.value), label: c.label })),
  countries: [
    { value: 'FR', label: 'France' },
    { value: 'BE', label: 'Belgique' },
    { value: 'CH', label: 'Suisse' },
    { value: 'LU', label: 'Luxembourg' },
    { value: 'DE', label: 'Allemagne' },
    { value: 'IT', label: 'Italie' },
    { value: 'ES', label: 'Espagne' },
    { value: 'PT', label: 'Portugal' },
    { value: 'GB', label: 'Royaume-Uni' },
    { value: 'US', label: 'États-Unis' },
  ],
  unities: plain(formatUnities),
  formatTypes: labelled(formatTypes, formatTypeLabels),
  dutyTypes: labelled(dutyTypes, dutyTypeLabels),
  allergens: labelled(allergens, allergenLabels),
  containerGroups: (Object.keys(containers) as (keyof typeof containers)[]).map(
    (family): OptionGroup => ({
      label: containerFamilyLabels[family],
      options: containers[family].map((c) => ({ value: c, label: containerLabels[c] })),
    }),
  ),
}

const chipTones: Record<ListingStatus, string> = {
  online: 'bg-[#219EBC] text-black',
  paused: 'bg-gray-200 text-gray-800',
  outofstock: 'bg-red-700 text-white',
  closed: 'bg-red-700 text-white',
}

export function StatusChip({ status }: { status: ListingStatus | null }) {
  if (!status)
    return (
      <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-700">
        Sans statut
      </span>
    )
  return (
    <span
      className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${chipTones[status]}`}
      data-status={status}
    >
      {listingStatusLabels[status]}
    </span>
  )
}

/** Cents as euros typed in a form: 1250 → "12,50". */
export const eurosText = (cents: number | null | undefined) =>
  typeof cents === 'number' ? (cents / 100).toFixed(2).replace('.', ',') : ''

/** A number as typed in a form: 12.5 → "12,5". */
export const decimalText = (n: number | null | undefined) =>
  typeof n === 'number' ? String(n).replace('.', ',') : ''

/**
 * The wine ingredient terms of the product form, by section: the French name, with the E number
 * where it has one ("Acide tartrique (E334)").
 */
export const ingredientSections: { legend: string; options: Option[] }[] = (() => {
  const option = (t: IngredientTerm): Option => {
    const e = ingredientENumber(t)
    const name = ingredientTermFr[t]
    const label = name.charAt(0).toUpperCase() + name.slice(1)
    return { value: t, label: e ? `${label} (${e})` : label }
  }
  const plain = ingredientTerms.filter((t) => !ingredientCategoryOf(t))
  return [
    {
      legend: 'Raisins, sucres et liqueurs',
      options: plain.filter((t) => !ingredientAllergen(t)).map(option),
    },
    ...ingredientCategories.map((c) => ({
      legend: ingredientCategoryFr[c],
      options: ingredientTerms.filter((t) => ingredientCategoryOf(t) === c).map(option),
    })),
    {
      legend: 'Agents de collage allergènes',
      options: plain.filter((t) => ingredientAllergen(t)).map(option),
    },
  ]
})()
