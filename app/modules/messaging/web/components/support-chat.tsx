import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { replyForm } from '#app/modules/messaging/domain/messaging'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { FieldNotes } from '#app/ui/field'
import type { SupportMessageView } from '../support.server'
import { MessageBubble } from './message-bubble'

/**
 * A conversation with the support, oldest message first, and its form: the user's on /help, an
 * admin's answer in /admin/support (`threadId` then names the thread answered).
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
  const [form, fields] = useForm({
    id: `support-${threadId ?? 'own'}`,
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: replyForm }),
  })
  const bodyId = `support-${threadId ?? 'own'}-body`
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
        method="post"
        {...getFormProps(form)}
        className="space-y-2 rounded-lg border bg-white p-3"
      >
        {threadId ? <input type="hidden" name="id" value={threadId} /> : null}
        <ErrorList id={form.errorId} errors={form.errors} />
        <label htmlFor={bodyId} className="block text-sm font-medium text-gray-800">
          {label}
        </label>
        <textarea
          {...getTextareaProps(fields.body)}
          id={bodyId}
          rows={4}
          className="block w-full rounded-md border border-gray-300 px-3 py-2 text-base shadow-sm"
        />
        <FieldNotes errors={fields.body.errors} errorId={`${bodyId}-error`} />
        <Button type="submit">Envoyer</Button>
      </Form>
    </div>
  )
}
