import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { Field } from '#app/ui/field'
import { safeRedirectPath } from '#app/platform/domain/redirect'
import { loginSchema } from '#app/modules/accounts/domain/registration'
import { loginSecondStepSchema, twoFactorMessages } from '#app/modules/accounts/domain/two-factor'
import { SecondStepForm } from '#app/modules/accounts/web/components/two-factor'
import {
  AuthorizationError,
  getAuthenticator,
  signInSecondStep,
} from '#app/platform/web/auth.server'
import { mergeVisitorCart } from '#app/modules/checkout/web/cart.server'
import { guard } from '#app/platform/web/guard.server'
import { commitAuth, type SessionAuth } from '#app/platform/web/session.server'
import { readForm } from '#app/platform/web/forms.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  await guard(request)
  const formData = await readForm(request.clone())
  const redirectLink = safeRedirectPath(formData.get('redirectLink'), '')
  // The second step (a code): its form carries the password step's signed challenge.
  if (formData.has('challenge')) return secondStep(request, formData, redirectLink)
  const submission = parseWithZod(formData, { schema: loginSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  let outcome
  try {
    outcome = await getAuthenticator().authenticate('form', request, { throwOnError: true })
  } catch (error) {
    if (error instanceof Response) throw error
    if (error instanceof AuthorizationError) {
      const status = error.message.startsWith('Trop de tentatives') ? 429 : 401
      return data(
        { result: submission.reply({ formErrors: [error.message], hideFields: ['password'] }) },
        { status },
      )
    }
    throw error
  }
  if ('twoFactorChallenge' in outcome) {
    return data({ secondStep: { challenge: outcome.twoFactorChallenge, result: undefined } })
  }
  return signedIn(request, outcome, redirectLink)
}

async function secondStep(request: Request, formData: FormData, redirectLink: string) {
  const submission = parseWithZod(formData, { schema: loginSecondStepSchema })
  const challenge = String(formData.get('challenge') ?? '')
  if (submission.status !== 'success') {
    const result = submission.reply({ hideFields: ['code'] })
    return data({ secondStep: { challenge, result } }, { status: 400 })
  }
  const { code } = submission.value
  const answer = await signInSecondStep(request, challenge, code)
  if (answer.ok) return signedIn(request, answer.auth, redirectLink)
  const result = submission.reply({ formErrors: [answer.message], hideFields: ['code'] })
  // An expired or altered challenge: back to the password.
  if (answer.message === twoFactorMessages.challengeExpired)
    return data({ result }, { status: answer.status })
  return data({ secondStep: { challenge, result } }, { status: answer.status })
}

/** The session opened: where the signed-in account goes next. */
async function signedIn(request: Request, auth: SessionAuth, redirectLink: string) {
  const headers = new Headers({ 'set-cookie': await commitAuth(request, auth) })
  // An admin or master account without a second factor must set it up before anything else.
  if (auth.twoFactorSetup) return redirect('/auth/two-factor', { headers })
  // Spec 4: the cart filled before signing in joins the account's.
  const cleared = auth.jwt ? await mergeVisitorCart(request, auth.jwt) : null
  if (cleared) headers.append('set-cookie', cleared)
  if (auth.masterJwt) {
    const next = redirectLink ? `?redirectLink=${encodeURIComponent(redirectLink)}` : ''
    return redirect(`/auth/accounts${next}`, { headers })
  }
  return redirect(redirectLink || '/dashboard', { headers })
}

/**
 * Where 'Créer un compte' leads: a shop's buyer sign-up when the login came from its shop, else
 * the choice of account; either way back to `redirectLink` (the checkout) once signed up.
 */
function registerLink(shop: string | null, redirectLink: string) {
  const query = new URLSearchParams()
  if (shop) query.set('id', shop)
  if (redirectLink) query.set('redirectLink', redirectLink)
  const search = query.size ? `?${query}` : ''
  return `${shop ? '/auth/register/buyer' : '/auth/register-wineriz'}${search}`
}

/** The same page for every visitor: cacheable (app/platform/web/page-cache.server.ts). */
export const handle = { publicCache: true }

export const meta: MetaFunction = () => [{ title: 'Connexion | Caveau' }]

export default function Login() {
  const { t } = useTranslation()
  const actionData = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'login',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  })
  const redirectLink = searchParams.get('redirectLink') ?? ''
  const shopQuery = searchParams.get('id')
  if (actionData && 'secondStep' in actionData && actionData.secondStep) {
    const { challenge, result } = actionData.secondStep
    return (
      <>
        <h1 className="mb-4 text-2xl font-semibold">{t('auth.loginTitle')}</h1>
        <SecondStepForm challenge={challenge} redirectLink={redirectLink} lastResult={result} />
      </>
    )
  }
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t('auth.loginTitle')}</h1>
      <Form method="post" {...getFormProps(form)} className="space-y-1">
        <input type="hidden" name="redirectLink" value={redirectLink} />
        <Field
          label={t('auth.username')}
          inputProps={{
            ...getInputProps(fields.username, { type: 'text' }),
            autoComplete: 'username',
            autoFocus: true,
          }}
          errors={fields.username.errors}
        />
        <Field
          label={t('auth.password')}
          inputProps={{
            ...getInputProps(fields.password, { type: 'password' }),
            autoComplete: 'current-password',
          }}
          errors={fields.password.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Button type="submit" className="w-full" disabled={navigation.state === 'submitting'}>
          {t('auth.submit')}
        </Button>
      </Form>
      <div className="mt-4 flex flex-col gap-2 text-sm">
        <Link to="/auth/resetpwd" className="text-primary-dark underline">
          {t('auth.forgot')}
        </Link>
        <p>
          {t('auth.noAccount')}{' '}
          <Link to={registerLink(shopQuery, redirectLink)} className="text-primary-dark underline">
            {t('auth.register')}
          </Link>
        </p>
      </div>
    </>
  )
}
