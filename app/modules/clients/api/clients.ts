/**
 * A shop's clients (spec 2.2): the buyers who ordered from it and the customers its staff
 * entered. Agents only ever read and write the clients assigned to them.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import * as z from 'zod'
import { CheckoutAddress } from '#app/modules/checkout/domain/cart-schema'
import { siret } from '#app/platform/domain/company-ids'
import { paymentDelays } from '#app/modules/sales/domain/payment-delays'
import { messages as rules } from '#app/platform/domain/validation'
import type { Db } from '#app/platform/db/client'
import { clients, shopMembers, shops, users } from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import type { SalesActor } from '#app/modules/sales/api/sales-access'
import { containsPattern } from '#app/platform/db/like'

export type ClientRow = typeof clients.$inferSelect

export const CLIENTS_PAGE_SIZE = 20

export const clientText = {
  notFound: 'Client introuvable.',
  name: 'Veuillez renseigner un nom ou une raison sociale.',
  typology: 'Cette typologie n’existe pas dans votre boutique.',
  agent: 'Cet agent ne travaille pas pour votre boutique.',
  created: 'Le client a été créé.',
  updated: 'Le client a été mis à jour.',
} as const

export const clientCivilities = [
  'Monsieur',
  'Madame',
  'SARL',
  'SAS',
  'SA',
  'Docteur',
  'EURL',
  'EARL',
  'EIRL',
  'Société',
  'M. ou Mme',
  'Association',
  'Restaurant',
  'GMBH',
  'SCI',
  'Cave',
  'Autre',
] as const

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Doit contenir au plus ${max} caractères`)
    .transform((s) => s || null)
    .nullable()
    .optional()

/** PUT /clients/:id: the fields sent change, the others stay. */
export const ClientPatch = z.strictObject({
  isPro: z.boolean().optional(),
  civility: z.enum(clientCivilities, { error: 'Civilité inconnue.' }).nullable().optional(),
  firstname: text(100),
  lastname: text(100),
  businessName: text(200),
  email: z
    .email({ error: rules.email })
    .max(200, rules.email)
    .transform((s) => s.toLowerCase())
    .nullable()
    .optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s.()-]{6,20}$/, rules.phone)
    .nullable()
    .optional(),
  typology: z.string().trim().min(1, clientText.typology).max(60).nullable().optional(),
  siret: siret().nullable().optional(),
  vatNumber: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}[A-Z0-9]{2,13}$/i, rules.vatNumber)
    .nullable()
    .optional(),
  exciseNumber: text(40),
  billingAddress: CheckoutAddress.nullable().optional(),
  deliveryAddress: CheckoutAddress.nullable().optional(),
  paymentDelay: z
    .enum(paymentDelays, { error: 'Délai de paiement inconnu.' })
    .nullable()
    .optional(),
  notes: text(5000),
  agentId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
})
export type ClientInput = z.output<typeof ClientPatch>

const named = (c: Pick<ClientInput, 'lastname' | 'businessName'>) =>
  Boolean(c.lastname || c.businessName)

/** POST /clients: a client needs a name or a business name. */
export const ClientInput = ClientPatch.refine(named, {
  message: clientText.name,
  path: ['lastname'],
})

export const ClientListQuery = z.strictObject(
  {
    q: z.string().trim().max(100, 'Paramètre invalide.').optional(),
    typology: z.string().trim().max(60, 'Paramètre invalide.').optional(),
    page: z
      .string()
      .regex(/^\d{1,6}$/, 'Paramètre invalide.')
      .transform(Number)
      .pipe(z.number().int().min(1, 'Paramètre invalide.'))
      .default(1),
  },
  { error: 'Paramètre invalide.' },
)

/** The clients an actor may reach: the shop's, an agent's own only. */
export function clientScope(actor: Pick<SalesActor, 'shop' | 'agentId'>): SQL {
  return and(
    eq(clients.shopId, actor.shop.id),
    actor.agentId === null ? undefined : eq(clients.agentId, actor.agentId),
  )!
}

/** Escapes LIKE wildcards so that a search for "50%" looks for "50%". */

/** "Le Bistrot du Port — Paul Durand", or whichever of the two exists. */
export function clientName(c: Pick<ClientRow, 'businessName' | 'firstname' | 'lastname'>) {
  const person = [c.firstname, c.lastname].filter(Boolean).join(' ')
  return [c.businessName, person].filter(Boolean).join(' — ')
}

