import { Authenticator, AuthorizationError } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { registrationMessages } from '#app/modules/accounts/domain/registration'
import { loginRoute } from '#app/modules/accounts/contract'
import { callRoute } from './provider.server'
import { sessionStorage, type SessionAuth } from './session.server'

let authenticator: Authenticator<SessionAuth> | undefined

/**
 * remix-auth with a form strategy that signs in through the provider (POST /v1/auth/login). The
 * session keeps the token it returns; a master account's token waits for a sub-account choice.
 */
export function getAuthenticator(): Authenticator<SessionAuth> {
  if (authenticator) return authenticator
  authenticator = new Authenticator<SessionAuth>(sessionStorage(), { sessionKey: 'auth' })
  authenticator.use(
    new FormStrategy(async ({ form, request }) => {
      const username = String(form.get('username') ?? '')
      const password = String(form.get('password') ?? '')
      const result = await callRoute(request, loginRoute, { json: { username, password } })
      if (!result.ok) throw new AuthorizationError(result.data.message)
      if (result.data.user) return { jwt: result.data.jwt }
      if (result.data.masterAccount) return { masterJwt: result.data.jwt }
      throw new AuthorizationError(registrationMessages.loginFailed)
    }),
    'form',
  )
  return authenticator
}

export { AuthorizationError }
