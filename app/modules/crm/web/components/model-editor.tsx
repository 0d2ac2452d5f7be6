import { useTranslation } from 'react-i18next'
import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from '@remix-run/react'
import {
  advancedForm,
  dynamicFields,
  placeholder,
  standardForm,
  type ModelKind,
} from '#app/modules/crm/domain/models'
import { Button, buttonClass } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { Field, FieldNotes } from '#app/ui/field'
import { RichTextField } from '#app/ui/rich-text/rich-text-field'
import type { ModelValues } from '../models.server'

/** Spec 3's dynamic fields: what to type where a recipient's value goes. */
function DynamicFields() {
  const { t } = useTranslation()
  return (
    <details className="rounded-md border border-gray-200 bg-gray-50 p-3 text-sm">
      <summary className="cursor-pointer font-medium">{t('crm.model.dynamicFields')}</summary>
      <p className="pt-2 text-gray-700">{t('crm.model.dynamicFieldsText')}</p>
      <ul className="grid gap-1 pt-2 sm:grid-cols-2">
        {dynamicFields.map((f) => (
          <li key={f.key}>
            <code className="rounded bg-white px-1">{placeholder(f.key)}</code> {f.label}
          </li>
        ))}
      </ul>
    </details>
  )
}

/**
 * A model's form: the standard one (subject, title, text, a button) or the advanced one (the
 * project's one rich-text editor, a textarea of HTML without JavaScript). A plain POST.
 */
export function ModelForm({
  kind,
  values,
  editable,
  lastResult,
  submitLabel,
}: {
  kind: ModelKind
  values: ModelValues
  editable: boolean
  lastResult?: SubmissionResult<string[]>
  submitLabel: string
}) {
  const { t } = useTranslation()
  const schema = kind === 'standard' ? standardForm : advancedForm
  const [form, fields] = useForm({
    id: `model-${kind}`,
    defaultValue: values,
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const bodyId = `${form.id}-body`
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3" data-testid="model-form">
      <input type="hidden" name="intent" value="save" />
      <ErrorList id={form.errorId} errors={form.errors} />
      <fieldset disabled={!editable} className="space-y-3">
        <Field
          label={t('crm.model.name')}
          hint={t('crm.model.nameHint')}
          errors={fields.name.errors}
          inputProps={getInputProps(fields.name, { type: 'text' })}
        />
        <Field
          label={t('crm.model.subject')}
          errors={fields.subject.errors}
          inputProps={getInputProps(fields.subject, { type: 'text' })}
        />
        {kind === 'standard' ? (
          <>
            <Field
              label={t('crm.model.heading')}
              errors={fields.title.errors}
              inputProps={getInputProps(fields.title, { type: 'text' })}
            />
            <div>
              <label htmlFor={bodyId} className="mb-1 block text-sm font-medium text-gray-800">
                {t('crm.model.body')}
              </label>
              <textarea
                {...getTextareaProps(fields.body)}
                id={bodyId}
                rows={8}
                className="block w-full rounded-md border border-gray-300 px-3 py-2 text-base shadow-sm"
              />
              <FieldNotes errors={fields.body.errors} errorId={`${bodyId}-error`} />
            </div>
            <div className="grid gap-x-4 sm:grid-cols-2">
              <Field
                label={t('crm.model.buttonText')}
                errors={fields.buttonLabel.errors}
                inputProps={getInputProps(fields.buttonLabel, { type: 'text' })}
              />
              <Field
                label={t('crm.model.buttonLink')}
                hint="https://…"
                errors={fields.buttonLink.errors}
                inputProps={getInputProps(fields.buttonLink, { type: 'url' })}
              />
            </div>
          </>
        ) : (
          <RichTextField
            label={t('crm.model.content')}
            hint={t('crm.model.contentHint')}
            errors={fields.html.errors}
            textareaProps={getTextareaProps(fields.html)}
          />
        )}
      </fieldset>
      <DynamicFields />
      {editable ? <Button type="submit">{submitLabel}</Button> : null}
    </Form>
  )
}

/** A saved model as its recipient sees it, with the test send and the delete buttons. */
export function ModelPreview({
  preview,
  editable,
}: {
  preview: {
    subject: string
    from: string
    replyTo: string | null
    html: string
    sample: string | null
  }
  editable: boolean
}) {
  const { t } = useTranslation()
  return (
    <section className="space-y-3 rounded-lg border bg-white p-4" aria-labelledby="preview">
      <h2 id="preview" className="text-lg font-semibold">
        {t('crm.model.preview')}
      </h2>
      <p className="text-sm text-gray-700">
        {preview.sample
          ? t('crm.model.previewAs', { sample: preview.sample })
          : t('crm.model.previewEmpty')}
      </p>
      <dl className="grid grid-cols-[auto,1fr] gap-x-3 text-sm">
        <dt className="font-medium">{t('crm.model.from')}</dt>
        <dd>{preview.from}</dd>
        {preview.replyTo ? (
          <>
            <dt className="font-medium">{t('crm.model.replyTo')}</dt>
            <dd>{preview.replyTo}</dd>
          </>
        ) : null}
        <dt className="font-medium">{t('crm.model.subjectShort')}</dt>
        <dd data-testid="preview-subject">{preview.subject}</dd>
      </dl>
      {/* Sanitised on the server (the model when saved, the rendering again in the loader). */}
      <div
        className="prose max-w-none rounded-md border border-gray-200 p-4"
        data-testid="model-preview"
        dangerouslySetInnerHTML={{ __html: preview.html }}
      />
      {editable ? (
        <div className="flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value="test" />
            <button type="submit" className={buttonClass('secondary')}>
              {t('crm.model.test')}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className={buttonClass('danger')}>
              {t('crm.model.delete')}
            </button>
          </Form>
        </div>
      ) : null}
    </section>
  )
}

/** The frame of a model page: its heading, the way to the other kind, its content. */
export function ModelPage({
  title,
  kind,
  children,
}: {
  title: string
  kind: ModelKind
  children: React.ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-4xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        <Link to="/dashboard/crm/models" className="text-primary-dark underline">
          {t('crm.model.all')}
        </Link>
      </div>
      <p className="text-gray-700">
        {kind === 'standard' ? t('crm.model.standardText') : t('crm.model.advancedText')}
      </p>
      {children}
    </div>
  )
}
