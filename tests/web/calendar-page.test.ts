/**
 * /dashboard/calendar as a browser without JavaScript reads it (issue 17 §2): month, week and day
 * views of Paris days, weeks from Monday, the clock changes' days of 23 and 25 hours, the tasks a
 * viewer sees and the deliveries of those who manage them, each on its Paris day. Every date is
 * given in the URL: nothing reads today's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

const database = await throwAwayRuntime()

import { eq } from 'drizzle-orm'
import { action, loader } from '#app/routes/dashboard.calendar'
import { loader as feedLoader } from '#app/routes/resources.calendar.$token'
import { getRuntime } from '#app/platform/api/runtime.server'
import { clients, orders, shipments, shops, tasks, users } from '#app/platform/db/schema'
import { deadlineOf } from '#app/modules/tasks/domain/tasks'
import { closeRuntime, requestAs, signInDemoAccounts, thrown, type DemoAccount } from './session'

let shipmentId = 0
let orderId = 0

beforeAll(async () => {
  await signInDemoAccounts()
  const { db } = (await getRuntime()).database
  const id = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.code, 'SOURCE'))
  const owner = await id('owner@caveau.test')
  const iam = await id('iam@caveau.test')
  const agent = await id('agent@caveau.test')
  const task = (title: string, dueDate: string, dueTime: string | null, assigneeId: number) => ({
    shopId: shop.id,
    type: 'visit' as const,
    priority: 'medium' as const,
    title,
    dueDate,
    dueTime,
    deadline: deadlineOf(dueDate, dueTime),
    assigneeId,
    createdById: owner,
  })
  await db
    .insert(tasks)
    .values([
      task('Visite au petit matin', '2026-10-25', '02:30', iam),
      task('Dégustation de 10 h', '2026-10-25', '10:00', iam),
      task('Relancer le salon', '2026-10-25', null, iam),
      task('Tournée de printemps', '2026-03-29', '09:00', agent),
    ])
  const [client] = await db
    .insert(clients)
    .values({ shopId: shop.id, lastname: 'Calendrier' })
    .returning({ id: clients.id })
  const [order] = await db
    .insert(orders)
    .values({
      shopId: shop.id,
      clientId: client.id,
      status: 'validated',
      totalHtCents: 1000,
      tvaCents: 200,
      totalTtcCents: 1200,
      paymentType: 'transfer',
    })
    .returning({ id: orders.id })
  orderId = order.id
  // 23:30 UTC on 25 October is 00:30 on the 26th in Paris (winter time since that night).
  const [shipment] = await db
    .insert(shipments)
    .values({
      shopId: shop.id,
      orderId: order.id,
      lines: [],
      createdAt: new Date('2026-10-25T23:30:00Z'),
    })
    .returning({ id: shipments.id })
  shipmentId = shipment.id
})
afterAll(() => closeRuntime(database))

type Page = Awaited<ReturnType<typeof loader>>
const load = async (as: DemoAccount, search: string) =>
  (await loader({
    request: requestAs(as, `/dashboard/calendar${search}`),
    params: {},
    context: {},
  })) as Page
const titles = (page: Page, day: string) => (page.days[day] ?? []).map((i) => i.title)

describe('the calendar (no JavaScript)', () => {
  it('shows the autumn change’s day with 25 hours and each task in its real hour', async () => {
    const page = await load('owner', '?view=day&date=2026-10-25')
    expect(page.heading).toBe('dimanche 25/10/2026')
    expect(page.hours).toHaveLength(25)
    expect(page.allDay.map((i) => i.title)).toEqual(['Relancer le salon'])
    const at = (label: string) =>
      page.hours.filter((h) => h.label === label).map((h) => h.items.map((i) => i.title))
    // 02:30 comes twice that night: it is read in winter time, the second of the two 02:00 hours.
    expect(at('02:00')).toEqual([[], ['Visite au petit matin']])
    expect(at('10:00')).toEqual([['Dégustation de 10 h']])
    expect([page.prev, page.next]).toEqual(['2026-10-24', '2026-10-26'])
  })

  it('shows the spring change’s week from Monday, its Sunday of 23 hours', async () => {
    const week = await load('owner', '?view=week&date=2026-03-29')
    expect([week.from, week.to]).toEqual(['2026-03-23', '2026-03-29'])
    expect(titles(week, '2026-03-29')).toEqual(['Tournée de printemps'])
    expect((await load('owner', '?view=day&date=2026-03-29')).hours).toHaveLength(23)
    // The agent sees the task given to them; a collaborator with seeAllTask too.
    expect(titles(await load('agent', '?view=week&date=2026-03-29'), '2026-03-29')).toEqual([
      'Tournée de printemps',
    ])
  })

  it('shows deliveries on their Paris day to whom manages them, not to an agent', async () => {
    const month = await load('owner', '?view=month&date=2026-10-01')
    expect([month.from, month.to]).toEqual(['2026-09-28', '2026-11-01'])
    expect(month.sources.map((s) => s.key)).toEqual(['tasks', 'deliveries'])
    const delivery = (month.days['2026-10-26'] ?? []).find((i) => i.source === 'deliveries')
    expect(delivery).toMatchObject({
      title: `Livraison n° ${shipmentId} (commande n° ${orderId})`,
      detail: 'Calendrier · En attente',
      href: `/dashboard/orders/${orderId}`,
    })
    expect(month.days['2026-10-25']?.some((i) => i.source === 'deliveries')).toBeFalsy()
    const agent = await load('agent', '?view=month&date=2026-10-01')
    expect(agent.sources.map((s) => s.key)).toEqual(['tasks'])
    // Tasks given to iam@ are not the agent's.
    expect(titles(agent, '2026-10-25')).toEqual([])
  })

  it('falls back to a month for an unknown view or day', async () => {
    const page = await load('owner', '?view=year&date=2026-02-30')
    expect(page.view).toBe('month')
    expect(page.date).toBe(page.today)
  })

  it('makes, serves and revokes the private iCalendar link without JavaScript', async () => {
    const post = (intent: string) =>
      action({
        request: requestAs('iam', '/dashboard/calendar?view=week&date=2026-10-25', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ intent }),
        }),
        params: {},
        context: {},
      }) as Promise<Response>
    expect((await load('iam', '?view=week&date=2026-10-25')).feed).toEqual({ url: null })
    const made = await post('new-feed')
    expect(made.headers.get('location')).toBe('/dashboard/calendar?view=week&date=2026-10-25')
    const url = (await load('iam', '?view=week&date=2026-10-25')).feed!.url!
    expect(url).toMatch(/^http:\/\/localhost\/resources\/calendar\/[A-Za-z0-9_-]{32}$/)
    const token = url.split('/').at(-1)!
    const read = () =>
      feedLoader({
        request: requestAs('anonymous', `/resources/calendar/${token}`),
        params: { token },
        context: {},
      })
    const feed = await read()
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const ics = await feed.text()
    expect(ics).toContain('SUMMARY:Dégustation de 10 h')
    expect(ics).toContain('DUE;TZID=Europe/Paris:20261025T100000')
    expect(ics).not.toContain('Tournée de printemps')
    await post('revoke-feed')
    expect((await thrown(read)).status).toBe(404)
  })
})
