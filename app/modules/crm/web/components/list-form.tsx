import { useTranslation } from 'react-i18next'
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { clientChoices } from '#app/modules/clients/web/choices'
import { listForm, listTypeLabels, listTypes, type ListType } from '#app/modules/crm/domain/lists'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { Field } from '#app/ui/field'
import { SelectField } from '#app/ui/select-field'

type Choice = { value: string; label: string }

/**
 * A list's form (`/lists/add`, and a list's page): its name, its type and, for a dynamic list,
 * the clients list's own filters (the same choices as `/dashboard/clients`). A plain POST.
 */
export function ListForm({
  id,
  intent,
  values,
  fixedType,
  typologies,
  followers,
  back,
  lastResult,
  submitLabel,
}: {
  id: string
  intent?: string
  values: Record<string, string>
  /** On a list's page its type stays: only its name and filters change. */
  fixedType?: ListType
  typologies: readonly Choice[]
  followers: readonly Choice[]
  back?: string
  lastResult?: SubmissionResult<string[]>
  submitLabel: string
}) {
  const { t } = useTranslation()
  const { kindChoices, pipeChoices, departmentChoices, sortChoices } = clientChoices(t)
  const [form, fields] = useForm({
    id,
    defaultValue: values,
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: listForm }),
  })
  const select = (
    name: 'kind' | 'pipe' | 'typology' | 'agentId' | 'department',
    label: string,
    options: readonly Choice[],
    placeholder: string,
  ) => (
    <SelectField
      label={label}
      errors={fields[name].errors}
      selectProps={getSelectProps(fields[name])}
      placeholder={placeholder}
      options={options}
    />
  )
  const filters = (
    <fieldset className="space-y-3 rounded-md border border-gray-200 p-3">
      <legend className="px-1 text-sm font-medium">{t('crm.listForm.filters')}</legend>
      <p className="text-sm text-gray-700">{t('crm.listForm.recomputed')}</p>
      <Field
        label={t('crm.listForm.search')}
        hint={t('crm.listForm.searchHint')}
        errors={fields.q.errors}
        inputProps={getInputProps(fields.q, { type: 'search' })}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        {select('kind', t('crm.listForm.kind'), kindChoices, t('crm.listForm.all'))}
        {select('pipe', t('crm.listForm.pipe'), pipeChoices, t('crm.listForm.all'))}
        {typologies.length
          ? select(
              'typology',
              t('crm.listForm.typology'),
              typologies,
              t('crm.listForm.allTypologies'),
            )
          : null}
        {followers.length
          ? select('agentId', t('crm.listForm.follower'), followers, t('crm.listForm.everyone'))
          : null}
        {select(
          'department',
          t('crm.listForm.department'),
          departmentChoices,
          t('crm.listForm.all'),
        )}
        <SelectField
          label={t('crm.listForm.sort')}
          errors={fields.sort.errors}
          selectProps={getSelectProps(fields.sort)}
          options={sortChoices}
        />
      </div>
    </fieldset>
  )
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3" data-testid={id}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {back ? <input type="hidden" name="redirectTo" value={back} /> : null}
      <ErrorList id={form.errorId} errors={form.errors} />
      <Field
        label={t('crm.listForm.name')}
        errors={fields.name.errors}
        inputProps={getInputProps(fields.name, { type: 'text' })}
      />
      {fixedType ? (
        <input type="hidden" name="type" value={fixedType} />
      ) : (
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-gray-800">
            {t('crm.listForm.type')}
          </legend>
          {listTypes.map((type) => (
            <label key={type} className="flex min-h-[44px] items-center gap-2">
              <input
                type="radio"
                name={fields.type.name}
                value={type}
                defaultChecked={(values.type ?? 'static') === type}
              />
              {listTypeLabels[type]}
            </label>
          ))}
          <ErrorList id={`${id}-type-error`} errors={fields.type.errors} />
        </fieldset>
      )}
      {fixedType === 'static' ? null : filters}
      <Button type="submit">{submitLabel}</Button>
    </Form>
  )
}
