/**
 * Marketing lists (issue 17 §3): static (clients picked one by one) or dynamic (a saved filter of
 * the clients list, the very schema of clients/domain/client-list.ts, evaluated again whenever
 * the list is read or used). One schema for POST|PUT /v1/crm/lists and the pages' forms.
 */
import * as z from 'zod'
import { clientFilterShape, type ClientFilters } from '#app/modules/clients/domain/client-list'
import { maxLength, needed } from '#app/platform/domain/validation'

/** Its pages (a client-safe constant: route modules read it in the browser too). */
export const LISTS_PATH = '/dashboard/crm/lists'

export const listTypes = ['static', 'dynamic'] as const
export type ListType = (typeof listTypes)[number]
export const listTypeLabels: Record<ListType, string> = {
  static: 'Statique (clients choisis)',
  dynamic: 'Dynamique (filtre de la liste des clients)',
}

export const listText = {
  name: 'Donnez un nom à la liste.',
  type: 'Choisissez le type de liste.',
  filters: 'Une liste dynamique garde au moins un filtre.',
  staticFilters: 'Une liste statique n’a pas de filtre : ajoutez-y des clients.',
  notFound: 'Cette liste est introuvable.',
  notStatic: 'Seule une liste statique reçoit des clients choisis.',
  created: 'La liste est créée.',
  saved: 'La liste est enregistrée.',
  deleted: 'La liste est supprimée.',
  memberAdded: 'Le client est ajouté à la liste.',
  memberRemoved: 'Le client est retiré de la liste.',
  client: 'Ce client est introuvable.',
  noCreate: 'Vos droits ne vous permettent pas de créer ou modifier des listes.',
} as const

/** The clients list's filters, exactly (the sort orders the members). */
export const ListFilters = z.strictObject(clientFilterShape, { error: 'Paramètre invalide.' })

/** The keys that select clients (the sort only orders them). */
const selecting = [
  'q',
  'typology',
  'kind',
  'agentId',
  'department',
  'pipe',
  'lastOrderAfter',
  'lastOrderBefore',
  'revenue',
  'tag',
] as const
export const hasFilter = (f: Partial<ClientFilters>) =>
  selecting.some((k) => f[k] !== undefined && f[k] !== '')

/** Filters as kept (and as GET /clients takes them): strings, without the empty ones. */
export function storedFilters(f: ClientFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(f)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  )
}

const name = needed(listText.name, maxLength.label)

/** POST /v1/crm/lists: a dynamic list needs a filter; a static one has none. */
export const ListInput = z
  .strictObject({
    name,
    type: z.enum(listTypes, { error: listText.type }),
    filters: ListFilters.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'dynamic' && !hasFilter(v.filters ?? {}))
      ctx.addIssue({ code: 'custom', message: listText.filters, path: ['filters'] })
    if (v.type === 'static' && v.filters && hasFilter(v.filters))
      ctx.addIssue({ code: 'custom', message: listText.staticFilters, path: ['filters'] })
  })
export type ListInput = z.output<typeof ListInput>

/** PUT /v1/crm/lists/{id}: its name, and a dynamic list's filters (its type stays). */
export const ListUpdate = z.strictObject({ name, filters: ListFilters.optional() })
export type ListUpdate = z.output<typeof ListUpdate>

export const MemberInput = z.strictObject({
  clientId: z.number({ error: listText.client }).int().positive().max(2_147_483_647),
})

/** The add and edit forms: a name, a type and the clients list's filters (Conform drops blanks). */
export const listForm = z
  .object({
    name,
    type: z.enum(listTypes, { error: listText.type }),
    ...clientFilterShape,
  })
  .superRefine((v, ctx) => {
    if (v.type === 'dynamic' && !hasFilter(v))
      ctx.addIssue({ code: 'custom', message: listText.filters, path: ['q'] })
  })
export type ListForm = z.output<typeof listForm>

/** The form's values as the API's body (filters as GET /clients takes them: strings). */
export function listBody(v: ListForm): z.input<typeof ListInput> {
  const { name, type, ...filters } = v
  return type === 'dynamic'
    ? { name, type, filters: storedFilters(filters) as z.input<typeof ListFilters> }
    : { name, type }
}
