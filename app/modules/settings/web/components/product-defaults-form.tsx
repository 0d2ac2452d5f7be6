import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import {
  DecimalInput,
  Select,
  TextInput,
  type Meta,
} from '#app/modules/catalogue/web/components/fields'
import { decimalText, options } from '#app/modules/catalogue/web/components/labels'
import {
  productDefaultsForm,
  productDefaultsIntent,
} from '#app/modules/settings/domain/product-defaults'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import type { ProductDefaultsView } from '../product-defaults.server'
import { readOnlyNote } from './legal-forms'

/** The action's answer to a refused product defaults form. */
export type ProductDefaultsReply = { form: 'productDefaults'; result: SubmissionResult<string[]> }

/**
 * 'Valeurs par défaut des articles' (issue 16 §1): what the creation of a product starts from;
 * products already created keep their own values.
 */
export function ProductDefaultsForm({
  settings,
  lastResult,
}: {
  settings: ProductDefaultsView
  lastResult?: SubmissionResult<string[]>
}) {
  const { editable } = settings
  const [form, fields] = useForm({
    id: 'product-defaults',
    defaultValue: {
      vatType: settings.vatType,
      container: settings.container ?? '',
      unity: settings.unity,
      unityValue: decimalText(settings.unityValue),
      packing: settings.packing ?? '',
      packingQuantity: settings.packingQuantity === null ? '' : String(settings.packingQuantity),
    },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productDefaultsForm }),
  })
  const m = (name: keyof typeof fields) => fields[name] as Meta
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-4"
      data-testid="product-defaults"
    >
      <input type="hidden" name="intent" value={productDefaultsIntent} />
      <h3 className="text-base font-semibold">Valeurs par défaut des articles</h3>
      <p className="text-sm text-gray-700">
        Un nouvel article part de ces valeurs, que vous changez sur sa fiche. Une boisson alcoolisée
        reste au taux normal de TVA quel que soit le taux choisi ici.
      </p>
      {editable ? null : readOnlyNote}
      <ErrorList id={form.errorId} errors={form.errors} />
      <fieldset disabled={!editable} className="grid gap-x-4 sm:grid-cols-2">
        <Select meta={m('vatType')} label="Taux de TVA" options={options.vatTypes} />
        <Select
          meta={m('container')}
          label="Contenant"
          groups={options.containerGroups}
          empty="—"
        />
        <Select meta={m('unity')} label="Unité" options={options.unities} />
        <DecimalInput meta={m('unityValue')} label="Contenance" hint="Par exemple 75 ou 37,5" />
        <Select meta={m('packing')} label="Conditionnement" options={options.packings} empty="—" />
        <TextInput
          meta={m('packingQuantity')}
          label="Quantité par conditionnement"
          extra={{ inputMode: 'numeric' }}
        />
      </fieldset>
      {editable ? <Button type="submit">Enregistrer les valeurs par défaut</Button> : null}
    </Form>
  )
}
