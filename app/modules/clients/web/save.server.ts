/**
 * The add and edit actions' common path: the form read (readForm, Conform), POST or PUT /clients
 * called, the API's refusals put back on the form (a duplicate with a link to the existing client).
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import {
  createClientRoute,
  DuplicateRefusal,
  updateClientRoute,
} from '#app/modules/clients/contract'
import { readForm, replyWithProviderError } from '#app/platform/web/forms.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { clientBody, clientFormSchema } from './client-form.server'
import { clientRights } from './rights'

type Saved = { ok: true; id: number; message: string }

export async function saveClient(ctx: GuardContext, request: Request, id?: number) {
  const submission = parseWithZod(await readForm(request), { schema: clientFormSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), duplicate: null }, { status: 400 })
  const body = clientBody(submission.value, !clientRights(ctx.viewer).followsOnly)
  const result =
    id === undefined
      ? await ctx.api.call(createClientRoute, { json: body })
      : await ctx.api.call(updateClientRoute, { params: { id: String(id) }, json: body })
  if (!result.ok) {
    const found = DuplicateRefusal.safeParse(result.data)
    const duplicate = result.status === 409 && found.success ? found.data.duplicate : null
    return data(
      {
        result: replyWithProviderError(submission, result, []),
        duplicate,
      },
      { status: result.status },
    )
  }
  return { ok: true, id: result.data.client.id, message: result.data.message } satisfies Saved
}
