import type { SubmissionResult } from '@conform-to/react'
import type { ProviderResult } from '#app/platform/web/provider.server'
import { defaultFieldOf, type FieldOf } from './form-schema.server'

type Replyable = {
  reply(options?: {
    formErrors?: string[]
    fieldErrors?: Record<string, string[]>
  }): SubmissionResult<string[]>
}

/**
 * The API's refusal on the form (like replyWithProviderError), its error keys ('format.priceCents')
 * renamed to the form's fields ('format.price').
 */
export function replyWithApiError(
  submission: Replyable,
  result: Extract<ProviderResult, { ok: false }>,
  fieldOf: FieldOf = defaultFieldOf,
) {
  const fieldErrors: Record<string, string[]> = {}
  for (const [key, list] of Object.entries(result.data.errors ?? {})) {
    if (key === '') continue
    const field = fieldOf(key.split('.'))
    fieldErrors[field] = [...(fieldErrors[field] ?? []), ...list]
  }
  const hasFieldErrors = Object.keys(fieldErrors).length > 0
  return submission.reply({
    fieldErrors,
    formErrors: hasFieldErrors ? [] : [result.data.message],
  })
}
