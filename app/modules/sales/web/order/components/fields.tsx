import { useId, type ReactNode } from 'react'
import { ErrorList } from '#app/ui/error-list'
import { SelectField } from '#app/ui/select-field'

type Option = { value: string; label: string }

const control = (invalid: boolean) =>
  `block min-h-[44px] w-full rounded-md border bg-white px-3 py-2 text-base ${invalid ? 'border-red-600' : 'border-gray-300'}`

/** A labelled input of the sales forms: named, uncontrolled, with its errors below. */
export function Input({
  label,
  name,
  defaultValue,
  errors,
  type = 'text',
  hint,
  className,
  inputMode,
  required,
  min,
  max,
  step,
}: {
  label: ReactNode
  name: string
  defaultValue?: string
  errors?: string[] | null
  type?: string
  hint?: string
  className?: string
  inputMode?: 'numeric' | 'decimal' | 'email' | 'text'
  required?: boolean
  min?: string
  max?: string
  step?: string
}) {
  const id = useId()
  const invalid = Boolean(errors?.length)
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        inputMode={inputMode}
        required={required}
        min={min}
        max={max}
        step={step}
        aria-invalid={invalid || undefined}
        aria-describedby={
          [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
          undefined
        }
        className={control(invalid)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  )
}

/** The sales forms' select: the app's `SelectField`, named and uncontrolled. */
export function Select({
  label,
  name,
  options,
  defaultValue,
  errors,
  placeholder,
  className,
}: {
  label: ReactNode
  name: string
  options: readonly Option[]
  defaultValue?: string
  errors?: string[] | null
  placeholder?: string
  className?: string
}) {
  return (
    <SelectField
      label={label}
      errors={errors}
      selectProps={{ name, defaultValue: defaultValue ?? '' }}
      placeholder={placeholder}
      options={options}
      className={className}
    />
  )
}

export function TextArea({
  label,
  name,
  defaultValue,
  errors,
}: {
  label: ReactNode
  name: string
  defaultValue?: string
  errors?: string[] | null
}) {
  const id = useId()
  const invalid = Boolean(errors?.length)
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={3}
        defaultValue={defaultValue}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={control(invalid)}
      />
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  )
}

/** A titled block of a sales page. */
export function Block({
  title,
  children,
  id,
}: {
  title: string
  children: ReactNode
  id?: string
}) {
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-title` : undefined}
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id={id ? `${id}-title` : undefined} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
