import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { ErrorList } from './error-list'

type FieldProps = {
  label: ReactNode
  hint?: ReactNode
  errors?: string[] | null
  inputProps: InputHTMLAttributes<HTMLInputElement>
  className?: string
}

export function Field({ label, hint, errors, inputProps, className }: FieldProps) {
  const fallbackId = useId()
  const id = inputProps.id ?? fallbackId
  const errorId = `${id}-error`
  const hintId = hint ? `${id}-hint` : undefined
  const invalid = Boolean(errors?.length)
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={[invalid ? errorId : null, hintId].filter(Boolean).join(' ') || undefined}
        className={`block w-full rounded-md border px-3 py-2 text-base shadow-sm focus:border-primary ${
          invalid ? 'border-red-600' : 'border-gray-300'
        }`}
      />
      <FieldNotes hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </div>
  )
}

/** What stands under a field: its hint, then its errors (the line kept for them). */
export function FieldNotes({
  hint,
  hintId,
  errors,
  errorId,
}: {
  hint?: ReactNode
  hintId?: string
  errors?: string[] | null
  errorId: string
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </>
  )
}

type CheckboxProps = {
  label: ReactNode
  errors?: string[] | null
  inputProps: InputHTMLAttributes<HTMLInputElement>
}

export function CheckboxField({ label, errors, inputProps }: CheckboxProps) {
  const fallbackId = useId()
  const id = inputProps.id ?? fallbackId
  const errorId = `${id}-error`
  const invalid = Boolean(errors?.length)
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          {...inputProps}
          type="checkbox"
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className="mt-1 h-4 w-4 accent-primary"
        />
        <label htmlFor={id} className="text-sm text-gray-800">
          {label}
        </label>
      </div>
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}
