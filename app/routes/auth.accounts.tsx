import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { ErrorList } from '#app/ui/error-list'
import { safeRedirectPath } from '#app/platform/domain/redirect'
import { logoutRoute, subAccountsRoute, switchAccountRoute } from '#app/modules/accounts/contract'
import { switchAccountSchema } from '#app/modules/accounts/domain/registration'
import { readForm, replyWithProviderError } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'
import { callRoute, callRouteAsUser } from '#app/platform/web/provider.server'
import { commitAuth } from '#app/platform/web/session.server'

/** The sub-account chooser of a master account (spec 4): after login and from 'Changer de compte'. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { auth } = await guard(request)
  const result = await callRouteAsUser(request, auth.masterJwt!, subAccountsRoute, {})
  return { accounts: result.ok ? result.data.accounts : [] }
}

export async function action({ request }: ActionFunctionArgs) {
  const { auth } = await guard(request)
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: switchAccountSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const { userId } = submission.value
  const result = await callRouteAsUser(request, auth.masterJwt!, switchAccountRoute, {
    json: { userId },
  })
  if (!result.ok) {
    return data(
      { result: replyWithProviderError(submission, result, []) },
      { status: result.status },
    )
  }
  // The sub-account left behind is signed out.
  if (auth.jwt) await callRoute(request, logoutRoute, {}, auth.jwt)
  const headers = {
    'set-cookie': await commitAuth(request, { masterJwt: auth.masterJwt, jwt: result.data.jwt }),
  }
  return redirect(safeRedirectPath(form.get('redirectLink'), '/dashboard'), { headers })
}

export const meta: MetaFunction = () => [{ title: 'Choisissez un compte | Caveau' }]

export default function Accounts() {
  const { t } = useTranslation()
  const { accounts } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  // One form per account, all hidden fields: their refusal shows once, above the list.
  const [form, fields] = useForm({ id: 'switch-account', lastResult: actionData?.result })
  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold">{t('auth.accountsTitle')}</h1>
      <p className="mb-4 text-sm text-gray-700">{t('auth.accountsText')}</p>
      <ErrorList
        id={form.errorId}
        errors={[...(form.errors ?? []), ...(fields.userId.errors ?? [])]}
      />
      <ul className="space-y-3">
        {accounts.map((a) => (
          <li key={a.id}>
            <Form method="post">
              <input type="hidden" name={fields.userId.name} value={a.id} />
              <input
                type="hidden"
                name="redirectLink"
                value={searchParams.get('redirectLink') ?? ''}
              />
              <button
                type="submit"
                className="flex w-full items-center justify-between rounded-md border border-gray-200 p-4 text-left hover:border-primary"
              >
                <span>
                  <span className="block font-semibold">{a.shopName ?? a.username}</span>
                  <span className="text-sm text-gray-700">
                    {a.username} · {a.email}
                  </span>
                </span>
                <span className="text-primary-dark">{t('auth.open')}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Form method="post" action="/auth/logout" className="mt-4">
        <button type="submit" className="text-sm text-primary-dark underline">
          Se déconnecter
        </button>
      </Form>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
