import { eq, sql } from 'drizzle-orm'
import {
  integrationWith,
  type Authorizations,
  type ShopModule,
  type ShopTypology,
  type UserRole,
} from '#app/platform/domain/enums'
import { hashPassword } from '../auth/passwords'
import type { Db } from './client'
import type { NotificationType } from '#app/modules/accounts/domain/notifications'
import {
  masterAccounts,
  masterAccountUsers,
  notifications,
  shopMembers,
  shops,
  users,
  type ShopSettings,
} from './schema'
import { seedCatalogue } from '#app/modules/catalogue/api/seed/seed-catalogue'
import { seedProductImages } from '#app/modules/catalogue/api/seed/seed-images'
import type { Storage } from '#app/platform/api/storage'
import { seedDelivery } from '#app/modules/delivery/api/seed/seed-delivery'
import { seedCrm } from '#app/modules/crm/api/seed/seed-crm'
import { seedLoyalty } from '#app/modules/loyalty/api/seed/seed-loyalty'
import { seedMessaging, seedSupport } from '#app/modules/messaging/api/seed/seed-messaging'
import { seedSales } from '#app/modules/sales/api/seed/seed-sales'
import { seedPipeline } from '#app/modules/clients/api/seed/seed-pipeline'
import { insertDefaultStages } from '#app/modules/clients/api/opportunities'
import { martinLegal, sourceLegal } from '#app/modules/sales/api/seed/seed-sales-data'
import { demoTwoFactorColumns } from '#app/modules/accounts/api/seed/demo-two-factor'

export const DEMO_PASSWORD = 'Demo1234'

const defaultSettings: ShopSettings = {
  logStartMonth: 1,
  logStartDay: 1,
  hasTVA: true,
  vatRate: { standard: 20, medium: 10, reduced: 5.5 },
  allRulesInEq75: false,
  // A new shop takes transfers and cheques until its owner says otherwise (billing tab): without
  // any accepted method its first buyer could not order.
  paymentTypes: ['transfer', 'check'],
}

const typology = (name: string, isPublic: boolean, ttc: boolean): ShopTypology => ({
  name,
  public: isPublic,
  ttc,
  globalDiscount: 0,
  allRulesInEq75: false,
})

const demoTypologies = {
  particulier: typology('Particulier', true, true),
  restaurateur: typology('Restaurateur', false, false),
  caviste: typology('Caviste', false, false),
}

type DemoUser = {
  email: string
  username: string
  firstname: string
  lastname: string
  role: UserRole
  phone?: string
  isPro?: boolean
  business?: { reason?: string; name?: string }
}

const demoUsers: DemoUser[] = [
  {
    email: 'owner@caveau.test',
    username: 'Claire Fontaine',
    firstname: 'Claire',
    lastname: 'Fontaine',
    role: 'owner',
    phone: '0612345678',
  },
  {
    email: 'iam@caveau.test',
    username: 'Julien Bernard',
    firstname: 'Julien',
    lastname: 'Bernard',
    role: 'iam',
  },
  {
    email: 'iam-limited@caveau.test',
    username: 'Sophie Petit',
    firstname: 'Sophie',
    lastname: 'Petit',
    role: 'iam',
  },
  {
    email: 'agent@caveau.test',
    username: 'Marc Leroy',
    firstname: 'Marc',
    lastname: 'Leroy',
    role: 'agent',
  },
  {
    email: 'buyer@caveau.test',
    username: 'Alice Martin',
    firstname: 'Alice',
    lastname: 'Martin',
    role: 'buyer',
  },
  {
    email: 'pro@caveau.test',
    username: 'Paul Durand',
    firstname: 'Paul',
    lastname: 'Durand',
    role: 'buyer',
    isPro: true,
    business: { reason: 'SARL Le Bistrot', name: 'Le Bistrot du Port' },
  },
  {
    email: 'admin@caveau.test',
    username: 'Admin Caveau',
    firstname: 'Admin',
    lastname: 'Caveau',
    role: 'admin',
  },
  {
    email: 'owner2@caveau.test',
    username: 'Louis Martin',
    firstname: 'Louis',
    lastname: 'Martin',
    role: 'owner',
  },
]

