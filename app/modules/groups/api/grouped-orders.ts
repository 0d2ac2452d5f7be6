/**
 * Grouped orders (spec 4): a buyer opens one on a shop with a deadline, delivery and an offline
 * payment, and shares its link; other buyers join and set their lines (ids and quantities only:
 * prices always come from the engine); at the deadline a job places it as one order of the
 * organiser (see grouped-order-placement.ts), who may also place it early or cancel it.
 */
import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Context } from 'hono'
import { lineId, MAX_LINE_QUANTITY, type CartProduct } from '#app/modules/checkout/domain/cart'
import {
  groupMessages,
  isGroupOpen,
  type GroupLineInput,
  type OpenGroup,
} from '#app/modules/groups/domain/grouped-orders'
import type { Db } from '#app/platform/db/client'
import {
  groupedOrderMembers,
  groupedOrders,
  productFormats,
  products,
  productVintages,
  shops,
} from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import type { ApiEnv } from '#app/platform/api/types'
import { activeDeliveryModes } from '#app/modules/delivery/api/delivery-modes'
import {
  CLOSE_JOB,
  closeGroup,
  expireGroup,
  jobContext,
  type CloseOutcome,
} from './grouped-order-placement'
import {
  groupByToken,
  membersOf,
  priceGroup,
  type GroupRow,
  type MemberRow,
} from './grouped-order-view'
import { enqueueJob, type JobHandlers } from '#app/platform/api/jobs'

export const groupText = {
  notFound: 'Commande groupée introuvable.',
  shopNotFound: 'Boutique introuvable.',
  closed: 'Cette commande groupée est close : elle n’accepte plus de changement.',
  ownerOnly: 'Seul l’organisateur de la commande groupée peut faire cela.',
  ownerStays: 'L’organisateur ne quitte pas sa commande groupée : il peut l’annuler.',
  payment: 'Ce producteur n’accepte pas ce moyen de paiement.',
  delivery: 'Ce mode de livraison n’est pas proposé par ce producteur.',
  unknownProduct: 'Produit inexistant',
  opened: 'La commande groupée est ouverte : partagez son lien pour que d’autres la rejoignent.',
  joined: 'Vous avez rejoint la commande groupée.',
  alreadyMember: 'Vous faites déjà partie de cette commande groupée.',
  saved: 'Vos articles ont été enregistrés.',
  left: 'Vous avez quitté la commande groupée.',
  placed: 'La commande groupée a été passée.',
  cancelled: 'La commande groupée a été annulée : chacun retrouve ses articles dans son panier.',
} as const

/** The caller, who must be a buyer. */
export async function requireGroup(db: Db, token: string): Promise<GroupRow> {
  const group = await groupByToken(db, token)
  if (!group) throw new ApiError(404, groupText.notFound)
  return group
}

/** The group as one of its members acts on it; anyone else is told it does not exist. */
async function requireMembership(db: Db, token: string, userId: number) {
  const group = await requireGroup(db, token)
  const members = await membersOf(db, group)
  if (!members.some((m) => m.userId === userId)) throw new ApiError(404, groupText.notFound)
  return { group, members }
}

function requireOpen(group: GroupRow) {
  if (!isGroupOpen(group, new Date())) throw new ApiError(409, groupText.closed)
}

const unknownLine = (index: number) =>
  new ApiError(400, groupText.unknownProduct, { [`lines.${index}`]: [groupText.unknownProduct] })

/**
 * A member's typed lines as cart lines of the group's shop: each format of that shop, in the
 * vintage asked for (the product's first by default); the same wine twice adds up.
 */
