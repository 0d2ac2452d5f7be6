import { useId } from 'react'
import { ErrorList } from '#app/components/ui/error-list'

/** A labelled select with its errors, in the look of the app's text fields. */
export function SelectField({
  label,
  name,
  options,
  defaultValue,
  errors,
  placeholder,
}: {
  label: string
  name: string
  options: { value: string | number; label: string }[]
  defaultValue?: string | number
  errors?: string[] | null
  placeholder?: string
}) {
  const id = useId()
  const invalid = Boolean(errors?.length)
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ''}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={`block min-h-[44px] w-full rounded-md border bg-white px-2 ${invalid ? 'border-red-600' : 'border-gray-300'}`}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  )
}
