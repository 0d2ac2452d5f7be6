import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts); uploaded images go to a
// throw-away directory too.
const uploadDir = await mkdtemp(join(tmpdir(), 'caveau-customize-'))
const database = await throwAwayRuntime({ UPLOAD_DIR: uploadDir })

import { eq } from 'drizzle-orm'
import { shops } from '#app/platform/db/schema'
import { getRuntime } from '#app/platform/api/runtime.server'
import { action, loader } from '#app/routes/dashboard.customize'
import { closeRuntime, requestAs, signInDemoAccounts, thrown, type DemoAccount } from './session'

/** /dashboard/customize at loader and action level, against the in-process provider. */

const PAGE = '/dashboard/customize'

beforeAll(signInDemoAccounts)
afterAll(async () => {
  await closeRuntime(database)
  await rm(uploadDir, { recursive: true, force: true })
})

const load = (account: DemoAccount = 'owner') =>
  loader({ request: requestAs(account, PAGE), params: {}, context: {} })

/** A form post as the browser sends it without JavaScript. */
const post = (fields: Record<string, string | Blob>, account: DemoAccount = 'owner') => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  return action({
    request: requestAs(account, PAGE, { method: 'POST', body }),
    params: {},
    context: {},
  })
}

/** A redirect answered by the action, or the `data()` of a refused form. */
type Refused = {
  data: { form: string; result: { error?: Record<string, string[] | null> } }
  init: { status: number }
}
const asRedirect = (value: unknown) => {
  expect(value).toBeInstanceOf(Response)
  return value as Response
}
const asRefused = (value: unknown) => {
  expect(value).not.toBeInstanceOf(Response)
  return value as Refused
}

async function shopRow() {
  const { db } = (await getRuntime()).database
  const [row] = await db.select().from(shops).where(eq(shops.id, 1))
  return row
}

describe('GET /dashboard/customize', () => {
  it('gives the owner the look of shop 1, editable, with the limits of the tab editor', async () => {
    const data = await load()
    expect(data.title).toBe('Personnaliser la boutique')
    expect(data.canEdit).toBe(true)
    expect(data.shop).toMatchObject({
      id: 1,
      name: 'Domaine de la Source',
      previewUrl: '/shops/1',
      builderUrl: '/shops/1/builders',
      membersOnlyPrices: false,
      tabs: (await shopRow()).tabs,
    })
    expect(data.shop.color).toMatch(/^#[0-9a-f]{6}$/)
    expect(['start', 'center', 'left']).toContain(data.shop.headerStyle)
    expect(data.limits).toEqual({ tabs: 12, name: 40, content: 20_000, gamme: 80 })
  })

  it.each(['iam', 'iam-limited'] as const)('shows %s the page read-only', async (account) => {
    const data = await load(account)
    expect(data.canEdit).toBe(false)
    expect(data.shop.id).toBe(1)
    expect(data.gammes).toEqual([])
  })

  it.each(['agent', 'buyer', 'owner2'] as const)('follows the access table for %s', async (a) => {
    if (a === 'owner2') {
      expect((await load(a)).shop.id).toBe(2)
      return
    }
    const res = await thrown(() => load(a))
    expect(res.headers.get('location')).toBe('/dashboard')
  })

  it('sends a visitor to sign in', async () => {
    const res = await thrown(() => load('anonymous'))
    expect(res.headers.get('location')).toBe('/auth/login?redirectLink=%2Fdashboard%2Fcustomize')
  })
})

describe('identity form', () => {
  it('saves the picked colour and the header style, then comes back to the section', async () => {
    const before = await load()
    const res = asRedirect(
      await post({
        intent: 'identity',
        color: '#336699',
        colorHex: before.shop.color,
        previousColor: before.shop.color,
        headerStyle: 'center',
      }),
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`${PAGE}#identite`)
    expect(res.headers.get('set-cookie')).toMatch(/^toast=/)
    const row = await shopRow()
    expect(row.headerStyle).toBe('center')
    expect(row.color).toBe('#336699')
    expect(row.editedShop.color).toBe('#336699')
    expect((await load()).shop).toMatchObject({ color: '#336699', headerStyle: 'center' })
  })

  it('keeps the typed hex code over the picker (no JavaScript to sync them)', async () => {
    asRedirect(
      await post({
        intent: 'identity',
        color: '#336699',
        colorHex: 'AA00CC',
        previousColor: '#336699',
        headerStyle: 'left',
      }),
    )
    expect((await load()).shop).toMatchObject({ color: '#aa00cc', headerStyle: 'left' })
  })

  it('refuses a bad colour or style with French messages and saves nothing', async () => {
    const refused = asRefused(
      await post({
        intent: 'identity',
        color: '#aa00cc',
        colorHex: 'rouge',
        previousColor: '#aa00cc',
        headerStyle: 'diagonal',
      }),
    )
    expect(refused.init.status).toBe(400)
    expect(refused.data.form).toBe('identity')
    expect(refused.data.result.error?.colorHex).toEqual(["La couleur n'est pas valide"])
    expect(refused.data.result.error?.headerStyle).toEqual(['Choisissez une disposition.'])
    expect((await shopRow()).headerStyle).toBe('left')
  })
})

describe('images', () => {
  it('asks for a file when none was chosen', async () => {
    const refused = asRefused(
      await post({ intent: 'image', target: 'logo', file: new File([], '') }),
    )
    expect(refused.init.status).toBe(400)
    expect(refused.data.form).toBe('image-logo')
    expect(refused.data.result.error?.file).toEqual(['Choisissez une image.'])
  })

  it('refuses a file that is not an image', async () => {
    const refused = asRefused(
      await post({
        intent: 'image',
        target: 'banner',
        file: new File(['bonjour'], 'notes.txt', { type: 'text/plain' }),
      }),
    )
    expect(refused.data.form).toBe('image-banner')
    expect(refused.data.result.error?.file).toEqual(['Choisissez une image JPEG, PNG ou WebP.'])
  })

  it('uploads a logo through POST /v1/images and shows it', async () => {
    const sharp = (await import('sharp')).default
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#219ebc' },
    })
      .png()
      .toBuffer()
    const res = asRedirect(
      await post({
        intent: 'image',
        target: 'logo',
        file: new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }),
      }),
    )
    expect(res.headers.get('location')).toBe(`${PAGE}#identite`)
    const { logo } = (await load()).shop
    expect(logo).toMatch(/^\/uploads\/1\/[a-f0-9]+\.webp$/)
    expect((await shopRow()).editedShop.logo).toBe(logo)
    expect((await stat(join(uploadDir, logo!.replace('/uploads/', '')))).size).toBeGreaterThan(0)
  })

  it("'Retirer' removes the banner", async () => {
    const { db } = (await getRuntime()).database
    const row = await shopRow()
    await db
      .update(shops)
      .set({ editedShop: { ...row.editedShop, banner: '/uploads/banniere.webp' } })
      .where(eq(shops.id, 1))
    expect((await load()).shop.banner).toBe('/uploads/banniere.webp')
    const res = asRedirect(await post({ intent: 'remove-image', target: 'banner' }))
    expect(res.status).toBe(302)
    expect((await load()).shop.banner).toBeNull()
    expect((await shopRow()).editedShop).not.toHaveProperty('banner')
  })
})

