/**
 * The 'Compte' tab's profile and e-mail change (issue 16 §1): 'Mon profil' saved with
 * PUT /v1/users/me, the new address asked with POST /v1/users/me/email and shown as waiting
 * (GET /v1/users/me/email) until the link mailed to it is opened (/auth/confirm-email). Plain
 * forms with an `intent`: they work without JavaScript.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import * as z from 'zod'
import { changeEmailRoute, myEmailRoute, updateMeRoute } from '#app/modules/accounts/contract'
import {
  emailChangeIntent,
  emailChangeSchema,
  profileIntent,
  profileSchema,
} from '#app/modules/accounts/domain/profile'
import { replyWithProviderError } from '#app/platform/web/forms.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

const here = '/dashboard/settings?link=account'

export const profileForm = profileSchema.extend({ intent: z.literal(profileIntent) })
export const emailChangeForm = emailChangeSchema.extend({ intent: z.literal(emailChangeIntent) })

/** What the two forms show: the saved names and phone, the address and the one waiting. */
export async function loadAccountProfile(ctx: GuardContext) {
  const result = await ctx.api.call(myEmailRoute, {})
  if (!result.ok) throw data({ message: result.data.message }, { status: result.status })
  const user = ctx.user
  return {
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    phone: user?.phone ?? '',
    email: result.data.email,
    pendingEmail: result.data.pendingEmail,
  }
}
export type AccountProfile = Awaited<ReturnType<typeof loadAccountProfile>>

export const isAccountProfileIntent = (intent: unknown) =>
  intent === profileIntent || intent === emailChangeIntent

/** `profile` and `email`: a refused form comes back with its field errors, the password hidden. */
export async function accountProfileAction(request: Request, ctx: GuardContext, form: FormData) {
  const which = form.get('intent') === profileIntent ? profileIntent : emailChangeIntent
  const submission =
    which === profileIntent
      ? parseWithZod(form, { schema: profileForm })
      : parseWithZod(form, { schema: emailChangeForm })
  const hideFields = ['currentPassword']
  if (submission.status !== 'success')
    return data({ form: which, result: submission.reply({ hideFields }) }, { status: 400 })
  const { intent: _intent, ...value } = submission.value
  const result =
    'email' in value
      ? await ctx.api.call(changeEmailRoute, { json: value })
      : await ctx.api.call(updateMeRoute, { json: { ...value, phone: value.phone ?? '' } })
  if (!result.ok) {
    return data(
      { form: which, result: replyWithProviderError(submission, result, hideFields) },
      { status: result.status },
    )
  }
  return redirectWithToast(request, here, { type: 'success', message: result.data.message })
}
