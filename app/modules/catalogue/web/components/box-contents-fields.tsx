/**
 * A gift box's contents on its product form: one row per kind of bottle (a format of the shop and
 * how many), plus two empty rows to add more without JavaScript. The box owes the excise of what
 * it holds (catalogue/domain/excise.ts), so the contents matter to its invoices.
 */
import { ErrorList } from '#app/ui/error-list'
import { fieldset, Select, TextInput, type Meta, type Option } from './fields'

/** Rows the form shows: the saved contents and room for two more. */
export const boxRowCount = (saved: number) => saved + 2

export function BoxContentsFields({
  fields,
  rows,
  bottles,
}: {
  fields: Record<string, Meta>
  rows: number
  /** The shop's bottle formats: "Sancerre Les Caillottes – 75 cl". */
  bottles: readonly Option[]
}) {
  const box = fieldset(fields.box)
  return (
    <fieldset className="space-y-2 rounded-md border border-gray-200 p-3">
      <legend className="px-1 text-sm font-medium text-gray-800">Contenu du coffret</legend>
      <p className="text-sm text-gray-700">
        Les bouteilles du coffret portent ses droits d’accises. Laissez une ligne vide pour la
        retirer.
      </p>
      {Array.from({ length: rows }, (_, i) => {
        const row = fieldset(box[String(i)])
        return (
          <div key={i} className="grid gap-x-4 sm:grid-cols-[1fr_8rem]">
            <Select meta={row.formatId} label={`Bouteille ${i + 1}`} options={bottles} empty="—" />
            <TextInput meta={row.quantity} label="Quantité" extra={{ inputMode: 'numeric' }} />
          </div>
        )
      })}
      <ErrorList id={`${fields.boxContents.id}-error`} errors={fields.boxContents.errors} />
    </fieldset>
  )
}
