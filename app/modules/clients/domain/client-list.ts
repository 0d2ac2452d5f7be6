/**
 * The clients list's filters, sort and page (spec 2.2 `/dashboard/clients`), one schema for
 * GET /clients and its CSV export: the page builds the query, the API validates it again.
 */
import * as z from 'zod'
import { isDepartment } from './departments'

const badParameter = 'Paramètre invalide.'

/** Private clients or professionals (a client's `isPro`). */
export const clientKinds = ['private', 'pro'] as const
/** Spec 2.2's `pipe`: a prospect, or a client. */
export const clientPipes = ['prospect', 'client'] as const
export type ClientPipe = (typeof clientPipes)[number]
/** The sorts of the list; a leading '-' reverses. The first is the default. */
export const clientSorts = ['name', '-name', '-createdAt', 'createdAt', 'city', '-city'] as const
export type ClientSort = (typeof clientSorts)[number]

const id = z
  .string({ error: badParameter })
  .regex(/^\d{1,10}$/, badParameter)
  .transform(Number)
  .refine((n) => n >= 1 && n <= 2_147_483_647, badParameter)

/** Every filter of the list, without the page (the CSV export takes these). */
export const clientFilterShape = {
  q: z
    .string()
    .trim()
    .max(100, badParameter)
    .optional()
    .describe('Part of the name, business name, e-mail, city or SIRET'),
  typology: z.string().trim().max(60, badParameter).optional().describe('A typology key'),
  kind: z.enum(clientKinds, { error: badParameter }).optional().describe('Private or pro'),
  agentId: id.optional().describe('The member who follows the client'),
  department: z
    .string()
    .trim()
    .max(3, badParameter)
    .toUpperCase()
    .refine(isDepartment, badParameter)
    .optional()
    .describe('A French département (01…95, 2A, 2B, 971…976), from the billing postal code'),
  pipe: z.enum(clientPipes, { error: badParameter }).optional().describe('Prospects or clients'),
  sort: z.enum(clientSorts, { error: badParameter }).default('name'),
}

export type ClientFilters = z.output<z.ZodObject<typeof clientFilterShape>>
