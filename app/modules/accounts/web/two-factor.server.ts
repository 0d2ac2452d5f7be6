/**
 * The second factor's forms (issue 14 §2), in the settings' 'Compte' tab and on /auth/two-factor
 * (where admins and master accounts are sent until they have one): turn it on (a secret shown as
 * text and as a QR code drawn by the provider), confirm it with a code (ten recovery codes, shown
 * this once), turn it off with the password and a code. Plain forms: they work without JavaScript.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import type { RouteConfig } from '@hono/zod-openapi'
import { data } from '@remix-run/node'
import * as z from 'zod'
import {
  confirmTwoFactorRoute,
  disableTwoFactorRoute,
  myTwoFactorRoute,
  startTwoFactorRoute,
  type ApiTwoFactor,
} from '#app/modules/accounts/contract'
import { secondFactorCode } from '#app/modules/accounts/domain/two-factor'
import type { CallInput } from '#app/platform/contract'
import { callRouteAsUser } from '#app/platform/web/provider.server'
import { commitAuth, type SessionAuth } from '#app/platform/web/session.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

export const twoFactorIntents = ['two-factor-setup', 'two-factor-confirm', 'two-factor-disable']

/** The account the forms act on: the user's (a sub-account's too), else the master account's. */
const tokenOf = (auth: SessionAuth) => auth.jwt ?? auth.masterJwt

function call<R extends RouteConfig>(
  request: Request,
  auth: SessionAuth,
  route: R,
  input: CallInput<R>,
) {
  const token = tokenOf(auth)
  if (!token) throw new Response('Connectez-vous.', { status: 401 })
  return callRouteAsUser(request, token, route, input)
}

/** What the forms show: the state, and the set-up's QR code as an image address. */
export type TwoFactorView = ApiTwoFactor & { qrImage: string | null }

export async function loadTwoFactor(request: Request, auth: SessionAuth): Promise<TwoFactorView> {
  const result = await call(request, auth, myTwoFactorRoute, {})
  if (!result.ok) throw data({ message: result.data.message }, { status: result.status })
  const { twoFactor } = result.data
  const qrImage = twoFactor.setup
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(twoFactor.setup.qrSvg)}`
    : null
  return { ...twoFactor, qrImage }
}

const confirmForm = z.object({ code: secondFactorCode })
const disableForm = z.object({
  password: z.string({ error: 'Le mot de passe est requis.' }).min(1).max(200),
  code: secondFactorCode,
})

/** A refusal shown above the form that was sent (its `form` names it). */
const refusal = (form: string, message: string, status: number) =>
  data({ form, message }, { status })

const firstError = (error: Record<string, string[] | null> | null | undefined) =>
  Object.values(error ?? {}).flatMap((m) => m ?? [])[0] ?? 'Requête invalide.'

/**
 * The forms `two-factor-setup`, `two-factor-confirm` and `two-factor-disable`, sent back to
 * `here` (the refusal's French message on the page). The confirmation answers the ten recovery
 * codes, shown this once.
 */
export async function twoFactorAction(
  request: Request,
  auth: SessionAuth,
  form: FormData,
  here: string,
) {
  const intent = form.get('intent')
  if (intent === 'two-factor-setup') {
    const result = await call(request, auth, startTwoFactorRoute, {})
    if (!result.ok) return refusal('two-factor-setup', result.data.message, result.status)
    return redirectWithToast(request, here, {
      type: 'success',
      message: "Scannez le code QR, puis saisissez le code de l'application.",
    })
  }
  if (intent === 'two-factor-confirm') {
    const submission = parseWithZod(form, { schema: confirmForm })
    if (submission.status !== 'success')
      return refusal('two-factor-confirm', firstError(submission.error), 400)
    const result = await call(request, auth, confirmTwoFactorRoute, { json: submission.value })
    if (!result.ok) return refusal('two-factor-confirm', result.data.message, result.status)
    const { recoveryCodes, jwt, message } = result.data
    if (!jwt) return data({ form: 'two-factor-confirm', message, recoveryCodes })
    // A session limited to the set-up gets its full token, which the rest of this request does
    // not carry: the codes are shown after a redirect (flashed, taken by that page's loader).
    const full: SessionAuth = auth.jwt ? { jwt, masterJwt: auth.masterJwt } : { masterJwt: jwt }
    const headers = { 'set-cookie': await commitAuth(request, full, { recoveryCodes }) }
    return redirectWithToast(request, here, { type: 'success', message }, { headers })
  }
  const submission = parseWithZod(form, { schema: disableForm })
  if (submission.status !== 'success')
    return refusal('two-factor-disable', firstError(submission.error), 400)
  const result = await call(request, auth, disableTwoFactorRoute, { json: submission.value })
  if (!result.ok) return refusal('two-factor-disable', result.data.message, result.status)
  return redirectWithToast(request, here, { type: 'success', message: result.data.message })
}
