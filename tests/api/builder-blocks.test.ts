/**
 * Issue 16 §2 through the API: the shop builder's blocks (GET|POST /v1/builder/blocks, PUT|DELETE
 * /v1/builder/blocks/{id}, PUT /v1/builder/blocks/{id}/position, PUT /v1/builder/publication) and
 * the public GET /v1/shops/{id}/blocks. Refused to the signed-out, buyers and agents; writes need
 * createProduct; another shop's block is 404; bad input is 400 with nothing written; hostile HTML
 * is sanitised; visitors see the published blocks only.
 */
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { shopBlocks } from '#app/platform/db/schema'
import { call } from './helpers'
import { demoShopsForFile } from './sales-db-fixtures'

const demo = demoShopsForFile()

const send = (method: string, path: string, token: string | undefined, json?: unknown) =>
  demo.t.request(path, { method, token, json }).then(call)
const countBlocks = async () =>
  Number((await demo.t.database.db.select({ n: count() }).from(shopBlocks))[0].n)

const text = (html: string, tab = 'le-domaine') => ({ tab, kind: 'text', content: { html } })
const map = {
  tab: 'le-domaine',
  kind: 'map',
  content: { address: '12 chemin des Vignes, Sancerre' },
}

describe('builder blocks: who may call', () => {
  it('refuses the signed-out, buyers and agents; the team reads; createProduct writes', async () => {
    expect((await send('GET', '/v1/builder/blocks?tab=le-domaine', undefined)).status).toBe(401)
    for (const token of [demo.tokens.buyer, demo.tokens.agent]) {
      expect((await send('GET', '/v1/builder/blocks?tab=le-domaine', token)).status).toBe(403)
      expect((await send('POST', '/v1/builder/blocks', token, map)).status).toBe(403)
    }
    const before = await countBlocks()
    const limited = await send('POST', '/v1/builder/blocks', demo.tokens.iamLimited, map)
    expect(limited.status).toBe(403)
    expect(
      (
        await send('PUT', '/v1/builder/publication', demo.tokens.iamLimited, {
          tab: 'le-domaine',
          published: true,
        })
      ).status,
    ).toBe(403)
    expect(await countBlocks()).toBe(before)
    expect(
      (await send('GET', '/v1/builder/blocks?tab=le-domaine', demo.tokens.iamLimited)).status,
    ).toBe(200)
    const made = await send('POST', '/v1/builder/blocks', demo.tokens.iam, map)
    expect(made.status, made.text).toBe(201)
    expect(made.body.block).toMatchObject({ kind: 'map', status: 'draft', tab: 'le-domaine' })
    // Another shop's owner: the block is not theirs.
    const id = made.body.block.id
    expect((await send('DELETE', `/v1/builder/blocks/${id}`, demo.tokens.owner2)).status).toBe(404)
    expect(
      (
        await send('PUT', `/v1/builder/blocks/${id}`, demo.tokens.owner2, {
          kind: 'map',
          content: { address: 'x' },
        })
      ).status,
    ).toBe(404)
    expect((await send('DELETE', `/v1/builder/blocks/${id}`, demo.tokens.owner)).status).toBe(200)
  })
})

