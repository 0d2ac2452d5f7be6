/**
 * The demo pipeline of Domaine de la Source (issue 17 §1): four prospects with their sources (one
 * followed by the agent) and seven opportunities across the default stages, on seeded clients
 * when the demo year is there and on the prospects otherwise. Expected dates count from the
 * seeding moment, as the sales year does. Once: a shop with an opportunity is left alone.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { ProspectSource } from '#app/modules/clients/domain/pipeline'
import type { Db } from '#app/platform/db/client'
import { clients, opportunities } from '#app/platform/db/schema'
import { parisIsoDay } from '#app/platform/domain/paris-calendar'
import { ensureStages } from '../opportunities'

type Ids = { shopId: number; owner: number; iam: number; agent: number }

const prospects: {
  key: string
  isPro: boolean
  businessName: string | null
  firstname: string
  lastname: string
  email: string
  city: string
  zipcode: string
  source: ProspectSource
  byAgent?: true
}[] = [
  {
    key: 'salon',
    isPro: true,
    businessName: 'Le Bouchon Lyonnais',
    firstname: 'Camille',
    lastname: 'Roux',
    email: 'camille.roux@bouchon-lyonnais.test',
    city: 'Lyon',
    zipcode: '69002',
    source: 'salon',
    byAgent: true,
  },
  {
    key: 'form',
    isPro: false,
    businessName: null,
    firstname: 'Hélène',
    lastname: 'Garnier',
    email: 'helene.garnier@exemple.test',
    city: 'Orléans',
    zipcode: '45000',
    source: 'contactForm',
  },
  {
    key: 'reco',
    isPro: true,
    businessName: 'Cave de la Loire',
    firstname: 'Julien',
    lastname: 'Meunier',
    email: 'julien@cave-de-la-loire.test',
    city: 'Blois',
    zipcode: '41000',
    source: 'recommendation',
  },
  {
    key: 'phoning',
    isPro: true,
    businessName: 'Hôtel du Lac',
    firstname: 'Sophie',
    lastname: 'Perrin',
    email: 'reception@hotel-du-lac.test',
    city: 'Annecy',
    zipcode: '74000',
    source: 'phoning',
  },
]

/** Opportunities: stage by its default position, on a seeded client's business name or a prospect. */
const deals: {
  title: string
  on: string
  amountCents: number
  probability: number
  inDays: number | null
  stage: number
  owner: keyof Omit<Ids, 'shopId'>
}[] = [
  {
    title: 'Carte des vins d’automne',
    on: 'salon',
    amountCents: 180_000,
    probability: 20,
    inDays: 45,
    stage: 0,
    owner: 'agent',
  },
  {
    title: 'Vins au verre de l’hôtel',
    on: 'phoning',
    amountCents: 96_000,
    probability: 30,
    inDays: 30,
    stage: 0,
    owner: 'iam',
  },
  {
    title: 'Coffrets de fin d’année',
    on: 'Cave des Papilles',
    amountCents: 245_000,
    probability: 50,
    inDays: 21,
    stage: 1,
    owner: 'owner',
  },
  {
    title: 'Référencement Sancerre blanc',
    on: 'reco',
    amountCents: 132_000,
    probability: 60,
    inDays: 14,
    stage: 2,
    owner: 'owner',
  },
  {
    title: 'Mariage de juin (200 couverts)',
    on: 'form',
    amountCents: 64_000,
    probability: 70,
    inDays: 60,
    stage: 2,
    owner: 'iam',
  },
  {
    title: 'Carte d’été du Bistrot',
    on: 'Le Bistrot des Halles',
    amountCents: 310_000,
    probability: 100,
    inDays: -7,
    stage: 3,
    owner: 'owner',
  },
  {
    title: 'Cuvée privée du CSE',
    on: 'CSE Manufacture Berrichonne',
    amountCents: 150_000,
    probability: 0,
    inDays: null,
    stage: 4,
    owner: 'iam',
  },
]

export async function seedPipeline(db: Db, ids: Ids, options: { now?: Date } = {}) {
  const [any] = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(eq(opportunities.shopId, ids.shopId))
    .limit(1)
  if (any) return
  const now = options.now ?? new Date()
  const stages = await ensureStages(db, ids.shopId)
  const made = await db
    .insert(clients)
    .values(
      prospects.map((p) => ({
        shopId: ids.shopId,
        isPro: p.isPro,
        businessName: p.businessName,
        firstname: p.firstname,
        lastname: p.lastname,
        email: p.email,
        pipe: 'prospect' as const,
        source: p.source,
        agentId: p.byAgent ? ids.agent : null,
        billingAddress: { street: '', zipcode: p.zipcode, city: p.city, country: 'FR' },
      })),
    )
    .returning({ id: clients.id, email: clients.email })
  const byKey = new Map(prospects.map((p) => [p.key, made.find((m) => m.email === p.email)!.id]))
  const named = await db
    .select({ id: clients.id, businessName: clients.businessName })
    .from(clients)
    .where(
      and(
        eq(clients.shopId, ids.shopId),
        inArray(
          clients.businessName,
          deals.map((d) => d.on),
        ),
      ),
    )
  const clientOf = (on: string) =>
    byKey.get(on) ?? named.find((c) => c.businessName === on)?.id ?? byKey.get('reco')!
  await db.insert(opportunities).values(
    deals.map((d) => ({
      shopId: ids.shopId,
      clientId: clientOf(d.on),
      title: d.title,
      amountCents: d.amountCents,
      probability: d.probability,
      expectedDate:
        d.inDays === null ? null : parisIsoDay(new Date(now.getTime() + d.inDays * 86_400_000)),
      ownerId: ids[d.owner],
      stageId: stages[Math.min(d.stage, stages.length - 1)].id,
    })),
  )
}
