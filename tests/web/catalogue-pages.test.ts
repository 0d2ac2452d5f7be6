import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import {
  action as productAction,
  loader as productLoader,
} from '#app/routes/dashboard.products.$id'
import { loader as listLoader } from '#app/routes/dashboard.products._index'
import { loader as exportLoader } from '#app/routes/resources.sales-export'
import { action as addAction, loader as addLoader } from '#app/routes/dashboard.products.add'
import { action as iframeAddAction } from '#app/routes/dashboard.iframes.add'
import { loader as iframeLoader } from '#app/routes/dashboard.iframes.$id'
import { action as settingsAction, loader as settingsLoader } from '#app/routes/dashboard.settings'
import { action as tarifsAction, loader as tarifsLoader } from '#app/routes/dashboard.tarifs'
import { messages } from '#app/platform/domain/validation'
import { priceMessage } from '#app/modules/catalogue/web/form-schema.server'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

beforeAll(signInDemoAccounts)
afterAll(() => closeRuntime(database))

type Route = (args: LoaderFunctionArgs | ActionFunctionArgs) => Promise<unknown>

function call(
  route: Route,
  account: DemoAccount,
  path: string,
  form?: Record<string, string | string[]>,
) {
  let init: RequestInit = {}
  if (form) {
    const body = new URLSearchParams()
    for (const [k, v] of Object.entries(form))
      for (const one of Array.isArray(v) ? v : [v]) body.append(k, one)
    init = { method: 'POST', body }
  }
  return route({ request: requestAs(account, path, init), params: {}, context: {} })
}

