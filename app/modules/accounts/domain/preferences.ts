/**
 * The visitor's choices kept in cookies (spec 1, 2.7, 4): the alcohol notice's answer, the
 * agent's mode and the language. Each is a small form posted to a resource route, without
 * JavaScript; the page to come back to is `redirectTo` (checked by safeRedirectPath).
 */
import * as z from 'zod'

/** The page to return to: anything but text is as good as no page. */
const redirectTo = z.string().optional().catch(undefined)

/** 'Avez-vous plus de 18 ans ?': only 'yes' lets the visitor in. */
export const adultGateSchema = z.object({ answer: z.literal('yes'), redirectTo })

export const agentModes = ['tour', 'dashboard'] as const
export type AgentMode = (typeof agentModes)[number]

/** 'Mode tournée' or 'Mode dashboard'; anything else is the dashboard. */
export const agentModeSchema = z.object({
  mode: z.enum(agentModes).catch('dashboard'),
  redirectTo,
})

export const unknownLocale = 'Langue inconnue'

/** One of the languages the app speaks (app/i18n.ts). */
export const localeSchema = <L extends readonly [string, ...string[]]>(locales: L) =>
  z.object({ locale: z.enum(locales, { error: unknownLocale }), redirectTo })
