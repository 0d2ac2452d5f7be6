import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Db } from '../db/client'
import { mailOutbox } from '../db/schema'

/** A file sent with a mail (a PDF invoice); the outbox keeps its name, never its bytes. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string }

export type Mail = {
  to: string
  subject: string
  text: string
  html?: string
  attachments?: MailAttachment[]
  /**
   * Once per key (a job's `effectKey`): a mail already in the outbox under it is not written or
   * sent again. Only a crash between handing it to the SMTP server and noting so may send it twice.
   */
  key?: string
}
export type Mailer = { send(mail: Mail): Promise<void> }

/**
 * Every mail is kept in the outbox table. With an SMTP server it is also sent; without one it is
 * written to the server log, so that a local user can still follow a validation or reset link.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null
  return {
    async send(mail) {
      const { to, subject, text, html, attachments = [], key } = mail
      const [row] = await db
        .insert(mailOutbox)
        .values({ to, subject, text, html, key })
        .onConflictDoNothing({ target: mailOutbox.key })
        .returning({ id: mailOutbox.id })
      if (!row) {
        const [kept] = await db
          .select({ id: mailOutbox.id, sentAt: mailOutbox.sentAt, error: mailOutbox.error })
          .from(mailOutbox)
          .where(eq(mailOutbox.key, key!))
        // Written (and sent, or logged) by an earlier run; only an SMTP hand-over a crash cut
        // short is tried again.
        if (!transport || !kept || kept.sentAt || kept.error) return
        return deliver(kept.id)
      }
      if (!transport) {
        const files = attachments.map((a) => `\n[pièce jointe] ${a.filename}`).join('')
        console.info(`[mail] to ${to}: ${subject}\n${text}${files}`)
        return
      }
      return deliver(row.id)

      async function deliver(id: number) {
        try {
          await transport!.sendMail({ from: options.from, to, subject, text, html, attachments })
          await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id))
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          await db.update(mailOutbox).set({ error: message }).where(eq(mailOutbox.id, id))
          console.error(`[mail] sending to ${to} failed: ${message}`)
        }
      }
    },
  }
}
