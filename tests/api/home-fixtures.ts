/**
 * What the home page counts, added to the demo's shop 1 (Domaine de la Source): for each item one
 * row the owner sees (two pending orders), one of them of a client the agent follows.
 * Dates are relative to the moment the fixtures are written, never to a calendar day.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import {
  clients,
  notifications,
  orders,
  salesDocuments,
  shipments,
  users,
} from '#app/platform/db/schema'

const DAY = 86_400_000

/** How much each item of the owner's home grows with the fixtures (the agent's: `agentDelta`). */
export const ownerDelta = {
  ordersToValidate: 2,
  invoicesToIssue: 1,
  overduePayments: 1,
  shipmentsToPrepare: 1,
  tariffRequests: 1,
}
export const agentDelta = { ordersToValidate: 1 }

export async function addHomeFixtures(db: Db, now = Date.now()) {
  const idOf = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id
  const [agentId, ownerId] = [await idOf('agent@caveau.test'), await idOf('owner@caveau.test')]
  const [client, agentClient] = await db
    .insert(clients)
    .values([
      { shopId: 1, businessName: 'Cave de l’Accueil', isPro: true },
      { shopId: 1, businessName: 'Bistrot de l’Accueil', isPro: true, agentId },
    ])
    .returning()
  const order = (clientId: number, status: 'pending' | 'validated') => ({
    shopId: 1,
    clientId,
    status,
    source: 'backoffice' as const,
    totalHtCents: 10_000,
    tvaCents: 2_000,
    totalTtcCents: 12_000,
    paymentType: 'transfer',
  })
  const [, , validated] = await db
    .insert(orders)
    .values([
      order(client.id, 'pending'),
      order(agentClient.id, 'pending'),
      order(client.id, 'validated'),
    ])
    .returning()
  const invoice = (clientId: number) => ({
    shopId: 1,
    type: 'invoice' as const,
    status: 'pending' as const,
    clientId,
    buyer: { name: 'Client' },
    lines: [],
    totalHtCents: 10_000,
    tvaCents: 2_000,
    totalTtcCents: 12_000,
    dueCents: 12_000,
  })
  await db.insert(salesDocuments).values([
    {
      ...invoice(client.id),
      status: 'generated',
      number: 'F-880001',
      sequence: 880001,
      orderId: validated.id,
      issuedAt: new Date(now - 45 * DAY),
      dueAt: new Date(now - 15 * DAY),
    },
  ])
  await db.insert(shipments).values({ shopId: 1, orderId: validated.id, lines: [] })
  await db.insert(notifications).values({
    userId: ownerId,
    shopId: 1,
    type: 'tariffRequest',
    content: '«pro» demande son tarif professionnel.',
    redirectLink: '/dashboard/clients',
  })
}
