import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase, type Database } from '#app/platform/db/client'
import { documentFiles, jobs, mailOutbox } from '#app/platform/db/schema'
import { runDueJobs } from '#app/platform/api/jobs'
import { createMailer, type Mail } from '#app/platform/api/mail'
import { salesFileJobs } from '#app/modules/sales/api/sales-files'
import { createTestApi, type TestApi } from '#tests/support/api'
import { startFakeSmtp, type FakeSmtp } from '#tests/support/fake-smtp'
import { call, userIdOf } from './helpers'
import { insertClient, insertDocument } from './ledger-fixtures'
import { documentRow, setShopLegal, SHOP2, signInDemo } from './sales-db-fixtures'

let t: TestApi
let owner: string
let iam: string
let iamLimited: string
let agent: string
let buyer: string
let owner2: string
const sent: Mail[] = []

beforeAll(async () => {
  t = await createTestApi()
  await setShopLegal(t)
  // The jobs run with these deps: their mails are caught here, attachments included.
  t.deps.mailer = { send: async (mail) => void sent.push(mail) }
  ;({ owner, iam, iamLimited, agent, buyer, owner2 } = await signInDemo(t))
})
afterAll(() => t.close())

const send = async (id: number, json: unknown, token?: string) =>
  call(await t.request(`/v1/sales-documents/${id}/send`, { method: 'POST', token, json }))

const jobCount = async () => Number((await t.database.db.select({ n: count() }).from(jobs))[0].n)

describe('POST /v1/sales-documents/:id/send', () => {
  it('mails the invoice with its PDF to each address and marks it sent', async () => {
    const client = await insertClient(t)
    const invoice = await insertDocument(t, { type: 'invoice', clientId: client.id })
    const res = await send(
      invoice.id,
      { emails: ['compta@client.test', 'patron@client.test'] },
      owner,
    )
    expect(res.status).toBe(202)
    expect(res.body.message).toBe("L'envoi du document est en cours.")
    await runDueJobs(t.deps, salesFileJobs)

    const mails = sent.filter((m) => m.subject.includes(invoice.number!))
    expect(mails.map((m) => m.to)).toEqual(['compta@client.test', 'patron@client.test'])
    expect(mails[0].subject).toBe(`Facture ${invoice.number} – SCEA Domaine de la Source`)
    // The shop does not sign for a domain: the platform's address under the shop's name, the
    // answers to the shop (crm/domain/campaign-settings.ts senderIdentity).
    expect(mails[0]).toMatchObject({ fromName: 'Domaine de la Source' })
    expect(mails[0].from).toBeUndefined()
    expect(mails[0].replyTo).toMatch(/@/)
    expect(mails[0].text).toContain(`votre facture ${invoice.number} du 02/03/2026`)
    expect(mails[0].text).toContain("d'un montant de 216,00 € TTC, à régler au plus tard le")
    const [attachment] = mails[0].attachments ?? []
    expect(attachment.filename).toBe(`Facture ${invoice.number}.pdf`)
    expect(attachment.contentType).toBe('application/pdf')
    expect(attachment.content.subarray(0, 5).toString()).toBe('%PDF-')

    // The PDF it was missing is now stored, and the invoice is "sent".
    const files = await t.database.db
      .select()
      .from(documentFiles)
      .where(eq(documentFiles.salesDocumentId, invoice.id))
    expect(files).toHaveLength(1)
    expect((await documentRow(t, invoice.id)).status).toBe('processing')
  })

  it('lets the collaborators send quotes (createQuote) and an agent its own client’s quote only', async () => {
    const agentId = await userIdOf(t, 'agent@caveau.test')
    const followed = await insertClient(t, 1, { agentId })
    const notFollowed = await insertClient(t)
    const quote = await insertDocument(t, { type: 'quote', clientId: followed.id })
    const otherQuote = await insertDocument(t, { type: 'quote', clientId: notFollowed.id })
    const invoice = await insertDocument(t, { type: 'invoice', clientId: followed.id })
    const emails = ['client@exemple.test']
    expect((await send(quote.id, { emails }, agent)).status).toBe(202)
    expect((await send(otherQuote.id, { emails }, agent)).status).toBe(403)
    expect((await send(invoice.id, { emails }, agent)).status).toBe(403)
    expect((await send(quote.id, { emails }, iamLimited)).status).toBe(202)
    expect((await send(invoice.id, { emails }, iam)).status).toBe(202)
    await runDueJobs(t.deps, salesFileJobs)
    const quoteMail = sent.find((m) => m.subject.startsWith(`Devis ${quote.number}`))!
    expect(quoteMail.text).toContain(`notre devis ${quote.number}`)
    expect(quoteMail.text).toContain("valable jusqu'au 01/04/2026")
    expect((await documentRow(t, quote.id)).status).toBe('processing')
  })

  it('refuses 401, 403, 404, 400 and 409 without queuing anything', async () => {
    const client = await insertClient(t)
    const invoice = await insertDocument(t, { type: 'invoice', clientId: client.id })
    const draft = await insertDocument(t, { type: 'invoice', clientId: client.id, issued: false })
    const cancelled = await insertDocument(t, {
      type: 'invoice',
      clientId: client.id,
      status: 'cancelled',
    })
    const client2 = await insertClient(t, SHOP2)
    const theirs = await insertDocument(t, { shopId: SHOP2, type: 'invoice', clientId: client2.id })
    const emails = ['client@exemple.test']
    const before = await jobCount()

    expect((await send(invoice.id, { emails })).status).toBe(401)
    expect((await send(invoice.id, { emails }, buyer)).status).toBe(403)
    expect((await send(theirs.id, { emails }, owner)).status).toBe(404)
    expect((await send(invoice.id, { emails }, owner2)).status).toBe(404)
    const empty = await send(invoice.id, { emails: [] }, owner)
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('Veuillez renseigner au moins une adresse mail.')
    const invalid = await send(invoice.id, { emails: ['ok@exemple.test', 'faux@'] }, owner)
    expect(invalid.body.message).toBe('L\'adresse "faux@" est invalide.')
    expect((await send(invoice.id, { emails, cc: [] }, owner)).status).toBe(400)
    const notIssued = await send(draft.id, { emails }, owner)
    expect(notIssued.status).toBe(409)
    expect(notIssued.body.message).toBe("Émettez ce document avant de l'envoyer.")
    expect((await send(cancelled.id, { emails }, owner)).status).toBe(409)
    expect(await jobCount()).toBe(before)
    expect((await documentRow(t, invoice.id)).status).toBe('generated')
  })
})