/** What a loader or action answered or threw, as a Response or its data. */
async function outcome(run: Promise<unknown>) {
  try {
    return await run
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

/** The guard's refusal of a page: back to the dashboard's home. */
async function expectSentHome(route: Route, account: DemoAccount, path: string) {
  const answer = (await outcome(call(route, account, path))) as Response
  expect(answer.status).toBe(302)
  expect(answer.headers.get('location')).toBe('/dashboard')
}

type DataWithInit = { type: 'DataWithResponseInit'; data: any; init: { status?: number } }

async function productNames(account: DemoAccount = 'owner') {
  const { products } = (await call(listLoader as Route, account, '/dashboard/products')) as {
    products: { name: string; id: number }[]
  }
  return products
}

const newProduct = (name: string, price: string) => ({
  name,
  productType: 'bottle',
  type: 'Vin',
  color: 'Rouge',
  status: 'online',
  vatType: 'standard',
  country: 'FR',
  qualityLabels: ['AOP', 'HVE'],
  grapes: ['Syrah', 'Grenache noir'],
  'vintage.name': '2022',
  'vintage.alcohol': '13,5',
  'format.unity': 'Centilitre(s)',
  'format.unityValue': '75',
  'format.container': 'bottle',
  'format.type': 'bottle',
  'format.price': price,
  'format.gtin': '',
})

describe('/dashboard/products: the catalogue export', () => {
  it('offers the CSV of the whole catalogue in the import layout, and streams it', async () => {
    const page = (await call(listLoader as Route, 'owner', '/dashboard/products')) as {
      canExport: boolean
    }
    expect(page.canExport).toBe(true)
    const file = (await call(
      exportLoader as Route,
      'owner',
      '/resources/sales-export?list=products',
    )) as Response
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(file.headers.get('content-disposition')).toMatch(/filename="catalogue-/)
    const [header] = (await file.text()).split('\r\n')
    // (Response.text() drops the BOM: tests/api/imports.test.ts reads the bytes.)
    expect(header.split(';').slice(0, 3)).toEqual(['Produit', 'Type', 'Couleur'])
  })

  it('offers the links of the wines’ e-labels as CSV, on the address the page was asked on', async () => {
    const page = (await call(listLoader as Route, 'owner', '/dashboard/products')) as {
      canExportElabels: boolean
    }
    expect(page.canExportElabels).toBe(true)
    const file = (await call(
      exportLoader as Route,
      'owner',
      '/resources/sales-export?list=elabels',
    )) as Response
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(/filename="etiquettes-/)
    const [header, first] = (await file.text()).split('\r\n')
    expect(header).toBe('Produit;Millésime;Format;GTIN;Étiquette électronique;Lien GS1 (QR code)')
    // No APP_URL in the tests: the request's own origin (requestAs asks http://localhost), not
    // the platform's default address (http://localhost:3000).
    expect(first.split(';')[4]).toMatch(
      /^http:\/\/localhost\/domaine-de-la-source\/nutritiveValues\?/,
    )
  })

  it('is refused to a buyer, before the provider is asked', async () => {
    await expectSentHome(exportLoader as Route, 'buyer', '/resources/sales-export?list=products')
    await expectSentHome(exportLoader as Route, 'buyer', '/resources/sales-export?list=elabels')
  })
})

describe('/dashboard/products/add', () => {
  it('creates the product with its vintage and format, then opens it with a snackbar', async () => {
    const res = (await outcome(
      call(
        addAction as Route,
        'owner',
        '/dashboard/products/add',
        newProduct('Cuvée du Test', '12,50'),
      ),
    )) as Response
    expect(res.status).toBe(302)
    const location = res.headers.get('location') ?? ''
    expect(location).toMatch(/^\/dashboard\/products\/\d+$/)
    expect(res.headers.get('set-cookie')).toContain('toast=')

    const page = (await call(productLoader as Route, 'owner', location)) as {
      product: {
        name: string
        qualityLabels: string[]
        grapes: string[]
        vintages: { name: string; alcohol: number }[]
        formats: { priceCents: number; unityValue: number }[]
      }
    }
    expect(page.product.name).toBe('Cuvée du Test')
    expect(page.product.qualityLabels).toEqual(['AOP', 'HVE'])
    expect(page.product.grapes).toEqual(['Syrah', 'Grenache noir'])
    expect(page.product.vintages).toMatchObject([{ name: '2022', alcohol: 13.5 }])
    expect(page.product.formats).toMatchObject([{ priceCents: 1250, unityValue: 75 }])
  })

  it('refuses a bad price in French and creates nothing', async () => {
    const before = await productNames()
    const answer = (await call(
      addAction as Route,
      'owner',
      '/dashboard/products/add',
      newProduct('Cuvée au mauvais prix', '12,5x'),
    )) as DataWithInit
    expect(answer.init.status).toBe(400)
    expect(answer.data.result.error).toMatchObject({ 'format.price': [priceMessage] })
    const after = await productNames()
    expect(after.length).toBe(before.length)
    expect(after.map((p) => p.name)).not.toContain('Cuvée au mauvais prix')
  })

  it('is closed to a collaborator without createProduct, page and post', async () => {
    await expectSentHome(addLoader as Route, 'iam-limited', '/dashboard/products/add')

    const before = (await productNames()).length
    const post = (await outcome(
      call(addAction as Route, 'iam-limited', '/dashboard/products/add', newProduct('Intrus', '9')),
    )) as Response
    expect(post.status).toBe(302)
    expect(post.headers.get('location')).toBe('/dashboard')
    expect((await productNames()).length).toBe(before)
  })

  it('shows the product page read-only to that collaborator', async () => {
    const [first] = await productNames()
    const page = (await call(
      productLoader as Route,
      'iam-limited',
      `/dashboard/products/${first.id}`,
    )) as { canEdit: boolean }
    expect(page.canEdit).toBe(false)
    const post = (await outcome(
      call(productAction as Route, 'iam-limited', `/dashboard/products/${first.id}`, {
        intent: 'delete-product',
      }),
    )) as Response
    expect(post.status).toBe(302)
    expect((await productNames()).map((p) => p.id)).toContain(first.id)
  })
})

describe('/dashboard/products/{id}', () => {
  it('adds a format, then refuses to delete the last vintage', async () => {
    const product = (await productNames()).find((p) => p.name === 'Cuvée du Test')!
    const path = `/dashboard/products/${product.id}`
    const added = (await outcome(
      call(productAction as Route, 'owner', path, {
        intent: 'add-format',
        formId: 'add-format',
        unity: 'Litre(s)',
        unityValue: '1,5',
        container: 'magnum',
        type: 'bottle',
        price: '27',
        gtin: '',
      }),
    )) as Response
    expect(added.status).toBe(302)
    const page = (await call(productLoader as Route, 'owner', path)) as {
      product: { formats: { label: string; priceCents: number }[]; vintages: { id: number }[] }
    }
    expect(page.product.formats.map((f) => f.priceCents)).toEqual([1250, 2700])

    const refused = (await call(productAction as Route, 'owner', path, {
      intent: 'delete-vintage',
      formId: 'delete-vintage',
      vintageId: String(page.product.vintages[0].id),
    })) as DataWithInit
    expect(refused.init.status).toBe(400)
    expect(refused.data.message).toBe('Un produit garde au moins un millésime.')
  })
})

describe('/dashboard/tarifs', () => {
  it('saves a Restaurateur price and a hidden cell from the grid', async () => {
    const product = (await productNames()).find((p) => p.name === 'Cuvée du Test')!
    const { rows } = (await call(tarifsLoader as Route, 'owner', '/dashboard/tarifs')) as {
      rows: { productId: number; formatId: number }[]
    }
    const [bottle, magnum] = rows.filter((r) => r.productId === product.id)
    const res = (await outcome(
      call(tarifsAction as Route, 'owner', '/dashboard/tarifs', {
        intent: 'grid',
        formId: 'grid',
        [`p.${bottle.formatId}.restaurateur.price`]: '9,80',
        [`p.${bottle.formatId}.restaurateur.visible`]: 'on',
        [`p.${magnum.formatId}.caviste.price`]: '',
      }),
    )) as Response
    expect(res.status).toBe(302)
    const after = (await call(tarifsLoader as Route, 'owner', '/dashboard/tarifs')) as {
      rows: {
        formatId: number
        typologies: Record<string, { visible: boolean; priceCents?: number | null }>
      }[]
    }
    const cells = Object.fromEntries(after.rows.map((r) => [r.formatId, r.typologies]))
    expect(cells[bottle.formatId].restaurateur).toMatchObject({ visible: true, priceCents: 980 })
    expect(cells[magnum.formatId].caviste).toMatchObject({ visible: false })
  })

  it('refuses a bad price on its cell', async () => {
    const { rows } = (await call(tarifsLoader as Route, 'owner', '/dashboard/tarifs')) as {
      rows: { formatId: number }[]
    }
    const answer = (await call(tarifsAction as Route, 'owner', '/dashboard/tarifs', {
      intent: 'grid',
      formId: 'grid',
      [`p.${rows[0].formatId}.restaurateur.price`]: 'douze',
      [`p.${rows[0].formatId}.restaurateur.visible`]: 'on',
    })) as DataWithInit
    expect(answer.init.status).toBe(400)
    expect(answer.data.result.error).toEqual({
      [`p.${rows[0].formatId}.restaurateur.price`]: [priceMessage],
    })
  })

  it('is closed to buyers', async () => {
    const res = (await outcome(
      call(tarifsLoader as Route, 'buyer', '/dashboard/tarifs'),
    )) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/dashboard')
  })
})

describe('/dashboard/settings?link=promotions', () => {
  const path = '/dashboard/settings?link=promotions'
  const promotion = (code: string) => ({
    intent: 'add-promotion',
    formId: 'add-promotion',
    name: 'Printemps',
    type: '%',
    amount: '12,5',
    activation: 'minProduct',
    activationValue: '6',
    code,
    startsAt: '01/04/2030',
    endsAt: '30/04/2030',
    active: 'on',
  })

  it('refuses a code over 15 characters with the spec message', async () => {
    const answer = (await call(
      settingsAction as Route,
      'owner',
      path,
      promotion('CODEBEAUCOUPTROPLONG'),
    )) as DataWithInit
    expect(answer.init.status).toBe(400)
    expect(answer.data.result.error).toMatchObject({ code: [messages.promoCode] })
  })

  it('creates a promotion and lists it', async () => {
    const res = (await outcome(
      call(settingsAction as Route, 'owner', path, promotion('printemps')),
    )) as Response
    expect(res.status).toBe(302)
    const data = (await call(settingsLoader as Route, 'owner', path)) as {
      promotions: {
        allowed: true
        promotions: { name: string; amount: number; code: string; startsAt: string }[]
      }
    }
    expect(data.promotions.promotions).toContainEqual(
      expect.objectContaining({ name: 'Printemps', amount: 1250, code: 'PRINTEMPS' }),
    )
  })
})

describe('/dashboard/iframes', () => {
  it('creates an embedded shop and shows its snippet', async () => {
    const res = (await outcome(
      call(iframeAddAction as Route, 'owner', '/dashboard/iframes/add', {
        name: 'Site du domaine',
        origins: 'https://www.mon-domaine.fr/\nhttp://localhost:8080',
        typology: '',
        showFilters: 'on',
        color: '#219EBC',
      }),
    )) as Response
    expect(res.status).toBe(302)
    const location = res.headers.get('location')!
    const data = (await call(iframeLoader as Route, 'owner', location)) as {
      iframe: { origins: string[] }
      snippet: string
    }
    expect(data.iframe.origins).toEqual(['https://www.mon-domaine.fr', 'http://localhost:8080'])
    expect(data.snippet).toMatch(/^<iframe src="http:\/\/localhost\/iframes\/\d+"/)
  })

  it('puts a bad origin on its field', async () => {
    const answer = (await call(iframeAddAction as Route, 'owner', '/dashboard/iframes/add', {
      name: 'Mauvais site',
      origins: 'https://www.mon-domaine.fr/boutique',
    })) as DataWithInit
    expect(answer.init.status).toBe(400)
    expect(answer.data.result.error).toMatchObject({ origins: [messages.url] })
  })
})
