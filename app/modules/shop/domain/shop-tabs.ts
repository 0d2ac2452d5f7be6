/**
 * The tabs of a public shop's header (spec 2.9): a tab lists the catalogue, optionally filtered,
 * or shows a page of rich text; tabs may hold child tabs (one level, shown in a dropdown).
 */
import * as z from 'zod'
import { colours, productTypes, type ShopTab } from '#app/modules/catalogue/domain/catalogue'
import { sanitizeRichText } from '#app/platform/domain/rich-text'
import { messages } from '#app/platform/domain/validation'

/** Tabs in all, child tabs included: more would not fit a phone's header menu. */
export const MAX_SHOP_TABS = 12
export const TAB_NAME_MAX = 40
export const TAB_CONTENT_MAX = 20_000
export const TAB_GAMME_MAX = 80

/** Where the public header puts the logo (spec 2.9). */
export const shopHeaderStyles = ['start', 'center', 'left'] as const
export type ShopHeaderStyle = (typeof shopHeaderStyles)[number]

export const shopTabKinds = ['products', 'content'] as const
export type ShopTabKind = (typeof shopTabKinds)[number]

export const shopTabMessages = {
  id: 'L’identifiant de l’onglet n’est pas valide.',
  nameMax: `Le nom d’un onglet a au plus ${TAB_NAME_MAX} caractères.`,
  contentMax: `Le contenu d’un onglet a au plus 20 000 caractères.`,
  gammeMax: `La gamme a au plus ${TAB_GAMME_MAX} caractères.`,
  choice: "Cette valeur n'est pas proposée",
  tooMany: `Une boutique a au plus ${MAX_SHOP_TABS} onglets, sous-onglets compris.`,
  duplicate: 'Deux onglets portent le même identifiant.',
} as const

/** Every tab of the tree, parents first. */
export const allTabs = (tabs: readonly ShopTab[]): ShopTab[] =>
  tabs.flatMap((tab) => [tab, ...(tab.children ?? [])])

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((s) => s || undefined)
    .optional()

const filterSchema = z.strictObject({
  type: z.enum(productTypes, { error: shopTabMessages.choice }).optional(),
  color: z.enum(colours, { error: shopTabMessages.choice }).optional(),
  gamme: optionalText(TAB_GAMME_MAX, shopTabMessages.gammeMax),
})

const tabFields = {
  id: z.string({ error: shopTabMessages.id }).regex(/^[A-Za-z0-9_-]{1,40}$/, shopTabMessages.id),
  name: z
    .string({ error: messages.needed })
    .trim()
    .min(1, messages.needed)
    .max(TAB_NAME_MAX, shopTabMessages.nameMax),
  kind: z.enum(shopTabKinds, { error: shopTabMessages.choice }),
  filter: filterSchema.optional(),
  content: z.string().max(TAB_CONTENT_MAX, shopTabMessages.contentMax).optional(),
}

/**
 * A tab as stored: a product tab keeps only its (non-empty) filter, a content tab only its
 * sanitised HTML, so the public page never has to guess which one counts.
 */
function normalise(tab: z.output<z.ZodObject<typeof tabFields>>): ShopTab {
  const base = { id: tab.id, name: tab.name, kind: tab.kind }
  if (tab.kind === 'content') return { ...base, content: sanitizeRichText(tab.content ?? '') }
  const filter = Object.fromEntries(
    Object.entries(tab.filter ?? {}).filter(([, value]) => value !== undefined),
  )
  return Object.keys(filter).length ? { ...base, filter } : base
}

const childSchema = z.strictObject(tabFields).transform(normalise)

/** The length is checked before any item is read, so an oversized list costs no sanitising. */
const shortList = <T extends z.ZodType>(item: T) =>
  z.array(z.unknown()).max(MAX_SHOP_TABS, shopTabMessages.tooMany).pipe(z.array(item))

const tabSchema = z
  .strictObject({ ...tabFields, children: shortList(childSchema).optional() })
  .transform(({ children, ...tab }): ShopTab => {
    const parent = normalise(tab)
    return children?.length ? { ...parent, children } : parent
  })

/** A shop's whole tab list, as `PUT /v1/shops/me` takes it and stores it. */
export const ShopTabsInput = shortList(tabSchema).superRefine((tabs, ctx) => {
  const every = allTabs(tabs)
  if (every.length > MAX_SHOP_TABS)
    ctx.addIssue({ code: 'custom', message: shopTabMessages.tooMany })
  const ids = every.map((t) => t.id)
  if (new Set(ids).size !== ids.length)
    ctx.addIssue({ code: 'custom', message: shopTabMessages.duplicate })
})
