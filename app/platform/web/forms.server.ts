import type { SubmissionResult } from '@conform-to/react'
import { hostileMessages, isFormContentType } from '#app/platform/domain/hostile-input'
import type { ProviderResult } from './provider.server'

type Replyable = {
  reply(options?: {
    formErrors?: string[]
    fieldErrors?: Record<string, string[]>
    hideFields?: string[]
  }): SubmissionResult<string[]>
}

/** A provider refusal shown on the form: field messages where the API names a field, else on the form. */
export function replyWithProviderError(
  submission: Replyable,
  result: Extract<ProviderResult, { ok: false }>,
  hideFields: string[] = ['password'],
) {
  const fieldErrors = Object.fromEntries(
    Object.entries(result.data.errors ?? {}).filter(([key]) => key !== ''),
  )
  const hasFieldErrors = Object.keys(fieldErrors).length > 0
  return submission.reply({
    fieldErrors,
    formErrors: hasFieldErrors ? [] : [result.data.message],
    hideFields,
  })
}

/** The one-time token of a mailed link (`?token=`), if it has a plausible length. */
export function mailedToken(request: Request): string | null {
  const token = new URL(request.url).searchParams.get('token')
  return token && token.length <= 200 ? token : null
}

/**
 * Conform reads a field name such as `a[0][0]…` one level per call: a name nested deeper than any
 * form of ours (`lines[2].address.street` is 3 levels) would overflow the stack, so it is refused.
 */
const MAX_NAME_DEPTH = 16
const tooDeep = (name: string) => (name.match(/[[.]/g)?.length ?? 0) > MAX_NAME_DEPTH

const unreadable = () =>
  new Response(hostileMessages.badForm, {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })

/**
 * The one way an action reads its form: a body that is not a form (JSON, plain text) is refused
 * with 415, a form that cannot be read (a broken multipart, a field name nested hundreds deep)
 * with 400, both in French, instead of the 500 they would end in. A request without a body reads
 * as an empty form.
 */
export async function readForm(request: Request): Promise<FormData> {
  if (!request.body) return new FormData()
  if (!isFormContentType(request.headers.get('content-type')))
    throw new Response(hostileMessages.notAForm, {
      status: 415,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw unreadable()
  }
  for (const name of form.keys()) if (tooDeep(name)) throw unreadable()
  return form
}
