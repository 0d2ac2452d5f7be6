// `npm run bench:checkout`: a whole checkout as a browser without JavaScript makes it, request by
// request, against the production server on a fresh seeded in-memory database: sign in, add six
// bottles of a Domaine de la Source wine, cart, checkout, 'Mettre à jour le total' with the pick-up,
// 'Commande avec obligation de paiement' by transfer, the confirmation, sign out. Every form is read from the page's
// HTML and posted as the browser would (urlencoded, Origin header, cookies, redirects followed as
// their own requests). Times are to the last byte of each response. Every round must end on the
// confirmation page of one new order. Writes a Markdown table to bench/checkout-results.md (or
// --out). Options: --rounds 30 --warmup 3 --product <slug> --no-build.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { buildIfStale, buildVersion, median, prettierMarkdown, startServer } from './harness.mjs'
process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'))

const { values: opts } = parseArgs({
  options: {
    rounds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '3' },
    // The e2e checkout's wine (demoCatalogue.source.redSlug): no counted stock, so no round runs out.
    product: { type: 'string', default: 'sancerre-cote-des-monts' },
    seller: { type: 'string', default: '1' },
    out: { type: 'string', default: 'bench/checkout-results.md' },
    'no-build': { type: 'boolean', default: false },
  },
})
const rounds = Number(opts.rounds)
const warmup = Number(opts.warmup)
// The API allows 200 sign-ins per address in 15 minutes; one more is made to read the product page.
if (!(rounds >= 1 && warmup >= 0 && rounds + warmup < 200))
  throw new Error('--rounds must be at least 1 and --rounds + --warmup below 200')

const buyer = { username: 'buyer@caveau.test', password: 'Demo1234' }
// What the buyer types at checkout (the demo account has no address of its own).
const typed = {
  'delivery.name': 'Alice Martin',
  'delivery.street': '12 rue des Vignes',
  'delivery.zipcode': '18300',
  'delivery.city': 'Sancerre',
  'delivery.country': 'FR',
  'contact.lastname': 'Martin',
  'contact.firstname': 'Alice',
  'contact.phone': '06 12 34 56 78',
  'orders[0].paymentType': 'transfer',
  acceptTerms: 'on',
  acceptSalesTerms: 'on',
  isAdult: 'on',
}
const pickupName = 'Retrait au domaine'

// ---------------------------------------------------------------- forms, as a browser reads them

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }
const decode = (s) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : +e.slice(1))
      : (entities[e] ?? m),
  )

function attributes(tag) {
  const attrs = {}
  const body = tag.replace(/^<\w+/, '').replace(/\/?>$/, '')
  for (const m of body.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g))
    attrs[m[1].toLowerCase()] = decode(m[2] ?? m[3] ?? m[4] ?? '')
  return attrs
}

/** Every form of the page: its attributes, its fields in document order and its buttons. */
function forms(html) {
  return [...html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)].map((f) => {
    const form = { attrs: attributes(f[0].match(/^<form\b[^>]*>/)[0]), fields: [], buttons: [] }
    const controls =
      /<input\b[^>]*>|<select\b[^>]*>([\s\S]*?)<\/select>|<textarea\b[^>]*>([\s\S]*?)<\/textarea>|<button\b[^>]*>([\s\S]*?)<\/button>/g
    for (const c of f[1].matchAll(controls)) {
      const kind = c[0].slice(1, c[0].search(/[\s>]/)).toLowerCase()
      const a = attributes(c[0].match(/^<\w+\b[^>]*>/)[0])
      if (kind === 'button') {
        form.buttons.push({ ...a, text: decode(c[3].replace(/<[^>]*>/g, '')).trim() })
        continue
      }
      if (!a.name || 'disabled' in a) continue
      if (kind === 'select') {
        const options = [...c[1].matchAll(/<option\b[^>]*>([\s\S]*?)<\/option>/g)].map((o) => {
          const oa = attributes(o[0].match(/^<option\b[^>]*>/)[0])
          const text = decode(o[1].replace(/<[^>]*>/g, '')).trim()
          return { value: oa.value ?? text, text, selected: 'selected' in oa }
        })
        const chosen = options.find((o) => o.selected) ?? options[0]
        form.fields.push({ name: a.name, value: chosen?.value ?? '', options })
      } else if (kind === 'textarea') {
        form.fields.push({ name: a.name, value: decode(c[2]).replace(/^\n/, '') })
      } else {
        const type = (a.type ?? 'text').toLowerCase()
        if (['submit', 'button', 'reset', 'image', 'file'].includes(type)) continue
        if ((type === 'checkbox' || type === 'radio') && !('checked' in a)) continue
        form.fields.push({ name: a.name, value: a.value ?? (type === 'checkbox' ? 'on' : '') })
      }
    }
    return form
  })
}