const limitedAuthorizations: Authorizations = {
  seeAllStock: false,
  seeAllPayment: false,
  accessAnalytics: false,
  createProduct: false,
  seeAllClient: false,
  accessAccounting: false,
}

const inactiveInShop2: ShopModule[] = ['stocks', 'analytics', 'accounting', 'iframes']

export type SeedOptions = {
  /**
   * The year of sales of shop 1 (clients, orders, invoices, payments…; app/modules/sales/api/seed/seed-sales.ts).
   * On by default (npm start, e2e); the API and loader tests seed without it, for speed.
   */
  activity?: boolean
  /** The moment the demo is seeded at (default: now); tests give a fixed one. */
  now?: Date
  /**
   * Where to store the catalogue's drawn product photos (npm start, e2e); without it the
   * products keep no visual, which the API and loader tests never need.
   */
  images?: Storage
}

/** Inserts the demo accounts and shops that are missing; running it twice changes nothing. */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const userIds = new Map<string, number>()
  for (const u of demoUsers) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${u.email}`)
    if (existing) {
      userIds.set(u.email, existing.id)
      continue
    }
    const [row] = await db
      .insert(users)
      .values({
        ...u,
        isPro: u.isPro ?? false,
        passwordHash,
        validatedAt: new Date(),
        ...demoTwoFactorColumns(u.email, new Date()),
      })
      .returning({ id: users.id })
    userIds.set(u.email, row.id)
  }
  const id = (email: string) => userIds.get(email)!

  const shop1 = await ensureShop(db, {
    code: 'SOURCE',
    name: 'Domaine de la Source',
    urlShop: 'domaine-de-la-source',
    ownerId: id('owner@caveau.test'),
    color: '#7b2d43',
    contactEmail: 'contact@domaine-de-la-source.test',
    integration: integrationWith(() => true),
    legal: sourceLegal,
  })
  const shop2 = await ensureShop(db, {
    code: 'MARTIN',
    name: 'Maison Martin',
    urlShop: 'maison-martin',
    ownerId: id('owner2@caveau.test'),
    color: '#2d5f7b',
    contactEmail: 'contact@maison-martin.test',
    businessType: 'spirit',
    integration: integrationWith((m) => !inactiveInShop2.includes(m)),
    legal: martinLegal,
  })

  await db
    .insert(shopMembers)
    .values([
      { shopId: shop1, userId: id('owner@caveau.test'), role: 'owner' },
      { shopId: shop1, userId: id('iam@caveau.test'), role: 'iam' },
      {
        shopId: shop1,
        userId: id('iam-limited@caveau.test'),
        role: 'iam',
        authorizations: limitedAuthorizations,
      },
      { shopId: shop1, userId: id('agent@caveau.test'), role: 'agent' },
      { shopId: shop1, userId: id('buyer@caveau.test'), role: 'buyer', typology: 'particulier' },
      { shopId: shop1, userId: id('pro@caveau.test'), role: 'buyer', typology: 'restaurateur' },
      { shopId: shop2, userId: id('owner2@caveau.test'), role: 'owner' },
    ])
    .onConflictDoNothing()
  await seedCatalogue(db, { source: shop1, martin: shop2 })
  if (options.images)
    await seedProductImages(db, options.images, [
      { id: shop1, name: 'Domaine de la Source' },
      { id: shop2, name: 'Maison Martin' },
    ])
  await seedDelivery(db, { source: shop1, martin: shop2 })
  await seedLoyalty(db, { shopId: shop1, buyerId: id('buyer@caveau.test') })

  const [master] = await db
    .select({ id: masterAccounts.id })
    .from(masterAccounts)
    .where(sql`lower(${masterAccounts.email}) = 'master@caveau.test'`)
  const masterId =
    master?.id ??
    (
      await db
        .insert(masterAccounts)
        .values({
          email: 'master@caveau.test',
          username: 'Groupe Fontaine-Martin',
          passwordHash,
          ...demoTwoFactorColumns('master@caveau.test', new Date()),
        })
        .returning({ id: masterAccounts.id })
    )[0].id
  await db
    .insert(masterAccountUsers)
    .values([
      { masterAccountId: masterId, userId: id('owner@caveau.test') },
      { masterAccountId: masterId, userId: id('owner2@caveau.test') },
    ])
    .onConflictDoNothing()

  const now = options.now ?? new Date()
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000)
  await ensureNotifications(db, id('owner@caveau.test'), [
    {
      shopId: shop1,
      type: 'newOrder',
      content: 'Nouvelle commande de Marc Lefèvre : 64,80 € TTC',
      redirectLink: '/dashboard/orders',
      createdAt: hoursAgo(1),
    },
    {
      shopId: shop1,
      type: 'newContact',
      content: 'Paul Durand (Le Bistrot du Port) a rejoint votre boutique',
      redirectLink: '/dashboard/clients',
      createdAt: hoursAgo(5),
    },
    {
      shopId: shop1,
      type: 'stockUpdate',
      content: 'Le stock de Sancerre Les Caillottes 2022 a été mis à jour',
      redirectLink: '/dashboard/stocks',
      createdAt: hoursAgo(26),
    },
    {
      shopId: shop1,
      type: 'payment',
      content: 'Paiement de 86,40 € reçu de Paul Durand',
      redirectLink: '/dashboard/payments',
      createdAt: hoursAgo(72),
      seen: true,
    },
  ])
  await ensureNotifications(db, id('buyer@caveau.test'), [
    {
      shopId: shop1,
      type: 'newOrder',
      content: 'Votre commande chez Domaine de la Source a bien été reçue',
      redirectLink: '/dashboard/orders',
      createdAt: hoursAgo(2),
    },
  ])

  await seedMessaging(
    db,
    {
      shopId: shop1,
      owner: id('owner@caveau.test'),
      iam: id('iam@caveau.test'),
      buyer: id('buyer@caveau.test'),
      pro: id('pro@caveau.test'),
    },
    now,
  )
  await seedSupport(db, { owner: id('owner@caveau.test'), admin: id('admin@caveau.test') }, now)
  if (options.activity ?? true) {
    await seedSales(
      db,
      {
        shopId: shop1,
        owner: id('owner@caveau.test'),
        iam: id('iam@caveau.test'),
        agent: id('agent@caveau.test'),
        buyer: id('buyer@caveau.test'),
        pro: id('pro@caveau.test'),
      },
      { now },
    )
    // After the year: its prospects are clients entered by staff, which the year's seed skips on.
    await seedPipeline(
      db,
      {
        shopId: shop1,
        owner: id('owner@caveau.test'),
        iam: id('iam@caveau.test'),
        agent: id('agent@caveau.test'),
      },
      { now },
    )
  }
  // After the year's clients, whom the static list picks.
  await seedCrm(db, shop1, { ownerId: id('owner@caveau.test'), now })
}

type DemoNotification = {
  shopId: number
  type: NotificationType
  content: string
  redirectLink: string
  createdAt: Date
  seen?: boolean
}

/** Demo notifications for a user who has none yet, so that a second run adds nothing. */
async function ensureNotifications(
  db: Db,
  userId: number,
  list: DemoNotification[],
): Promise<void> {
  const [existing] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .limit(1)
  if (existing) return
  await db.insert(notifications).values(list.map((n) => ({ ...n, userId, seen: n.seen ?? false })))
}

async function ensureShop(
  db: Db,
  shop: Pick<
    typeof shops.$inferInsert,
    | 'code'
    | 'name'
    | 'urlShop'
    | 'ownerId'
    | 'color'
    | 'contactEmail'
    | 'integration'
    | 'businessType'
    | 'legal'
  >,
): Promise<number> {
  const [existing] = await db.select({ id: shops.id }).from(shops).where(eq(shops.code, shop.code))
  if (existing) return existing.id
  const [row] = await db
    .insert(shops)
    .values({
      ...shop,
      editedShop: { color: shop.color ?? undefined },
      typologies: demoTypologies,
      settings: defaultSettings,
      business: {
        name: shop.name,
        ...(shop.legal?.legalName ? { reason: shop.legal.legalName } : {}),
        ...(shop.legal?.siret ? { siret: shop.legal.siret } : {}),
      },
    })
    .returning({ id: shops.id })
  await insertDefaultStages(db, row.id)
  return row.id
}

export { defaultSettings }
