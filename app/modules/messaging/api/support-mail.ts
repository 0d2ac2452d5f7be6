/**
 * The mail that tells a user the support answered (issue 17 §5), through the job queue (decision
 * 0007): one 'support.mail' job per thread, keyed so that the answers written while it waits make
 * one mail; a user who read them on `/help` meanwhile gets none.
 */
import { messageTime } from '#app/modules/messaging/domain/messaging'
import type { JobHandler, JobHandlers } from '#app/platform/api/jobs'
import { answersWaiting, SUPPORT_NAME } from './support'

const supportMailJob: JobHandler = async (deps, payload, job) => {
  const threadId = Number.isInteger(payload.threadId) ? (payload.threadId as number) : null
  if (!threadId) throw new Error('support.mail: charge invalide')
  const waiting = await answersWaiting(deps.db, threadId)
  if (!waiting || waiting.answers.length === 0 || !waiting.email) return
  const link = new URL('/help#support-chat', deps.config.appUrl).toString()
  await deps.mailer.send({
    to: waiting.email,
    subject: `${SUPPORT_NAME} vous a répondu`,
    text: [
      `${SUPPORT_NAME} a répondu à votre message.`,
      '',
      ...waiting.answers.flatMap((a) => [`Le ${messageTime(a.createdAt)} :`, a.body, '']),
      `Lire et répondre : ${link}`,
    ].join('\n'),
    key: job.effectKey(`mail:${waiting.answers[waiting.answers.length - 1].id}`),
  })
}

export const supportJobs: JobHandlers = { 'support.mail': supportMailJob }