describe('mailer attachments', () => {
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

  it('sends the file over SMTP and keeps the mail, not its bytes, in the outbox', async () => {
    const mailer = createMailer(database.db, {
      smtpUrl: smtp.url,
      from: 'no-reply@caveau.test',
    })
    await mailer.send({
      to: 'compta@exemple.test',
      subject: 'Facture F-000001',
      text: 'Bonjour',
      attachments: [
        {
          filename: 'Facture F-000001.pdf',
          content: Buffer.from('%PDF-1.7 test'),
          contentType: 'application/pdf',
        },
      ],
    })
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0].data).toContain('Content-Type: application/pdf')
    expect(smtp.received[0].data).toContain('Facture F-000001.pdf')
    expect(smtp.received[0].data).toContain(Buffer.from('%PDF-1.7 test').toString('base64'))
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'compta@exemple.test'))
    expect(row).toMatchObject({ subject: 'Facture F-000001', text: 'Bonjour', error: null })
    expect(row.sentAt).toBeInstanceOf(Date)
  })

  it('without SMTP names the attachment in the log', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const mailer = createMailer(database.db, { from: 'no-reply@caveau.test' })
    await mailer.send({
      to: 'local@exemple.test',
      subject: 'Avoir',
      text: 'Bonjour',
      attachments: [
        {
          filename: 'Avoir F-000002.pdf',
          content: Buffer.from('x'),
          contentType: 'application/pdf',
        },
      ],
    })
    expect(info.mock.calls.flat().join(' ')).toContain('[pièce jointe] Avoir F-000002.pdf')
    info.mockRestore()
  })
})
