/**
 * Grouped orders (spec 4): a buyer opens one on a shop with a deadline and shares its link;
 * members add their lines; at the deadline the lines of everyone become one order of the
 * organiser with one delivery. The rules here are pure: what opening takes, when a group is
 * still open, and how the members' lines add up into that order's lines.
 */
import * as z from 'zod'
import {
  MAX_LINE_QUANTITY,
  MAX_LINES,
  lineId,
  lineQuantitySchema,
  quantitySchema,
  type CartProduct,
} from '#app/modules/checkout/domain/cart'
import { CheckoutAddress } from '#app/modules/checkout/domain/cart-schema'
import { bounded, maxLength } from '#app/platform/domain/validation'

export const GROUP_NAME_MAX = 80
/** A group gathers orders for two months at most: a forgotten link must not stay open for ever. */
export const GROUP_MAX_DAYS = 60
const DAY_MS = 24 * 60 * 60_000

/**
 * Payment types a group may use: the offline ones. Card and SEPA take an imprint or a mandate
 * from the person who orders; a group's order has one payer, the organiser, who settles the
 * whole amount with the producer.
 */
export const groupPaymentTypes = ['transfer', 'check', 'cash', 'bill'] as const
export type GroupPaymentType = (typeof groupPaymentTypes)[number]

export const groupMessages = {
  name: `Le nom de la commande groupée doit compter de 1 à ${GROUP_NAME_MAX} caractères.`,
  deadline: 'Indiquez une date limite valide.',
  deadlinePast: 'La date limite doit être dans le futur.',
  deadlineTooFar: `La date limite ne peut pas dépasser ${GROUP_MAX_DAYS} jours.`,
  deliveryMode: 'Choisissez un mode de livraison.',
  payment:
    'Choisissez un paiement hors ligne (virement, chèque, espèces ou facture) : la carte et le prélèvement ne sont pas proposés, car un seul payeur règle la commande groupée.',
  quantity: `La quantité doit être un nombre entier entre 1 et ${MAX_LINE_QUANTITY}.`,
  tooManyLines: `Une commande compte ${MAX_LINES} lignes au plus.`,
  item: 'Choisissez un article.',
} as const

const id = z.number().int().positive().max(2_147_483_647)

/** A line as a member types it: a format, its vintage (the product's first when absent), a quantity. */
export const groupLineInput = z.strictObject({
  formatId: id,
  vintageId: id.optional(),
  quantity: z
    .number({ error: groupMessages.quantity })
    .int(groupMessages.quantity)
    .min(1, groupMessages.quantity)
    .max(MAX_LINE_QUANTITY, groupMessages.quantity),
})
export type GroupLineInput = z.output<typeof groupLineInput>

const lines = z.array(groupLineInput).max(MAX_LINES, groupMessages.tooManyLines)

/** PUT /grouped-orders/:token/lines: the member's whole list (an empty one removes them all). */
export const groupLinesSchema = z.strictObject({ lines })

/** When a deadline is checked: a fixed instant, or the clock read at each check. */
type Now = Date | (() => Date)
const instant = (now: Now) => (typeof now === 'function' ? now() : now).getTime()

/** An ISO date-time with its offset, checked against `now`: future, and within the limit. */
export function deadlineSchema(now: Now) {
  return bounded(z.string({ error: groupMessages.deadline }), maxLength.code)
    .pipe(z.iso.datetime({ offset: true, error: groupMessages.deadline }))
    .transform((value) => new Date(value))
    .refine((d) => d.getTime() > instant(now), groupMessages.deadlinePast)
    .refine(
      (d) => d.getTime() <= instant(now) + GROUP_MAX_DAYS * DAY_MS,
      groupMessages.deadlineTooFar,
    )
}