export async function listClients(
  db: Db,
  actor: SalesActor,
  query: z.output<typeof ClientListQuery>,
) {
  const q = query.q ? containsPattern(query.q) : null
  const where = and(
    clientScope(actor),
    query.typology ? eq(clients.typology, query.typology) : undefined,
    q
      ? or(
          ilike(clients.lastname, q),
          ilike(clients.firstname, q),
          ilike(clients.businessName, q),
          ilike(clients.email, q),
          ilike(sql`${clients.firstname} || ' ' || ${clients.lastname}`, q),
        )
      : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(
        asc(sql`lower(coalesce(${clients.businessName}, ${clients.lastname}, ''))`),
        desc(clients.id),
      )
      .limit(CLIENTS_PAGE_SIZE)
      .offset((query.page - 1) * CLIENTS_PAGE_SIZE),
    db.select({ n: count() }).from(clients).where(where),
  ])
  return {
    clients: rows.map(withName),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: CLIENTS_PAGE_SIZE,
  }
}

const withName = (row: ClientRow) => ({ ...row, name: clientName(row) })
export type ClientRecord = ReturnType<typeof withName>

/** One client within the actor's reach, or 404. */
export async function findClient(
  db: Db,
  actor: Pick<SalesActor, 'shop' | 'agentId'>,
  id: number,
): Promise<ClientRecord> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), clientScope(actor)))
  if (!row) throw new ApiError(404, clientText.notFound)
  return withName(row)
}

/** Refuses a typology the shop does not define and an agent who does not work for it. */
async function checkReferences(db: Db, shopId: number, input: ClientInput) {
  if (input.typology) {
    const [shop] = await db
      .select({ typologies: shops.typologies })
      .from(shops)
      .where(eq(shops.id, shopId))
    if (!shop?.typologies[input.typology])
      throw new ApiError(400, clientText.typology, { typology: [clientText.typology] })
  }
  if (input.agentId) {
    const [agent] = await db
      .select({ id: shopMembers.userId })
      .from(shopMembers)
      .where(
        and(
          eq(shopMembers.shopId, shopId),
          eq(shopMembers.userId, input.agentId),
          eq(shopMembers.role, 'agent'),
        ),
      )
    if (!agent) throw new ApiError(400, clientText.agent, { agentId: [clientText.agent] })
  }
}

/** The columns written from the input; an agent's clients stay theirs. */
function columnsOf(actor: SalesActor, input: ClientInput) {
  const { agentId, ...rest } = input
  return {
    ...rest,
    ...(actor.agentId !== null
      ? { agentId: actor.agentId }
      : agentId !== undefined
        ? { agentId }
        : {}),
  }
}

export async function createClient(db: Db, actor: SalesActor, input: ClientInput) {
  await checkReferences(db, actor.shop.id, input)
  const [row] = await db
    .insert(clients)
    .values({ shopId: actor.shop.id, ...columnsOf(actor, input) })
    .returning()
  return withName(row)
}

export async function updateClient(db: Db, actor: SalesActor, id: number, input: ClientInput) {
  const current = await findClient(db, actor, id)
  const merged = {
    lastname: input.lastname === undefined ? current.lastname : input.lastname,
    businessName: input.businessName === undefined ? current.businessName : input.businessName,
  }
  if (!named(merged)) throw new ApiError(400, clientText.name, { lastname: [clientText.name] })
  await checkReferences(db, actor.shop.id, input)
  const [row] = await db
    .update(clients)
    .set({ ...columnsOf(actor, input), updatedAt: new Date() })
    .where(and(eq(clients.id, id), clientScope(actor)))
    .returning()
  return withName(row)
}

/**
 * The client row of a buyer account in a shop, created from the account on its first order
 * (the unique (shop, user) index makes two concurrent checkouts agree on one row). Its id.
 */
export async function ensureClientForBuyer(db: Db, shopId: number, userId: number) {
  const [existing] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.shopId, shopId), eq(clients.userId, userId)))
  if (existing) return existing.id
  const [user] = await db
    .select({
      firstname: users.firstname,
      lastname: users.lastname,
      username: users.username,
      email: users.email,
      phone: users.phone,
      isPro: users.isPro,
      business: users.business,
      siret: users.siret,
      deliveryAddress: users.deliveryAddress,
      billingAddress: users.billingAddress,
      typology: shopMembers.typology,
    })
    .from(users)
    .leftJoin(shopMembers, and(eq(shopMembers.userId, users.id), eq(shopMembers.shopId, shopId)))
    .where(eq(users.id, userId))
  if (!user) throw new ApiError(404, clientText.notFound)
  await db
    .insert(clients)
    .values({
      shopId,
      userId,
      isPro: user.isPro,
      firstname: user.firstname,
      lastname: user.lastname ?? (user.firstname ? null : user.username),
      businessName: user.business?.name ?? user.business?.reason ?? null,
      email: user.email.toLowerCase(),
      phone: user.phone,
      typology: user.typology,
      siret: user.siret,
      billingAddress: user.billingAddress,
      deliveryAddress: user.deliveryAddress,
    })
    .onConflictDoNothing({ target: [clients.shopId, clients.userId] })
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.shopId, shopId), eq(clients.userId, userId)))
  return row.id
}
