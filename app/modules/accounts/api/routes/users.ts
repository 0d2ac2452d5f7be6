import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as z from 'zod'
import { StoredCart } from '#app/modules/checkout/domain/cart-schema'
import * as rules from '#app/platform/domain/validation'
import { deriveCompanyIds } from '#app/platform/domain/company-ids'
import { users } from '#app/platform/db/schema'
import { ApiError, messages, ok, parseBody } from '#app/platform/api/http'
import { noQuery, requireUser, userIdOf } from '#app/platform/api/middleware'
import { mergeVisitorCart, VISITOR_TOKEN } from '#app/modules/checkout/api/carts'
import { loadApiUser } from '../users'
import type { ApiEnv } from '#app/platform/api/types'

const address = z
  .object({
    title: z.string().max(100).optional(),
    name: z.string().max(200).optional(),
    street: z.string().max(300).optional(),
    street2: z.string().max(300).optional(),
    zipcode: z.string().max(20).optional(),
    city: z.string().max(200).optional(),
    country: z.string().max(100).optional(),
  })
  .strict()

/** Fields a user may change on their own account; anything else (role, shops, email) is refused. */
const userUpdate = z
  .object({
    username: rules.username().optional(),
    firstname: rules.needed(rules.messages.firstName).optional(),
    lastname: rules.needed(rules.messages.lastName).optional(),
    phone: z.union([rules.phone(), z.literal('')]).optional(),
    business: z
      .object({ reason: z.string().max(200).optional(), name: z.string().max(200).optional() })
      .optional(),
    siret: z.string().max(20).optional(),
    siren: z.string().max(20).optional(),
    cart: StoredCart.optional(),
    deliveryAddress: address.nullable().optional(),
    billingAddress: address.nullable().optional(),
  })
  .strict()

export const userRoutes = new Hono<ApiEnv>()

userRoutes.use('*', noQuery)

userRoutes.get('/me', requireUser, async (c) => {
  const auth = c.get('auth')
  if (auth.kind !== 'user') throw new ApiError(401, messages.unauthenticated)
  const user = await loadApiUser(c.get('deps').db, auth.userId, auth.masterAccountId)
  if (!user) throw new ApiError(401, messages.unauthenticated)
  return ok(c, { user })
})

userRoutes.put('/me', requireUser, async (c) => {
  const { db } = c.get('deps')
  const auth = c.get('auth')
  const userId = userIdOf(auth)
  // The client's cart saver sends a `message` flag: it is not a user field (spec 7).
  const body = await parseBody(c, userUpdate, { strip: ['message'] })
  const { siret, siren, phone, ...fields } = body
  const ids = siret !== undefined || siren !== undefined ? deriveCompanyIds({ siret, siren }) : null
  if (ids?.error) throw new ApiError(400, ids.error)
  await db
    .update(users)
    .set({
      ...fields,
      ...(phone !== undefined ? { phone: phone || null } : {}),
      ...(ids ? { siret: ids.siret ?? null, siren: ids.siren ?? null } : {}),
      ...(fields.cart ? { cart: { ...fields.cart, lastUpdated: new Date().toISOString() } } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
  return ok(c, {
    message: 'Vos informations ont été enregistrées.',
    user: await loadApiUser(db, userId, auth.kind === 'user' ? auth.masterAccountId : undefined),
  })
})

/** After sign-in: the visitor cart of this browser joins the account's cart and is deleted. */
userRoutes.post('/me/cart/merge', requireUser, async (c) => {
  const userId = userIdOf(c.get('auth'))
  const { token } = await parseBody(
    c,
    z.strictObject({ token: z.string().regex(VISITOR_TOKEN, messages.badParameter) }),
  )
  return ok(c, { cart: await mergeVisitorCart(c.get('deps').db, userId, token) })
})
