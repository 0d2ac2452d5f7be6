import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import type * as z from 'zod'
import type { registerBuyerRoute } from '#app/modules/accounts/contract'
import type { AnswerOf } from '#app/platform/contract'
import { readForm, replyWithProviderError } from '#app/platform/web/forms.server'
import type { ProviderResult } from '#app/platform/web/provider.server'
import { commitAuth } from '#app/platform/web/session.server'
import { mergeVisitorCart } from '#app/modules/checkout/web/cart.server'
import { safeRedirectPath } from '#app/platform/domain/redirect'
import { redirectWithToast } from '#app/platform/web/toast.server'

/** What every registration endpoint answers: the new account, signed in, and a message. */
type Registered = ProviderResult<AnswerOf<typeof registerBuyerRoute>>

/**
 * Registration actions: validate with the shared schema, let the provider create the account
 * (`register`: the page's typed call of its endpoint), then sign the new user in and greet them
 * with the provider's message.
 */
export async function registerAction<S extends z.ZodType<Record<string, unknown>>>(
  request: Request,
  schema: S,
  register: (value: z.output<S>) => Promise<Registered>,
) {
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const result = await register(submission.value)
  if (!result.ok)
    return data({ result: replyWithProviderError(submission, result) }, { status: result.status })
  const headers = new Headers({ 'set-cookie': await commitAuth(request, { jwt: result.data.jwt }) })
  // Spec 4: the cart filled before signing up joins the new account's, as at a sign-in.
  const cleared = await mergeVisitorCart(request, result.data.jwt)
  if (cleared) headers.append('set-cookie', cleared)
  // Back where the visitor was asked to sign in (the checkout), else the dashboard.
  const next = safeRedirectPath(new URL(request.url).searchParams.get('redirectLink'), '/dashboard')
  return redirectWithToast(
    request,
    next,
    { type: 'success', message: result.data.message },
    { headers },
  )
}

/**
 * A registration as its endpoint takes it: the optional fields named even when empty (the
 * schema's input type lists them; `undefined` is left out of the JSON).
 */
export function registrationBody<
  T extends { businessName?: string; siret?: string; siren?: string },
>(value: T) {
  return { ...value, businessName: value.businessName, siret: value.siret, siren: value.siren }
}
