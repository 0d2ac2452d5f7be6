/**
 * The clients list's filters, sort and page (spec 2.2 `/dashboard/clients`), one schema for
 * GET /clients and its CSV export: the page builds the query, the API validates it again.
 */
import * as z from 'zod'
import { isCalendarDay } from '#app/platform/domain/validation'
import { isDepartment } from './departments'

const badParameter = 'Paramètre invalide.'

/** Private clients or professionals (a client's `isPro`). */
export const clientKinds = ['private', 'pro'] as const
/** Spec 2.2's `pipe`: a prospect, or a client. */
export const clientPipes = ['prospect', 'client'] as const
export type ClientPipe = (typeof clientPipes)[number]
/** The sorts of the list; a leading '-' reverses. The first is the default. */
export const clientSorts = [
  'name',
  '-name',
  '-createdAt',
  'createdAt',
  'city',
  '-city',
  '-lastOrder',
  'lastOrder',
  '-revenue',
  'revenue',
] as const
export type ClientSort = (typeof clientSorts)[number]

/**
 * The orders that count as the client's purchases (the last order date, the revenue): placed and
 * not cancelled, refused, aborted, expired or in error; drafts left out.
 */
export const purchaseStatuses = ['pending', 'validated', 'invoiced'] as const

/**
 * Revenue bands: the total TTC of the client's purchases, all time (a band that moved with the
 * calendar would reshuffle a saved dynamic list every day), in cents, `[from, to)`.
 */
export const revenueBands = {
  lt500: { label: 'Moins de 500 €', from: 0, to: 50_000 },
  '500to2000': { label: '500 à 2 000 €', from: 50_000, to: 200_000 },
  '2000to10000': { label: '2 000 à 10 000 €', from: 200_000, to: 1_000_000 },
  gt10000: { label: 'Plus de 10 000 €', from: 1_000_000, to: null },
} as const
export type RevenueBand = keyof typeof revenueBands
export const revenueBandKeys = Object.keys(revenueBands) as [RevenueBand, ...RevenueBand[]]

const day = (what: string) =>
  z
    .string({ error: badParameter })
    .trim()
    .max(10, badParameter)
    .refine(isCalendarDay, badParameter)
    .optional()
    .describe(what)

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
  lastOrderAfter: day(
    'Clients whose last order was placed on or after this Paris day (YYYY-MM-DD)',
  ),
  lastOrderBefore: day(
    'Clients who ordered, their last order placed before this Paris day (YYYY-MM-DD)',
  ),
  tag: z.string().trim().max(40, badParameter).optional().describe('Clients carrying this tag'),
  revenue: z
    .enum(revenueBandKeys, { error: badParameter })
    .optional()
    .describe(
      'Revenue band, TTC, all time: lt500 (< 500 €, no order included), 500to2000, 2000to10000, gt10000 (≥ 10 000 €)',
    ),
  sort: z.enum(clientSorts, { error: badParameter }).default('name'),
}

export type ClientFilters = z.output<z.ZodObject<typeof clientFilterShape>>
