import { Form } from '@remix-run/react'
import { useState, type ReactNode } from 'react'
import { Button } from './button'
import { ErrorList } from './error-list'

/**
 * Spec 2.12's confirmation popup that asks to type a displayed keyword (shown in red) before the
 * action enables. Without JavaScript: a <details> holding a POST form whose typed keyword the
 * server checks; with it, the button also stays disabled until the keyword is typed.
 */
export function KeywordConfirm({
  label,
  keyword,
  intent,
  children,
  error,
  submit,
}: {
  /** The button that opens it ('Effacer ses données'). */
  label: string
  keyword: string
  intent: string
  /** What the action does, said before the keyword is asked. */
  children: ReactNode
  /** The server's refusal, reopening it. */
  error?: string | null
  submit: string
}) {
  const [typed, setTyped] = useState<string | null>(null)
  const inputId = `${intent}-keyword`
  return (
    <details className="group" open={Boolean(error)}>
      <summary className="inline-flex min-h-[44px] cursor-pointer list-none items-center rounded-md border border-red-700 px-4 py-2 font-medium text-red-800 hover:bg-red-50 [&::-webkit-details-marker]:hidden">
        {label}
      </summary>
      <Form
        method="post"
        role="alertdialog"
        aria-labelledby={`${intent}-title`}
        className="mt-2 max-w-md space-y-3 rounded-md border border-red-200 bg-red-50 p-3"
      >
        <div id={`${intent}-title`} className="space-y-2 text-sm text-gray-900">
          {children}
        </div>
        <input type="hidden" name="intent" value={intent} />
        <label htmlFor={inputId} className="block text-sm font-medium text-gray-900">
          Tapez <strong className="font-mono text-red-700">{keyword}</strong> pour confirmer
        </label>
        <input
          id={inputId}
          name="keyword"
          autoComplete="off"
          required
          className="w-full rounded-md border border-gray-300 px-3 py-2"
          onChange={(e) => setTyped(e.target.value)}
        />
        <ErrorList errors={error ? [error] : null} />
        <Button
          type="submit"
          variant="danger"
          disabled={typed !== null && typed.trim().toUpperCase() !== keyword}
        >
          {submit}
        </Button>
      </Form>
    </details>
  )
}
