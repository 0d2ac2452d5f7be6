import { Authenticator, AuthorizationError } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { registrationMessages } from '#app/modules/accounts/domain/registration'
import { loginRoute, loginSecondStepRoute } from '#app/modules/accounts/contract'
import { fromEnv } from '../env.server'
import { callRoute } from './provider.server'
import { sessionStorage, type SessionAuth } from './session.server'

/**
 * What the password step gives: the session's tokens, or, for an account that uses a second
 * factor, the provider's signed challenge (valid five minutes) to send back with a code.
 */
export type SignInOutcome = SessionAuth | { twoFactorChallenge: string }

/** A provider's sign-in answer as the session keeps it (null when it names nobody). */
function sessionAuthOf(answer: {
  jwt?: string
  user?: unknown
  masterAccount?: unknown
  twoFactorSetupRequired?: boolean
}): SessionAuth | null {
  const setup = answer.twoFactorSetupRequired ? { twoFactorSetup: true as const } : {}
  if (answer.user) return { jwt: answer.jwt, ...setup }
  if (answer.masterAccount) return { masterJwt: answer.jwt, ...setup }
  return null
}

/**
 * remix-auth with a form strategy that signs in through the provider (POST /v1/auth/login). The
 * session keeps the token it returns; a master account's token waits for a sub-account choice.
 */
export const getAuthenticator = fromEnv((): Authenticator<SignInOutcome> => {
  const authenticator = new Authenticator<SignInOutcome>(sessionStorage(), { sessionKey: 'auth' })
  authenticator.use(
    new FormStrategy(async ({ form, request }) => {
      const username = String(form.get('username') ?? '')
      const password = String(form.get('password') ?? '')
      const result = await callRoute(request, loginRoute, { json: { username, password } })
      if (!result.ok) throw new AuthorizationError(result.data.message)
      const { twoFactorChallenge } = result.data
      if (twoFactorChallenge) return { twoFactorChallenge }
      const auth = sessionAuthOf(result.data)
      if (!auth) throw new AuthorizationError(registrationMessages.loginFailed)
      return auth
    }),
    'form',
  )
  return authenticator
})

/**
 * The sign-in's second step (POST /v1/auth/login/two-factor): the challenge of the password step
 * and a code of the app or a recovery code. The provider throttles wrong codes as it does wrong
 * passwords; its French refusal is passed on.
 */
export async function signInSecondStep(
  request: Request,
  challenge: string,
  code: string,
): Promise<{ ok: true; auth: SessionAuth } | { ok: false; status: number; message: string }> {
  const result = await callRoute(request, loginSecondStepRoute, { json: { challenge, code } })
  if (!result.ok) return { ok: false, status: result.status, message: result.data.message }
  const auth = sessionAuthOf(result.data)
  if (!auth) return { ok: false, status: 401, message: registrationMessages.loginFailed }
  return { ok: true, auth }
}

export { AuthorizationError }