export async function resolveLines(
  db: Db,
  shopId: number,
  input: readonly GroupLineInput[],
): Promise<CartProduct[]> {
  if (input.length === 0) return []
  const formats = await db
    .select({ id: productFormats.id, productId: productFormats.productId })
    .from(productFormats)
    .innerJoin(products, eq(products.id, productFormats.productId))
    .where(
      and(
        inArray(productFormats.id, [...new Set(input.map((l) => l.formatId))]),
        eq(products.shopId, shopId),
      ),
    )
  const productIds = [...new Set(formats.map((f) => f.productId))]
  const vintages = productIds.length
    ? await db
        .select({ id: productVintages.id, productId: productVintages.productId })
        .from(productVintages)
        .where(inArray(productVintages.productId, productIds))
        .orderBy(asc(productVintages.position), asc(productVintages.id))
    : []
  const lines = new Map<string, CartProduct>()
  input.forEach((line, index) => {
    const format = formats.find((f) => f.id === line.formatId)
    if (!format) throw unknownLine(index)
    const vintage = vintages.find(
      (v) =>
        v.productId === format.productId &&
        (line.vintageId === undefined || v.id === line.vintageId),
    )
    if (!vintage) throw unknownLine(index)
    const choice = { productId: format.productId, formatId: format.id, vintageId: vintage.id }
    const key = lineId(choice)
    const quantity = (lines.get(key)?.quantity ?? 0) + line.quantity
    if (quantity > MAX_LINE_QUANTITY)
      throw new ApiError(400, groupMessages.quantity, {
        [`lines.${index}.quantity`]: [groupMessages.quantity],
      })
    lines.set(key, { idTmp: key, ...choice, quantity, isWrapped: false })
  })
  return [...lines.values()]
}

/**
 * The engine's word on the organiser buying these lines in that shop: a line it does not know
 * (not offered to the organiser's typology) or a shop that does not sell to them is refused now,
 * rather than at the deadline. Other errors (minimum amount…) are shown on the group's page.
 */
async function checkPricing(
  c: Context<ApiEnv>,
  group: GroupRow,
  members: MemberRow[],
  mine: readonly CartProduct[],
) {
  const priced = await priceGroup(c, group, members)
  const refused = priced?.price.errors.find(
    (e) =>
      e.code === 'completeInformation' ||
      (e.code === 'unknownProduct' && mine.some((l) => l.idTmp === e.lineId)),
  )
  if (refused) throw new ApiError(400, refused.message)
}

const newToken = () => randomBytes(24).toString('base64url')

/** Opens a group; its job is queued for the deadline in the same transaction. */
export async function openGroup(
  c: Context<ApiEnv>,
  ownerId: number,
  body: OpenGroup,
): Promise<GroupRow> {
  const { db } = c.get('deps')
  const [shop] = await db.select().from(shops).where(eq(shops.id, body.shopId))
  if (!shop) throw new ApiError(404, groupText.shopNotFound)
  if (!(shop.settings.paymentTypes ?? []).includes(body.paymentType))
    throw new ApiError(400, groupText.payment, { paymentType: [groupText.payment] })
  const modes = (await activeDeliveryModes(db, [shop.id])).get(shop.id) ?? []
  if (!modes.some((m) => m.id === body.deliveryModeId))
    throw new ApiError(400, groupText.delivery, { deliveryModeId: [groupText.delivery] })
  const lines = await resolveLines(db, shop.id, body.lines)
  const draft: GroupRow = {
    id: 0,
    shopId: shop.id,
    ownerId,
    token: newToken(),
    name: body.name,
    deadline: body.deadline,
    status: 'open',
    deliveryModeId: body.deliveryModeId,
    deliveryAddress: body.deliveryAddress,
    paymentType: body.paymentType,
    orderId: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  }
  // Priced even without lines: a shop that does not sell to the organiser is refused at once.
  const owner = { userId: ownerId, username: '', products: lines }
  const priced = await priceGroup(c, draft, [owner], { evenEmpty: true })
  const refused = priced?.price.errors.find(
    (e) => e.code === 'completeInformation' || e.code === 'unknownProduct',
  )
  if (refused) throw new ApiError(400, refused.message)
  return db.transaction(async (tx) => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...values } = draft
    const [group] = await tx.insert(groupedOrders).values(values).returning()
    await tx
      .insert(groupedOrderMembers)
      .values({ groupId: group.id, userId: ownerId, products: lines })
    await enqueueJob(
      tx,
      CLOSE_JOB,
      { groupId: group.id },
      { runAt: group.deadline, key: `${CLOSE_JOB}:${group.id}` },
    )
    return group
  })
}

