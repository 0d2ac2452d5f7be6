/**
 * What the settings' simple forms share (numbering, fiscal year): who reads them (the shop's team),
 * who changes them (the owner), and their answers: a refusal shown on the form's fields, or a
 * redirect to the tab with a toast (post/redirect/get, so that they work without JavaScript).
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import type * as z from 'zod'
import type { GuardContext } from '#app/platform/web/guard.server'
import { replyWithProviderError } from '#app/platform/web/forms.server'
import type { ProviderResult } from '#app/platform/web/provider.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

type Refusal = Extract<ProviderResult, { ok: false }>

const readsSettings = (ctx: GuardContext) =>
  ctx.viewer.role === 'owner' || ctx.viewer.role === 'iam'

/**
 * The setting `read` answers, and whether the viewer may change it (the owner); null for a viewer
 * who is not of the shop's team (the API would refuse them). A failed read fails the page.
 */
export async function loadSetting<T extends object>(
  ctx: GuardContext,
  read: () => Promise<{ ok: true; data: T } | Refusal>,
) {
  if (!readsSettings(ctx)) return null
  const result = await read()
  if (!result.ok) throw data({ message: result.data.message }, { status: result.status })
  return { ...result.data, editable: ctx.viewer.role === 'owner' }
}

/**
 * A settings form posted: refused on its fields (the validator's, or the API's where it names
 * one), or saved and back to its tab with the API's message as a toast. A collaborator's post (no
 * button is shown, but a form can be replayed) is refused here: a 403 from the API would sign
 * them out.
 */
export async function saveSetting<S extends z.ZodType>(
  request: Request,
  ctx: GuardContext,
  formData: FormData,
  options: {
    form: string
    schema: S
    link: string
    save: (value: z.output<S>) => Promise<{ ok: true; data: { message: string } } | Refusal>
  },
) {
  if (ctx.viewer.role !== 'owner') throw new Response('Interdit', { status: 403 })
  const { form, schema, link, save } = options
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success')
    return data({ form, result: submission.reply() }, { status: 400 })
  const result = await save(submission.value)
  if (!result.ok)
    return data(
      { form, result: replyWithProviderError(submission, result, []) },
      { status: result.status },
    )
  return redirectWithToast(request, `/dashboard/settings?link=${link}`, {
    type: 'success',
    message: result.data.message,
  })
}
