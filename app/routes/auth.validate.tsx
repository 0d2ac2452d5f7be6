import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { validateAccountRoute } from '#app/modules/accounts/contract'
import { validateAccountSchema } from '#app/modules/accounts/domain/registration'
import { mailedToken, readForm, replyWithProviderError } from '#app/platform/web/forms.server'
import { guard, homeFor } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

/**
 * The link from the validation mail. Opening it shows a button; validating is a POST, because a
 * GET must change nothing (mail scanners open links too).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  return { token: mailedToken(request) }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  const submission = parseWithZod(await readForm(request), { schema: validateAccountSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const result = await ctx.api.call(validateAccountRoute, { json: submission.value })
  if (!result.ok) {
    return data(
      { result: replyWithProviderError(submission, result, []) },
      { status: result.status },
    )
  }
  return redirectWithToast(request, ctx.user ? homeFor(ctx.user) : '/auth/login', {
    type: 'success',
    message: result.data.message,
  })
}

export const meta: MetaFunction = () => [{ title: 'Validation du compte | Caveau' }]

export default function Validate() {
  const { t } = useTranslation()
  const { token } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'validate-account',
    lastResult: actionData?.result,
  })
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t('auth.validateTitle')}</h1>
      {token ? (
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name={fields.token.name} value={token} />
          <ErrorList
            id={form.errorId}
            errors={[...(form.errors ?? []), ...(fields.token.errors ?? [])]}
          />
          <Button type="submit" className="w-full">
            {t('auth.validateButton')}
          </Button>
        </Form>
      ) : (
        <p className="text-gray-700">{t('auth.validateMissing')}</p>
      )}
      <Link to="/auth/login" className="mt-4 inline-block text-sm text-primary-dark underline">
        {t('auth.backToLogin')}
      </Link>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
