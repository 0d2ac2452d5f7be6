/**
 * Demo conversations of Domaine de la Source with its seeded buyers (issue 17 §5): one answered
 * and read on both sides, one waiting for the producer (the owner's tickets icon shows 1), one
 * answered and waiting for the buyer. Written once: a shop that has conversations gets none.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import {
  conversationMessages,
  conversationReads,
  conversations,
  supportMessages,
  supportThreads,
} from '#app/platform/db/schema'

type People = { shopId: number; owner: number; iam: number; buyer: number; pro: number }

export async function seedMessaging(db: Db, p: People, now: Date) {
  const [any] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.shopId, p.shopId))
    .limit(1)
  if (any) return
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000)
  const threads: {
    buyer: number
    subject: string
    messages: { by: number; body: string; hoursAgo: number }[]
    /** Who has read it all. */
    readBy: number[]
  }[] = [
    {
      buyer: p.buyer,
      subject: 'Livraison avant Noël ?',
      messages: [
        {
          by: p.buyer,
          body: 'Bonjour, si je commande trois bouteilles de Sancerre cette semaine, seront-elles livrées avant Noël ?',
          hoursAgo: 72,
        },
        {
          by: p.owner,
          body: 'Bonjour, oui : nous expédions sous 48 heures, vous les aurez bien avant Noël.',
          hoursAgo: 70,
        },
      ],
      readBy: [p.buyer, p.owner],
    },
    {
      buyer: p.pro,
      subject: 'Tarifs restaurateur 2027',
      messages: [
        {
          by: p.pro,
          body: 'Bonjour, pourriez-vous m’envoyer vos tarifs restaurateur pour 2027 ? Merci.',
          hoursAgo: 5,
        },
      ],
      readBy: [p.pro],
    },
    {
      buyer: p.buyer,
      subject: 'Visite du domaine',
      messages: [
        {
          by: p.buyer,
          body: 'Est-il possible de visiter le domaine un samedi matin ?',
          hoursAgo: 30,
        },
        {
          by: p.iam,
          body: 'Avec plaisir : le samedi de 10 h à 12 h, sur rendez-vous. Quel samedi vous conviendrait ?',
          hoursAgo: 26,
        },
      ],
      readBy: [p.iam, p.owner],
    },
  ]
  for (const thread of threads) {
    const last = thread.messages[thread.messages.length - 1]
    const [row] = await db
      .insert(conversations)
      .values({
        shopId: p.shopId,
        buyerId: thread.buyer,
        subject: thread.subject,
        createdAt: at(thread.messages[0].hoursAgo),
        lastMessageAt: at(last.hoursAgo),
      })
      .returning({ id: conversations.id })
    const ids = await db
      .insert(conversationMessages)
      .values(
        thread.messages.map((m) => ({
          conversationId: row.id,
          authorId: m.by,
          body: m.body,
          createdAt: at(m.hoursAgo),
        })),
      )
      .returning({ id: conversationMessages.id })
    const lastId = Math.max(...ids.map((m) => m.id))
    await db.insert(conversationReads).values(
      thread.readBy.map((userId) => ({
        conversationId: row.id,
        userId,
        lastReadMessageId: lastId,
        readAt: at(last.hoursAgo),
      })),
    )
  }
}

/**
 * The owner's help chat (issue 17 §5): a question answered by the support and read on both sides,
 * so `/help` and `/admin/support` show a conversation. Written once per owner.
 */
export async function seedSupport(db: Db, p: { owner: number; admin: number }, now: Date) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000)
  const [thread] = await db
    .insert(supportThreads)
    .values({ userId: p.owner, createdAt: at(50), lastMessageAt: at(48) })
    .onConflictDoNothing()
    .returning({ id: supportThreads.id })
  if (!thread) return
  const ids = await db
    .insert(supportMessages)
    .values([
      {
        threadId: thread.id,
        authorId: p.owner,
        fromSupport: false,
        body: 'Bonjour, comment ajouter un second compte bancaire pour mes factures ?',
        createdAt: at(50),
      },
      {
        threadId: thread.id,
        authorId: p.admin,
        fromSupport: true,
        body: 'Bonjour, dans Paramètres › Facturation, bloc « Banque et mentions » : le compte choisi est imprimé sur les factures émises ensuite.',
        createdAt: at(48),
      },
    ])
    .returning({ id: supportMessages.id })
  const lastId = Math.max(...ids.map((m) => m.id))
  await db
    .update(supportThreads)
    .set({ userReadId: lastId, supportReadId: lastId })
    .where(eq(supportThreads.id, thread.id))
}
