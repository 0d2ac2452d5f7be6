import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { logoutRoute } from '#app/modules/accounts/contract'
import { callRoute } from '#app/platform/web/provider.server'
import { guard } from '#app/platform/web/guard.server'
import { destroySessionHeader } from '#app/platform/web/session.server'

export async function loader() {
  // Logging out changes state: never on GET.
  throw redirect('/')
}

export async function action({ request }: ActionFunctionArgs) {
  const { auth } = await guard(request)
  for (const token of [auth.jwt, auth.masterJwt, auth.adminJwt]) {
    if (token) await callRoute(request, logoutRoute, {}, token)
  }
  return redirect('/auth/login', { headers: { 'set-cookie': await destroySessionHeader(request) } })
}
