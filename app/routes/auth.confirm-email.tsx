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
import { confirmEmailRoute } from '#app/modules/accounts/contract'
import { validateAccountSchema } from '#app/modules/accounts/domain/registration'
import { mailedToken, readForm, replyWithProviderError } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

/**
 * The link mailed to a new address (issue 16 §1). Signed-in accounts only (the guard sends a
 * visitor to the login and back here): only the account that asked may confirm it. Opening it
 * shows a button; confirming is a POST, because a GET must change nothing (mail scanners open
 * links too).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  return { token: mailedToken(request) }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  const submission = parseWithZod(await readForm(request), { schema: validateAccountSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const result = await ctx.api.call(confirmEmailRoute, { json: submission.value })
  if (!result.ok) {
    return data(
      { result: replyWithProviderError(submission, result, []) },
      { status: result.status },
    )
  }
  return redirectWithToast(request, '/dashboard/settings?link=account', {
    type: 'success',
    message: result.data.message,
  })
}

export const meta: MetaFunction = () => [{ title: 'Nouvelle adresse e-mail | Caveau' }]

export default function ConfirmEmail() {
  const { t } = useTranslation()
  const { token } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({ id: 'confirm-email', lastResult: actionData?.result })
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t('auth.confirmEmailTitle')}</h1>
      {token ? (
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name={fields.token.name} value={token} />
          <ErrorList
            id={form.errorId}
            errors={[...(form.errors ?? []), ...(fields.token.errors ?? [])]}
          />
          <Button type="submit" className="w-full">
            {t('auth.confirmEmailButton')}
          </Button>
        </Form>
      ) : (
        <p className="text-gray-700">{t('auth.confirmEmailMissing')}</p>
      )}
      <Link
        to="/dashboard/settings?link=account"
        className="mt-4 inline-block text-sm text-primary-dark underline"
      >
        Paramètres du compte
      </Link>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
