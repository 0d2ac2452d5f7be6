/**
 * Who is looking at a shop's catalogue (spec 6): its staff see every product and may pick a
 * typology; a signed-in buyer sees the typology assigned to them; anyone else the public one.
 */
import type { Context } from 'hono'
import { buyerTypology, type CatalogueViewer } from '#app/modules/catalogue/domain/catalogue'
import type { UserRole } from '#app/platform/domain/enums'
import type { shops } from '#app/platform/db/schema'
import { requestApiUser } from '#app/modules/accounts/api/users'
import { ApiError } from '#app/platform/api/http'
import type { ApiEnv } from '#app/platform/api/types'
import { sessionOf } from '#app/platform/api/middleware'

export type ShopRow = typeof shops.$inferSelect

export type ShopViewer = {
  /** Null for a visitor who is not signed in (or whose token is no longer valid). */
  userId: number | null
  username: string | null
  isPro: boolean
  /** The viewer's role in this shop's list, if the shop is in it. */
  membership: UserRole | null
  /** Owner, collaborator or agent of this shop. */
  staff: boolean
  /** The typology whose prices are shown; null when the shop has no public one. */
  typology: string | null
  /** `membersOnlyPrices` is on and the visitor is not signed in. */
  pricesHidden: boolean
}

const staffRoles: readonly UserRole[] = ['owner', 'iam', 'agent']

export const unknownTypology = 'Cette typologie n’existe pas.'

/**
 * The signed-in user of the request, if any. A public page never refuses a visitor: a missing,
 * expired or revoked token simply makes them anonymous.
 */
export async function optionalUserId(c: Context<ApiEnv>): Promise<number | null> {
  const auth = await sessionOf(c)
  return auth?.kind === 'user' ? auth.userId : null
}

export function isStaffRole(role: UserRole | null): boolean {
  return role !== null && staffRoles.includes(role)
}

/** The viewer as the catalogue rules of app/modules/catalogue/domain/catalogue.ts want it. */
export function catalogueViewerOf(viewer: ShopViewer): CatalogueViewer {
  return viewer.staff ? { kind: 'staff' } : { kind: 'buyer', typology: viewer.typology }
}

/**
 * The viewer of `shop` for this request. `requested` is a typology staff asked to see the shop
 * with (400 when the shop has no such typology); others always get their own. `embedded` is the
 * typology an embedded shop (iframe) shows to anonymous visitors instead of the public one.
 */
export async function shopViewer(
  c: Context<ApiEnv>,
  shop: ShopRow,
  requested?: string,
  embedded?: string,
): Promise<ShopViewer> {
  const auth = await sessionOf(c)
  const userId = auth?.kind === 'user' ? auth.userId : null
  const anonymous: ShopViewer = {
    userId: null,
    username: null,
    isPro: false,
    membership: null,
    staff: false,
    typology: buyerTypology(shop.typologies, embedded),
    pricesHidden: shop.settings.membersOnlyPrices === true,
  }
  if (userId === null) return anonymous
  // The user and their memberships as the page's `/users/me` already read them (one read per
  // HTTP request), not a second query.
  const user = await requestApiUser(c.get('deps').db, userId, auth?.masterAccountId)
  if (!user) return anonymous
  const member = user.shops.find((s) => s.id === shop.id)
  const membership = member?.role ?? null
  const staff = isStaffRole(membership)
  if (staff && requested !== undefined && !shop.typologies[requested]) {
    throw new ApiError(400, unknownTypology, { typology: [unknownTypology] })
  }
  return {
    userId,
    username: user.username,
    isPro: user.isPro,
    membership,
    staff,
    typology:
      staff && requested !== undefined
        ? requested
        : buyerTypology(shop.typologies, staff ? null : (member?.typology ?? null)),
    pricesHidden: false,
  }
}
