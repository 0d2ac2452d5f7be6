/**
 * The one rich-text field (spec 2.12): a form field whose value is HTML, sanitised by the server
 * (app/platform/domain/rich-text.ts) whoever sends it. Without JavaScript it is a plain textarea
 * of HTML; with JavaScript the Slate editor (loaded on demand: pages that show no rich-text
 * field never download it) takes its place and writes its HTML into the same, now hidden,
 * textarea, so the form posts the same field either way. For the shop's content tabs, the CRM's
 * mail models, the shop builders and the events.
 */
import { lazy, Suspense, useId, useRef, useState, type TextareaHTMLAttributes } from 'react'
import { useHydrated } from '#app/platform/web/use-hydrated'
import { FieldNotes } from '#app/ui/field'

const SlateEditor = lazy(() => import('./slate-editor'))

export function RichTextField({
  label,
  hint,
  errors,
  textareaProps,
}: {
  label: string
  /** Shown under the field; without JavaScript it should say which HTML is kept. */
  hint?: string
  errors?: string[] | null
  /** The textarea's props (Conform's `getTextareaProps`): name, id, defaultValue… */
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement>
}) {
  const fallbackId = useId()
  const id = textareaProps.id ?? fallbackId
  const labelId = `${id}-label`
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = `${id}-error`
  const invalid = Boolean(errors?.length)
  const describedBy = [invalid ? errorId : null, hintId].filter(Boolean).join(' ') || undefined
  const hydrated = useHydrated()
  const [editing, setEditing] = useState(false)
  const textarea = useRef<HTMLTextAreaElement>(null)
  const initial = String(textareaProps.defaultValue ?? textareaProps.value ?? '')
  return (
    <div>
      <label
        id={labelId}
        htmlFor={editing ? undefined : id}
        className="mb-1 block text-sm font-medium text-gray-800"
      >
        {label}
      </label>
      <textarea
        rows={8}
        {...textareaProps}
        ref={textarea}
        id={id}
        hidden={editing}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`${editing ? 'hidden' : 'block'} w-full rounded-md border px-3 py-2 font-mono text-sm shadow-sm focus:border-primary ${
          invalid ? 'border-red-600' : 'border-gray-300'
        }`}
      />
      {hydrated ? (
        <Suspense fallback={null}>
          <SlateEditor
            id={`${id}-editor`}
            initialHtml={initial}
            labelledBy={labelId}
            describedBy={describedBy}
            invalid={invalid}
            onReady={() => setEditing(true)}
            onHtml={(html) => {
              const field = textarea.current
              if (!field || field.value === html) return
              field.value = html
              // Conform listens to the form's input events.
              field.dispatchEvent(new Event('input', { bubbles: true }))
            }}
          />
        </Suspense>
      ) : null}
      <FieldNotes hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </div>
  )
}