function findForm(html, test, what) {
  const form = forms(html).find(test)
  if (!form) throw new Error(`no ${what} form on the page:\n${html.slice(0, 2000)}`)
  return form
}

const field = (form, name) => form.fields.find((f) => f.name === name)

/** The body the browser posts: the form's fields, what the user changed, then the submitter. */
function formBody(form, changes = {}, submitter = null) {
  const body = new URLSearchParams()
  const changed = new Set()
  for (const f of form.fields) {
    if (f.name in changes) {
      // A radio group or a field sent once: the user's value replaces whatever was there.
      if (!changed.has(f.name)) body.append(f.name, changes[f.name])
      changed.add(f.name)
    } else body.append(f.name, f.value)
  }
  for (const [name, value] of Object.entries(changes))
    if (!changed.has(name)) body.append(name, value)
  if (submitter?.name) body.append(submitter.name, submitter.value ?? '')
  return body
}

/** The messages a re-rendered form shows (its error lists), to say why a round failed. */
const pageErrors = (html) =>
  [
    ...html.matchAll(
      /<(?:ul|p|div)\b[^>]*(?:role="alert"|id="[^"]*-error")[^>]*>([\s\S]*?)<\/(?:ul|p|div)>/g,
    ),
  ]
    .map((m) =>
      decode(m[1].replace(/<[^>]*>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)

// ---------------------------------------------------------------- a browser without JavaScript

/** One tab's cookie jar and history; every request it makes is timed to its last byte. */
class Browser {
  constructor(base) {
    this.base = base
    // Past the alcohol notice, as a returning visitor (bench/run.mjs sends the same).
    this.cookies = new Map([['isOver18', 'true']])
    this.timings = []
  }

  keep(res) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const expired = attrs.some((a) => {
        const [k, v = ''] = a.split('=').map((s) => s.trim())
        return (
          (k.toLowerCase() === 'max-age' && Number(v) <= 0) ||
          (k.toLowerCase() === 'expires' && Date.parse(v) <= Date.now())
        )
      })
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, pair.slice(eq + 1).trim())
    }
  }

  async request(step, method, url, body = null) {
    const headers = {
      accept: 'text/html,application/xhtml+xml',
      'accept-encoding': 'gzip, deflate, br',
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    }
    if (body) {
      headers.origin = this.base
      headers['content-type'] = 'application/x-www-form-urlencoded'
    }
    const target = new URL(url, this.base)
    const start = performance.now()
    const res = await fetch(target, { method, headers, body, redirect: 'manual' })
    const html = await res.text()
    const ms = performance.now() - start
    this.keep(res)
    const location = res.headers.get('location')
    this.timings.push({ step, method, path: target.pathname, status: res.status, ms })
    return { status: res.status, html, location, url: target }
  }

  /** A GET or a form post, then its redirects as the browser follows them (each its own step). */
  async go(step, method, url, body = null, expect = 200) {
    let res = await this.request(step, method, url, body)
    for (let hops = 0; res.status >= 300 && res.status < 400 && res.location; hops++) {
      if (hops === 5) throw new Error(`${step}: too many redirects`)
      const next = new URL(res.location, res.url)
      res = await this.request(`${step}: redirect`, 'GET', next)
    }
    if (res.status !== expect) {
      const why = pageErrors(res.html).join(' | ') || res.html.slice(0, 500)
      throw new Error(`${step}: ${method} ${url} answered ${res.status} at ${res.url}: ${why}`)
    }
    return res
  }

  post(step, form, changes, submitter, expect) {
    return this.go(
      step,
      'POST',
      form.attrs.action ?? '',
      formBody(form, changes, submitter),
      expect,
    )
  }
}

async function signIn(browser) {
  const page = await browser.go('sign-in page', 'GET', '/auth/login')
  const login = findForm(page.html, (f) => f.attrs.id === 'login', 'sign-in')
  login.attrs.action ??= '/auth/login'
  const res = await browser.post('sign in', login, buyer)
  if (res.url.pathname.startsWith('/auth/')) throw new Error('sign-in refused: still on /auth')
  return res
}

const logoutForm = (html) => findForm(html, (f) => f.attrs.action === '/auth/logout', 'sign-out')

