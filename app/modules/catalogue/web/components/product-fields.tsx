/** The fields of a product (spec 3), shared by the creation form and the product page. */
import {
  CheckboxGroup,
  Checkbox,
  Select,
  TextArea,
  TextInput,
  initialList,
  type Meta,
} from './fields'
import { options } from './labels'

type Fields = Record<string, Meta>

export function ProductFields({ fields }: { fields: Fields }) {
  const grapes = initialList(fields.grapes)
  return (
    <div className="space-y-4">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextInput meta={fields.name} label="Nom" />
        <TextInput meta={fields.precision} label="Précision (cuvée, mention)" />
        <Select
          meta={fields.productType}
          label="Nature de l’article"
          options={options.productKinds}
        />
        <Select
          meta={fields.accessoryType}
          label="Type d’accessoire"
          options={options.accessoryTypes}
          empty="—"
        />
        <Select meta={fields.type} label="Type" options={options.productTypes} empty="—" />
        <Select meta={fields.color} label="Couleur" options={options.colours} empty="—" />
        <TextInput meta={fields.gamme} label="Gamme" />
        <Select meta={fields.quality} label="Qualité" options={options.qualities} empty="—" />
        <Select meta={fields.status} label="Statut" options={options.statuses} />
        <Select meta={fields.vatType} label="TVA" options={options.vatTypes} />
        <Select
          meta={fields.fiscalCategory}
          label="Catégorie fiscale (accises)"
          options={options.fiscalCategories}
          empty="Selon le type"
        />
      </div>
      <Checkbox meta={fields.disableVat} label="Article sans TVA" />
      <CheckboxGroup
        meta={fields.qualityLabels}
        legend="Labels de qualité"
        options={options.qualityLabels}
        columns="sm:grid-cols-4"
      />
      <details className="rounded-md border border-gray-200 p-3" open={grapes.length > 0}>
        <summary className="min-h-[32px] cursor-pointer text-sm font-medium text-gray-800">
          Cépages{grapes.length ? ` (${grapes.length})` : ''}
        </summary>
        <div className="mt-2">
          <CheckboxGroup
            meta={fields.grapes}
            legend="Cépages de l’assemblage"
            options={options.grapes}
          />
        </div>
      </details>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Select
          meta={fields.packing}
          label="Conditionnement"
          options={options.packings}
          empty="—"
        />
        <TextInput
          meta={fields.packingQuantity}
          label="Quantité par conditionnement"
          extra={{ inputMode: 'numeric' }}
        />
        <TextInput meta={fields.weight} label="Poids (g)" extra={{ inputMode: 'numeric' }} />
        <TextInput meta={fields.appellation} label="Appellation" />
        <Select meta={fields.category} label="Catégorie" options={options.categories} empty="—" />
        <TextInput meta={fields.brand} label="Marque" />
        <Select meta={fields.country} label="Pays" options={options.countries} />
      </div>
      <TextArea meta={fields.description} label="Description" rows={5} />
    </div>
  )
}
