/**
 * A vintage's fields: name and alcohol, then (unless `short`) its legal block, the e-label's
 * nutrition per 100 ml, ingredients, allergens and lots.
 */
import { nutritionFields } from '#app/modules/catalogue/domain/catalogue'
import { translatedLanguages } from '#app/modules/catalogue/domain/catalogue-schemas'
import { languageNames } from '#app/modules/elabel/domain/languages'
import {
  Checkbox,
  CheckboxGroup,
  DecimalInput,
  Select,
  TextArea,
  TextInput,
  fieldset,
  type Meta,
} from './fields'
import { ingredientSections, nutritionLabels, options } from './labels'

type Fields = Record<string, Meta>

export function VintageFields({ fields, short = false }: { fields: Fields; short?: boolean }) {
  return (
    <div className="space-y-4">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextInput
          meta={fields.name}
          label="Millésime"
          hint="L’année (2022), ou NV pour un non millésimé"
        />
        <DecimalInput meta={fields.alcohol} label="Degré d’alcool (% vol.)" />
      </div>
      <Checkbox
        meta={fields.enPrimeur}
        label="Vendu en primeur : livré plus de 30 jours après la vente, à un prix qui dépend du marché (sans droit de rétractation pour les particuliers)"
      />
      {short ? null : <VintageDetails fields={fields} />}
    </div>
  )
}

function VintageDetails({ fields }: { fields: Fields }) {
  const legal = fieldset(fields.legal)
  const nutrition = fieldset(fields.nutrition)
  return (
    <>
      <fieldset className="space-y-2 rounded-md border border-gray-200 p-3">
        <legend className="px-1 text-sm font-semibold text-gray-900">Fiscalité</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Select meta={legal.typeDA} label="Régime des droits" options={options.dutyTypes} />
          <TextInput meta={legal.customTaxName} label="Autre taxe : nom" />
          <DecimalInput meta={legal.customTaxAmountPerHL} label="Autre taxe : montant (€ par hl)" />
        </div>
        <Checkbox meta={legal.customTaxAdded} label="Ajouter cette taxe au prix" />
        <Checkbox meta={legal.customTaxVat} label="Cette taxe est soumise à la TVA" />
      </fieldset>
      <fieldset className="space-y-2 rounded-md border border-gray-200 p-3">
        <legend className="px-1 text-sm font-semibold text-gray-900">
          Valeurs nutritionnelles pour 100 ml
        </legend>
        <p className="text-xs text-gray-600">
          Une seule des deux énergies suffit : l’autre est calculée (1 kcal = 4,184 kJ).
        </p>
        <div className="grid grid-cols-1 gap-x-4 min-[400px]:grid-cols-2 sm:grid-cols-4">
          {nutritionFields.map((key) => (
            <DecimalInput key={key} meta={nutrition[key]} label={nutritionLabels[key]} />
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-3 rounded-md border border-gray-200 p-3">
        <legend className="px-1 text-sm font-semibold text-gray-900">Ingrédients</legend>
        <p className="text-xs text-gray-600">
          Cochez les termes de l’étiquette : l’étiquette électronique les affiche dans la langue du
          lecteur.
        </p>
        {ingredientSections.map((section) => (
          <CheckboxGroup
            key={section.legend}
            meta={fields.ingredientTerms}
            legend={section.legend}
            options={section.options}
          />
        ))}
        <TextArea
          meta={fields.ingredients}
          label="Autres ingrédients (texte libre)"
          hint="Ce qu’aucun terme ne couvre, en français, après les termes cochés."
          rows={2}
        />
        <TranslatedIngredients meta={fields.ingredientsIn} />
      </fieldset>
      <CheckboxGroup meta={fields.allergens} legend="Allergènes" options={options.allergens} />
      <TextArea
        meta={fields.lots}
        label="Numéros de lot"
        hint="Un numéro par ligne (20 caractères au plus, sans espace)."
        rows={3}
      />
    </>
  )
}

/**
 * The free text in the e-label's other languages: a reader in one of them sees it instead of the
 * French text (closed by default: most producers write only in French).
 */
function TranslatedIngredients({ meta }: { meta: Meta }) {
  const texts = fieldset(meta)
  const written = translatedLanguages.filter((l) => texts[l]?.initialValue)
  return (
    <details className="rounded-md border border-gray-200 p-3" open={written.length > 0}>
      <summary className="min-h-[32px] cursor-pointer text-sm font-medium text-gray-800">
        Texte libre dans les autres langues de l’étiquette
        {written.length ? ` (${written.length})` : ''}
      </summary>
      <p className="mt-2 text-xs text-gray-600">
        Sans traduction, l’étiquette électronique affiche le texte français.
      </p>
      <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
        {translatedLanguages.map((l) => (
          <TextArea key={l} meta={texts[l]} label={`${languageNames[l]} (${l})`} rows={2} />
        ))}
      </div>
    </details>
  )
}