async function signOut(browser, logout) {
  const res = await browser.post('sign out', logout)
  if (res.url.pathname !== '/auth/login') throw new Error(`sign-out ended on ${res.url.pathname}`)
}

/** The product page's 'Ajouter au panier' form (the first vintage and format shown). */
const addToCartForm = (html) =>
  findForm(
    html,
    (f) =>
      f.attrs.action === '/resources/cart' &&
      field(f, 'intent')?.value === 'add' &&
      field(f, 'quantity'),
    'add-to-cart',
  )

/** One whole journey; answers the ids of the orders the confirmation page shows. */
async function journey(base, addForm) {
  const browser = new Browser(base)
  // The account menu's 'Se déconnecter' form: the confirmation page has no menu, and its form posts
  // the same body from any page.
  const logout = logoutForm((await signIn(browser)).html)
  const added = await browser.post('add 6 bottles', addForm, { quantity: '6' })
  if (!/a été ajouté au panier/.test(added.html)) throw new Error('no "ajouté au panier" notice')

  const cart = await browser.go('cart', 'GET', '/cart')
  if (!cart.html.includes('href="/cart/checkout"')) throw new Error('the cart has no checkout link')
  const page = await browser.go('checkout page', 'GET', '/cart/checkout')
  let form = findForm(page.html, (f) => f.attrs.id === 'checkout', 'checkout')
  form.attrs.action ??= '/cart/checkout'
  const quantities = form.fields.filter((f) =>
    /^orders\[\d+\]\.products\[\d+\]\.quantity$/.test(f.name),
  )
  if (quantities.length !== 1 || quantities[0].value !== '6')
    throw new Error(
      `the checkout holds ${quantities.map((q) => q.value).join(' + ') || 'nothing'}, not 6 bottles`,
    )
  const checkoutId = field(form, 'checkoutId')?.value
  const mode = field(form, 'orders[0].deliveryModeId')
  const pickup = mode?.options?.find((o) => o.text.startsWith(pickupName))
  if (!checkoutId || !pickup) throw new Error('no checkout id or no pick-up mode on the page')
  const button = (value) => form.buttons.find((b) => b.name === 'intent' && b.value === value)

  // The total follows the delivery mode: without JavaScript it is priced again before placing.
  const repriced = await browser.post(
    'update the total (pick-up)',
    form,
    { 'orders[0].deliveryModeId': pickup.value },
    button('reprice'),
  )
  form = findForm(repriced.html, (f) => f.attrs.id === 'checkout', 'checkout')
  form.attrs.action ??= '/cart/checkout'
  if (field(form, 'checkoutId')?.value !== checkoutId) throw new Error('the checkout id changed')
  if (field(form, 'orders[0].deliveryModeId')?.value !== pickup.value)
    throw new Error('the re-rendered form lost the pick-up')

  const done = await browser.post('place the order', form, typed, button('place'))
  if (done.url.pathname !== '/cart/confirmation')
    throw new Error(`placing ended on ${done.url.pathname}: ${pageErrors(done.html).join(' | ')}`)
  const ids = (done.url.searchParams.get('orders') ?? '').split(',').filter(Boolean)
  const shown = [...done.html.matchAll(/data-testid="placed-order"/g)].length
  // React separates adjacent text nodes with empty comments.
  const text = done.html.replaceAll('<!-- -->', '')
  if (
    !text.includes('Merci, votre commande est enregistrée') ||
    ids.length !== 1 ||
    shown !== 1 ||
    !text.includes(`Commande n° ${ids[0]} — Domaine de la Source`)
  )
    throw new Error(`the confirmation page does not show order ${ids.join(',')}`)

  await signOut(browser, logout)
  return { ids, timings: browser.timings }
}

// ---------------------------------------------------------------- figures

const sorted = (xs) => [...xs].sort((a, b) => a - b)
/** Nearest rank: the value 90 % of the samples do not exceed. */
const p90 = (xs) => sorted(xs)[Math.ceil(xs.length * 0.9) - 1]
const ms = (x) => x.toFixed(1)

function table(runs) {
  const steps = runs[0].timings.map((t, i) => ({ ...t, samples: runs.map((r) => r.timings[i]) }))
  const lines = [
    '| # | step | request | status | median ms | p90 ms | max ms |',
    '| ---: | --- | --- | ---: | ---: | ---: | ---: |',
  ]
  steps.forEach((s, i) => {
    const xs = s.samples.map((t) => t.ms)
    lines.push(
      `| ${i + 1} | ${s.step} | \`${s.method} ${s.path}\` | ${s.status} | ${ms(median(xs))} | ` +
        `${ms(p90(xs))} | ${ms(Math.max(...xs))} |`,
    )
  })
  const totals = runs.map((r) => r.timings.reduce((sum, t) => sum + t.ms, 0))
  lines.push(
    `|  | **whole checkout** | ${steps.length} requests |  | **${ms(median(totals))}** | ` +
      `**${ms(p90(totals))}** | **${ms(Math.max(...totals))}** |`,
  )
  return { text: lines.join('\n'), totals, steps: steps.length }
}

