import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import type { LoaderFunctionArgs } from '@remix-run/node'
import { eq } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom/server'
import { getRuntime } from '#app/platform/api/runtime.server'
import { clients, sepaMandates } from '#app/platform/db/schema'
import { SepaMandates } from '#app/modules/sales/web/components/sepa-mandates'
import { loader, action } from '#app/routes/dashboard.payments._index'
import { readToasts } from '#app/platform/web/toast.server'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

/** 'Mandats SEPA' on /dashboard/payments: its list, its filter and its status form. */

const PATH = '/dashboard/payments'
const db = async () => (await getRuntime()).database.db

type Any = Record<string, any>
type Handler = (args: LoaderFunctionArgs) => any

async function settle(run: () => unknown): Promise<any> {
  try {
    return await run()
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

const load = (account: DemoAccount, path: string) =>
  settle(() => loader({ request: requestAs(account, path), params: {}, context: {} }))

const act = (account: DemoAccount, fields: Record<string, string>) =>
  settle(() =>
    (action as Handler)({
      request: requestAs(account, PATH, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost',
        },
        body: new URLSearchParams(fields).toString(),
      }),
      params: {},
      context: {},
    }),
  ) as Promise<Response>

/** The snackbar a redirect carries, read back as the next page's root loader would. */
async function toastOf(res: Response) {
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]
  const { toasts } = await readToasts(new Request('http://localhost/', { headers: { cookie } }))
  return toasts.map(({ type, message }) => ({ type, message }))
}

const seeded = {} as { pending: number; active: number; clientId: number }

const statusOf = async (id: number) =>
  (await (await db()).select().from(sepaMandates).where(eq(sepaMandates.id, id)))[0].status

beforeAll(async () => {
  await signInDemoAccounts()
  const d = await db()
  const [client] = await d
    .insert(clients)
    .values({ shopId: 1, businessName: 'Cave des Mandats', isPro: true })
    .returning()
  const [pending, active] = await d
    .insert(sepaMandates)
    .values([
      {
        shopId: 1,
        clientId: client.id,
        reference: 'SEPA-TEST-0001',
        status: 'pending',
        ibanLast4: '1234',
        createdAt: new Date('2026-03-01T10:00:00Z'),
      },
      {
        shopId: 1,
        clientId: client.id,
        reference: 'SEPA-TEST-0002',
        status: 'completed',
        ibanLast4: '9876',
        // 23:30 UTC is already the next day in Paris: the date shown is the French one.
        signedAt: new Date('2026-02-14T23:30:00Z'),
        createdAt: new Date('2026-02-10T10:00:00Z'),
      },
    ])
    .returning()
  Object.assign(seeded, { pending: pending.id, active: active.id, clientId: client.id })
})

afterAll(() => closeRuntime(database))

