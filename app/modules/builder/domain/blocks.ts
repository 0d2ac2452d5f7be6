/**
 * The content blocks of a shop tab (issue 16 §2): what each kind holds, checked by one zod schema
 * per kind before any write (the API's, whoever calls it), and the pure rules of their order and
 * publication. Rich text is sanitised by the API (platform/domain/rich-text.ts) after this check.
 */
import * as z from 'zod'
import { colours, productTypes } from '#app/modules/catalogue/domain/catalogue'

export const blockKinds = ['text', 'image', 'products', 'events', 'contact', 'map'] as const
export type BlockKind = (typeof blockKinds)[number]
export const blockStatuses = ['draft', 'published'] as const
export type BlockStatus = (typeof blockStatuses)[number]

export const blockKindLabels: Record<BlockKind, string> = {
  text: 'Texte',
  image: 'Image',
  products: 'Grille de produits',
  events: 'Événements à venir',
  contact: 'Contact',
  map: 'Plan d’accès au domaine',
}

/** Blocks a tab may hold: enough for a page, few enough to keep it fast. */
export const MAX_BLOCKS_PER_TAB = 30
export const RICH_TEXT_MAX = 20_000
/** An image is shown at most this wide (px); the upload is resized to 1200 px already. */
export const IMAGE_WIDTHS = { min: 120, max: 1200 } as const
export const GRID_LIMIT = { min: 1, max: 24 } as const
export const EVENTS_LIMIT = { min: 1, max: 12 } as const

export const blockMessages = {
  kind: 'Ce type de bloc n’existe pas.',
  html: `Le texte est obligatoire (${RICH_TEXT_MAX.toLocaleString('fr-FR')} caractères au plus).`,
  url: 'L’image doit être téléversée sur Caveau.',
  alt: 'Le texte alternatif est obligatoire (200 caractères au plus) : il décrit l’image à qui ne la voit pas.',
  width: `La largeur doit être comprise entre ${IMAGE_WIDTHS.min} et ${IMAGE_WIDTHS.max} pixels.`,
  type: 'Ce type de produit n’existe pas.',
  color: 'Cette couleur n’existe pas.',
  gamme: 'La gamme fait 80 caractères au plus.',
  limit: 'Le nombre à afficher n’est pas valide.',
  title: 'Le titre fait 120 caractères au plus.',
  address: 'L’adresse est obligatoire (300 caractères au plus).',
  tab: 'Cet onglet n’existe pas dans votre boutique.',
  full: `Un onglet compte au plus ${MAX_BLOCKS_PER_TAB} blocs.`,
  otherKind: 'Ce bloc n’est pas de ce type.',
  notFound: 'Ce bloc n’existe pas.',
  created: 'Le bloc est ajouté en brouillon.',
  saved: 'Le bloc est enregistré.',
  deleted: 'Le bloc est supprimé.',
  moved: 'Le bloc est déplacé.',
  published: 'Les blocs de l’onglet sont publiés.',
  unpublished: 'Les blocs de l’onglet sont repassés en brouillon.',
} as const

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((s) => s || undefined)

const title = optionalText(120, blockMessages.title)
const int = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message)

/** Only images stored by POST /v1/images (`/uploads/…`): no hot-linking of other sites. */
export const uploadedImage = z
  .string({ error: blockMessages.url })
  .trim()
  .regex(/^\/uploads\/[\w./-]{1,200}$/, blockMessages.url)
  .refine((s) => !s.includes('..'), blockMessages.url)

export const blockContentSchemas = {
  text: z.strictObject({
    html: z
      .string({ error: blockMessages.html })
      .trim()
      .min(1, blockMessages.html)
      .max(RICH_TEXT_MAX, blockMessages.html),
  }),
  image: z.strictObject({
    url: uploadedImage,
    alt: z
      .string({ error: blockMessages.alt })
      .trim()
      .min(1, blockMessages.alt)
      .max(200, blockMessages.alt),
    width: int(IMAGE_WIDTHS.min, IMAGE_WIDTHS.max, blockMessages.width),
    caption: optionalText(200, blockMessages.title),
  }),
  products: z.strictObject({
    title,
    type: z.enum(productTypes, { error: blockMessages.type }).optional(),
    gamme: optionalText(80, blockMessages.gamme),
    color: z.enum(colours, { error: blockMessages.color }).optional(),
    limit: int(GRID_LIMIT.min, GRID_LIMIT.max, blockMessages.limit),
  }),
  events: z.strictObject({
    title,
    limit: int(EVENTS_LIMIT.min, EVENTS_LIMIT.max, blockMessages.limit),
  }),
  contact: z.strictObject({ title }),
  map: z.strictObject({
    title,
    address: z
      .string({ error: blockMessages.address })
      .trim()
      .min(1, blockMessages.address)
      .max(300, blockMessages.address),
  }),
} satisfies Record<BlockKind, z.ZodType>

export type BlockContentOf<K extends BlockKind> = z.output<(typeof blockContentSchemas)[K]>
export type BlockContent = { [K in BlockKind]: BlockContentOf<K> }[BlockKind]

const withKind = <K extends BlockKind>(kind: K) =>
  z.strictObject({ kind: z.literal(kind), content: blockContentSchemas[kind] })

/** The tab's id in `shops.tabs` (ShopTab.id): short, url-safe. */
export const tabKey = z
  .string({ error: blockMessages.tab })
  .trim()
  .regex(/^[\w-]{1,64}$/, blockMessages.tab)

/** A block's kind and content, as PUT /v1/builder/blocks/{id} takes them. */
export const BlockBody = z.discriminatedUnion(
  'kind',
  [
    withKind('text'),
    withKind('image'),
    withKind('products'),
    withKind('events'),
    withKind('contact'),
    withKind('map'),
  ],
  { error: blockMessages.kind },
)
export type BlockBody = z.output<typeof BlockBody>

/** A new block, as POST /v1/builder/blocks takes it: its tab, kind and content. */
export const NewBlockInput = z.discriminatedUnion(
  'kind',
  [
    withKind('text').extend({ tab: tabKey }),
    withKind('image').extend({ tab: tabKey }),
    withKind('products').extend({ tab: tabKey }),
    withKind('events').extend({ tab: tabKey }),
    withKind('contact').extend({ tab: tabKey }),
    withKind('map').extend({ tab: tabKey }),
  ],
  { error: blockMessages.kind },
)

/**
 * The new order after moving the block `id` one place up or down: the positions 0…n-1 of the tab's
 * blocks in their current order, or null when it cannot move (first up, last down, not found).
 */
export function moveBlock(
  ordered: readonly number[],
  id: number,
  direction: 'up' | 'down',
): number[] | null {
  const at = ordered.indexOf(id)
  const to = direction === 'up' ? at - 1 : at + 1
  if (at < 0 || to < 0 || to >= ordered.length) return null
  const next = [...ordered]
  ;[next[at], next[to]] = [next[to], next[at]]
  return next
}

/** Every tab id of a shop's tabs, children included. */
export function tabIdsOf(tabs: readonly { id: string; children?: { id: string }[] }[]): string[] {
  return tabs.flatMap((t) => [t.id, ...tabIdsOf(t.children ?? [])])
}