async function main() {
  buildIfStale(opts['no-build'])
  const server = await startServer({ unset: ['STRIPE_SECRET_KEY'] })
  const stopOnSignal = () => void server.stop().finally(() => process.exit(130))
  process.once('SIGINT', stopOnSignal)
  process.once('SIGTERM', stopOnSignal)
  try {
    // The add-to-cart form as the product page renders it to the signed-in buyer (read once: the
    // journey starts after the buyer chose the wine; adding comes back to this page).
    const reader = new Browser(server.base)
    await signIn(reader)
    const productPath = `/shops/${opts.seller}/${opts.product}`
    const product = await reader.go('product page', 'GET', productPath)
    const addForm = addToCartForm(product.html)
    addForm.attrs.action = '/resources/cart'
    await signOut(reader, logoutForm(product.html))

    const loadBefore = os.loadavg()[0]
    const runs = []
    for (let i = 0; i < warmup + rounds; i++) {
      const run = await journey(server.base, addForm)
      if (i >= warmup) runs.push(run)
      const label = i < warmup ? `warm-up ${i + 1}/${warmup}` : `round ${i - warmup + 1}/${rounds}`
      const total = run.timings.reduce((sum, t) => sum + t.ms, 0)
      console.info(`${label}: order ${run.ids.join(',')}, ${ms(total)} ms`)
    }
    const shapes = new Set(runs.map((r) => r.timings.map((t) => `${t.method} ${t.path}`).join()))
    if (shapes.size !== 1) throw new Error('the rounds did not make the same requests')

    const orders = runs.flatMap((r) => r.ids)
    if (new Set(orders).size !== rounds)
      throw new Error(`${rounds} rounds placed ${new Set(orders).size} distinct orders`)
    const { text, totals, steps } = table(runs)
    const cpus = os.cpus()
    const report = [
      '# Checkout benchmark',
      '',
      `${new Date().toISOString()} · build ${buildVersion()} · Node ${process.version} · ` +
        `${cpus.length} × ${cpus[0]?.model ?? 'CPU'} · PGlite in memory`,
      '',
      `\`npm run bench:checkout\`: a whole checkout without JavaScript, ${rounds} rounds after ` +
        `${warmup} warm-ups, one request at a time against the production server ` +
        `(\`NODE_ENV=production\`, no request log, compression on, demo seed). Each round signs in ` +
        `as ${buyer.username}, adds 6 bottles of \`${opts.product}\` (seller ${opts.seller}) with ` +
        `the product page's form, opens the cart and the checkout, updates the total with the ` +
        `pick-up (“${pickupName}”), places the order by transfer with an address, a contact and ` +
        `both boxes ticked, reads the confirmation and signs out. Forms are read from each page's ` +
        `HTML and posted urlencoded with the Origin header; redirects are followed as the browser ` +
        `does, each as its own request. Times run from sending the request to the last byte of ` +
        `the (gzipped) body, on the same machine.`,
      '',
      text,
      '',
      `Orders created: ${orders.length} in ${rounds} measured rounds (${orders[0]}–${orders.at(-1)}), ` +
        `plus ${warmup} in the warm-ups; every round ended on its confirmation page showing its ` +
        `order. The whole checkout is the sum of the ${steps} requests of a round (median of the ` +
        `sums, not the sum of the medians); the buyer's reading and typing time is not counted.`,
      '',
      `Load average (1 min) on ${cpus.length} cores: ${loadBefore.toFixed(1)} before, ` +
        `${os.loadavg()[0].toFixed(1)} after; above the core count, other processes shared the CPU ` +
        `and the times are longer than on an idle machine.`,
      '',
      '<details><summary>Whole checkout per round, ms</summary>',
      '',
      totals.map(ms).join(', '),
      '',
      '</details>',
      '',
    ].join('\n')
    fs.writeFileSync(opts.out, await prettierMarkdown(report, opts.out))
    console.info(`\n${report}`)
  } catch (error) {
    if (server.log.length)
      console.error(`Server log (last lines):\n${server.log.slice(-20).join('\n')}`)
    throw error
  } finally {
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
