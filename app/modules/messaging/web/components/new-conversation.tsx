import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { conversationForm } from '#app/modules/messaging/domain/messaging'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { Field, FieldNotes } from '#app/ui/field'

/** A buyer's first message to a producer, about the shop, an order or an invoice. */
export function NewConversation({
  draft,
  lastResult,
}: {
  draft: {
    shop: { id: number; name: string }
    order: { id: number; label: string } | null
    document: { id: number; label: string } | null
    values: Record<string, string>
  }
  lastResult?: SubmissionResult<string[]>
}) {
  const [form, fields] = useForm({
    id: 'new-conversation',
    defaultValue: draft.values,
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: conversationForm }),
  })
  const bodyId = 'new-conversation-body'
  const about = draft.document?.label ?? draft.order?.label
  return (
    <section aria-labelledby="new-conversation-title" className="flex-1 space-y-3">
      <h2 id="new-conversation-title" className="text-xl font-semibold">
        Écrire à {draft.shop.name}
      </h2>
      {about ? <p className="text-sm text-gray-600">À propos de : {about}</p> : null}
      <Form
        method="post"
        {...getFormProps(form)}
        className="space-y-2 rounded-lg border bg-white p-3"
      >
        <input type="hidden" name="intent" value="start" />
        <input type="hidden" name="shopId" value={draft.values.shopId} />
        <input type="hidden" name="orderId" value={draft.values.orderId} />
        <input type="hidden" name="documentId" value={draft.values.documentId} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field
          label="Objet"
          errors={fields.subject.errors}
          inputProps={getInputProps(fields.subject, { type: 'text' })}
        />
        <label htmlFor={bodyId} className="block text-sm font-medium text-gray-800">
          Votre message
        </label>
        <textarea
          {...getTextareaProps(fields.body)}
          id={bodyId}
          rows={5}
          className="block w-full rounded-md border border-gray-300 px-3 py-2 text-base shadow-sm"
        />
        <FieldNotes errors={fields.body.errors} errorId={`${bodyId}-error`} />
        <Button type="submit">Envoyer le message</Button>
      </Form>
    </section>
  )
}
