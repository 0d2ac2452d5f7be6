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
import { mailedToken } from '#app/platform/web/forms.server'
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
  const token = String((await request.formData()).get('token') ?? '')
  const result = await ctx.api.post('/auth/validate', { token })
  if (!result.ok) return data({ error: result.data.message }, { status: result.status })
  return redirectWithToast(request, ctx.user ? homeFor(ctx.user) : '/auth/login', {
    type: 'success',
    message: result.data.message ?? '',
  })
}

export const meta: MetaFunction = () => [{ title: 'Validation du compte | Caveau' }]

export default function Validate() {
  const { t } = useTranslation()
  const { token } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t('auth.validateTitle')}</h1>
      {token ? (
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <ErrorList errors={actionData?.error ? [actionData.error] : []} />
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
