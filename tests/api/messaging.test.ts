/**
 * Issue 17 §5 through the API: /v1/conversations… A buyer starts a conversation with a shop (or
 * about one of their orders), the shop answers; each reads only what they may (another buyer,
 * another shop: 404; a collaborator without seeAllMessages only the conversations they wrote in);
 * attachments are checked by their first bytes and served to the participants only; unread counts
 * follow the last reading; bad input writes nothing; the other side gets one mail for the
 * messages waiting when the queued job runs (at a given moment, never the clock's).
 */
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messagingJobs, MAIL_DELAY_MS } from '#app/modules/messaging/api/notify-mail'
import { messagingText } from '#app/modules/messaging/domain/messaging'
import { runDueJobs } from '#app/platform/api/jobs'
import {
  conversationMessages,
  conversations,
  messageAttachments,
  supportMessages,
  supportThreads,
} from '#app/platform/db/schema'
import { SUPPORT_MAIL_DELAY_MS } from '#app/modules/messaging/api/support'
import { supportJobs } from '#app/modules/messaging/api/support-mail'
import { supportText } from '#app/modules/messaging/domain/support'
import type { TestApi } from '#tests/support/api'
import { call, mailsTo, userIdOf } from './helpers'
import { demoShopsApi, insertOrderRow, type DemoTokens } from './sales-db-fixtures'
import { withIamRights } from './sales-fixtures'

let t: TestApi
let source: number
let martin: number
let tokens: DemoTokens
let buyerId: number

beforeAll(async () => {
  ;({ t, source, martin, tokens } = await demoShopsApi())
  buyerId = await userIdOf(t, 'buyer@caveau.test')
})
afterAll(() => t.close())

const send = (method: string, path: string, token: string | undefined, json?: unknown) =>
  t.request(path, { method, token, json }).then(call)
const get = (path: string, token?: string) => send('GET', path, token)
const start = (token: string, over: Record<string, unknown> = {}) =>
  send('POST', '/v1/conversations', token, {
    shopId: source,
    subject: 'Une question sur le Sancerre',
    body: 'Bonjour, le Sancerre 2022 est-il encore disponible ?',
    ...over,
  })
const reply = (id: number, token: string, body: string, files: File[] = []) => {
  const form = new FormData()
  form.set('body', body)
  for (const f of files) form.append('file', f)
  return t
    .request(`/v1/conversations/${id}/messages`, { method: 'POST', token, body: form })
    .then(call)
}
const countRows = async () => ({
  conversations: Number((await t.database.db.select({ n: count() }).from(conversations))[0].n),
  messages: Number((await t.database.db.select({ n: count() }).from(conversationMessages))[0].n),
  files: Number((await t.database.db.select({ n: count() }).from(messageAttachments))[0].n),
})
const unread = async (token: string) => (await get('/v1/conversations/unread', token)).body.unread

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72])
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

