/**
 * The company identity and bank forms of the settings' 'Informations' and 'Facturation' tabs
 * (issue 16 §1): read with GET /v1/settings/identity and /v1/settings/bank (owners and
 * collaborators), saved by the owner with PUT. Each form sends its own part only.
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import {
  bankRoute,
  identityRoute,
  saveBankRoute,
  saveIdentityRoute,
} from '#app/modules/settings/contract'
import { bankForm, identityForm, legalIntents } from '#app/modules/settings/domain/legal'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

const seller = (ctx: GuardContext) => ctx.viewer.role === 'owner' || ctx.viewer.role === 'iam'

const refusal = (result: { status: number; data: { message: string } }) =>
  data({ message: result.data.message }, { status: result.status })

/** The identity as saved, and whether the viewer may change it (the owner); null for others. */
export async function loadIdentity(ctx: GuardContext) {
  if (!seller(ctx)) return null
  const result = await ctx.api.call(identityRoute, {})
  if (!result.ok) throw refusal(result)
  return { identity: result.data.identity, editable: ctx.viewer.role === 'owner' }
}
export type IdentitySettings = NonNullable<Awaited<ReturnType<typeof loadIdentity>>>

export async function loadBank(ctx: GuardContext) {
  if (!seller(ctx)) return null
  const result = await ctx.api.call(bankRoute, {})
  if (!result.ok) throw refusal(result)
  return { bank: result.data.bank, editable: ctx.viewer.role === 'owner' }
}
export type BankSettings = NonNullable<Awaited<ReturnType<typeof loadBank>>>

export const isLegalIntent = (intent: unknown) =>
  intent === legalIntents.identity || intent === legalIntents.bank

type Submission = { reply(options?: { formErrors?: string[] }): SubmissionResult<string[]> }
type Saved =
  | { ok: true; data: { message: string } }
  | { ok: false; status: number; data: { message: string } }

const refused = (submission: Submission, status = 400, message?: string) =>
  data(
    {
      form: 'legal' as const,
      result: submission.reply(message ? { formErrors: [message] } : undefined),
    },
    { status },
  )

async function answer(request: Request, link: string, submission: Submission, result: Saved) {
  if (!result.ok) return refused(submission, result.status, result.data.message)
  return redirectWithToast(request, `/dashboard/settings?link=${link}`, {
    type: 'success',
    message: result.data.message,
  })
}

export async function legalAction(request: Request, ctx: GuardContext, form: FormData) {
  if (form.get('intent') === legalIntents.identity) {
    const submission = parseWithZod(form, { schema: identityForm })
    if (submission.status !== 'success') return refused(submission)
    const result = await ctx.api.call(saveIdentityRoute, { json: submission.value })
    return answer(request, 'infos', submission, result)
  }
  const submission = parseWithZod(form, { schema: bankForm })
  if (submission.status !== 'success') return refused(submission)
  const result = await ctx.api.call(saveBankRoute, { json: submission.value })
  return answer(request, 'billing', submission, result)
}
