import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { registrationMessages as msg } from '#app/modules/accounts/domain/registration'
import { twoFactorMessages, twoFactorRequired } from '#app/modules/accounts/domain/two-factor'
import { integrationWith } from '#app/platform/domain/enums'
import { defaultSettings } from '#app/platform/db/seed'
import { masterAccounts, shopMembers, shops, users } from '#app/platform/db/schema'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError, clientIp, messages } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { burnPasswordCheck, hashPassword, verifyPassword } from '#app/platform/auth/passwords'
import { hit } from '#app/platform/api/rate-limit'
import {
  consumeUserToken,
  issueUserToken,
  openSession,
  revokeSession,
  revokeUserSessions,
} from '#app/platform/auth/sessions'
import { findShop, freeShopIdentifiers } from '#app/modules/shop/api/shops'
import { insertDefaultStages } from '#app/modules/clients/api/opportunities'
import { checkLoginAllowed, clearLoginFailures, countLoginFailure } from '../login-throttle'
import {
  acceptSecondFactor,
  readChallenge,
  signChallenge,
  type TwoFactorOwner,
} from '../two-factor'
import { emailTaken, findMasterByLogin, findUserByLogin, loadApiUser } from '../users'
import type { Db } from '#app/platform/db/client'
import type { ApiDeps, ApiEnv } from '#app/platform/api/types'
import {
  forgotPasswordRoute,
  loginRoute,
  loginSecondStepRoute,
  logoutRoute,
  registerAgentRoute,
  registerBuyerRoute,
  registerSellerRoute,
  resetPasswordRoute,
  validateAccountRoute,
} from '../../contract'

const VALIDATE_TTL = 7 * 86_400_000
const RESET_TTL = 3_600_000

export const authRoutes = contractRouter()

authRoutes.openapi(guarded(loginRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const body = c.req.valid('json')
  const login = (body.username || body.email || '').trim().toLowerCase()
  const user = await findUserByLogin(db, login)
  const master = user ? null : await findMasterByLogin(db, login)
  const account = user ? `user:${user.id}` : master ? `master:${master.id}` : `unknown:${login}`
  await checkLoginAllowed(c, account)

  if (user && (await verifyPassword(body.password, user.passwordHash))) {
    await clearLoginFailures(c, account)
    // Said only to whoever knows the password: a locked account is no secret to its owner.
    if (user.lockedAt) throw new ApiError(403, msg.accountLocked)
    if (user.totpEnabledAt) return askSecondFactor(c, { userId: user.id })
    // An admin without a second factor yet gets a session that serves only to set it up.
    return signedIn(c, { userId: user.id }, twoFactorRequired({ role: user.role }))
  }
  if (master && (await verifyPassword(body.password, master.passwordHash))) {
    await clearLoginFailures(c, account)
    if (master.totpEnabledAt) return askSecondFactor(c, { masterAccountId: master.id })
    return signedIn(c, { masterAccountId: master.id }, twoFactorRequired({ masterAccount: true }))
  }
  if (!user && !master) await burnPasswordCheck(body.password)
  if ((await countLoginFailure(c, account)) && (user || master)) {
    await warnOfGuessing(
      c,
      user ? { userId: user.id, email: user.email } : { email: master!.email },
    )
  }
  throw new ApiError(401, msg.loginFailed)
})

/** The password was right and the account uses a second factor: no session yet, a challenge. */
function askSecondFactor(c: Context<ApiEnv>, owner: TwoFactorOwner) {
  return signChallenge(c.get('deps').config.jwtSecret, owner, Date.now()).then(
    (twoFactorChallenge) => c.json({ sucess: true as const, twoFactorChallenge }, 200),
  )
}

/**
 * Opens the session of a user or master account who passed the sign-in. An admin or master
 * account who must use a second factor and has none yet gets a session that serves only to set
 * it up (app/platform/api/authorize.ts refuses it everything else).
 */
async function signedIn(c: Context<ApiEnv>, owner: TwoFactorOwner, setupRequired: boolean) {
  const { db, config } = c.get('deps')
  const from = { userAgent: c.req.header('user-agent'), ip: clientIp(c) }
  const jwt = await openSession(db, config.jwtSecret, owner, from, {
    twoFactorSetup: setupRequired,
  })
  const setup = setupRequired ? { twoFactorSetupRequired: true } : {}
  if ('userId' in owner) {
    const user = await loadApiUser(db, owner.userId)
    return c.json({ sucess: true as const, user, jwt, ...setup }, 200)
  }
  const [master] = await db
    .select({
      id: masterAccounts.id,
      username: masterAccounts.username,
      email: masterAccounts.email,
    })
    .from(masterAccounts)
    .where(eq(masterAccounts.id, owner.masterAccountId))
  return c.json({ sucess: true as const, masterAccount: master, jwt, ...setup }, 200)
}

