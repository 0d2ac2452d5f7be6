import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { Field } from '#app/ui/field'
import { forgotPasswordRoute, resetPasswordRoute } from '#app/modules/accounts/contract'
import { resetPasswordSchema, resetRequestSchema } from '#app/modules/accounts/domain/registration'
import { mailedToken, readForm, replyWithProviderError } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

/** Without a token: ask for the mail. With the token from that mail: choose a new password. */
export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  return { token: mailedToken(request) }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  const formData = await readForm(request)
  if (formData.has('token')) {
    const submission = parseWithZod(formData, { schema: resetPasswordSchema })
    if (submission.status !== 'success') {
      return data(
        { result: submission.reply({ hideFields: ['password', 'confirmation'] }) },
        { status: 400 },
      )
    }
    const { token, password } = submission.value
    const result = await ctx.api.call(resetPasswordRoute, { json: { token, password } })
    if (!result.ok) {
      return data(
        { result: replyWithProviderError(submission, result, ['password', 'confirmation']) },
        { status: result.status },
      )
    }
    return redirectWithToast(request, '/auth/login', {
      type: 'success',
      message: result.data.message,
    })
  }
  const submission = parseWithZod(formData, { schema: resetRequestSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const result = await ctx.api.call(forgotPasswordRoute, { json: submission.value })
  if (!result.ok)
    return data(
      { result: replyWithProviderError(submission, result, []) },
      { status: result.status },
    )
  return redirectWithToast(request, '/auth/login', {
    type: 'success',
    message: result.data.message,
  })
}

export const meta: MetaFunction = () => [{ title: 'Mot de passe oublié | Caveau' }]

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>()
  return token ? <NewPasswordForm token={token} /> : <RequestForm />
}

function RequestForm() {
  const { t } = useTranslation()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'reset-request',
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetRequestSchema }),
  })
  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold">{t('auth.resetTitle')}</h1>
      <p className="mb-4 text-sm text-gray-700">{t('auth.resetText')}</p>
      <Form method="post" {...getFormProps(form)}>
        <Field
          label={t('auth.email')}
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
          errors={fields.email.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Button type="submit" className="w-full" disabled={navigation.state === 'submitting'}>
          {t('auth.resetSend')}
        </Button>
      </Form>
      <Link to="/auth/login" className="mt-4 inline-block text-sm text-primary-dark underline">
        {t('auth.backToLogin')}
      </Link>
    </>
  )
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  })
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t('auth.newPasswordTitle')}</h1>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="token" value={token} />
        <Field
          label={t('auth.newPassword')}
          hint={t('auth.passwordHint')}
          inputProps={{
            ...getInputProps(fields.password, { type: 'password' }),
            autoComplete: 'new-password',
          }}
          errors={fields.password.errors}
        />
        <Field
          label={t('auth.confirmation')}
          inputProps={{
            ...getInputProps(fields.confirmation, { type: 'password' }),
            autoComplete: 'new-password',
          }}
          errors={fields.confirmation.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Button type="submit" className="w-full" disabled={navigation.state === 'submitting'}>
          {t('auth.save')}
        </Button>
      </Form>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
