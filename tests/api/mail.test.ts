import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase, type Database } from '#app/platform/db/client'
import { mailOutbox } from '#app/platform/db/schema'
import { createMailer } from '#app/platform/api/mail'
import { startFakeSmtp, type FakeSmtp } from '#tests/support/fake-smtp'

/** A local SMTP server speaking the real protocol stands in for the mail provider. */
let database: Database
let smtp: FakeSmtp

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' })
  smtp = await startFakeSmtp()
})

afterAll(async () => {
  await smtp.close()
  await database.close()
})

describe('mailer', () => {
  it('sends through SMTP when SMTP_URL is set and records the sending in the outbox', async () => {
    const mailer = createMailer(database.db, {
      smtpUrl: smtp.url,
      from: 'Caveau <no-reply@caveau.test>',
    })
    await mailer.send({
      to: 'claire@example.test',
      subject: 'Caveau : validez votre adresse mail',
      text: 'Bonjour',
    })
    // A shop's mail that does not sign for its domain: the same address under the shop's name.
    await mailer.send({
      to: 'client@example.test',
      subject: 'Votre commande',
      text: 'Bonjour',
      fromName: 'Domaine "de la" Source',
      replyTo: 'cave@domaine-source.test',
    })
    const shops = smtp.received.pop()!
    expect(shops.from).toBe('no-reply@caveau.test')
    const headers = shops.data.replace(/\r?\n[ \t]+/g, ' ')
    expect(headers).toMatch(/^From: "Domaine \\"de la\\" Source" <no-reply@caveau.test>/m)
    expect(headers).toMatch(/^Reply-To: cave@domaine-source.test/m)
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0].from).toBe('no-reply@caveau.test')
    expect(smtp.received[0].to).toEqual(['claire@example.test'])
    expect(smtp.received[0].data).toContain('Subject: Caveau : validez votre adresse mail')
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'claire@example.test'))
    expect(row.sentAt).toBeInstanceOf(Date)
    expect(row.error).toBeNull()
  })

  it('keeps the mail and the error when the SMTP server cannot be reached', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const mailer = createMailer(database.db, {
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'no-reply@caveau.test',
    })
    await mailer.send({ to: 'lost@example.test', subject: 'Essai', text: 'Bonjour' })
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'lost@example.test'))
    expect(row.sentAt).toBeNull()
    expect(row.error).toMatch(/ECONNREFUSED|connect/i)
    expect(errors).toHaveBeenCalled()
    errors.mockRestore()
  })

  it('without SMTP keeps the mail in the outbox and prints it to the server log', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const mailer = createMailer(database.db, { from: 'no-reply@caveau.test' })
    await mailer.send({
      to: 'local@example.test',
      subject: 'Lien',
      text: 'http://localhost:3000/auth/validate?token=abc',
    })
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'local@example.test'))
    expect(row.text).toContain('/auth/validate?token=abc')
    expect(info.mock.calls.flat().join(' ')).toContain('/auth/validate?token=abc')
    info.mockRestore()
  })

  it('sends a keyed mail once, and again only when a crash cut its hand-over short', async () => {
    const mailer = createMailer(database.db, {
      smtpUrl: smtp.url,
      from: 'no-reply@caveau.test',
    })
    const mail = { to: 'once@example.test', subject: 'Facture', text: 'Bonjour', key: 'job-7:a' }
    await mailer.send(mail)
    await mailer.send(mail)
    const to = (address: string) => smtp.received.filter((r) => r.to.includes(address)).length
    expect(to('once@example.test')).toBe(1)
    // A run that died after writing the outbox row, before the SMTP server took the mail.
    await database.db
      .insert(mailOutbox)
      .values({ to: 'cut@example.test', subject: 'Facture', text: 'Bonjour', key: 'job-8:a' })
    await mailer.send({ ...mail, to: 'cut@example.test', key: 'job-8:a' })
    await mailer.send({ ...mail, to: 'cut@example.test', key: 'job-8:a' })
    expect(to('cut@example.test')).toBe(1)
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'cut@example.test'))
    expect(rows).toHaveLength(1)
    expect(rows[0].sentAt).toBeInstanceOf(Date)
  })
})