/** Joins an open group; joining twice changes nothing. */
export async function joinGroup(c: Context<ApiEnv>, userId: number, token: string) {
  const { db } = c.get('deps')
  const group = await requireGroup(db, token)
  const members = await membersOf(db, group)
  if (members.some((m) => m.userId === userId)) return { group, joined: false }
  requireOpen(group)
  await db
    .insert(groupedOrderMembers)
    .values({ groupId: group.id, userId, products: [] })
    .onConflictDoNothing()
  return { group, joined: true }
}

/**
 * Replaces the member's lines. The change is written under the group row's lock after checking
 * it is still open, so it never slips in after the placement read the lines (see `freeze`).
 */
export async function setMyLines(
  c: Context<ApiEnv>,
  userId: number,
  token: string,
  input: readonly GroupLineInput[],
) {
  const { db } = c.get('deps')
  const { group, members } = await requireMembership(db, token, userId)
  requireOpen(group)
  const lines = await resolveLines(db, group.shopId, input)
  const next = members.map((m) => (m.userId === userId ? { ...m, products: lines } : m))
  await checkPricing(c, group, next, lines)
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(groupedOrders)
      .where(eq(groupedOrders.id, group.id))
      .for('update')
    if (!locked || !isGroupOpen(locked, new Date())) throw new ApiError(409, groupText.closed)
    await tx
      .update(groupedOrderMembers)
      .set({ products: lines, updatedAt: new Date() })
      .where(and(eq(groupedOrderMembers.groupId, group.id), eq(groupedOrderMembers.userId, userId)))
  })
  return group
}

export async function leaveGroup(c: Context<ApiEnv>, userId: number, token: string) {
  const { db } = c.get('deps')
  const { group } = await requireMembership(db, token, userId)
  if (group.ownerId === userId) throw new ApiError(409, groupText.ownerStays)
  requireOpen(group)
  await db
    .delete(groupedOrderMembers)
    .where(and(eq(groupedOrderMembers.groupId, group.id), eq(groupedOrderMembers.userId, userId)))
  return group
}

/** The organiser's group, still open (its deadline may have passed: the job has not run yet). */
async function requireOwnGroup(db: Db, token: string, userId: number) {
  const { group } = await requireMembership(db, token, userId)
  if (group.ownerId !== userId) throw new ApiError(403, groupText.ownerOnly)
  if (group.status !== 'open') throw new ApiError(409, groupText.closed)
  return group
}

/** The organiser places the group now rather than at the deadline. */
export async function placeGroupNow(
  c: Context<ApiEnv>,
  userId: number,
  token: string,
): Promise<{ group: GroupRow; outcome: CloseOutcome }> {
  const group = await requireOwnGroup(c.get('deps').db, token, userId)
  const outcome = await closeGroup(c, group.id)
  if (outcome.status === 'unchanged') throw new ApiError(409, groupText.closed)
  return { group, outcome }
}

export async function cancelGroup(c: Context<ApiEnv>, userId: number, token: string) {
  const { db } = c.get('deps')
  const group = await requireOwnGroup(db, token, userId)
  const outcome = await expireGroup(db, group, { kind: 'cancelled', by: userId })
  if (outcome.status === 'unchanged') throw new ApiError(409, groupText.closed)
  return group
}

/** The background jobs of grouped orders, for app/platform/api/job-handlers.ts. */
export const groupedOrderJobs: JobHandlers = {
  [CLOSE_JOB]: async (deps, payload) => {
    const groupId = Number(payload.groupId)
    if (!Number.isSafeInteger(groupId)) throw new Error(`${CLOSE_JOB}: groupId invalide`)
    await closeGroup(jobContext(deps), groupId)
  },
}
