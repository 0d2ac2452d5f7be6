import type { SubmissionResult } from '@conform-to/react'
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