authRoutes.openapi(guarded(loginSecondStepRoute, noQuery), async (c) => {
  const { db, config } = c.get('deps')
  const body = c.req.valid('json')
  const owner = await readChallenge(config.jwtSecret, body.challenge)
  if (!owner) throw new ApiError(400, twoFactorMessages.challengeExpired)
  // A wrong code counts as a wrong password does (README, "Sign-in throttling").
  const account = 'userId' in owner ? `user:${owner.userId}` : `master:${owner.masterAccountId}`
  await checkLoginAllowed(c, account)
  if (!(await acceptSecondFactor(db, owner, body.code, { now: Date.now(), recovery: true }))) {
    await countLoginFailure(c, account)
    throw new ApiError(401, twoFactorMessages.wrongCode, { code: [twoFactorMessages.wrongCode] })
  }
  await clearLoginFailures(c, account)
  return signedIn(c, owner, false)
})

/**
 * The account went past its failure budget: its owner hears of it once per window, with a link to
 * choose a new password (a user's account) — the sign-in itself is slowed down, never refused.
 */
async function warnOfGuessing(c: Context<ApiEnv>, to: { userId?: number; email: string }) {
  const { db, config, mailer } = c.get('deps')
  const reset = to.userId
    ? `Si ce n'était pas vous, choisissez un nouveau mot de passe :\n${config.appUrl}/auth/resetpwd?token=${await issueUserToken(db, to.userId, 'reset', RESET_TTL)}\n\nCe lien est valable une heure.`
    : "Si ce n'était pas vous, choisissez un nouveau mot de passe depuis la page de connexion."
  await mailer.send({
    to: to.email,
    subject: 'Caveau : tentatives de connexion à votre compte',
    text: `Bonjour,\n\nPlusieurs tentatives de connexion à votre compte ont échoué. Votre compte n'est pas bloqué : vous pouvez toujours vous connecter.\n\n${reset}`,
  })
}

authRoutes.openapi(guarded(logoutRoute, noQuery), async (c) => {
  await revokeSession(c.get('deps').db, c.get('auth').sessionId)
  return c.json({ sucess: true as const }, 200)
})

/** Registration is limited per address and per e-mail before anything is written. */
async function guardRegistration(c: Context<ApiEnv>, email: string) {
  const { db, config } = c.get('deps')
  const limited =
    (await hit(db, `register:ip:${clientIp(c)}`, config.rateLimits.registerPerAddress)) ||
    (await hit(db, `register:account:${email.toLowerCase()}`, config.rateLimits.registerPerAccount))
  if (limited) throw new ApiError(429, messages.tooManyAttempts)
  if (await emailTaken(db, email))
    throw new ApiError(409, msg.emailTaken, { email: [msg.emailTaken] })
}

type NewUser = typeof users.$inferInsert
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Writes the account and whatever belongs to it (`alsoWrite`: membership, shop) in one
 * transaction, then sends the validation mail and opens a session.
 */
async function createAccount(
  c: Context<ApiEnv>,
  values: Omit<NewUser, 'passwordHash'> & { password: string },
  alsoWrite: (tx: Tx, userId: number) => Promise<void> = async () => {},
) {
  const { db, config, mailer } = c.get('deps')
  const { password, ...fields } = values
  const passwordHash = await hashPassword(password)
  let userId: number
  try {
    userId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...fields, email: fields.email.trim(), passwordHash })
        .returning({ id: users.id })
      await alsoWrite(tx, row.id)
      return row.id
    })
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides.
    if (isUniqueViolation(error))
      throw new ApiError(409, msg.emailTaken, { email: [msg.emailTaken] })
    throw error
  }
  const token = await issueUserToken(db, userId, 'validate', VALIDATE_TTL)
  const link = `${config.appUrl}/auth/validate?token=${token}`
  await mailer.send({
    to: fields.email,
    subject: 'Caveau : validez votre adresse mail',
    text: `Bonjour ${fields.firstname ?? ''},\n\nBienvenue sur Caveau. Pour valider votre adresse mail, ouvrez ce lien :\n${link}\n\nCe lien est valable 7 jours.`,
  })
  const jwt = await openSession(db, config.jwtSecret, { userId })
  return c.json(
    { sucess: true as const, message: msg.created, user: await loadApiUser(db, userId), jwt },
    201,
  )
}

