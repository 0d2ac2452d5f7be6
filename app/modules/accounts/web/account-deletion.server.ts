/**
 * The account tab's 'Supprimer mon compte' (issue 16 §1): the keyword popup's POST (intent
 * delete-account) calls POST /v1/users/me/deletion; its refusal (a wrong keyword or password, an
 * owner whose shop has legal records) reopens the popup with the message; once deleted, the
 * session cookie goes and the visitor lands on the home page, signed out.
 */
import { data } from '@remix-run/node'
import { deleteMeRoute } from '#app/modules/accounts/contract'
import { DELETE_KEYWORD } from '#app/modules/accounts/domain/deletion'
import type { GuardContext } from '#app/platform/web/guard.server'
import { destroySessionHeader } from '#app/platform/web/session.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

/** What the tab shows: the keyword, and whether the shop goes too (an owner). */
export const loadAccountDeletion = (ctx: GuardContext) => ({
  keyword: DELETE_KEYWORD,
  owner: ctx.user?.role === 'owner',
  admin: ctx.user?.role === 'admin',
})

export async function accountDeletionAction(request: Request, ctx: GuardContext, form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '').slice(0, 200)
  const result = await ctx.api.call(deleteMeRoute, {
    json: { keyword: text('keyword'), currentPassword: text('currentPassword') },
  })
  if (!result.ok)
    return data({ form: 'delete-account', message: result.data.message }, { status: result.status })
  return redirectWithToast(
    request,
    '/',
    { type: 'success', message: result.data.message },
    { headers: { 'set-cookie': await destroySessionHeader(request) } },
  )
}
