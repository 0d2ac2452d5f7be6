/**
 * One form of a page made of several (product, each vintage, each format…): an `intent` names it
 * to the action, which answers `{ form, result }` for the form that was sent. Without the right to
 * edit, the same fields show disabled and without their button.
 */
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import type { Meta } from './fields'

export type FormReply = { form: string; result?: SubmissionResult<string[]>; message?: string }

export function EditForm({
  id,
  intent,
  hidden = {},
  defaultValue,
  reply,
  readOnly = false,
  submitLabel = 'Enregistrer',
  encType,
  children,
}: {
  id: string
  intent: string
  hidden?: Record<string, string | number>
  defaultValue?: Record<string, unknown>
  reply?: FormReply | null
  readOnly?: boolean
  submitLabel?: string
  encType?: 'multipart/form-data'
  children: (fields: Record<string, Meta>) => ReactNode
}) {
  const navigation = useNavigation()
  const mine = reply?.form === id ? reply : null

  const [form, fields] = useForm<Record<string, any>>({
    id,
    lastResult: mine?.result,
    defaultValue,
  })
  const busy = navigation.state === 'submitting' && navigation.formData?.get('formId') === id
  return (
    <Form method="post" {...getFormProps(form)} encType={encType} className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="formId" value={id} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset disabled={readOnly} className="min-w-0">
        {children(fields as unknown as Record<string, Meta>)}
      </fieldset>
      <ErrorList id={form.errorId} errors={mine?.message ? [mine.message] : form.errors} />
      {readOnly ? null : (
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      )}
    </Form>
  )
}

/**
 * A deletion behind a confirmation that needs no JavaScript: the button opens a <details> that
 * asks again and holds the form.
 */
export function ConfirmDelete({
  label,
  question,
  intent,
  hidden = {},
  reply,
  id,
}: {
  label: string
  question: string
  intent: string
  hidden?: Record<string, string | number>
  reply?: FormReply | null
  id: string
}) {
  const mine = reply?.form === id ? reply : null
  return (
    <details className="group" open={Boolean(mine)}>
      <summary className="inline-flex min-h-[44px] cursor-pointer list-none items-center rounded-md border border-red-700 px-4 py-2 font-medium text-red-800 hover:bg-red-50 [&::-webkit-details-marker]:hidden">
        {label}
      </summary>
      <Form method="post" className="mt-2 space-y-2 rounded-md border border-red-200 bg-red-50 p-3">
        <p className="text-sm text-gray-900">{question}</p>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="formId" value={id} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <ErrorList errors={mine?.message ? [mine.message] : null} />
        <Button type="submit" variant="danger">
          Oui, supprimer
        </Button>
      </Form>
    </details>
  )
}

/** A folded "add one more" panel (a vintage, a format, a typology…); open again after an error. */
export function AddPanel({
  label,
  open,
  children,
}: {
  label: string
  open: boolean
  children: ReactNode
}) {
  return (
    <details className="rounded-md border border-dashed border-gray-300 p-3" open={open}>
      <summary className="min-h-[32px] cursor-pointer font-medium text-primary-dark">
        {label}
      </summary>
      <div className="mt-3">{children}</div>
    </details>
  )
}
