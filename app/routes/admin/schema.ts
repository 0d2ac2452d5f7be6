import * as z from 'zod'
import { messages } from '#app/platform/domain/validation'

const localDateTime = z
  .string({ error: messages.needed })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, messages.date)

export const maintenanceSchema = z
  .object({
    intent: z.literal('create'),
    message: z.string({ error: messages.needed }).trim().min(1, messages.needed).max(1000),
    mode: z.enum(['banner', 'page'], { error: messages.needed }),
    startDate: localDateTime,
    endDate: localDateTime,
  })
  .refine((v) => v.endDate > v.startDate, {
    message: 'La date de fin doit suivre la date de début.',
    path: ['endDate'],
  })

export const deleteMaintenanceSchema = z.object({
  intent: z.literal('delete'),
  id: z.coerce.number().int().positive(),
})

export const retryJobSchema = z.object({
  intent: z.literal('retry'),
  id: z.coerce.number().int().positive(),
})