describe('Mandats SEPA on /dashboard/payments', () => {
  it('lists the mandates with their labels, IBAN ending, French date and next statuses', async () => {
    const page = await load('owner', PATH)
    const mine = page.mandates.mandates.filter((m: Any) => m.reference.startsWith('SEPA-TEST'))
    expect(mine).toEqual([
      {
        id: seeded.pending,
        reference: 'SEPA-TEST-0001',
        status: 'pending',
        statusLabel: 'En attente',
        client: 'Cave des Mandats',
        iban: '•••• 1234',
        signed: '—',
        next: [
          { value: 'processing', label: 'En cours' },
          { value: 'completed', label: 'Actif' },
          { value: 'error', label: 'Erreur' },
        ],
      },
      {
        id: seeded.active,
        reference: 'SEPA-TEST-0002',
        status: 'completed',
        statusLabel: 'Actif',
        client: 'Cave des Mandats',
        iban: '•••• 9876',
        signed: '15/02/2026',
        next: [{ value: 'error', label: 'Erreur' }],
      },
    ])
    // The ledger is still there beside it.
    expect(page.payments).toBeInstanceOf(Array)
  })

  it('filters on its own status key and keeps the ledger’s filters in its links', async () => {
    const page = await load('owner', `${PATH}?kind=payment&mandateStatus=completed&mandatesPage=1`)
    const refs = page.mandates.mandates.map((m: Any) => m.reference)
    expect(refs).toContain('SEPA-TEST-0002')
    expect(refs).not.toContain('SEPA-TEST-0001')
    expect(page.mandates.mandates.every((m: Any) => m.status === 'completed')).toBe(true)
    expect(page.mandates).toMatchObject({
      status: 'completed',
      hidden: 'kind=payment',
      search: 'kind=payment&mandateStatus=completed',
      carry: 'mandateStatus=completed',
      page: 1,
    })
    // An unknown status is not applied: the whole list comes back.
    const unknown = await load('owner', `${PATH}?mandateStatus=signed`)
    expect(unknown.mandates.status).toBe('')
    expect(unknown.mandates.mandates.map((m: Any) => m.reference)).toEqual(
      expect.arrayContaining(['SEPA-TEST-0001', 'SEPA-TEST-0002']),
    )
  })

  it('renders a chip per status and plain forms that work without JavaScript', async () => {
    const page = await load('owner', `${PATH}?kind=payment`)
    // Rendered as the server renders it, in a data router (Remix's Form needs one).
    const routes = [
      { path: PATH, element: createElement(SepaMandates, { path: PATH, data: page.mandates }) },
    ]
    const handler = createStaticHandler(routes)
    const context = await handler.query(new Request(`http://localhost${PATH}?kind=payment`))
    if (context instanceof Response) throw context
    const router = createStaticRouter(handler.dataRoutes, context)
    const html = renderToStaticMarkup(createElement(StaticRouterProvider, { router, context }))
    expect(html).toContain('<h2 id="mandats-sepa-title"')
    expect(html).toContain('data-status="pending"')
    expect(html).toMatch(/data-status="completed"[^>]*>Actif</)
    expect(html).toContain('•••• 1234')
    // The filter: a GET form that keeps the ledger's filters and offers the four statuses.
    expect(html).toMatch(/<form method="get" action="\/dashboard\/payments#mandats-sepa"/)
    expect(html).toContain('<input type="hidden" name="kind" value="payment"/>')
    expect(html).toContain('<label for="filter-mandateStatus"')
    for (const label of ['En attente', 'En cours', 'Actif', 'Erreur'])
      expect(html).toContain(`>${label}</option>`)
    // A row form: a POST with the intent, the mandate, and the list to come back to.
    expect(html).toContain('<form method="post" action="/dashboard/payments"')
    expect(html).toContain('name="intent" value="sepaStatus"')
    expect(html).toContain(`name="mandateId" value="${seeded.pending}"`)
    expect(html).toContain('name="redirectTo" value="/dashboard/payments?kind=payment"')
  })

  it('moves a pending mandate to active, then refuses an illegal move with the API’s message', async () => {
    const back = `${PATH}?mandateStatus=pending`
    const moved = await act('owner', {
      intent: 'sepaStatus',
      mandateId: String(seeded.pending),
      status: 'completed',
      redirectTo: back,
    })
    expect(moved.status).toBe(302)
    expect(moved.headers.get('location')).toBe(`${back}#mandats-sepa`)
    expect(await toastOf(moved)).toEqual([
      { type: 'success', message: 'Le statut du mandat a été mis à jour.' },
    ])
    expect(await statusOf(seeded.pending)).toBe('completed')
    const [row] = await (await db())
      .select()
      .from(sepaMandates)
      .where(eq(sepaMandates.id, seeded.pending))
    expect(row.signedAt).toBeInstanceOf(Date)

    const refused = await act('owner', {
      intent: 'sepaStatus',
      mandateId: String(seeded.pending),
      status: 'pending',
      redirectTo: 'https://elsewhere.test/',
    })
    expect(refused.status).toBe(302)
    expect(refused.headers.get('location')).toBe(`${PATH}#mandats-sepa`)
    expect(await toastOf(refused)).toEqual([
      {
        type: 'error',
        message:
          'Transition impossible : un mandat SEPA au statut « Actif » ne peut pas passer au statut « En attente ».',
      },
    ])
    expect(await statusOf(seeded.pending)).toBe('completed')

    const unknown = await act('owner', {
      intent: 'sepaStatus',
      mandateId: String(seeded.active),
      status: 'signed',
    })
    expect(await toastOf(unknown)).toEqual([
      { type: 'error', message: 'Choisissez le nouveau statut du mandat.' },
    ])
    expect(await statusOf(seeded.active)).toBe('completed')
  })

  it('answers 404 for a mandate of another shop', async () => {
    const res = await act('owner2', {
      intent: 'sepaStatus',
      mandateId: String(seeded.active),
      status: 'error',
    })
    expect(res.status).toBe(404)
    expect(await statusOf(seeded.active)).toBe('completed')
  })

  it('keeps iam-limited (no seeAllPayment) away from the list and the form', async () => {
    const page = await load('iam-limited', PATH)
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe('/dashboard')
    const res = await act('iam-limited', {
      intent: 'sepaStatus',
      mandateId: String(seeded.active),
      status: 'error',
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/dashboard')
    expect(await statusOf(seeded.active)).toBe('completed')
  })
})
