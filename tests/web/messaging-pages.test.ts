/**
 * /tickets as a browser without JavaScript uses it (issue 17 §5): the seeded conversations with
 * their waiting counts, opening one marks it read (the header's count drops), a buyer's new
 * conversation from a shop (a refusal on its fields writes nothing), a reply with a file sent as
 * multipart (a file that is not an image or a PDF refused in French), another buyer's
 * conversation 404, and the roles the page turns away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

const database = await throwAwayRuntime()

import { count, eq } from 'drizzle-orm'
import { messagingText } from '#app/modules/messaging/domain/messaging'
import { action, loader } from '#app/routes/tickets'
import { action as helpAction, loader as helpLoader } from '#app/routes/help'
import { action as inboxAction, loader as inboxLoader } from '#app/routes/admin_.support'
import { getRuntime } from '#app/platform/api/runtime.server'
import {
  conversationMessages,
  conversations,
  messageAttachments,
  shopMembers,
  users,
} from '#app/platform/db/schema'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

beforeAll(() => signInDemoAccounts())
afterAll(() => closeRuntime(database))

const db = async () => (await getRuntime()).database.db
const countMessages = async () =>
  Number((await (await db()).select({ n: count() }).from(conversationMessages))[0].n)

type Page = Awaited<ReturnType<typeof loader>>
async function load(as: DemoAccount, search = ''): Promise<Page | Response> {
  try {
    return (await loader({
      request: requestAs(as, `/tickets${search}`),
      params: {},
      context: {},
    })) as Page
  } catch (error) {
    if (error instanceof Response) return error
    // A failed read: Remix's data() thrown with its status.
    if (error && typeof error === 'object' && 'init' in error) return error as never
    throw error
  }
}
const page = async (as: DemoAccount, search = '') => (await load(as, search)) as Page

async function post(as: DemoAccount, body: FormData | URLSearchParams) {
  try {
    return (await action({
      request: requestAs(as, '/tickets', { method: 'POST', body }),
      params: {},
      context: {},
    })) as unknown
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}
type Refused = {
  data: { form: string; result: { error: Record<string, string[]> } }
  init: { status: number }
}

const idOf = async (subject: string) =>
  (
    await (await db())
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.subject, subject))
  )[0].id

describe('the messaging page (no JavaScript)', () => {
  it('lists the buyer’s conversations with what waits; opening one marks it read', async () => {
    const before = await page('buyer')
    expect(before.isBuyer).toBe(true)
    const visit = before.conversations.find((c) => c.subject === 'Visite du domaine')!
    expect(visit).toMatchObject({ with: 'Domaine de la Source', unread: 1 })
    expect(visit.last).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
    expect(before.conversations.map((c) => c.subject)).not.toContain('Tarifs restaurateur 2027')
    expect(before.shell.unreadMessages).toBeGreaterThanOrEqual(1)
    const opened = await page('buyer', `?c=${visit.id}`)
    expect(opened.open?.messages.map((m) => m.side)).toEqual(['buyer', 'shop'])
    expect(opened.open?.messages[1].time).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
    expect(opened.conversations.find((c) => c.id === visit.id)?.unread).toBe(0)
    expect(opened.shell.unreadMessages).toBe(before.shell.unreadMessages - 1)
  })

  it('answers 404 for another buyer’s conversation', async () => {
    const id = await idOf('Tarifs restaurateur 2027')
    const refused = (await load('buyer', `?c=${id}`)) as unknown as { init: { status: number } }
    expect(refused.init?.status).toBe(404)
  })

  it('starts a conversation from a shop: a bad form writes nothing, a good one opens it', async () => {
    const draft = (await page('buyer', '?shop=domaine-de-la-source')).draft!
    expect(draft.shop.name).toBe('Domaine de la Source')
    const before = await countMessages()
    const fields = (over: Record<string, string> = {}) =>
      new URLSearchParams({
        intent: 'start',
        shopId: draft.values.shopId,
        orderId: '',
        documentId: '',
        subject: 'Caisse de six',
        body: 'Vendez-vous le Sancerre par caisse de six ?',
        ...over,
      })
    const bad = (await post('buyer', fields({ subject: '' }))) as Refused
    expect(bad.init.status).toBe(400)
    expect(bad.data.result.error.subject).toEqual([messagingText.subject])
    expect(await countMessages()).toBe(before)
    const done = (await post('buyer', fields())) as Response
    expect(done.status).toBe(302)
    const id = await idOf('Caisse de six')
    expect(done.headers.get('location')).toBe(`/tickets?c=${id}`)
    expect(await countMessages()).toBe(before + 1)
  })

  it('lets the owner reply with an image; refuses a file that is not one', async () => {
    const id = await idOf('Caisse de six')
    const owner = await page('owner', `?c=${id}`)
    expect(owner.isBuyer).toBe(false)
    expect(owner.open?.messages[0].author).toBe('Alice Martin')
    const form = (file: File) => {
      const f = new FormData()
      f.set('intent', 'reply')
      f.set('id', String(id))
      f.set('body', 'Oui, et la caisse est offerte.')
      f.append('file', file)
      return f
    }
    const before = await countMessages()
    const fake = (await post(
      'owner',
      form(new File(['pas une image'], 'photo.jpg', { type: 'image/jpeg' })),
    )) as Refused
    expect(fake.init.status).toBe(400)
    expect(JSON.stringify(fake.data.result)).toContain(messagingText.badType)
    expect(await countMessages()).toBe(before)
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70])
    const sent = (await post('owner', form(new File([jpeg], 'caisse.jpg')))) as Response
    expect(sent.status).toBe(302)
    expect(sent.headers.get('location')).toBe(`/tickets?c=${id}`)
    const [file] = await (await db()).select().from(messageAttachments)
    expect(file.contentType).toBe('image/jpeg')
    const buyer = await page('buyer', `?c=${id}`)
    expect(buyer.open?.messages[1].attachments[0]).toMatchObject({
      filename: 'caisse.jpg',
      href: `/tickets/attachments/${id}/${file.id}`,
      image: true,
    })
  })

  it('turns away agents and a collaborator without seeAllMessages (spec 2.4)', async () => {
    const agent = (await load('agent')) as Response
    expect(agent.status).toBe(302)
    expect(agent.headers.get('location')).toBe('/dashboard')
    expect((await page('iam')).conversations.length).toBeGreaterThan(0)
    const iam = (
      await (await db()).select().from(users).where(eq(users.email, 'iam@caveau.test'))
    )[0]
    const where = eq(shopMembers.userId, iam.id)
    await (
      await db()
    )
      .update(shopMembers)
      .set({ authorizations: { seeAllMessages: false } })
      .where(where)
    try {
      const refused = (await load('iam')) as Response
      expect(refused.status).toBe(302)
      expect(refused.headers.get('location')).toBe('/dashboard')
    } finally {
      await (await db()).update(shopMembers).set({ authorizations: {} }).where(where)
    }
  })
})

describe('/help and /admin/support without JavaScript (the help chat)', () => {
  type HelpPage = Awaited<ReturnType<typeof helpLoader>>
  type Inbox = Awaited<ReturnType<typeof inboxLoader>>
  const helpPage = async (as: DemoAccount) =>
    (await helpLoader({ request: requestAs(as, '/help'), params: {}, context: {} })) as HelpPage
  const form = (fields: Record<string, string>) => new URLSearchParams(fields)
  async function run<T>(fn: () => Promise<T>): Promise<T | Response> {
    try {
      return await fn()
    } catch (error) {
      if (error instanceof Response) return error
      throw error
    }
  }
  const postHelp = (as: DemoAccount, body: URLSearchParams) =>
    run(() =>
      helpAction({
        request: requestAs(as, '/help', { method: 'POST', body }),
        params: {},
        context: {},
      }),
    )
  const inbox = (as: DemoAccount, search = '') =>
    run(() =>
      inboxLoader({ request: requestAs(as, `/admin/support${search}`), params: {}, context: {} }),
    )
  const answer = (body: URLSearchParams) =>
    run(() =>
      inboxAction({
        request: requestAs('admin', '/admin/support', { method: 'POST', body }),
        params: {},
        context: {},
      }),
    )

  it('shows a visitor the answers and a link to sign in, a user their conversation', async () => {
    expect((await helpPage('anonymous')).chat).toBeNull()
    const visitor = (await postHelp('anonymous', form({ body: 'Bonjour' }))) as Response
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('location')).toBe('/auth/login?redirectLink=%2Fhelp')
    expect((await helpPage('pro')).chat).toEqual({ messages: [] })
  })

  it('sends a message, refuses an empty one in French, and the admin answers it', async () => {
    const empty = (await postHelp('pro', form({ body: '  ' }))) as unknown as Refused
    expect(empty.init.status).toBe(400)
    expect(empty.data.result.error.body).toEqual([messagingText.body])
    const sent = (await postHelp(
      'pro',
      form({ body: 'Comment exporter mes commandes ?' }),
    )) as Response
    expect(sent.status).toBe(302)
    expect(sent.headers.get('location')).toBe('/help#support-chat')
    const list = (await inbox('admin')) as Inbox
    const thread = list.threads.find((t) => t.email === 'pro@caveau.test')!
    expect(thread).toMatchObject({ unread: 1, excerpt: 'Comment exporter mes commandes ?' })
    const open = (await inbox('admin', `?t=${thread.id}`)) as Inbox
    expect(open.open?.messages.map((m) => m.body)).toEqual(['Comment exporter mes commandes ?'])
    // Opening it marked it read.
    expect(open.threads.find((t) => t.id === thread.id)?.unread).toBe(0)
    const answered = (await answer(
      form({ id: String(thread.id), body: 'Depuis la liste des commandes, bouton CSV.' }),
    )) as Response
    expect(answered.headers.get('location')).toBe(`/admin/support?t=${thread.id}`)
    const mine = (await helpPage('pro')).chat!.messages
    expect(mine.at(-1)).toMatchObject({ author: 'Support Caveau', mine: false })
  })

  it('keeps the inbox for admins', async () => {
    for (const as of ['owner', 'buyer', 'anonymous'] as const) {
      const refused = (await inbox(as)) as Response
      expect(refused.status).toBe(302)
    }
  })
})