describe('conversations: a buyer writes, the shop answers', () => {
  let id: number

  it('lets a buyer start one; the shop sees it waiting; only buyers start one', async () => {
    const ownerBefore = await unread(tokens.owner)
    const res = await start(tokens.buyer)
    expect(res.status).toBe(201)
    expect(res.body.message).toBe(messagingText.started)
    id = res.body.id
    expect(await unread(tokens.owner)).toBe(ownerBefore + 1)
    const list = await get('/v1/conversations', tokens.owner)
    const row = list.body.conversations.find((c: { id: number }) => c.id === id)
    expect(row).toMatchObject({ subject: 'Une question sur le Sancerre', unread: 1 })
    expect(row.buyer.id).toBe(buyerId)
    expect((await start(tokens.owner)).status).toBe(403)
    expect((await get('/v1/conversations')).status).toBe(401)
    expect((await get('/v1/conversations', tokens.agent)).status).toBe(403)
  })

  it('marks it read when opened; the answer waits for the buyer, with its attachments', async () => {
    expect((await send('PUT', `/v1/conversations/${id}/read`, tokens.owner)).status).toBe(200)
    const ownerAfter = await unread(tokens.owner)
    const buyerBefore = await unread(tokens.buyer)
    const res = await reply(id, tokens.owner, 'Oui, il nous en reste.', [
      new File([png], 'étiquette.png', { type: 'application/octet-stream' }),
      new File([pdf], 'tarifs.exe', { type: 'application/x-msdownload' }),
    ])
    expect(res.status).toBe(201)
    expect(await unread(tokens.buyer)).toBe(buyerBefore + 1)
    // One's own message is not waiting for oneself.
    expect(await unread(tokens.owner)).toBe(ownerAfter)
    const read = await get(`/v1/conversations/${id}`, tokens.buyer)
    expect(read.status).toBe(200)
    const [first, answer] = read.body.messages
    expect(first.author).toMatchObject({ id: buyerId, side: 'buyer' })
    expect(answer.author.side).toBe('shop')
    // Named and typed by their content, not by what the sender said.
    expect(
      answer.attachments.map((a: { filename: string; contentType: string }) => [
        a.filename,
        a.contentType,
      ]),
    ).toEqual([
      ['étiquette.png', 'image/png'],
      ['tarifs.pdf', 'application/pdf'],
    ])
    const file = await t.request(
      `/v1/conversations/${id}/attachments/${answer.attachments[1].id}`,
      { token: tokens.buyer },
    )
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf)
    // Nobody else reads the file.
    for (const token of [tokens.pro, tokens.owner2])
      expect(
        (
          await t.request(`/v1/conversations/${id}/attachments/${answer.attachments[1].id}`, {
            token,
          })
        ).status,
      ).toBe(404)
  })

  it('mails the other side once for the messages waiting, not what was read', async () => {
    const before = (await mailsTo(t, 'buyer@caveau.test')).length
    // Two more answers while the mail waits: still one job.
    await reply(id, tokens.owner, 'Et le 2023 arrive en mars.')
    const later = new Date(Date.now() + MAIL_DELAY_MS + 60_000)
    await runDueJobs(t.deps, messagingJobs, { now: later })
    const mails = (await mailsTo(t, 'buyer@caveau.test')).slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Nouveau message : Une question sur le Sancerre')
    expect(mails[0].text).toContain('Oui, il nous en reste.')
    expect(mails[0].text).toContain('Et le 2023 arrive en mars.')
    expect(mails[0].text).toContain(`/tickets?c=${id}`)
    // The owner read the buyer's message before the job ran: no mail to the shop.
    const owner = await mailsTo(t, 'owner@caveau.test')
    expect(owner.some((m) => m.subject.includes('Une question sur le Sancerre'))).toBe(false)
  })
})

describe('conversations: who reads which', () => {
  let id: number
  beforeAll(async () => {
    id = (await start(tokens.buyer, { subject: 'Privée' })).body.id
  })

  it('answers 404 to another buyer and to another shop, for reading, replying and marking', async () => {
    for (const token of [tokens.pro, tokens.owner2]) {
      expect((await get(`/v1/conversations/${id}`, token)).status).toBe(404)
      expect((await reply(id, token, 'Intrus')).status).toBe(404)
      expect((await send('PUT', `/v1/conversations/${id}/read`, token)).status).toBe(404)
      const list = await get('/v1/conversations', token)
      expect(list.body.conversations.map((c: { id: number }) => c.id)).not.toContain(id)
    }
  })

  it('shows a collaborator without seeAllMessages only the conversations they wrote in', async () => {
    const written = (await start(tokens.buyer, { subject: 'Écrite par iam' })).body.id
    expect((await reply(written, tokens.iam, 'Je m’en occupe.')).status).toBe(201)
    await withIamRights(t, source, { seeAllMessages: false }, async () => {
      expect((await get(`/v1/conversations/${id}`, tokens.iam)).status).toBe(404)
      expect((await get(`/v1/conversations/${written}`, tokens.iam)).status).toBe(200)
      const list = await get('/v1/conversations', tokens.iam)
      const seen = list.body.conversations.map((c: { id: number }) => c.id)
      expect(seen).toContain(written)
      expect(seen).not.toContain(id)
    })
    // With the right, the whole shop's.
    expect((await get(`/v1/conversations/${id}`, tokens.iam)).status).toBe(200)
  })
})

