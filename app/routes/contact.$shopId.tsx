/**
 * A shop's public contact form (spec 2.8: the bottom bar's QR code points here): a POST form that
 * works without JavaScript; POST /v1/contact/{shopId} creates the prospect or the note and
 * notifies the shop (clients/api/routes/contact.ts).
 */
import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { contactShopRoute } from '#app/modules/clients/contact-contract'
import { contactForm } from '#app/modules/clients/domain/contact'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { CheckboxField, Field, FieldNotes } from '#app/ui/field'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { readForm, replyWithProviderError } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'

const shopIdOf = (params: { shopId?: string }) => {
  if (!/^\d{1,10}$/.test(params.shopId ?? '')) throw new Response('Introuvable', { status: 404 })
  return params.shopId!
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await guard(request)
  return { shopId: shopIdOf(params) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await guard(request)
  const shopId = shopIdOf(params)
  const submission = parseWithZod(await readForm(request), { schema: contactForm })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), sent: null }, { status: 400 })
  const result = await ctx.api.call(contactShopRoute, {
    params: { shopId },
    json: submission.value,
  })
  if (!result.ok)
    return data(
      { result: replyWithProviderError(submission, result, []), sent: null },
      { status: result.status },
    )
  return data({ result: submission.reply({ resetForm: true }), sent: result.data.message })
}

export const meta: MetaFunction = () => [{ title: 'Nous écrire | Caveau' }]

export default function ContactPage() {
  const { t } = useTranslation()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'contact',
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactForm }),
  })
  return (
    <main className="mx-auto max-w-lg p-4">
      <h1 className="mb-2 text-2xl font-semibold">{t('contactForm.title')}</h1>
      {actionData?.sent ? (
        <p role="status" className="mb-4 rounded bg-green-50 p-3 text-sm text-green-900">
          {actionData.sent}
        </p>
      ) : (
        <p className="mb-4 text-sm text-gray-700">{t('contactForm.text')}</p>
      )}
      <Form method="post" {...getFormProps(form)}>
        <Field
          label={t('contactForm.name')}
          inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoComplete: 'name' }}
          errors={fields.name.errors}
        />
        <Field
          label={t('contactForm.email')}
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
          errors={fields.email.errors}
        />
        <Field
          label={t('contactForm.phone')}
          inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel' }}
          errors={fields.phone.errors}
        />
        <div className="mb-3">
          <label htmlFor={fields.message.id} className="mb-1 block text-sm font-medium">
            {t('contactForm.message')}
          </label>
          <textarea
            {...getTextareaProps(fields.message)}
            rows={6}
            className="w-full rounded border border-gray-300 p-2"
          />
          <FieldNotes errors={fields.message.errors} errorId={fields.message.errorId} />
        </div>
        {/* A honeypot: hidden from people and screen readers, filled only by robots. */}
        <div aria-hidden="true" className="absolute -left-[9999px]">
          <label htmlFor="contact-website">{t('contactForm.website')}</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <CheckboxField
          label={t('contactForm.consent')}
          inputProps={getInputProps(fields.consent, { type: 'checkbox' })}
          errors={fields.consent.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Button type="submit" className="mt-3 w-full" disabled={navigation.state === 'submitting'}>
          {t('contactForm.send')}
        </Button>
      </Form>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
