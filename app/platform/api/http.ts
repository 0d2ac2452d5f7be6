import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as z from 'zod'
import type { ApiEnv } from './types'

/** An expected refusal; `app.onError` turns it into `{ sucess: false, message }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message)
  }
}

export const messages = {
  unauthenticated: 'Veuillez vous connecter.',
  forbidden: "Vous n'avez pas accès à cette ressource.",
  notFound: 'Ressource introuvable.',
  badJson: 'Le corps de la requête doit être un JSON valide.',
  notJson: 'Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).',
  tooLarge: 'La requête est trop volumineuse.',
  badOrigin: 'Origine de la requête refusée.',
  tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  serverError: 'Une erreur est survenue',
  badParameter: 'Paramètre invalide.',
} as const

/**
 * PostgreSQL's refusal of a text it cannot store (a NUL byte: `22021` in text, `22P05` in jsonb),
 * as thrown by the driver or wrapped by Drizzle (`cause`).
 */
export function isUntypableText(error: unknown): boolean {
  for (let e: unknown = error, i = 0; e && typeof e === 'object' && i < 5; i++) {
    const code = (e as { code?: unknown }).code
    if (code === '22021' || code === '22P05') return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}

export function ok<T extends Record<string, unknown>>(
  c: Context<ApiEnv>,
  body: T,
  status: ContentfulStatusCode = 200,
) {
  return c.json({ sucess: true as const, ...body }, status)
}

/** A validator's refusal as the API words it: the first message, and every field's. */
export function zodFailure(error: z.ZodError): ApiError {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || ''
    ;(errors[key] ??= []).push(issue.message)
  }
  const [first] = error.issues
  return new ApiError(400, first?.message ?? 'Requête invalide.', errors)
}

/** Parses a JSON body; `strip` names client-only flags removed before validation. */
export async function parseBody<S extends z.ZodType>(
  c: Context<ApiEnv>,
  schema: S,
  options: { strip?: string[] } = {},
): Promise<z.output<S>> {
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    throw new ApiError(400, messages.badJson)
  }
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const key of options.strip ?? []) delete (raw as Record<string, unknown>)[key]
  }
  const result = schema.safeParse(raw)
  if (!result.success) throw zodFailure(result.error)
  return result.data
}

export function parseQuery<S extends z.ZodType>(c: Context<ApiEnv>, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query())
  if (!result.success) throw zodFailure(result.error)
  return result.data
}

export function clientIp(c: Context<ApiEnv>): string {
  return c.env?.clientIp ?? 'unknown'
}