/** POST /grouped-orders: what opening a group takes, checked at `now` (by default, the clock). */
export function openGroupSchema(now: Now = () => new Date()) {
  return z.strictObject({
    shopId: id,
    name: z
      .string({ error: groupMessages.name })
      .trim()
      .min(1, groupMessages.name)
      .max(GROUP_NAME_MAX, groupMessages.name),
    deadline: deadlineSchema(now),
    deliveryModeId: z
      .number({ error: groupMessages.deliveryMode })
      .int(groupMessages.deliveryMode)
      .positive(groupMessages.deliveryMode)
      .max(2_147_483_647, groupMessages.deliveryMode),
    deliveryAddress: CheckoutAddress,
    paymentType: z.enum(groupPaymentTypes, { error: groupMessages.payment }),
    /** The organiser's first lines (opening from the cart brings that seller's lines along). */
    lines: lines.default([]),
  })
}
export type OpenGroup = z.output<ReturnType<typeof openGroupSchema>>

const typed = () => z.string().trim().default('')

/**
 * The cart's "Commander à plusieurs" form as its fields arrive (Conform): every rule is
 * `openGroupSchema`'s, checked on the body the page makes of them (the deadline in Paris time).
 */
export const openGroupFormSchema = z.object({
  intent: z.literal('open-group'),
  sellerId: typed().transform(Number),
  name: typed(),
  deadline: typed(),
  deliveryModeId: typed(),
  paymentType: typed(),
  address: z
    .object({ name: typed(), street: typed(), zipcode: typed(), city: typed(), country: typed() })
    .default({ name: '', street: '', zipcode: '', city: '', country: '' }),
})

export type GroupState = { status: string; deadline: Date | string }

/** Open to joining and to changes: still open, and its deadline not reached. */
export function isGroupOpen(group: GroupState, now: Date): boolean {
  return group.status === 'open' && new Date(group.deadline).getTime() > now.getTime()
}

/** A group still open whose deadline has passed waits for its placement (the job). */
export function isGroupDue(group: GroupState, now: Date): boolean {
  return group.status === 'open' && new Date(group.deadline).getTime() <= now.getTime()
}

/**
 * The lines of one order from every member's: the same product, format and vintage adds up into
 * one line (so that quantity discounts see the group's quantity), in the order lines first
 * appeared; wrapping is kept when any member asked for it.
 */
export function mergeMemberLines(members: readonly { products: readonly CartProduct[] }[]) {
  const merged = new Map<string, CartProduct>()
  for (const member of members)
    for (const line of member.products) {
      const key = lineId(line)
      const known = merged.get(key)
      merged.set(
        key,
        known
          ? {
              ...known,
              quantity: known.quantity + line.quantity,
              isWrapped: known.isWrapped || line.isWrapped,
            }
          : { ...line, idTmp: key },
      )
    }
  return [...merged.values()]
}

/**
 * A member's share of a line the engine priced for the whole group: its total in proportion to
 * the member's quantity, rounded half-up to the cent (the engine stays the only source of prices).
 */
export function shareOf(lineTotalCents: number, memberQuantity: number, lineQuantity: number) {
  if (lineQuantity <= 0) return 0
  return Math.round((lineTotalCents * memberQuantity) / lineQuantity)
}

/** A blank field reads as an empty string, as `FormData` gives it (a blank quantity is 0). */
const blank = (value: unknown) => value ?? ''

/**
 * The forms of the group's page (Conform), by intent: join, leave, place or cancel the group;
 * add an article (`item` is 'formatId:vintageId'); change or remove one of the member's lines.
 */
export const groupPageFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.enum(['join', 'leave', 'place', 'cancel']) }),
  z.object({
    intent: z.literal('add'),
    item: z
      .string({ error: groupMessages.item })
      .transform((value) => value.split(':').map(Number))
      .refine(([formatId, vintageId]) => Boolean(formatId && vintageId), groupMessages.item)
      .transform(([formatId, vintageId]) => ({ formatId, vintageId })),
    quantity: z.preprocess(blank, quantitySchema),
  }),
  z.object({
    intent: z.literal('quantity'),
    idTmp: z.string().default(''),
    quantity: z.preprocess(blank, lineQuantitySchema),
  }),
  z.object({ intent: z.literal('remove'), idTmp: z.string().default('') }),
])
export type GroupPageForm = z.output<typeof groupPageFormSchema>
