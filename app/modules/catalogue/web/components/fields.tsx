/**
 * The catalogue forms' fields, wired to Conform field metadata: label, value from the last
 * submission or the record, and the error line of app/ui/error-list.
 */
import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from '@conform-to/react'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorList } from '#app/ui/error-list'
import { CheckboxField, Field } from '#app/ui/field'

// Conform's metadata of a field of any form of these pages.

export type Meta = FieldMetadata<any, any, string[]>

/** The fields of a nested group (`vintage.`, `legal.`…) of a form. */
export const fieldset = (meta: Meta) =>
  (meta as unknown as { getFieldset(): Record<string, Meta> }).getFieldset()

const control = (invalid: boolean) =>
  `block w-full rounded-md border px-3 py-2 text-base shadow-sm focus:border-primary ${
    invalid ? 'border-red-600' : 'border-gray-300'
  }`

type Extra = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'defaultValue'>

export function TextInput({
  meta,
  label,
  hint,
  extra,
  className,
}: {
  meta: Meta
  label: ReactNode
  hint?: ReactNode
  extra?: Extra
  className?: string
}) {
  return (
    <Field
      className={className}
      label={label}
      hint={hint}
      errors={meta.errors}
      inputProps={{ ...getInputProps(meta, { type: 'text' }), ...extra }}
    />
  )
}

/**
 * A secret the server keeps sealed and never shows again (an API key, a password): an empty
 * password field which, once one is saved, says so with its hint (its last characters) and that
 * leaving it blank keeps it.
 */
export function SecretInput({
  meta,
  label,
  saved,
}: {
  meta: Meta
  label: ReactNode
  saved: { set: boolean; hint: string | null }
}) {
  const { t } = useTranslation()
  const hint = saved.set
    ? saved.hint
      ? t('secretField.savedHint', { hint: saved.hint })
      : t('secretField.saved')
    : undefined
  return (
    <TextInput
      meta={meta}
      label={label}
      hint={hint}
      extra={{ autoComplete: 'off', type: 'password' }}
    />
  )
}

/** A decimal or euro amount: a text field with the numeric keyboard (a comma is accepted). */
export function DecimalInput(props: {
  meta: Meta
  label: ReactNode
  hint?: ReactNode
  className?: string
}) {
  return <TextInput {...props} extra={{ inputMode: 'decimal', autoComplete: 'off' }} />
}

export function Checkbox({ meta, label }: { meta: Meta; label: ReactNode }) {
  return (
    <CheckboxField
      label={label}
      errors={meta.errors}
      inputProps={getInputProps(meta, { type: 'checkbox' })}
    />
  )
}

export type Option = { value: string; label: string }
export type OptionGroup = { label: string; options: Option[] }

export function Select({
  meta,
  label,
  options,
  groups,
  empty,
  className,
}: {
  meta: Meta
  label: ReactNode
  options?: readonly Option[]
  groups?: readonly OptionGroup[]
  /** The label of the "none" choice; without it a value must be chosen. */
  empty?: string
  className?: string
}) {
  const invalid = Boolean(meta.errors?.length)
  const errorId = `${meta.id}-error`
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        {...getSelectProps(meta)}
        aria-describedby={invalid ? errorId : undefined}
        className={`${control(invalid)} bg-white`}
      >
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {groups?.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <ErrorList id={errorId} errors={meta.errors} />
    </div>
  )
}

export function TextArea({
  meta,
  label,
  hint,
  rows = 4,
  className,
}: {
  meta: Meta
  label: ReactNode
  hint?: ReactNode
  rows?: number
  className?: string
}) {
  const invalid = Boolean(meta.errors?.length)
  const errorId = `${meta.id}-error`
  const hintId = hint ? `${meta.id}-hint` : undefined
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <textarea
        {...getTextareaProps(meta)}
        rows={rows}
        aria-describedby={[invalid ? errorId : null, hintId].filter(Boolean).join(' ') || undefined}
        className={control(invalid)}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={meta.errors} />
    </div>
  )
}

/** The values a repeated field starts with (checkboxes of a list). */
export function initialList(meta: Meta): string[] {
  const v = meta.initialValue as unknown
  if (Array.isArray(v)) return v.filter((s): s is string => typeof s === 'string')
  return typeof v === 'string' ? [v] : []
}

/** A group of checkboxes sending every checked value under one name. */
export function CheckboxGroup({
  meta,
  legend,
  options,
  columns = 'sm:grid-cols-3',
}: {
  meta: Meta
  legend: ReactNode
  options: readonly Option[]
  columns?: string
}) {
  const checked = new Set(initialList(meta))
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-gray-800">{legend}</legend>
      <div className={`grid grid-cols-1 gap-x-4 gap-y-1 min-[400px]:grid-cols-2 ${columns}`}>
        {options.map((o) => (
          <label key={o.value} className="flex min-h-[32px] items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={meta.name}
              value={o.value}
              defaultChecked={checked.has(o.value)}
              form={meta.formId}
              className="h-4 w-4 accent-primary"
            />
            {o.label}
          </label>
        ))}
      </div>
      <ErrorList id={`${meta.id}-error`} errors={meta.errors} />
    </fieldset>
  )
}

/** Options from a list of values shown as they are. */
export const plain = (values: readonly string[]): Option[] =>
  values.map((v) => ({ value: v, label: v }))

/** Options from values and their French labels. */
export const labelled = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((v) => ({ value: v, label: labels[v] }))

/** A card of a page: a heading and its content. */
export function Section({
  title,
  id,
  children,
  actions,
}: {
  title: ReactNode
  id?: string
  children: ReactNode
  actions?: ReactNode
}) {
  return (
    <section
      aria-labelledby={id ? `${id}-title` : undefined}
      id={id}
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id ? `${id}-title` : undefined} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  )
}
