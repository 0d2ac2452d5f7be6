/** Spec 5's multi-email receiver field as the API takes it: `emails`, at least one, each valid. */
import * as z from 'zod'
import { messages, validateEmailReceivers } from '#app/platform/domain/validation'

const MAX_RECEIVERS = 20

export const emailReceivers = z
  .array(z.string({ error: messages.emailReceiversEmpty }).max(254), {
    error: messages.emailReceiversEmpty,
  })
  .max(MAX_RECEIVERS, `${MAX_RECEIVERS} adresses au plus.`)
  .default([])
  .transform((list, ctx) => {
    const trimmed = list.map((a) => a.trim()).filter((a) => a.length > 0)
    const problem = validateEmailReceivers(trimmed)
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem })
      return z.NEVER
    }
    // The same address twice gets one mail.
    const seen = new Set<string>()
    return trimmed.filter((a) => !seen.has(a.toLowerCase()) && seen.add(a.toLowerCase()))
  })
