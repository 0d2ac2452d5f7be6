import { useId, type ReactNode, type SelectHTMLAttributes } from 'react'
import { ErrorList } from '#app/ui/error-list'

type Props = {
  label: ReactNode
  errors?: string[] | null
  selectProps: SelectHTMLAttributes<HTMLSelectElement>
  /** The first option, meaning "no choice" (its value is empty). */
  placeholder?: string
  options: readonly { value: string; label: string }[]
  className?: string
}

/** A labelled select wired to its errors like `Field`. */
export function SelectField({
  label,
  errors,
  selectProps,
  placeholder,
  options,
  className,
}: Props) {
  const fallbackId = useId()
  const id = selectProps.id ?? fallbackId
  const errorId = `${id}-error`
  const invalid = Boolean(errors?.length)
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        {...selectProps}
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={`block min-h-[44px] w-full rounded-md border bg-white px-3 py-2 text-base shadow-sm focus:border-primary ${
          invalid ? 'border-red-600' : 'border-gray-300'
        }`}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}