/** A write refused by a unique index (PostgreSQL 23505), however deep the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: any = error; e; e = e.cause) if (e.code === '23505') return true
  return false
}

const displayName = (v: { firstname: string; lastname: string }) => `${v.firstname} ${v.lastname}`

authRoutes.openapi(guarded(registerBuyerRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const body = c.req.valid('json')
  const shop = body.shop ? await findShop(db, body.shop) : null
  if (body.shop && !shop) throw new ApiError(400, msg.unknownShop, { shop: [msg.unknownShop] })
  await guardRegistration(c, body.email)
  const publicTypology = shop
    ? (Object.entries(shop.typologies).find(([, t]) => t.public)?.[0] ?? null)
    : null
  return createAccount(
    c,
    {
      role: 'buyer',
      username: displayName(body),
      email: body.email,
      password: body.password,
      firstname: body.firstname,
      lastname: body.lastname,
      phone: body.phone ?? null,
      isPro: body.isPro,
      business: body.isPro ? { name: body.businessName } : null,
      siret: body.siret ?? null,
      siren: body.siren ?? null,
    },
    async (tx, userId) => {
      if (!shop) return
      await tx
        .insert(shopMembers)
        .values({ shopId: shop.id, userId, role: 'buyer', typology: publicTypology })
    },
  )
})

authRoutes.openapi(guarded(registerSellerRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const body = c.req.valid('json')
  await guardRegistration(c, body.email)
  const ids = await freeShopIdentifiers(db, body.shopName)
  return createAccount(
    c,
    {
      role: 'owner',
      username: displayName(body),
      email: body.email,
      password: body.password,
      firstname: body.firstname,
      lastname: body.lastname,
      phone: body.phone,
      isPro: true,
      business: { name: body.businessName },
      siret: body.siret ?? null,
      siren: body.siren ?? null,
    },
    async (tx, userId) => {
      const [shop] = await tx
        .insert(shops)
        .values({
          ...ids,
          name: body.shopName,
          ownerId: userId,
          contactEmail: body.email,
          business: { name: body.businessName, siret: body.siret },
          settings: defaultSettings,
          integration: integrationWith(() => true),
          typologies: {
            particulier: {
              name: 'Particulier',
              public: true,
              ttc: true,
              globalDiscount: 0,
              allRulesInEq75: false,
            },
          },
        })
        .returning({ id: shops.id })
      await tx.insert(shopMembers).values({ shopId: shop.id, userId, role: 'owner' })
      await insertDefaultStages(tx, shop.id)
    },
  )
})

authRoutes.openapi(guarded(registerAgentRoute, noQuery), async (c) => {
  const body = c.req.valid('json')
  await guardRegistration(c, body.email)
  return createAccount(c, {
    role: 'agent',
    username: displayName(body),
    email: body.email,
    password: body.password,
    firstname: body.firstname,
    lastname: body.lastname,
    phone: body.phone,
    isPro: true,
    business: body.businessName ? { name: body.businessName } : null,
    siret: body.siret ?? null,
    siren: body.siren ?? null,
  })
})

authRoutes.openapi(guarded(forgotPasswordRoute, noQuery), async (c) => {
  const { db, config, mailer } = c.get('deps')
  const body = c.req.valid('json')
  if (
    await hit(db, `reset:account:${body.email.toLowerCase()}`, config.rateLimits.registerPerAccount)
  ) {
    throw new ApiError(429, messages.tooManyAttempts)
  }
  const user = await findUserByLogin(db, body.email)
  if (user && user.email.toLowerCase() === body.email.toLowerCase()) {
    await mailPasswordReset({ db, config, mailer }, user)
  }
  // The same answer either way, so that the form does not reveal which addresses have an account.
  return c.json({ sucess: true as const, message: msg.resetSent }, 200)
})

/**
 * The reset-password mail: a one-hour link to /auth/resetpwd. Sent when the user asks, and when an
 * administrator forces a reset (admin console).
 */
export async function mailPasswordReset(
  { db, config, mailer }: ApiDeps,
  user: { id: number; email: string },
  forced = false,
) {
  const token = await issueUserToken(db, user.id, 'reset', RESET_TTL)
  const why = forced
    ? 'Un administrateur de Caveau a demandé que vous choisissiez un nouveau mot de passe : vos sessions ont été fermées.'
    : 'Pour choisir un nouveau mot de passe, ouvrez ce lien :'
  const ignore = forced ? '' : " Si vous n'êtes pas à l'origine de cette demande, ignorez ce mail."
  await mailer.send({
    to: user.email,
    subject: 'Caveau : réinitialisation de votre mot de passe',
    text: `Bonjour,\n\n${why}\n${config.appUrl}/auth/resetpwd?token=${token}\n\nCe lien est valable une heure.${ignore}`,
  })
}

authRoutes.openapi(guarded(resetPasswordRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const body = c.req.valid('json')
  const userId = await consumeUserToken(db, body.token, 'reset')
  if (userId === null) throw new ApiError(400, msg.badToken)
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(body.password), updatedAt: new Date() })
    .where(eq(users.id, userId))
  // Whoever knew the old password is signed out everywhere.
  await revokeUserSessions(db, userId)
  return c.json({ sucess: true as const, message: msg.resetDone }, 200)
})

authRoutes.openapi(guarded(validateAccountRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const body = c.req.valid('json')
  const userId = await consumeUserToken(db, body.token, 'validate')
  if (userId === null) throw new ApiError(400, msg.badToken)
  await db.update(users).set({ validatedAt: new Date() }).where(eq(users.id, userId))
  return c.json({ sucess: true as const, message: msg.validated }, 200)
})
