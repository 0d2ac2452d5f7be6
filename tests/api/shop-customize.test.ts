import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call, shopById } from './helpers'

let t: TestApi
const jwt: Record<string, string> = {}
beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
  t = await createTestApi()
  for (const name of ['owner', 'iam', 'owner2'])
    jwt[name] = (await t.login(`${name}@caveau.test`)).jwt
})
afterAll(() => t.close())

const put = async (json: unknown, token = jwt.owner) =>
  call(await t.request('/v1/shops/me', { method: 'PUT', token, json }))

describe('PUT /v1/shops/me: the look of the public shop', () => {
  it('saves the header style, the tabs with their children and members-only prices', async () => {
    const before = (await shopById(t, 1))!
    const tabs = [
      {
        id: 'vins',
        name: '  Nos vins  ',
        kind: 'products',
        filter: { type: 'Vin', color: 'Rouge', gamme: 'Prestige' },
        children: [
          { id: 'blancs', name: 'Blancs', kind: 'products', filter: { color: 'Blanc' } },
          { id: 'visite', name: 'Visites', kind: 'content', content: '<p>Tous les jours</p>' },
        ],
      },
      { id: 'histoire', name: 'Notre histoire', kind: 'content', content: '<h2>Depuis 1890</h2>' },
    ]
    const res = await put({ headerStyle: 'center', tabs, settings: { membersOnlyPrices: true } })
    expect(res.status).toBe(200)
    expect(res.body.sucess).toBe(true)
    expect(res.body.message).toBe('Les informations de la boutique ont été enregistrées.')
    const row = (await shopById(t, 1))!
    expect(row.headerStyle).toBe('center')
    expect(row.tabs).toEqual([
      {
        id: 'vins',
        name: 'Nos vins',
        kind: 'products',
        filter: { type: 'Vin', color: 'Rouge', gamme: 'Prestige' },
        children: [
          { id: 'blancs', name: 'Blancs', kind: 'products', filter: { color: 'Blanc' } },
          { id: 'visite', name: 'Visites', kind: 'content', content: '<p>Tous les jours</p>' },
        ],
      },
      { id: 'histoire', name: 'Notre histoire', kind: 'content', content: '<h2>Depuis 1890</h2>' },
    ])
    expect(row.settings).toEqual({ ...before.settings, membersOnlyPrices: true })
    expect(res.body.shop.tabs).toEqual(row.tabs)

    const off = await put({ settings: { membersOnlyPrices: false } })
    expect(off.status).toBe(200)
    expect((await shopById(t, 1))!.settings.membersOnlyPrices).toBe(false)
    // The tabs stay when another field changes.
    expect((await shopById(t, 1))!.tabs).toEqual(row.tabs)
  })

  it('keeps only the filter of a product tab and only the content of a content tab', async () => {
    const res = await put({
      tabs: [
        { id: 'a', name: 'Articles', kind: 'products', content: '<p>oublié</p>', filter: {} },
        { id: 'b', name: 'Page', kind: 'content', filter: { color: 'Rosé' } },
      ],
    })
    expect(res.status).toBe(200)
    expect((await shopById(t, 1))!.tabs).toEqual([
      { id: 'a', name: 'Articles', kind: 'products' },
      { id: 'b', name: 'Page', kind: 'content', content: '' },
    ])
  })

  it('stores the content sanitised: no script, no event handler, no javascript: link', async () => {
    const content = [
      '<p onclick="steal()" style="color: #c00; position: fixed; text-align: center">Bienvenue',
      '<script>alert(1)</script>',
      '<a href="javascript:alert(1)">piège</a>',
      '<a href="https://exemple.fr" target="_blank">site</a>',
      '<a href="mailto:cave@exemple.fr">mail</a> <a href="tel:+33612345678">tél</a>',
      '<img src="x" onerror="alert(1)"><iframe src="https://exemple.fr"></iframe></p>',
    ].join('')
    const res = await put({ tabs: [{ id: 'page', name: 'Page', kind: 'content', content }] })
    expect(res.status).toBe(200)
    const stored = (await shopById(t, 1))!.tabs[0].content!
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:|iframe|position/i)
    expect(stored).toContain('<p style="color: #c00; text-align: center">Bienvenue')
    expect(stored).toContain('<a>piège</a>')
    expect(stored).toContain(
      '<a href="https://exemple.fr" target="_blank" rel="noopener noreferrer">site</a>',
    )
    expect(stored).toContain('<a href="mailto:cave@exemple.fr">mail</a>')
    expect(stored).toContain('<a href="tel:+33612345678">tél</a>')
    expect(stored).toContain('<img src="x">')
  })

  it('refuses more than 12 tabs, children included, in French, and keeps the old ones', async () => {
    const saved = (await shopById(t, 1))!.tabs
    const tab = (i: number) => ({ id: `t${i}`, name: `Onglet ${i}`, kind: 'products' })
    const message = 'Une boutique a au plus 12 onglets, sous-onglets compris.'

    const flat = await put({ tabs: Array.from({ length: 13 }, (_, i) => tab(i)) })
    expect(flat.status).toBe(400)
    expect(flat.body).toMatchObject({ sucess: false, message })

    const nested = await put({
      tabs: [
        { ...tab(0), children: Array.from({ length: 6 }, (_, i) => tab(10 + i)) },
        { ...tab(1), children: Array.from({ length: 6 }, (_, i) => tab(20 + i)) },
      ],
    })
    expect(nested.status).toBe(400)
    expect(nested.body.message).toBe(message)
    expect((await shopById(t, 1))!.tabs).toEqual(saved)
  })

  it('refuses bad tabs with French messages', async () => {
    const cases: [unknown, string][] = [
      [[{ id: 'a', name: '   ', kind: 'products' }], 'Ce champ ne peut pas être vide'],
      [
        [{ id: 'a', name: 'x'.repeat(41), kind: 'products' }],
        'Le nom d’un onglet a au plus 40 caractères.',
      ],
      [[{ id: 'a', name: 'A', kind: 'video' }], "Cette valeur n'est pas proposée"],
      [
        [{ id: 'a', name: 'A', kind: 'products', filter: { color: 'Violet' } }],
        "Cette valeur n'est pas proposée",
      ],
      [
        [{ id: 'a', name: 'A', kind: 'content', content: 'x'.repeat(20_001) }],
        'Le contenu d’un onglet a au plus 20 000 caractères.',
      ],
      [
        [
          { id: 'a', name: 'A', kind: 'products' },
          { id: 'a', name: 'B', kind: 'products' },
        ],
        'Deux onglets portent le même identifiant.',
      ],
      [[{ id: 'a b', name: 'A', kind: 'products' }], 'L’identifiant de l’onglet n’est pas valide.'],
    ]
    for (const [tabs, message] of cases) {
      const res = await put({ tabs })
      expect(res.status, message).toBe(400)
      expect(res.body.message).toBe(message)
    }
    // Grandchildren are refused: child tabs are one level deep.
    const deep = await put({
      tabs: [
        {
          id: 'a',
          name: 'A',
          kind: 'products',
          children: [{ id: 'b', name: 'B', kind: 'products', children: [] }],
        },
      ],
    })
    expect(deep.status).toBe(400)
    const header = await put({ headerStyle: 'right' })
    expect(header.status).toBe(400)
    expect(header.body.message).toBe("Cette valeur n'est pas proposée")
  })

  it('sets and removes the logo and banner, the legacy columns too', async () => {
    const set = await put({
      color: '#aa3355',
      editedShop: {
        color: '#aa3355',
        logo: '/uploads/logo.webp',
        banner: 'https://cdn.exemple.fr/b.webp',
      },
    })
    expect(set.status).toBe(200)
    expect((await shopById(t, 1))!.editedShop).toMatchObject({
      color: '#aa3355',
      logo: '/uploads/logo.webp',
      banner: 'https://cdn.exemple.fr/b.webp',
    })
    const publicShop = await call(await t.request('/v1/shops/1'))
    expect(publicShop.body.shop.editedShop.logo).toBe('/uploads/logo.webp')

    const removed = await put({ editedShop: { logo: null } })
    expect(removed.status).toBe(200)
    const row = (await shopById(t, 1))!
    expect(row.editedShop).toEqual({ color: '#aa3355', banner: 'https://cdn.exemple.fr/b.webp' })
    expect(row.logo).toBeNull()
    const after = await call(await t.request('/v1/shops/1'))
    expect(after.body.shop.editedShop.logo).toBeUndefined()

    for (const logo of [
      'javascript:alert(1)',
      '//evil.example/x.png',
      'data:image/png;base64,AA',
    ]) {
      const bad = await put({ editedShop: { logo } })
      expect(bad.status, logo).toBe(400)
      expect(bad.body.message).toBe("L'url n'est pas valide")
    }
  })

  it('refuses a collaborator (403) and changes nothing; shop 2 is untouched', async () => {
    const before = (await shopById(t, 1))!
    const res = await put({ headerStyle: 'left', tabs: [] }, jwt.iam)
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ sucess: false, message: "Vous n'avez pas accès à cette ressource." })
    const row = (await shopById(t, 1))!
    expect(row.headerStyle).toBe(before.headerStyle)
    expect(row.tabs).toEqual(before.tabs)

    const other = await put({ headerStyle: 'left', tabs: [] }, jwt.owner2)
    expect(other.status).toBe(200)
    expect((await shopById(t, 1))!.headerStyle).toBe(before.headerStyle)
    expect((await shopById(t, 2))!.headerStyle).toBe('left')
  })
})