describe('builder blocks: input', () => {
  it('refuses bad input with a French message and writes nothing', async () => {
    const before = await countBlocks()
    const bad = [
      { tab: 'le-domaine', kind: 'video', content: {} },
      text('', 'le-domaine'),
      text('<p>Bonjour</p>', 'onglet-inconnu'),
      {
        tab: 'le-domaine',
        kind: 'image',
        content: { url: '/uploads/a.webp', alt: '', width: 600 },
      },
      {
        tab: 'le-domaine',
        kind: 'image',
        content: { url: 'https://ailleurs.test/a.png', alt: 'Chai', width: 600 },
      },
      {
        tab: 'le-domaine',
        kind: 'image',
        content: { url: '/uploads/a.webp', alt: 'Chai', width: 5000 },
      },
      { tab: 'le-domaine', kind: 'products', content: { color: 'Violet', limit: 4 } },
      { tab: 'le-domaine', kind: 'map', content: { address: '' } },
      // Only hostile markup: nothing left once sanitised.
      text('<script>alert(1)</script>'),
    ]
    for (const json of bad) {
      const res = await send('POST', '/v1/builder/blocks', demo.tokens.owner, json)
      expect(res.status, JSON.stringify(json)).toBe(400)
      expect(res.body.message).toMatch(/[a-zé]/)
    }
    const alt = await send('POST', '/v1/builder/blocks', demo.tokens.owner, bad[3])
    expect(JSON.stringify(alt.body)).toContain('Le texte alternatif est obligatoire')
    const tab = await send('POST', '/v1/builder/blocks', demo.tokens.owner, bad[2])
    expect(tab.body.message).toBe('Cet onglet n’existe pas dans votre boutique.')
    expect(await countBlocks()).toBe(before)
  })

  it('sanitises hostile HTML, keeps the kind of a block, moves, publishes and shows visitors the published ones', async () => {
    const hostile = await send(
      'POST',
      '/v1/builder/blocks',
      demo.tokens.owner,
      text(
        '<p onclick="alert(1)">Nos caves<script>alert(2)</script><a href="javascript:alert(3)">ici</a></p>',
      ),
    )
    expect(hostile.status, hostile.text).toBe(201)
    const html: string = hostile.body.block.content.html
    expect(html).toContain('Nos caves')
    expect(html).not.toMatch(/script|onclick|javascript:/i)
    const [stored] = await demo.t.database.db
      .select()
      .from(shopBlocks)
      .where(eq(shopBlocks.id, hostile.body.block.id))
    expect(JSON.stringify(stored.content)).not.toMatch(/script|onclick|javascript:/i)

    const grid = await send('POST', '/v1/builder/blocks', demo.tokens.owner, {
      tab: 'le-domaine',
      kind: 'products',
      content: { title: 'Nos rouges', color: 'Rouge', limit: 4 },
    })
    expect(grid.status, grid.text).toBe(201)
    const other = await send('PUT', `/v1/builder/blocks/${grid.body.block.id}`, demo.tokens.owner, {
      kind: 'text',
      content: { html: '<p>x</p>' },
    })
    expect(other.status).toBe(400)
    expect(other.body.message).toBe('Ce bloc n’est pas de ce type.')

    // Visitors see nothing while everything is a draft.
    const none = await send('GET', `/v1/shops/${demo.source}/blocks?tab=le-domaine`, undefined)
    expect(none.status).toBe(200)
    expect(none.body.blocks).toEqual([])

    const moved = await send(
      'PUT',
      `/v1/builder/blocks/${grid.body.block.id}/position`,
      demo.tokens.owner,
      {
        direction: 'up',
      },
    )
    expect(moved.status).toBe(200)
    const team = await send('GET', '/v1/builder/blocks?tab=le-domaine', demo.tokens.iam)
    const ids = team.body.blocks.map((b: { id: number }) => b.id)
    expect(ids.indexOf(grid.body.block.id)).toBeLessThan(ids.indexOf(hostile.body.block.id))

    const published = await send('PUT', '/v1/builder/publication', demo.tokens.owner, {
      tab: 'le-domaine',
      published: true,
    })
    expect(published.status).toBe(200)
    const shown = await send(
      'GET',
      `/v1/shops/${demo.source}/blocks?tab=le-domaine`,
      demo.tokens.buyer,
    )
    expect(shown.body.blocks.map((b: { id: number }) => b.id)).toEqual(ids)
    expect(shown.body.contact.name).toBeTruthy()
    expect(shown.body.events).toEqual([])
    // Visitors' reads are kept in memory between writes: each write shows at once.
    const edited = await send(
      'PUT',
      `/v1/builder/blocks/${hostile.body.block.id}`,
      demo.tokens.owner,
      {
        kind: 'text',
        content: { html: '<p>Nos caves voûtées</p>' },
      },
    )
    expect(edited.status).toBe(200)
    const visitorRead = () =>
      send('GET', `/v1/shops/${demo.source}/blocks?tab=le-domaine`, undefined)
    expect(JSON.stringify((await visitorRead()).body.blocks)).toContain('Nos caves voûtées')
    await send('PUT', `/v1/builder/blocks/${grid.body.block.id}/position`, demo.tokens.owner, {
      direction: 'down',
    })
    const reordered = (await visitorRead()).body.blocks.map((b: { id: number }) => b.id)
    expect(reordered.indexOf(grid.body.block.id)).toBeGreaterThan(
      reordered.indexOf(hostile.body.block.id),
    )
    await send('PUT', '/v1/builder/publication', demo.tokens.owner, {
      tab: 'le-domaine',
      published: false,
    })
    expect(
      (await send('GET', `/v1/shops/${demo.source}/blocks?tab=le-domaine`, undefined)).body.blocks,
    ).toEqual([])
    for (const id of ids) await send('DELETE', `/v1/builder/blocks/${id}`, demo.tokens.owner)
  })
})
