/** A shop's promotions and promo codes (spec 3: Promotion). */
import { conflictOnUnique } from '#app/platform/db/unique'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import {
  promotionProblems,
  type PromotionInput,
  type PromotionUpdate,
} from '#app/modules/catalogue/domain/catalogue-schemas'
import type { Db } from '#app/platform/db/client'
import { promotions } from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import { shopFormats } from './catalogue'
import { catalogueChanged } from '../catalogue-events'

type PromotionRow = typeof promotions.$inferSelect

export const promotionsText = {
  notFound: 'Promotion inexistante',
  codeTaken: 'Ce code promo est déjà utilisé.',
  unknownFormat: 'Format inexistant',
  created: 'La promotion a été créée.',
  updated: 'La promotion a été enregistrée.',
  deleted: 'La promotion a été supprimée.',
} as const

export function toPromotionRecord(p: PromotionRow) {
  return {
    id: p.id,
    name: p.name,
    type: p.type,
    amount: p.amount,
    activation: p.activation,
    activationValue: p.activationValue,
    code: p.code,
    formatIds: p.formatIds,
    startsAt: p.startsAt?.toISOString() ?? null,
    endsAt: p.endsAt?.toISOString() ?? null,
    active: p.active,
  }
}

export async function listPromotions(db: Db, shopId: number) {
  const rows = await db
    .select()
    .from(promotions)
    .where(eq(promotions.shopId, shopId))
    .orderBy(asc(promotions.name), asc(promotions.id))
  return rows.map(toPromotionRecord)
}

async function findPromotion(db: Db, shopId: number, id: number) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.shopId, shopId)))
  if (!row) throw new ApiError(404, promotionsText.notFound)
  return row
}

/** Every checks the database needs: own formats only, a code not used by another promotion. */
async function assertUsable(
  db: Db,
  shopId: number,
  p: { code?: string | null; formatIds?: number[] },
  exceptId?: number,
) {
  if (p.formatIds && p.formatIds.length > 0) {
    const ids = [...new Set(p.formatIds)]
    const own = await shopFormats(db, shopId, ids)
    if (own.length !== ids.length)
      throw new ApiError(400, promotionsText.unknownFormat, {
        formatIds: [promotionsText.unknownFormat],
      })
  }
  if (p.code) {
    const [used] = await db
      .select({ id: promotions.id })
      .from(promotions)
      .where(
        and(
          eq(promotions.shopId, shopId),
          sql`upper(${promotions.code}) = ${p.code.toUpperCase()}`,
          exceptId === undefined ? undefined : ne(promotions.id, exceptId),
        ),
      )
    if (used)
      throw new ApiError(409, promotionsText.codeTaken, { code: [promotionsText.codeTaken] })
  }
}

function refuseProblems(p: Partial<PromotionInput>) {
  const problems = promotionProblems(p)
  const [first] = Object.values(problems)
  if (first)
    throw new ApiError(
      400,
      first,
      Object.fromEntries(Object.entries(problems).map(([k, m]) => [k, [m]])),
    )
}

/** The check above can lose a race; the unique index on (shop, upper(code)) cannot. */
const guardCode = <T>(work: () => Promise<T>) =>
  conflictOnUnique('promotions_shop_code_key', 'code', promotionsText.codeTaken, work)

export async function createPromotion(db: Db, shopId: number, input: PromotionInput) {
  await assertUsable(db, shopId, input)
  const [row] = await guardCode(() =>
    db
      .insert(promotions)
      .values({
        ...input,
        formatIds: [...new Set(input.formatIds ?? [])],
        shopId,
      })
      .returning(),
  )
  catalogueChanged(shopId)
  return toPromotionRecord(row)
}

export async function updatePromotion(db: Db, shopId: number, id: number, input: PromotionUpdate) {
  const current = await findPromotion(db, shopId, id)
  refuseProblems({ ...toPromotionRecord(current), ...dates(current), ...input })
  await assertUsable(db, shopId, input, id)
  const [row] = await guardCode(() =>
    db
      .update(promotions)
      .set({
        ...input,
        ...(input.formatIds ? { formatIds: [...new Set(input.formatIds)] } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(promotions.id, id), eq(promotions.shopId, shopId)))
      .returning(),
  )
  catalogueChanged(shopId)
  return toPromotionRecord(row)
}

const dates = (p: PromotionRow) => ({ startsAt: p.startsAt, endsAt: p.endsAt })

export async function deletePromotion(db: Db, shopId: number, id: number) {
  await findPromotion(db, shopId, id)
  await db.delete(promotions).where(and(eq(promotions.id, id), eq(promotions.shopId, shopId)))
  catalogueChanged(shopId)
}