describe('prices form', () => {
  it('reserves prices for members, then shows them to everyone again', async () => {
    asRedirect(await post({ intent: 'prices', membersOnlyPrices: 'on' }))
    expect((await load()).shop.membersOnlyPrices).toBe(true)
    expect((await shopRow()).settings.membersOnlyPrices).toBe(true)
    // An unchecked box is not posted at all.
    asRedirect(await post({ intent: 'prices' }))
    expect((await load()).shop.membersOnlyPrices).toBe(false)
  })
})

describe('tabs form', () => {
  // From no tab at all, whatever the demo shop comes with.
  beforeAll(async () => {
    const { db } = (await getRuntime()).database
    await db.update(shops).set({ tabs: [] }).where(eq(shops.id, 1))
  })

  /** The fields of a saved tab list, as the page renders them. */
  const tabsFields = async () => {
    const { tabs } = (await load()).shop
    const fields: Record<string, string> = { intent: 'tabs' }
    tabs.forEach((tab, i) => {
      fields[`tabs[${i}].id`] = tab.id
      fields[`tabs[${i}].name`] = tab.name
      fields[`tabs[${i}].kind`] = tab.kind
      tab.children?.forEach((child, j) => {
        fields[`tabs[${i}].children[${j}].id`] = child.id
        fields[`tabs[${i}].children[${j}].name`] = child.name
        fields[`tabs[${i}].children[${j}].kind`] = child.kind
      })
    })
    return fields
  }
  const names = async () =>
    (await load()).shop.tabs.map((t) => [t.name, ...(t.children ?? []).map((c) => c.name)])

  it("'Ajouter un onglet' adds a product tab, then the edits are saved", async () => {
    const res = asRedirect(await post({ intent: 'tabs', op: 'add' }))
    expect(res.headers.get('location')).toBe(`${PAGE}#onglets`)
    const [added] = (await load()).shop.tabs
    expect(added).toMatchObject({ name: 'Nouvel onglet', kind: 'products' })
    expect(added.id).toMatch(/^[A-Za-z0-9_-]{1,40}$/)

    asRedirect(
      await post({
        intent: 'tabs',
        op: 'save',
        'tabs[0].id': added.id,
        'tabs[0].name': 'Nos rouges',
        'tabs[0].kind': 'products',
        'tabs[0].filter.type': 'Vin',
        'tabs[0].filter.color': 'Rouge',
        'tabs[0].filter.gamme': '',
      }),
    )
    expect((await load()).shop.tabs).toEqual([
      {
        id: added.id,
        name: 'Nos rouges',
        kind: 'products',
        filter: { type: 'Vin', color: 'Rouge' },
      },
    ])
  })

  it('keeps what was typed when another button is pressed, and stores content sanitised', async () => {
    const fields = await tabsFields()
    asRedirect(
      await post({
        ...fields,
        'tabs[0].name': 'Vins rouges',
        'tabs[0].filter.color': 'Rouge',
        'tabs[1].id': 'histoire',
        'tabs[1].name': 'Notre histoire',
        'tabs[1].kind': 'content',
        'tabs[1].content':
          '<h2 onclick="x()">Depuis 1890</h2><script>alert(1)</script><a href="javascript:alert(1)">lien</a>',
        op: 'add-child:0',
      }),
    )
    const tabs = (await load()).shop.tabs
    expect(tabs).toHaveLength(2)
    expect(tabs[0]).toMatchObject({ name: 'Vins rouges', filter: { color: 'Rouge' } })
    expect(tabs[0].children).toHaveLength(1)
    expect(tabs[0].children![0]).toMatchObject({ name: 'Nouveau sous-onglet', kind: 'products' })
    expect(tabs[1]).toEqual({
      id: 'histoire',
      name: 'Notre histoire',
      kind: 'content',
      content: '<h2>Depuis 1890</h2><a>lien</a>',
    })
  })

  it('moves tabs and child tabs up and down, and deletes them', async () => {
    asRedirect(await post({ ...(await tabsFields()), op: 'up:1' }))
    expect(await names()).toEqual([['Notre histoire'], ['Vins rouges', 'Nouveau sous-onglet']])
    asRedirect(await post({ ...(await tabsFields()), op: 'add-child:1' }))
    const fields = await tabsFields()
    asRedirect(await post({ ...fields, 'tabs[1].children[1].name': 'Blancs', op: 'up:1.1' }))
    expect(await names()).toEqual([
      ['Notre histoire'],
      ['Vins rouges', 'Blancs', 'Nouveau sous-onglet'],
    ])
    asRedirect(await post({ ...(await tabsFields()), op: 'delete:1.1' }))
    expect(await names()).toEqual([['Notre histoire'], ['Vins rouges', 'Blancs']])
    asRedirect(await post({ ...(await tabsFields()), op: 'delete:0' }))
    expect(await names()).toEqual([['Vins rouges', 'Blancs']])
  })

  it('refuses an empty name in French and changes nothing', async () => {
    const before = (await load()).shop.tabs
    const refused = asRefused(
      await post({ ...(await tabsFields()), 'tabs[0].name': '  ', op: 'save' }),
    )
    expect(refused.init.status).toBe(400)
    expect(refused.data.form).toBe('tabs')
    expect(refused.data.result.error?.['tabs[0].name']).toEqual(['Ce champ ne peut pas être vide'])
    expect((await load()).shop.tabs).toEqual(before)
  })

  it('refuses a button value no button sends, before reading the tabs', async () => {
    const before = (await load()).shop.tabs
    const refused = await thrown(() => post({ intent: 'tabs', 'tabs[0].name': '  ', op: 'up:x' }))
    expect(refused.status).toBe(400)
    expect(await refused.text()).toBe('Action inconnue')
    expect((await load()).shop.tabs).toEqual(before)
  })

  it('refuses a thirteenth tab with the French message', async () => {
    const fields: Record<string, string> = { intent: 'tabs', op: 'add' }
    for (let i = 0; i < 12; i++) {
      fields[`tabs[${i}].id`] = `t${i}`
      fields[`tabs[${i}].name`] = `Onglet ${i + 1}`
      fields[`tabs[${i}].kind`] = 'products'
    }
    const refused = asRefused(await post(fields))
    expect(refused.init.status).toBe(400)
    expect(Object.values(refused.data.result.error ?? {}).flat()).toContain(
      'Une boutique a au plus 12 onglets, sous-onglets compris.',
    )
    expect(await names()).toEqual([['Vins rouges', 'Blancs']])
  })

  it('answers 400 to an unknown button', async () => {
    const res = await thrown(() => post({ intent: 'tabs', op: 'explode:1' }))
    expect(res.status).toBe(400)
  })
})

describe('collaborators', () => {
  it('are turned back with a message before any write, and stay signed in', async () => {
    const before = await shopRow()
    const res = asRedirect(
      await post({ intent: 'identity', color: '#000000', headerStyle: 'start' }, 'iam'),
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(PAGE)
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^toast=/)
    expect(cookie).not.toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/)
    const after = await shopRow()
    expect(after.color).toBe(before.color)
    expect(after.headerStyle).toBe(before.headerStyle)
    // Still signed in: the page opens.
    expect((await load('iam')).canEdit).toBe(false)
  })
})
