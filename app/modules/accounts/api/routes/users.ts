import { eq } from 'drizzle-orm'
import { deriveCompanyIds } from '#app/platform/domain/company-ids'
import { users } from '#app/platform/db/schema'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError, messages } from '#app/platform/api/http'
import { noQuery, userIdOf } from '#app/platform/api/middleware'
import { mergeVisitorCart } from '#app/modules/checkout/api/carts'
import { loadApiUser, requestApiUser } from '../users'
import { mergeCartRoute, meRoute, updateMeRoute } from '../../contract'

export const userRoutes = contractRouter()

userRoutes.openapi(guarded(meRoute, noQuery), async (c) => {
  const auth = c.get('auth')
  if (auth.kind !== 'user') throw new ApiError(401, messages.unauthenticated)
  const user = await requestApiUser(c.get('deps').db, auth.userId, auth.masterAccountId)
  if (!user) throw new ApiError(401, messages.unauthenticated)
  const impersonatedBy =
    auth.impersonatorId === undefined
      ? null
      : ((
          await c
            .get('deps')
            .db.select({ id: users.id, username: users.username })
            .from(users)
            .where(eq(users.id, auth.impersonatorId))
        )[0] ?? null)
  return c.json({ sucess: true as const, user, impersonatedBy }, 200)
})

userRoutes.openapi(guarded(updateMeRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const auth = c.get('auth')
  const userId = userIdOf(auth)
  // The client's cart saver sends a `message` flag: it is not a user field (spec 7).
  const { siret, siren, phone, message: _flag, ...fields } = c.req.valid('json')
  const ids = siret !== undefined || siren !== undefined ? deriveCompanyIds({ siret, siren }) : null
  if (ids?.error) throw new ApiError(400, ids.error)
  // The shell shows the username, made of the names at registration: new names rename it too.
  const named =
    fields.firstname && fields.lastname && fields.username === undefined
      ? { username: `${fields.firstname} ${fields.lastname}` }
      : {}
  await db
    .update(users)
    .set({
      ...fields,
      ...named,
      ...(phone !== undefined ? { phone: phone || null } : {}),
      ...(ids ? { siret: ids.siret ?? null, siren: ids.siren ?? null } : {}),
      ...(fields.cart ? { cart: { ...fields.cart, lastUpdated: new Date().toISOString() } } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
  const user = await loadApiUser(
    db,
    userId,
    auth.kind === 'user' ? auth.masterAccountId : undefined,
  )
  if (!user) throw new ApiError(401, messages.unauthenticated)
  return c.json(
    { sucess: true as const, message: 'Vos informations ont été enregistrées.', user },
    200,
  )
})

/** After sign-in: the visitor cart of this browser joins the account's cart and is deleted. */
userRoutes.openapi(guarded(mergeCartRoute, noQuery), async (c) => {
  const userId = userIdOf(c.get('auth'))
  const { token } = c.req.valid('json')
  const cart = await mergeVisitorCart(c.get('deps').db, userId, token)
  return c.json({ sucess: true as const, cart }, 200)
})
