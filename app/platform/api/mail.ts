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
  /** Another sender than the platform's (a shop's campaign), and where answers go. */
  from?: string
  /** The platform's address under another name (a shop that does not sign for its domain). */
  fromName?: string
  replyTo?: string
  /** Extra headers (`List-Unsubscribe-Post`) and nodemailer's `list` (`List-Unsubscribe`). */
  headers?: Record<string, string>
  list?: { unsubscribe: { url: string; comment: string } }
  /** Signs the mail (nodemailer's `dkim` option): the shop's key for its own domain. */
  dkim?: { domainName: string; keySelector: string; privateKey: string }
}

/**
 * What became of a mail: handed to the SMTP server ('sent'), kept in the outbox and the log
 * without one ('logged'), or refused ('failed', with the server's reply code when it answered
 * one: 5xx is a permanent refusal, 4xx a temporary one).
 */
export type MailOutcome =
  | { status: 'sent' | 'logged' }
  | { status: 'failed'; error: string; responseCode: number | null }
export type Mailer = { send(mail: Mail): Promise<MailOutcome | void> }

/** The SMTP reply code an error message starts with, as the outbox keeps it ('550 …'). */
const codeOf = (message: string) => {
  const code = /^([245]\d\d) /.exec(message)?.[1]
  return code ? Number(code) : null
}

/**
 * Every mail is kept in the outbox table. With an SMTP server it is also sent; without one it is
 * written to the server log, so that a local user can still follow a validation or reset link.
 */
export function createMailer(
  db: Db,
  options: { smtpUrl?: string; from: string },
): { send(mail: Mail): Promise<MailOutcome> } {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null
  // 'Caveau <no-reply@caveau.fr>' or a bare address.
  const platformAddress = /<([^<>]+)>\s*$/.exec(options.from)?.[1] ?? options.from.trim()
  return {
    async send(mail): Promise<MailOutcome> {
      const { to, subject, text, html, attachments = [], key, fromName, ...extra } = mail
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
        if (kept?.error)
          return { status: 'failed', error: kept.error, responseCode: codeOf(kept.error) }
        if (!transport || !kept) return { status: 'logged' }
        if (kept.sentAt) return { status: 'sent' }
        return deliver(kept.id)
      }
      if (!transport) {
        const files = attachments.map((a) => `\n[pièce jointe] ${a.filename}`).join('')
        console.info(`[mail] to ${to}: ${subject}\n${text}${files}`)
        return { status: 'logged' }
      }
      return deliver(row.id)

      async function deliver(id: number): Promise<MailOutcome> {
        try {
          await transport!.sendMail({
            from: fromName ? { name: fromName, address: platformAddress } : options.from,
            ...extra,
            to,
            subject,
            text,
            html,
            attachments,
          })
          await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id))
          return { status: 'sent' }
        } catch (error) {
          const raw = error instanceof Error ? error.message : String(error)
          const code = (error as { responseCode?: unknown }).responseCode
          const responseCode = typeof code === 'number' ? code : null
          // The reply code first, so that a later run reading the outbox knows it too.
          const message =
            responseCode && codeOf(raw) !== responseCode ? `${responseCode} ${raw}` : raw
          await db.update(mailOutbox).set({ error: message }).where(eq(mailOutbox.id, id))
          console.error(`[mail] sending to ${to} failed: ${message}`)
          return { status: 'failed', error: message, responseCode }
        }
      }
    },
  }
}
