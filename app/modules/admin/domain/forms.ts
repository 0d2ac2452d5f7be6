/** The admin console's forms (issue 16 §4), shared by the pages and their actions. */
import * as z from 'zod'
import { shopModules } from '#app/platform/domain/enums'
import { messages } from '#app/platform/domain/validation'

/** How long the reason given for acting as a user may be. */
export const IMPERSONATION_REASON_MAX = 500

const id = z.coerce.number({ error: messages.needed }).int().positive()

export const suspendForm = z.object({
  intent: z.literal('suspend'),
  id,
  suspended: z.enum(['true', 'false'], { error: "Cette valeur n'est pas proposée" }),
})

export const modulesForm = z.object({
  intent: z.literal('modules'),
  id,
  /** The modules ticked; a module not ticked is turned off. */
  module: z.array(z.enum(shopModules, { error: "Cette valeur n'est pas proposée" })).default([]),
})

export const lockForm = z.object({
  intent: z.literal('lock'),
  id,
  locked: z.enum(['true', 'false'], { error: "Cette valeur n'est pas proposée" }),
})

export const resetForm = z.object({ intent: z.literal('reset'), id })

export const impersonateForm = z.object({
  intent: z.literal('impersonate'),
  id,
  reason: z
    .string({ error: 'Indiquez la raison de l’intervention.' })
    .trim()
    .min(1, 'Indiquez la raison de l’intervention.')
    .max(IMPERSONATION_REASON_MAX, `Doit contenir au plus ${IMPERSONATION_REASON_MAX} caractères`),
})
