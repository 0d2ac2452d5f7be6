import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import type * as z from 'zod'
import { labelColours, type LabelView } from '#app/modules/catalogue/domain/label-colours'
import {
  LABEL_NAME_MAX,
  productLabelEditForm,
  productLabelForm,
  productLabelIntents,
} from '#app/modules/catalogue/domain/product-labels'
import { ConfirmDelete } from '#app/modules/catalogue/web/components/edit-form'
import { LabelBadge } from '#app/modules/catalogue/web/components/product-label-badges'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { Field } from '#app/ui/field'
import type { ProductLabelsView } from '../product-labels.server'
import { readOnlyNote } from './legal-forms'

/** The action's answer to a refused label form: `productLabel-new` or `productLabel-{id}`. */
export type ProductLabelReply = { form: string; result: SubmissionResult<string[]> }

/**
 * 'Étiquettes' (issue 16, 'Articles' tab; decision 0018): the shop's product labels as their
 * badges, a form to add one, and for each a form to rename or recolour it and one to delete it.
 */
export function ProductLabelsSection({
  settings,
  reply,
}: {
  settings: ProductLabelsView
  reply?: ProductLabelReply
}) {
  const { labels, editable } = settings
  const resultOf = (form: string) => (reply?.form === form ? reply.result : undefined)
  return (
    <section
      className="space-y-4"
      aria-labelledby="product-labels-title"
      data-testid="product-labels"
    >
      <h3 id="product-labels-title" className="text-base font-semibold">
        Étiquettes
      </h3>
      <p className="text-sm text-gray-700">
        Mettez en avant vos articles avec des étiquettes (« Coup de cœur », « Nouveau », « Bio »…) :
        choisissez-les sur la fiche de l’article, elles s’affichent dans votre boutique.
      </p>
      {editable ? null : readOnlyNote}
      {labels.length === 0 ? (
        <p className="text-sm text-gray-700">Aucune étiquette pour le moment.</p>
      ) : editable ? (
        <ul className="space-y-3">
          {labels.map((label) => (
            <li key={label.id} className="rounded-md border border-gray-200 p-3">
              <LabelEditForm label={label} lastResult={resultOf(`productLabel-${label.id}`)} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {labels.map((label) => (
            <li key={label.id}>
              <LabelBadge label={label} />
            </li>
          ))}
        </ul>
      )}
      {editable ? <NewLabelForm lastResult={resultOf('productLabel-new')} /> : null}
    </section>
  )
}

function useLabelForm(
  id: string,
  schema: z.ZodType,
  defaultValue: Record<string, string>,
  lastResult?: SubmissionResult<string[]>,
) {
  return useForm({
    id,
    defaultValue,
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
}

function NewLabelForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useLabelForm(
    'product-label-new',
    productLabelForm,
    { name: '', colour: '' },
    lastResult,
  )
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2 rounded-md bg-gray-50 p-3">
      <input type="hidden" name="intent" value={productLabelIntents.create} />
      <h4 className="font-medium">Ajouter une étiquette</h4>
      <ErrorList id={form.errorId} errors={form.errors} />
      <LabelFields
        name={fields.name}
        colour={fields.colour}
        idPrefix="product-label-new"
        checked=""
      />
      <Button type="submit">Ajouter l’étiquette</Button>
    </Form>
  )
}

function LabelEditForm({
  label,
  lastResult,
}: {
  label: LabelView
  lastResult?: SubmissionResult<string[]>
}) {
  const id = `product-label-${label.id}`
  const [form, fields] = useLabelForm(
    id,
    productLabelEditForm,
    { name: label.name, colour: label.colour, labelId: String(label.id) },
    lastResult,
  )
  // Folded to its badge, so that a long list stays short; open again after a refusal.
  return (
    <details open={Boolean(lastResult)}>
      <summary className="flex min-h-[44px] cursor-pointer items-center gap-3">
        <LabelBadge label={label} />
        <span className="text-sm text-primary-dark underline">Modifier ou supprimer</span>
      </summary>
      <div className="mt-2 space-y-2">
        <Form method="post" {...getFormProps(form)} className="space-y-2">
          <input type="hidden" name="intent" value={productLabelIntents.update} />
          <input type="hidden" name="labelId" value={label.id} />
          <ErrorList id={form.errorId} errors={form.errors} />
          <LabelFields
            name={fields.name}
            colour={fields.colour}
            idPrefix={id}
            checked={label.colour}
          />
          <Button type="submit" variant="secondary">
            Enregistrer l’étiquette
          </Button>
        </Form>
        <ConfirmDelete
          id={`delete-${id}`}
          label={`Supprimer l’étiquette ${label.name}`}
          question={`Supprimer l’étiquette « ${label.name} » ? Elle sera retirée de vos articles.`}
          intent={productLabelIntents.delete}
          hidden={{ labelId: label.id }}
        />
      </div>
    </details>
  )
}

type FieldMeta = Parameters<typeof getInputProps>[0]

/** The name, and the colour as radio buttons each showing its swatch and its name. */
function LabelFields({
  name,
  colour,
  idPrefix,
  checked,
}: {
  name: FieldMeta
  colour: FieldMeta
  idPrefix: string
  checked: string
}) {
  return (
    <>
      <Field
        label="Nom"
        hint={`${LABEL_NAME_MAX} caractères au plus`}
        errors={name.errors}
        inputProps={{
          ...getInputProps(name, { type: 'text' }),
          id: `${idPrefix}-name`,
          maxLength: LABEL_NAME_MAX,
        }}
      />
      <fieldset aria-describedby={colour.errors?.length ? `${idPrefix}-colour-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-gray-800">Couleur</legend>
        <div className="flex flex-wrap gap-2">
          {labelColours.map((c) => (
            <label
              key={c.key}
              className="inline-flex min-h-[44px] cursor-pointer items-center gap-2 rounded-md border border-gray-300 px-2"
            >
              <input
                type="radio"
                name={colour.name}
                value={c.key}
                defaultChecked={(colour.initialValue ?? checked) === c.key}
              />
              <span
                className="rounded px-2 py-0.5 text-sm font-semibold"
                style={{ backgroundColor: c.background, color: c.text }}
              >
                {c.name}
              </span>
            </label>
          ))}
        </div>
        <ErrorList id={`${idPrefix}-colour-error`} errors={colour.errors} />
      </fieldset>
    </>
  )
}
