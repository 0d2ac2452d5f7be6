/**
 * A local fake of the part of Stripe's HTTP API Caveau calls (customers, Checkout Sessions,
 * PaymentIntents), for the official SDK pointed at it (STRIPE_API_BASE / config.stripe.apiBase).
 * Stripe's test payment method ids choose the outcome: `pm_card_visa` succeeds,
 * `pm_card_threeDSecure2Required` needs 3-D Secure, `pm_card_chargeDeclined` is declined (402 in
 * Stripe's error shape), `pm_sepa` stays processing. Its hosted pages: `GET /pay/:session?pm=…`
 * (or `&outcome=cancel`) completes a Checkout Session and goes to its success_url;
 * `GET /3ds/:paymentIntent?result=succeed|fail` answers the bank's challenge and goes to the
 * return_url. `GET /v1/balance` answers any valid key. A key containing `revoked` is refused (401).
 * Every API request is recorded with its form body, idempotency key and API key.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

type Obj = Record<string, any>

export type RecordedRequest = {
  method: string
  path: string
  body: Obj
  idempotencyKey: string | null
  /** The secret key the request was made with (which Stripe account it went to). */
  apiKey: string
}

export type FakeStripe = {
  url: string
  requests: RecordedRequest[]
  sessions: Map<string, Obj>
  paymentIntents: Map<string, Obj>
  close(): Promise<void>
}

/** `a[b][0][c]=v` form fields as nested objects and arrays, the way Stripe reads them. */
function parseForm(text: string): Obj {
  const root: Obj = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[')
    let node = root
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value
      else node = node[part] ??= {}
    })
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value
    const entries = Object.entries(value as Obj).map(([k, v]) => [k, arrays(v)] as const)
    return entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))
      ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v)
      : Object.fromEntries(entries)
  }
  return arrays(root) as Obj
}

const stripeError = (status: number, error: Obj) => ({ status, body: { error } })

