import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { replyForm } from '#app/modules/messaging/domain/messaging'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { FieldNotes } from '#app/ui/field'
import type { MessageView } from '../tickets-page.server'
import { MessageBubble } from './message-bubble'

const accept = 'image/jpeg,image/png,image/webp,application/pdf'

/** One conversation's messages, oldest first, and the reply form (text and up to 3 files). */
export function ConversationView({
  open,
  lastResult,
}: {
  open: {
    id: number
    subject: string
    with: string
    about: string | null
    messages: MessageView[]
  }
  lastResult?: SubmissionResult<string[]>
}) {
  const [form, fields] = useForm({
    id: `reply-${open.id}`,
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: replyForm }),
  })
  const bodyId = `reply-${open.id}-body`
  return (
    <section aria-labelledby="conversation-title" className="flex-1 space-y-3">
      <header>
        <h2 id="conversation-title" className="text-xl font-semibold">
          {open.subject}
        </h2>
        <p className="text-sm text-gray-600">
          Avec {open.with}
          {open.about ? ` · ${open.about}` : ''}
        </p>
      </header>
      <ol className="space-y-2" data-testid="messages">
        {open.messages.map((m) => (
          <MessageBubble key={m.id} mine={m.mine} author={m.author} time={m.time} body={m.body}>
            {m.attachments.length ? (
              <ul className="mt-2 flex flex-wrap gap-2">
                {m.attachments.map((a) => (
                  <li key={a.id}>
                    <a
                      href={a.href}
                      className="text-primary-dark underline"
                      target="_blank"
                      rel="noreferrer"
                    >
                      {a.image ? 'Image' : 'PDF'} : {a.filename} ({a.size})
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </MessageBubble>
        ))}
      </ol>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="space-y-2 rounded-lg border bg-white p-3"
      >
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="id" value={open.id} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <label htmlFor={bodyId} className="block text-sm font-medium text-gray-800">
          Votre réponse
        </label>
        <textarea
          {...getTextareaProps(fields.body)}
          id={bodyId}
          rows={4}
          className="block w-full rounded-md border border-gray-300 px-3 py-2 text-base shadow-sm"
        />
        <FieldNotes errors={fields.body.errors} errorId={`${bodyId}-error`} />
        <label className="block text-sm text-gray-800">
          Pièces jointes (images JPEG, PNG, WebP ou PDF, 5 Mo au plus, 3 au plus)
          <input type="file" name="file" accept={accept} multiple className="mt-1 block" />
        </label>
        <Button type="submit">Envoyer</Button>
      </Form>
    </section>
  )
}