describe('conversations: refusals write nothing', () => {
  it('refuses bad input with a French message', async () => {
    const before = await countRows()
    const empty = await start(tokens.buyer, { subject: '  ', body: '' })
    expect(empty.status).toBe(400)
    expect(empty.body.errors.subject).toEqual([messagingText.subject])
    expect((await start(tokens.buyer, { shopId: 999999 })).status).toBe(404)
    expect((await start(tokens.buyer, { extra: 1 })).status).toBe(400)
    expect((await get('/v1/conversations?page=0', tokens.buyer)).status).toBe(400)
    expect((await get('/v1/conversations/abc', tokens.buyer)).status).toBe(400)
    expect(await countRows()).toEqual(before)
  })

  it('refuses an order that is not the buyer’s, or of another shop', async () => {
    const order = await insertOrderRow(
      t.database.db,
      {
        shopId: source,
        buyerId,
        status: 'validated',
        paymentType: 'transfer',
        totalHtCents: 1000,
        tvaCents: 200,
        totalTtcCents: 1200,
      },
      {
        name: 'Sancerre',
        quantity: 1,
        unitPriceCents: 1000,
        vatRate: 20,
        totalHtCents: 1000,
        vatCents: 200,
        dutiesCents: 0,
        totalTtcCents: 1200,
      },
    )
    const before = await countRows()
    expect((await start(tokens.pro, { orderId: order.id })).status).toBe(404)
    expect((await start(tokens.buyer, { shopId: martin, orderId: order.id })).status).toBe(404)
    expect((await get(`/v1/conversations/new?order=${order.id}`, tokens.pro)).status).toBe(404)
    expect(await countRows()).toEqual(before)
    const draft = await get(`/v1/conversations/new?order=${order.id}`, tokens.buyer)
    expect(draft.body).toMatchObject({
      shop: { id: source },
      order: { id: order.id, label: `Commande n° ${order.id}` },
      subject: `À propos de la commande n° ${order.id}`,
    })
    const about = await start(tokens.buyer, { orderId: order.id })
    expect(about.status).toBe(201)
    const [row] = await t.database.db
      .select({ orderId: conversations.orderId })
      .from(conversations)
      .where(eq(conversations.id, about.body.id))
    expect(row.orderId).toBe(order.id)
  })

  it('refuses a file that is not an image or a PDF by its bytes, an empty reply, a file too large', async () => {
    const id = (await start(tokens.buyer, { subject: 'Fichiers' })).body.id
    const before = await countRows()
    const fake = await reply(id, tokens.buyer, 'Voici la photo', [
      new File([new TextEncoder().encode('MZ\x90\x00 not an image')], 'photo.png', {
        type: 'image/png',
      }),
    ])
    expect(fake.status).toBe(400)
    expect(fake.body.message).toBe(messagingText.badType)
    const svg = await reply(id, tokens.buyer, 'Un SVG', [
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
        type: 'image/svg+xml',
      }),
    ])
    expect(svg.status).toBe(400)
    expect((await reply(id, tokens.buyer, '   ')).status).toBe(400)
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(pdf)
    expect(
      (await reply(id, tokens.buyer, 'Trop lourd', [new File([big], 'gros.pdf')])).status,
    ).toBe(413)
    expect(await countRows()).toEqual(before)
  })
})