export async function startFakeStripe(): Promise<FakeStripe> {
  let counter = 0
  const nextId = (prefix: string) => `${prefix}_fake${(++counter).toString().padStart(6, '0')}`
  const customers = new Map<string, Obj>()
  const sessions = new Map<string, Obj>()
  const setupIntents = new Map<string, Obj>()
  const paymentIntents = new Map<string, Obj>()
  const idempotent = new Map<string, { status: number; body: unknown }>()
  const requests: RecordedRequest[] = []
  let base = ''

  /** Confirms a PaymentIntent with its payment method: the test id decides what the bank says. */
  function confirm(pi: Obj): { status: number; body: Obj } {
    const pm = String(pi.payment_method ?? '')
    pi.next_action = null
    pi.last_payment_error = null
    if (pm === 'pm_card_chargeDeclined') {
      pi.status = 'requires_payment_method'
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_method: { id: pm, object: 'payment_method', type: 'card' },
      }
      pi.last_payment_error = error
      return stripeError(402, { ...error, payment_intent: pi })
    }
    if (pm === 'pm_card_threeDSecure2Required') {
      pi.status = 'requires_action'
      pi.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `${base}/3ds/${pi.id}`, return_url: pi.return_url ?? null },
      }
    } else if (pm.startsWith('pm_sepa')) pi.status = 'processing'
    else if (pm) pi.status = 'succeeded'
    else pi.status = 'requires_payment_method'
    return { status: 200, body: pi }
  }

  function createPaymentIntent(body: Obj): { status: number; body: Obj } {
    if (!body.amount || !body.currency)
      return stripeError(400, {
        type: 'invalid_request_error',
        message: 'Missing required param: amount.',
      })
    const pi: Obj = {
      id: nextId('pi'),
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: body.currency,
      customer: body.customer ?? null,
      payment_method: body.payment_method ?? null,
      mandate: body.mandate ?? null,
      off_session: body.off_session === 'true',
      return_url: body.return_url ?? null,
      metadata: body.metadata ?? {},
      status: 'requires_confirmation',
      next_action: null,
      last_payment_error: null,
      client_secret: `secret_${counter}`,
    }
    paymentIntents.set(pi.id, pi)
    return body.confirm === 'true' ? confirm(pi) : { status: 200, body: pi }
  }

  function expanded(session: Obj, expand: unknown): Obj {
    const fields = Array.isArray(expand) ? expand : []
    return {
      ...session,
      setup_intent:
        fields.includes('setup_intent') && session.setup_intent
          ? setupIntents.get(session.setup_intent)
          : session.setup_intent,
      payment_intent:
        fields.includes('payment_intent') && session.payment_intent
          ? paymentIntents.get(session.payment_intent)
          : session.payment_intent,
    }
  }

  const notFound = (what: string) =>
    stripeError(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${what}`,
    })

  function api(method: string, path: string, body: Obj): { status: number; body: unknown } {
    let m: RegExpMatchArray | null
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: nextId('cus'), object: 'customer', ...body }
      customers.set(customer.id, customer)
      return { status: 200, body: customer }
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs_test')
      const session: Obj = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        url: `${base}/pay/${id}`,
        customer: body.customer ?? null,
        currency: body.currency ?? null,
        allowed_payment_method_types: body.allowed_payment_method_types ?? ['card'],
        line_items: body.line_items ?? [],
        amount_total: (body.line_items ?? []).reduce(
          (sum: number, l: Obj) =>
            sum + Number(l.price_data?.unit_amount ?? 0) * Number(l.quantity),
          0,
        ),
        metadata: body.metadata ?? {},
        payment_intent_data: body.payment_intent_data ?? null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        setup_intent: null,
        payment_intent: null,
      }
      sessions.set(id, session)
      return { status: 200, body: session }
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const session = sessions.get(m[1])
      return session
        ? { status: 200, body: expanded(session, body.expand) }
        : notFound('checkout.session')
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(body)
    if (method === 'GET' && path === '/v1/balance')
      return {
        status: 200,
        body: { object: 'balance', available: [{ amount: 0, currency: 'eur' }], livemode: false },
      }
    if ((m = path.match(/^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/))) {
      const pi = paymentIntents.get(m[1])
      if (!pi) return notFound('payment_intent')
      if (method === 'GET' && !m[2]) return { status: 200, body: pi }
      if (method === 'POST' && m[2]) {
        if (body.payment_method) pi.payment_method = body.payment_method
        if (body.return_url) pi.return_url = body.return_url
        return confirm(pi)
      }
    }
    return stripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path})`,
    })
  }

  /** Stripe's hosted Checkout page, without the page: the buyer "pays" with the given method. */
  function pay(
    sessionId: string,
    query: URLSearchParams,
  ): { status: number; location?: string; text?: string } {
    const session = sessions.get(sessionId)
    if (!session || session.status !== 'open') return { status: 404, text: 'Session expirée' }
    if (query.get('outcome') === 'cancel') return { status: 303, location: session.cancel_url }
    const sepa = session.allowed_payment_method_types.includes('sepa_debit')
    const pm = query.get('pm') ?? (sepa ? 'pm_sepa' : 'pm_card_visa')
    if (session.mode === 'setup') {
      const seti = {
        id: nextId('seti'),
        object: 'setup_intent',
        status: 'succeeded',
        customer: session.customer,
        payment_method: pm,
        mandate: sepa ? nextId('mandate') : null,
        usage: 'off_session',
        metadata: session.metadata,
      }
      setupIntents.set(seti.id, seti)
      session.setup_intent = seti.id
    } else {
      const created = createPaymentIntent({
        amount: String(session.amount_total),
        currency: 'eur',
        customer: session.customer,
        payment_method: pm,
        confirm: 'true',
        metadata: session.payment_intent_data?.metadata ?? {},
      })
      const pi = (created.status === 200 ? created.body : created.body.error.payment_intent) as Obj
      session.payment_intent = pi.id
      // A refused card stays on Stripe's page, which shows the bank's answer.
      if (pi.status !== 'succeeded' && pi.status !== 'processing')
        return { status: 402, text: 'Votre carte a été refusée.' }
      session.payment_status = pi.status === 'succeeded' ? 'paid' : 'unpaid'
    }
    session.status = 'complete'
    return {
      status: 303,
      location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id),
    }
  }

  /** The bank's 3-D Secure challenge: passed or failed, then back to the merchant. */
  function challenge(
    piId: string,
    query: URLSearchParams,
  ): { status: number; location?: string; text?: string } {
    const pi = paymentIntents.get(piId)
    if (!pi || pi.status !== 'requires_action')
      return { status: 404, text: 'Authentification expirée' }
    const passed = query.get('result') !== 'fail'
    pi.next_action = null
    if (passed) pi.status = 'succeeded'
    else {
      pi.status = 'requires_payment_method'
      pi.last_payment_error = {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message: 'The provided PaymentMethod has failed authentication.',
      }
    }
    const back = new URL(pi.return_url)
    back.searchParams.set('payment_intent', pi.id)
    back.searchParams.set('payment_intent_client_secret', pi.client_secret)
    back.searchParams.set('redirect_status', passed ? 'succeeded' : 'failed')
    return { status: 303, location: back.toString() }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base)
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': nextId('req'),
        ...headers,
      })
      res.end(JSON.stringify(body))
    }
    let m: RegExpMatchArray | null
    if (
      req.method === 'GET' &&
      ((m = url.pathname.match(/^\/pay\/([^/]+)$/)) || (m = url.pathname.match(/^\/3ds\/([^/]+)$/)))
    ) {
      const page = url.pathname.startsWith('/pay/')
        ? pay(m[1], url.searchParams)
        : challenge(m[1], url.searchParams)
      res.writeHead(page.status, {
        'content-type': 'text/plain; charset=utf-8',
        ...(page.location ? { location: page.location } : {}),
      })
      res.end(page.text ?? '')
      return
    }
    if (!url.pathname.startsWith('/v1/')) return send(404, { error: { message: 'Not found' } })
    // A secret or restricted key; one whose name says it was revoked is refused as Stripe does.
    const apiKey = String(req.headers.authorization ?? '').replace(/^Bearer /, '')
    if (!/^(sk|rk)_/.test(apiKey) || apiKey.includes('revoked'))
      return send(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      })
    const body = parseForm(
      req.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString(),
    )
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      body,
      idempotencyKey: key,
      apiKey,
    })
    // A replayed key answers what the first request got, as Stripe does for 24 hours.
    const cacheKey = key && req.method === 'POST' ? `${url.pathname} ${key}` : null
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined
    if (cached) return send(cached.status, cached.body, { 'idempotent-replayed': 'true' })
    const answer = api(req.method ?? 'GET', url.pathname, body)
    const frozen = { status: answer.status, body: JSON.parse(JSON.stringify(answer.body)) }
    if (cacheKey) idempotent.set(cacheKey, frozen)
    send(frozen.status, frozen.body)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: base,
    requests,
    sessions,
    paymentIntents,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
