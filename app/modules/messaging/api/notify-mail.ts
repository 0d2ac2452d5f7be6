/**
 * The mail that tells the other side a message waits (issue 17 §5), through the job queue
 * (decision 0007). A message queues one 'messaging.mail' job per conversation and side, keyed so
 * that the messages written while it waits (MAIL_DELAY) make one mail; when it runs, each
 * recipient gets the messages they have not read yet (none: no mail), once per run (the outbox
 * key), with a link to the conversation.
 */
import { eq } from 'drizzle-orm'
import { messageTime } from '#app/modules/messaging/domain/messaging'
import { enqueueJob, type JobHandler, type JobHandlers } from '#app/platform/api/jobs'
import type { Db } from '#app/platform/db/client'
import { conversations, shops } from '#app/platform/db/schema'
import { personName, recipientsOf, waitingFor } from './messaging'

/** How long a mail waits for more messages to carry. */
export const MAIL_DELAY_MS = 2 * 60_000

export const mailJobKey = (conversationId: number, side: 'buyer' | 'shop') =>
  `messaging.mail:${conversationId}:${side}`

export function queueMessageMail(
  db: Db,
  conversationId: number,
  side: 'buyer' | 'shop',
  now = new Date(),
) {
  return enqueueJob(
    db,
    'messaging.mail',
    { conversationId, side },
    { key: mailJobKey(conversationId, side), runAt: new Date(now.getTime() + MAIL_DELAY_MS) },
  )
}

const mailJob: JobHandler = async (deps, payload, job) => {
  const conversationId = Number.isInteger(payload.conversationId)
    ? (payload.conversationId as number)
    : null
  const side = payload.side === 'buyer' || payload.side === 'shop' ? payload.side : null
  if (!conversationId || !side) throw new Error('messaging.mail: charge invalide')
  const { db, mailer, config } = deps
  const [conversation] = await db
    .select({
      id: conversations.id,
      shopId: conversations.shopId,
      buyerId: conversations.buyerId,
      subject: conversations.subject,
      shopName: shops.name,
    })
    .from(conversations)
    .innerJoin(shops, eq(shops.id, conversations.shopId))
    .where(eq(conversations.id, conversationId))
  if (!conversation) return
  const link = new URL(`/tickets?c=${conversation.id}`, config.appUrl).toString()
  for (const to of await recipientsOf(db, conversation, side)) {
    const waiting = await waitingFor(db, conversation.id, to.id)
    if (waiting.length === 0 || !to.email) continue
    const lines = waiting.flatMap((m) => [
      `${personName(m)}, le ${messageTime(m.createdAt)} :`,
      m.body,
      '',
    ])
    await mailer.send({
      to: to.email,
      subject: `Nouveau message : ${conversation.subject}`,
      text: [
        side === 'buyer'
          ? `${conversation.shopName} vous a répondu sur Caveau.`
          : `Un client a écrit à ${conversation.shopName} sur Caveau.`,
        '',
        ...lines,
        `Lire et répondre : ${link}`,
      ].join('\n'),
      key: job.effectKey(`mail:${to.id}:${waiting[waiting.length - 1].id}`),
    })
  }
}

export const messagingJobs: JobHandlers = { 'messaging.mail': mailJob }
