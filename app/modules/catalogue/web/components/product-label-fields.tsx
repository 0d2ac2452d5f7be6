/**
 * The product form's choice of the shop's labels (decision 0018): one checkbox per label, shown as
 * its badge. A hidden field says the choice was on the form, so that unticking every box removes
 * them all while a form without it leaves them as they are.
 */
import type { LabelView } from '#app/modules/catalogue/domain/label-colours'
import { labelsShownField } from '#app/modules/catalogue/domain/product-labels'
import { ErrorList } from '#app/ui/error-list'
import { initialList, type Meta } from './fields'
import { LabelBadge } from './product-label-badges'

export function ProductLabelFields({ meta, labels }: { meta: Meta; labels: readonly LabelView[] }) {
  const checked = new Set(initialList(meta))
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-gray-800">Étiquettes mises en avant</legend>
      <input type="hidden" name={labelsShownField} value="1" form={meta.formId} />
      {labels.length === 0 ? (
        <p className="text-sm text-gray-700">
          Aucune étiquette : créez-en dans les paramètres, onglet Articles.
        </p>
      ) : (
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {labels.map((label) => (
            <label key={label.id} className="flex min-h-[44px] items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={meta.name}
                value={String(label.id)}
                defaultChecked={checked.has(String(label.id))}
                form={meta.formId}
                className="h-4 w-4 accent-primary"
              />
              <LabelBadge label={label} />
            </label>
          ))}
        </div>
      )}
      <ErrorList id={`${meta.id}-error`} errors={meta.errors} />
    </fieldset>
  )
}
