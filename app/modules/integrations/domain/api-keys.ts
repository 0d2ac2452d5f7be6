/**
 * API keys (issue 16 §3, `/get-api-key`): what a key may reach and how it reads. A key acts as
 * the member who made it (their role and rights, checked as for their own session) and, on top,
 * only within its scopes: each scope opens one area of `/v1`, read (GET) or write (the rest).
 * Endpoints outside every scope (accounts, settings, keys themselves, the buyer's side) refuse a
 * key: a leaked key can never make another key, change a password or read the shop's settings.
 */
import { TZDate } from '@date-fns/tz'
import * as z from 'zod'
import { PARIS, parisIsoDay } from '#app/platform/domain/paris-calendar'

/** The areas a key can be opened to, and the `/v1` paths each covers (contract syntax). */
const areas = {
  catalogue: ['/products', '/tarifs', '/promotions'],
  orders: ['/orders', '/sales-documents', '/shipments', '/payments', '/sepa-mandates'],
  clients: ['/clients'],
} as const

type Area = keyof typeof areas

export const apiKeyScopes = [
  'catalogue:read',
  'catalogue:write',
  'orders:read',
  'orders:write',
  'clients:read',
  'clients:write',
] as const satisfies readonly `${Area}:${'read' | 'write'}`[]

export type ApiKeyScope = (typeof apiKeyScopes)[number]

export const scopeLabels: Record<ApiKeyScope, string> = {
  'catalogue:read': 'Lire le catalogue (articles, tarifs, promotions)',
  'catalogue:write': 'Modifier le catalogue',
  'orders:read': 'Lire les commandes, documents de vente, expéditions et paiements',
  'orders:write': 'Créer et modifier les commandes, documents, expéditions et paiements',
  'clients:read': 'Lire les clients',
  'clients:write': 'Créer et modifier les clients',
}

const coveredBy = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/** The scope an endpoint needs from a key, or null when no key may call it. */
export function scopeNeeded(method: string, path: string): ApiKeyScope | null {
  const area = (Object.keys(areas) as Area[]).find((a) =>
    areas[a].some((prefix) => coveredBy(path, prefix)),
  )
  if (!area) return null
  return `${area}:${method.toUpperCase() === 'GET' ? 'read' : 'write'}`
}

/** `cv_<prefix>_<secret>`: the prefix finds the row, the secret is checked against its hash. */
const keyPattern = /^cv_([A-Za-z0-9]{12})_([A-Za-z0-9_-]{43})$/

export const looksLikeApiKey = (token: string) => token.startsWith('cv_')

export function parseApiKey(token: string): { prefix: string; secret: string } | null {
  const match = keyPattern.exec(token)
  return match ? { prefix: match[1], secret: match[2] } : null
}

export const formatApiKey = (prefix: string, secret: string) => `cv_${prefix}_${secret}`

export const apiKeyText = {
  name: 'Donnez un nom à cette clé (80 caractères au plus).',
  scopes: 'Choisissez au moins un accès pour cette clé.',
  expiry: 'La date d’expiration doit être une date à venir (aujourd’hui au plus tôt).',
  created: 'Votre clé d’API est créée. Copiez-la maintenant : elle ne sera plus jamais affichée.',
  revoked: 'La clé d’API est révoquée : elle ne donne plus accès à rien.',
  unknown: 'Cette clé d’API n’existe pas.',
  invalid: 'Cette clé d’API est invalide, expirée ou révoquée.',
  outOfScope: 'Cette clé d’API ne donne pas accès à cette ressource.',
  tooMany: 'Trop de requêtes avec cette clé d’API : réessayez dans une minute.',
} as const

export const ApiKeyInput = z.object({
  name: z
    .string({ error: apiKeyText.name })
    .trim()
    .min(1, apiKeyText.name)
    .max(80, apiKeyText.name),
  scopes: z
    .array(z.enum(apiKeyScopes, { error: apiKeyText.scopes }), { error: apiKeyText.scopes })
    .min(1, apiKeyText.scopes)
    .transform((scopes) => [...new Set(scopes)]),
  /** The last day the key works (Paris), or none: a key that never expires. */
  expiresOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, apiKeyText.expiry)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), apiKeyText.expiry)
    .nullish(),
})
export type ApiKeyInput = z.output<typeof ApiKeyInput>

/** Whether `expiresOn` leaves the key at least the rest of today (Paris) to live. */
export const expiryAllowed = (expiresOn: string, now: Date) => expiresOn >= parisIsoDay(now)

/** The instant a key expiring on `day` stops working: the end of that day in Paris. */
export function expiryInstant(day: string): Date {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(new TZDate(year, month - 1, date + 1, PARIS).getTime())
}
