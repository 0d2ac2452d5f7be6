import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { MAX_BODY } from '#app/modules/messaging/domain/limits'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { FieldNotes } from '#app/ui/field'
import type { SupportMessageView } from '../support.server'
import { MessageBubble } from './message-bubble'

/**
 * A conversation with the support, oldest message first, and its form: the user's on /help, an
 * admin's answer in /admin/support (`threadId` then names the thread answered). One field, bounded
 * by the browser (its length) and checked by the server, whose refusal (in French, the spec's
 * words) comes back in `lastResult`: no form library, so that /help, a page every visitor may
 * open, carries no validator.
 */
export function SupportChat({
  messages,
  label,
  threadId,
  lastResult,
}: {
  messages: SupportMessageView[]
  label: string
  threadId?: number
  lastResult?: SubmissionResult<string[]>
}) {
  const id = `support-${threadId ?? 'own'}`
  const bodyErrors = lastResult?.error?.body ?? null
  const formErrors = lastResult?.error?.[''] ?? null
  const typed = lastResult?.initialValue?.body
  return (
    <div className="space-y-3">
      {messages.length ? (
        <ol className="space-y-2" data-testid="support-messages">
          {messages.map((m) => (
            <MessageBubble key={m.id} mine={m.mine} author={m.author} time={m.time} body={m.body} />
          ))}
        </ol>
      ) : null}
      <Form
        // A new message sent empties the field, with JavaScript too (the page is not reloaded).
        key={messages.length}
        method="post"
        id={id}
        aria-describedby={formErrors?.length ? `${id}-form-error` : undefined}
        className="space-y-2 rounded-lg border bg-white p-3"
      >
        {threadId ? <input type="hidden" name="id" value={threadId} /> : null}
        <ErrorList id={`${id}-form-error`} errors={formErrors} />
        <label htmlFor={`${id}-body`} className="block text-sm font-medium text-gray-800">
          {label}
        </label>
        <textarea
          id={`${id}-body`}
          name="body"
          maxLength={MAX_BODY}
          rows={4}
          // The text typed comes back with the refusal (no JavaScript): nothing to type again.
          defaultValue={typeof typed === 'string' ? typed : undefined}
          aria-invalid={bodyErrors?.length ? true : undefined}
          aria-describedby={bodyErrors?.length ? `${id}-body-error` : undefined}
          className="block w-full rounded-md border border-gray-300 px-3 py-2 text-base shadow-sm"
        />
        <FieldNotes errors={bodyErrors} errorId={`${id}-body-error`} />
        <Button type="submit">Envoyer</Button>
      </Form>
    </div>
  )
}
