import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { registrationMessages } from '#app/modules/accounts/domain/registration'
import { EMAIL_CHANGE_TTL, emailChangeMessages as msg } from '#app/modules/accounts/domain/profile'
import { users, userTokens } from '#app/platform/db/schema'
import type { Db } from '#app/platform/db/client'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { noQuery, userIdOf } from '#app/platform/api/middleware'
import {
  consumeUserTokenRow,
  issueUserToken,
  revokeUserSessions,
} from '#app/platform/auth/sessions'
import { requireCurrentPassword } from '../login-throttle'
import { emailTaken } from '../users'
import { isUniqueViolation } from './auth'
import { changeEmailRoute, confirmEmailRoute, myEmailRoute } from '../../contract'

export const emailChangeRoutes = contractRouter()

/** The user's e-mail token still waiting to be opened: only the latest one is ever live. */
const liveEmailToken = (userId: number) =>
  and(
    eq(userTokens.userId, userId),
    eq(userTokens.kind, 'email'),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, new Date()),
  )

/** Whether an account other than `userId` (or a master account) has this address. */
async function takenByAnother(db: Db, userId: number, email: string): Promise<boolean> {
  const [self] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
  return !self && (await emailTaken(db, email))
}

const taken = () =>
  new ApiError(409, registrationMessages.emailTaken, { email: [registrationMessages.emailTaken] })

emailChangeRoutes.openapi(guarded(myEmailRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const userId = userIdOf(c.get('auth'))
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  const [pending] = await db
    .select({ email: userTokens.newEmail, until: userTokens.expiresAt })
    .from(userTokens)
    .where(liveEmailToken(userId))
    .orderBy(desc(userTokens.id))
    .limit(1)
  return c.json(
    {
      sucess: true as const,
      email: user?.email ?? '',
      pendingEmail: pending?.email ?? null,
      pendingUntil: pending?.until.toISOString() ?? null,
    },
    200,
  )
})

emailChangeRoutes.openapi(guarded(changeEmailRoute, noQuery), async (c) => {
  const { db, config, mailer } = c.get('deps')
  const userId = userIdOf(c.get('auth'))
  const body = c.req.valid('json')
  const email = body.email.trim()
  const user = await requireCurrentPassword(c, userId, body.currentPassword)
  if (user.email.toLowerCase() === email.toLowerCase())
    throw new ApiError(400, msg.sameAddress, { email: [msg.sameAddress] })
  if (await takenByAnother(db, userId, email)) throw taken()
  // A new request replaces the one before: its link stops working.
  await db.update(userTokens).set({ usedAt: new Date() }).where(liveEmailToken(userId))
  const token = await issueUserToken(db, userId, 'email', EMAIL_CHANGE_TTL, email)
  await mailer.send({
    to: email,
    subject: 'Caveau : confirmez votre nouvelle adresse e-mail',
    text: `Bonjour ${user.firstname ?? ''},\n\nPour que ${email} devienne l'adresse de votre compte Caveau, ouvrez ce lien :\n${config.appUrl}/auth/confirm-email?token=${token}\n\nCe lien est valable 24 heures et ne sert qu'une fois. Tant qu'il n'est pas ouvert, votre adresse reste ${user.email}.`,
  })
  await mailer.send({
    to: user.email,
    subject: 'Caveau : changement de votre adresse e-mail demandé',
    text: `Bonjour ${user.firstname ?? ''},\n\nUne demande a été faite pour remplacer l'adresse de votre compte Caveau par ${email}. Elle ne changera que lorsque le lien envoyé à cette adresse sera ouvert.\n\nSi ce n'était pas vous, changez votre mot de passe depuis Paramètres > Compte : le lien cessera de fonctionner si vous demandez ensuite une autre adresse.`,
  })
  return c.json({ sucess: true as const, message: msg.sent(email) }, 200)
})

emailChangeRoutes.openapi(guarded(confirmEmailRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const auth = c.get('auth')
  const userId = userIdOf(auth)
  const { token } = c.req.valid('json')
  // Only the account that asked can open its link: another user's token stays unused.
  const row = await consumeUserTokenRow(db, token, 'email', userId)
  if (!row?.newEmail) throw new ApiError(400, registrationMessages.badToken)
  if (await takenByAnother(db, userId, row.newEmail)) throw taken()
  try {
    await db
      .update(users)
      .set({ email: row.newEmail, validatedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId))
  } catch (error) {
    if (isUniqueViolation(error)) throw taken()
    throw error
  }
  // The sign-in name changed: a session opened elsewhere with the old one ends (README).
  await revokeUserSessions(db, userId, auth.sessionId)
  return c.json({ sucess: true as const, message: msg.confirmed }, 200)
})