describe('the help chat: a user writes to the support, an admin answers', () => {
  let admin: string
  let threadId: number
  const supportRows = async () => ({
    threads: Number((await t.database.db.select({ n: count() }).from(supportThreads))[0].n),
    messages: Number((await t.database.db.select({ n: count() }).from(supportMessages))[0].n),
  })
  const waiting = async (token: string) =>
    (await get('/v1/conversations/unread', token)).body.support

  beforeAll(async () => {
    admin = (await t.login('admin@caveau.test')).jwt
  })

  it('keeps one thread per user, seen by admins with what waits for them', async () => {
    expect((await get('/v1/support', tokens.buyer)).body).toMatchObject({ messages: [], unread: 0 })
    const inboxBefore = (await get('/v1/admin/support', admin)).body.unread
    const first = await send('POST', '/v1/support/messages', tokens.buyer, {
      body: 'Je ne trouve pas mes factures.',
    })
    expect(first.status).toBe(201)
    expect(first.body.message).toBe(supportText.sent)
    await send('POST', '/v1/support/messages', tokens.buyer, { body: 'C’est urgent.' })
    const own = await get('/v1/support', tokens.buyer)
    expect(own.body.messages.map((m: { body: string }) => m.body)).toEqual([
      'Je ne trouve pas mes factures.',
      'C’est urgent.',
    ])
    expect(own.body.unread).toBe(0)
    const inbox = await get('/v1/admin/support', admin)
    expect(inbox.body.unread).toBe(inboxBefore + 2)
    const row = inbox.body.threads.find(
      (r: { user: { email: string } }) => r.user.email === 'buyer@caveau.test',
    )
    expect(row).toMatchObject({ unread: 2, lastMessage: 'C’est urgent.' })
    threadId = row.id
  })

  it('lets only admins read the inbox and answer; a user reaches only their own thread', async () => {
    for (const token of [tokens.buyer, tokens.owner, tokens.iam, tokens.agent]) {
      expect((await get('/v1/admin/support', token)).status).toBe(403)
      expect((await get(`/v1/admin/support/${threadId}`, token)).status).toBe(403)
      expect(
        (await send('POST', `/v1/admin/support/${threadId}/messages`, token, { body: 'x' })).status,
      ).toBe(403)
    }
    expect((await get('/v1/support')).status).toBe(401)
    expect((await get('/v1/support', tokens.iam)).body.messages).toEqual([])
    expect((await get('/v1/admin/support/999999', admin)).status).toBe(404)
  })

  it('signs an answer as the support, counts it for the user, and mails it once if unread', async () => {
    const supportMails = async () =>
      (await mailsTo(t, 'buyer@caveau.test')).filter((m) => m.subject.startsWith('Support'))
    const before = (await supportMails()).length
    expect((await send('PUT', `/v1/admin/support/${threadId}/read`, admin)).status).toBe(200)
    const thread = await get(`/v1/admin/support/${threadId}`, admin)
    expect(thread.body.thread.unread).toBe(0)
    const answer = await send('POST', `/v1/admin/support/${threadId}/messages`, admin, {
      body: 'Elles sont dans « Commandes ».',
    })
    expect(answer.status).toBe(201)
    expect(await waiting(tokens.buyer)).toBe(1)
    const own = await get('/v1/support', tokens.buyer)
    expect(own.body.messages.at(-1)).toMatchObject({
      author: 'Support Caveau',
      fromSupport: true,
      body: 'Elles sont dans « Commandes ».',
    })
    const later = new Date(Date.now() + SUPPORT_MAIL_DELAY_MS + 60_000)
    await runDueJobs(t.deps, { ...messagingJobs, ...supportJobs }, { now: later })
    const mails = (await supportMails()).slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Support Caveau vous a répondu')
    expect(mails[0].text).toContain('Elles sont dans « Commandes ».')
    expect(mails[0].text).toContain('/help#support-chat')
    expect((await send('PUT', '/v1/support/read', tokens.buyer)).status).toBe(200)
    expect(await waiting(tokens.buyer)).toBe(0)
    // Read before the next mail's job runs: no mail.
    await send('POST', `/v1/admin/support/${threadId}/messages`, admin, { body: 'Autre chose ?' })
    await send('PUT', '/v1/support/read', tokens.buyer)
    await runDueJobs(
      t.deps,
      { ...messagingJobs, ...supportJobs },
      {
        now: new Date(later.getTime() + SUPPORT_MAIL_DELAY_MS * 3),
      },
    )
    expect((await supportMails()).length).toBe(before + 1)
  })

  it('refuses an empty or too long message and writes nothing', async () => {
    const before = await supportRows()
    for (const body of ['   ', 'x'.repeat(5001)]) {
      const res = await send('POST', '/v1/support/messages', tokens.pro, { body })
      expect(res.status).toBe(400)
      const answer = await send('POST', `/v1/admin/support/${threadId}/messages`, admin, { body })
      expect(answer.status).toBe(400)
    }
    expect((await send('POST', '/v1/support/messages', tokens.pro, { text: 'hi' })).status).toBe(
      400,
    )
    expect(await supportRows()).toEqual(before)
  })
})
