/**
 * The shop builder without JavaScript (issue 16 §2): the owner adds a block on
 * /shops/{id}/builders/le-domaine (a draft: visitors of the tab do not see it, the builder's
 * preview does), publishes the tab and the public page shows it, rendered on the server; a
 * collaborator without createProduct is offered no form and a replayed one writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

const database = await throwAwayRuntime()

import { count } from 'drizzle-orm'
import { renderToString } from 'react-dom/server'
import { createElement } from 'react'
import { action, loader } from '#app/routes/shops.$id.builders.$builder._index'
import { loader as publicLoader } from '#app/routes/shops.$id._index'
import { TabBlocks } from '#app/modules/builder/web/components/tab-blocks'
import { BuilderEditor } from '#app/modules/builder/web/components/builder-editor'
import { getLocale } from '#app/platform/web/i18n.server'
import { getRuntime } from '#app/platform/api/runtime.server'
import { shopBlocks } from '#app/platform/db/schema'
import { renderIn } from './render-in'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

beforeAll(() => signInDemoAccounts())
afterAll(() => closeRuntime(database))

const PAGE = '/shops/1/builders/le-domaine'
const countBlocks = async () =>
  Number((await (await getRuntime()).database.db.select({ n: count() }).from(shopBlocks))[0].n)

type Page = Awaited<ReturnType<typeof loader>>
const load = async (as: DemoAccount, path = PAGE) =>
  (await loader({ request: requestAs(as, path), params: {}, context: {} })) as Page
const publicPage = async () =>
  (await publicLoader({
    request: requestAs('buyer', '/shops/1?page=le-domaine'),
    params: {},
    context: {},
  })) as unknown as { blocks: Page['blocks'] }

async function post(as: DemoAccount, fields: Record<string, string>) {
  try {
    return (await action({
      request: requestAs(as, `${PAGE}?index`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      }),
      params: {},
      context: {},
    })) as unknown
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

const mapBlock = {
  intent: 'add',
  kind: 'map',
  title: 'Venir au domaine',
  address: '12 chemin des Vignes, 18300 Sancerre',
}

describe('the shop builder (no JavaScript)', () => {
  it('offers the owner the composer of the tab', async () => {
    const page = await load('owner')
    expect(page.editor).toMatchObject({ tab: { id: 'le-domaine' }, canEdit: true })
  })

  it('refuses a bad block on its form, writing nothing', async () => {
    const before = await countBlocks()
    const bad = (await post('owner', { ...mapBlock, address: '' })) as {
      data: { form: string; errors: string[] }
      init: { status: number }
    }
    expect(bad.init.status).toBe(400)
    expect(bad.data.form).toBe('add-map')
    expect(bad.data.errors.join(' ')).toContain('L’adresse est obligatoire')
    expect(await countBlocks()).toBe(before)
  })

  it('adds a draft only the builder shows, publishes it, and the public tab renders it', async () => {
    const made = (await post('owner', mapBlock)) as Response
    expect(made.status).toBe(302)
    expect(made.headers.get('location')).toBe(`${PAGE}#composer`)

    const preview = await load('owner')
    const block = preview.blocks!.blocks.find((b) => b.kind === 'map')!
    expect(block.status).toBe('draft')
    expect((await publicPage()).blocks).toBeNull()

    const published = (await post('owner', { intent: 'publish' })) as Response
    expect(published.status).toBe(302)
    const shown = (await publicPage()).blocks!
    expect(shown.blocks.map((b) => b.id)).toEqual([block.id])
    const html = renderToString(
      createElement(TabBlocks, {
        data: shown,
        links: { productHref: (s: string) => `/shops/1/${s}`, staff: false, signInHref: null },
      }),
    )
    expect(html).toContain('12 chemin des Vignes, 18300 Sancerre')
    expect(html).toContain('https://www.openstreetmap.org/search?query=12+chemin+des+Vignes')
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain('Brouillon')

    // A new draft beside it stays out of the public page.
    await post('owner', { intent: 'add', kind: 'contact', title: 'Nous écrire' })
    expect((await publicPage()).blocks!.blocks.map((b) => b.kind)).toEqual(['map'])
  })

  it('renders the composer in French, and in English for the locale cookie en', async () => {
    const page = await load('owner')
    const composer = createElement(BuilderEditor, {
      editor: page.editor!,
      blocks: page.blocks!.blocks,
      failure: null,
      visitorHref: page.visitorHref,
    })
    const french = await renderIn('fr', composer, PAGE)
    expect(french).toContain(`Composer l’onglet « ${page.editor!.tab.name} »`)
    expect(french).toContain('2 blocs, dont 1 en brouillon : les brouillons ne se voient qu’ici.')
    expect(french).toContain('Ajouter en brouillon')
    expect(french).toContain('Largeur affichée en pixels (120 à 1200)')

    // The builder is not the dashboard: the visitor's locale choice (spec 1's cookie) holds.
    const asked = requestAs('owner', PAGE, { headers: { cookie: 'locale=en' } })
    const lng = await getLocale(asked)
    expect(lng).toBe('en')
    const english = await renderIn(lng, composer, PAGE)
    expect(english).toContain(`Compose the “${page.editor!.tab.name}” tab`)
    expect(english).toContain('2 blocks, 1 of them drafts: drafts are only seen here.')
    expect(english).toContain('Add as a draft')
    expect(english).not.toContain('brouillon')
  })

  it('shows a collaborator without createProduct the preview only, and refuses their form', async () => {
    const page = await load('iam-limited')
    expect(page.editor?.canEdit).toBe(false)
    const before = await countBlocks()
    const refused = (await post('iam-limited', mapBlock)) as Response
    expect(refused.status).toBe(302)
    expect(await countBlocks()).toBe(before)
    // Still signed in: the page loads again.
    expect((await load('iam-limited')).editor).not.toBeNull()
  })

  it('is not found for another shop, and refused to a buyer', async () => {
    const other = await load('owner', '/shops/2/builders/le-domaine').catch((e: Response) => e)
    expect((other as Response).status).toBe(404)
    const buyer = await load('buyer').catch((e: Response) => e)
    expect((buyer as Response).status).not.toBe(200)
  })
})
