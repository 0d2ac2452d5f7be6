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
      const { to, subject, text, html, attachments = [] } = mail
      const [row] = await db
        .insert(mailOutbox)
        .values({ to, subject, text, html })
        .returning({ id: mailOutbox.id })
      if (!transport) {
        const files = attachments.map((a) => `\n[pièce jointe] ${a.filename}`).join('')
        console.info(`[mail] to ${to}: ${subject}\n${text}${files}`)
        return
      }
      try {
        await transport.sendMail({ from: options.from, to, subject, text, html, attachments })
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id))
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        await db.update(mailOutbox).set({ error: message }).where(eq(mailOutbox.id, row.id))
        console.error(`[mail] sending to ${to} failed: ${message}`)
      }
    },
  }
}
