/**
 * The client import's pages as a browser without JavaScript uses them (issue 17 §4): the upload
 * as a multipart POST (a bad file refused in French, nothing written), the concordance table
 * saved (a refused one answers on its form), the preview, the run, the outcome with 'invite' and
 * 'revert', the template, the settings tab link=matchGrids; an agent and a shop without the crm
 * module are turned away. Products and prices (kind products): the kind chosen on the upload form,
 * the concordance table with a price per typology, the preview's notes, the run, the products'
 * template; a collaborator without createProduct is offered clients only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

const database = await throwAwayRuntime()

import { readFileSync } from 'node:fs'
import { count, eq } from 'drizzle-orm'
import { importsJobs } from '#app/modules/imports/api/imports'
import { getRuntime } from '#app/platform/api/runtime.server'
import { createMailer } from '#app/platform/api/mail'
import { defaultRateLimits } from '#app/platform/api/runtime.server'
import type { ApiDeps } from '#app/platform/api/types'
import { clients, imports, products, shops } from '#app/platform/db/schema'
import {
  action as uploadAction,
  loader as uploadLoader,
} from '#app/routes/dashboard.clients.import._index'
import {
  action as importAction,
  loader as importLoader,
} from '#app/routes/dashboard.clients.import.$id'
import { loader as templateLoader } from '#app/routes/resources.import-template'
import { loader as settingsLoader } from '#app/routes/dashboard.settings'
import { loader as exportLoader } from '#app/routes/resources.sales-export'
import { exportStatus } from './export-status'
import { closeRuntime, requestAs, thrown, type DemoAccount } from './session'
import { signInDemoAccounts } from './session'

beforeAll(() => signInDemoAccounts())
afterAll(() => closeRuntime(database))

const db = async () => (await getRuntime()).database.db
const countImports = async () =>
  Number((await (await db()).select({ n: count() }).from(imports))[0].n)
const PATH = '/dashboard/clients/import'
const csv = readFileSync(new URL('../fixtures/imports/default.csv', import.meta.url))

async function settle<T>(run: () => Promise<T>): Promise<T | Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}
const uploadForm = (file: File, source = 'default', kind?: string) => {
  const form = new FormData()
  form.set('intent', 'upload')
  form.set('source', source)
  if (kind) form.set('kind', kind)
  form.set('file', file)
  return form
}
const upload = (as: DemoAccount, form: FormData) =>
  settle(() =>
    uploadAction({
      request: requestAs(as, PATH, { method: 'POST', body: form }),
      params: {},
      context: {},
    }),
  )
const loadImport = (as: DemoAccount, id: number) =>
  importLoader({ request: requestAs(as, `${PATH}/${id}`), params: { id: String(id) }, context: {} })
const post = (as: DemoAccount, id: number, fields: Record<string, string>) =>
  settle(() =>
    importAction({
      request: requestAs(as, `${PATH}/${id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      }),
      params: { id: String(id) },
      context: {},
    }),
  )
type Refused = { data: { form: string; message: string }; init: { status: number } }

/** The run's job, here and now (the runtime's worker may take it too: batches lock the import). */
async function runImportJob(id: number) {
  const database = await db()
  const deps: ApiDeps = {
    db: database,
    mailer: createMailer(database, { from: 'test@caveau.test' }),
    config: {
      jwtSecret: 'x',
      appUrl: 'http://localhost',
      version: 'test',
      rateLimits: defaultRateLimits,
    },
  }
  const [row] = await database.select().from(imports).where(eq(imports.id, id))
  const [owner] = await database.select().from(shops).where(eq(shops.id, row.shopId))
  await importsJobs['imports.run'](
    deps,
    {
      importId: id,
      actor: {
        userId: row.createdById!,
        agentId: null,
        shop: { ...owner, role: 'owner', typology: null, authorizations: {} },
      },
    },
    {
      id: 0,
      attempt: 1,
      now: new Date(),
      effectKey: (n) => `web-test:${id}:${n}`,
      finish: (w) => w(database),
    },
  )
}

describe('/dashboard/clients/import', () => {
  it('uploads a file (multipart), maps it, previews it, runs it, then invites and reverts', async () => {
    const page = await uploadLoader({ request: requestAs('owner', PATH), params: {}, context: {} })
    expect(page.title).toBe('Importer un fichier')
    expect(page.sources.map((s) => s.label)).toEqual([
      'Modèle Caveau',
      'Isagri',
      'Vinistoria',
      'Baqio',
    ])

    const before = await countImports()
    const bad = (await upload('owner', uploadForm(new File(['\u0000\u0001'], 'x.csv')))) as Refused
    expect(bad.init.status).toBe(400)
    expect(bad.data.message).toBe('Le fichier n’est ni un CSV ni un classeur Excel (XLSX) lisible.')
    const none = (await upload('owner', uploadForm(new File([], 'vide.csv')))) as Refused
    expect(none.init.status).toBe(400)
    expect(none.data.message).toBe('Choisissez un fichier CSV ou Excel (XLSX).')
    expect(await countImports()).toBe(before)

    const done = (await upload('owner', uploadForm(new File([csv], 'mes-clients.csv')))) as Response
    expect(done.status).toBe(302)
    const id = Number(done.headers.get('location')!.split('/').at(-1))
    expect(await countImports()).toBe(before + 1)

    const pending = await loadImport('owner', id)
    expect(pending.editable).toBe(true)
    expect(pending.item.headers).toHaveLength(18)
    expect(pending.preview).toMatchObject({ total: 4, ok: 3, errors: 1 })
    expect(pending.preview?.lines.find((l) => l.line === 4)?.errors).toContain(
      'Typologie : Cette typologie n’existe pas dans votre boutique.',
    )

    // The concordance table: two columns on one field is refused on the form.
    const fields = Object.fromEntries(
      pending.item.mapping.map((f, i) => [`mapping.${i}`, f ?? ''] as const),
    )
    const refused = (await post('owner', id, {
      intent: 'mapping',
      columns: '18',
      source: 'default',
      ...fields,
      'mapping.0': 'lastname',
    })) as Refused
    expect(refused.init.status).toBe(400)
    expect(refused.data).toEqual({
      form: 'mapping',
      message: 'Deux colonnes remplissent « Nom » : gardez-en une seule.',
    })
    // Notes ignored, saved.
    const saved = (await post('owner', id, {
      intent: 'mapping',
      columns: '18',
      source: 'isagri',
      ...fields,
      'mapping.17': '',
    })) as Response
    expect(saved.status).toBe(302)
    const remapped = await loadImport('owner', id)
    expect(remapped.item.sourceLabel).toBe('Isagri')
    expect(remapped.item.mapping[17]).toBeNull()

    const run = (await post('owner', id, { intent: 'run' })) as Response
    expect(run.status).toBe(302)
    const queued = await loadImport('owner', id)
    expect(queued.editable).toBe(false)
    await runImportJob(id)
    const completed = await loadImport('owner', id)
    expect(completed.item).toMatchObject({
      status: 'completed',
      statusLabel: 'Terminé',
      created: 3,
    })
    const [martin] = await (await db())
      .select()
      .from(clients)
      .where(eq(clients.email, 'contact@cave-martin.test'))
    expect(martin).toMatchObject({ source: 'import', notes: null })

    expect(((await post('owner', id, { intent: 'invite' })) as Response).status).toBe(302)
    expect((await loadImport('owner', id)).item.invited).toBe(true)
    expect(((await post('owner', id, { intent: 'revert' })) as Response).status).toBe(302)
    const reverted = await loadImport('owner', id)
    expect(reverted.item).toMatchObject({ status: 'reverted', removed: 3 })

    // The settings tab lists it.
    const settings = await settingsLoader({
      request: requestAs('owner', '/dashboard/settings?link=matchGrids'),
      params: {},
      context: {},
    })
    expect(settings.active.link).toBe('matchGrids')
    expect(settings.pastImports?.[0]).toMatchObject({
      id,
      fileName: 'mes-clients.csv',
      source: 'Isagri',
      status: 'Annulé',
      created: 3,
    })
    expect(settings.pastImports?.[0].date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    // And exports them as a CSV file, through the back office's one export route.
    expect(settings.importsExport).toBe('/resources/sales-export?list=imports')
    const file = await exportLoader({
      request: requestAs('owner', settings.importsExport!),
      params: {},
      context: {},
    })
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="imports-/)
    const [, first] = (await file.text()).trimEnd().split('\r\n')
    expect(first).toContain('"mes-clients.csv";"Annulé"')
    // The tab's log of exports names it, newest first.
    const after = await settingsLoader({
      request: requestAs('owner', '/dashboard/settings?link=matchGrids'),
      params: {},
      context: {},
    })
    expect(after.pastExports?.mine).toBe(false)
    expect(after.pastExports?.rows[0]).toMatchObject({ label: 'Imports' })
    expect(after.pastExports?.rows[0].fileName).toMatch(/^imports-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(after.pastExports?.rows[0].date).toMatch(/^\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/)
  })

  it('serves the template with its headers and one example line', async () => {
    const res = await templateLoader({
      request: requestAs('owner', '/resources/import-template'),
      params: {},
      context: {},
    })
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const [head, example] = (await res.text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(head.split(';').slice(0, 3)).toEqual(['Civilité', 'Prénom', 'Nom'])
    expect(example).toContain('contact@bistrot-du-port.fr')
  })

  it('turns away an agent, and another shop’s owner from an import (404)', async () => {
    const agent = await thrown(() =>
      uploadLoader({ request: requestAs('agent', PATH), params: {}, context: {} }),
    )
    expect(agent.status).toBe(302)
    const before = await countImports()
    const replayed = await upload('agent', uploadForm(new File([csv], 'a.csv')))
    expect((replayed as Response).status).toBe(302)
    expect(await countImports()).toBe(before)
    const mine = (await upload('owner', uploadForm(new File([csv], 'b.csv')))) as Response
    const own = { id: Number(mine.headers.get('location')!.split('/').at(-1)) }
    const other = (await loadImport('owner2', own.id).catch((e: unknown) => e)) as Refused
    expect(other.init.status).toBe(404)
    expect(other.data.message).toBe('Import introuvable.')
    const settings = await settingsLoader({
      request: requestAs('owner2', '/dashboard/settings?link=matchGrids'),
      params: {},
      context: {},
    })
    expect(settings.pastImports).toEqual([])
    // The agent may not import: neither the list nor its file (a 403 here, not the provider's).
    expect(await exportStatus('agent', 'imports', '')).toBe(403)
  })

  it('offers no client import in a shop whose crm module is off', async () => {
    const [shop] = await (await db())
      .select({ id: shops.id, integration: shops.integration })
      .from(shops)
      .where(eq(shops.code, 'SOURCE'))
    const setCrm = async (active: boolean) =>
      (await db())
        .update(shops)
        .set({ integration: { ...shop.integration, crm: { active } } })
        .where(eq(shops.id, shop.id))
    await setCrm(false)
    try {
      const before = await countImports()
      // The page stays for the products (the owner may create them); clients are not offered.
      const page = await uploadLoader({
        request: requestAs('owner', PATH),
        params: {},
        context: {},
      })
      expect(page.kinds.map((k) => k.value)).toEqual(['products'])
      const refused = (await upload(
        'owner',
        uploadForm(new File([csv], 'a.csv')),
      )) as unknown as Refused
      expect(refused.init.status).toBe(400)
      expect(refused.data.message).toMatch(/^Choisissez ce que contient le fichier/)
      expect(await countImports()).toBe(before)
    } finally {
      await setCrm(true)
    }
  })

  it('imports products and prices: the kind, a price per typology, the preview, the run', async () => {
    const page = await uploadLoader({
      request: requestAs('owner', `${PATH}?kind=products`),
      params: {},
      context: {},
    })
    expect(page.kinds.map((k) => k.label)).toEqual(['Clients', 'Produits et tarifs'])
    expect(page.kind).toBe('products')
    const limited = await uploadLoader({
      request: requestAs('iam-limited', PATH),
      params: {},
      context: {},
    })
    expect(limited.kinds.map((k) => k.value)).toEqual(['clients'])

    const file = readFileSync(new URL('../fixtures/imports/products.csv', import.meta.url))
    const before = await countImports()
    const refused = (await upload(
      'iam-limited',
      uploadForm(new File([file], 'p.csv'), 'default', 'products'),
    )) as Refused
    expect(refused.init.status).toBe(400)
    expect(await countImports()).toBe(before)
    const limitedTemplate = (await templateLoader({
      request: requestAs('iam-limited', '/resources/import-template?kind=products'),
      params: {},
      context: {},
    }).catch((e: unknown) => e)) as Refused
    expect(limitedTemplate.init.status).toBe(404)

    const template = await templateLoader({
      request: requestAs('owner', '/resources/import-template?kind=products'),
      params: {},
      context: {},
    })
    const [head] = (await template.text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(head.split(';')).toEqual(
      expect.arrayContaining(['Produit', 'Millésime', 'Volume', 'Prix Caviste (HT)']),
    )

    const done = (await upload(
      'owner',
      uploadForm(new File([file], 'produits.csv'), 'default', 'products'),
    )) as Response
    expect(done.status).toBe(302)
    const id = Number(done.headers.get('location')!.split('/').at(-1))
    const pending = await loadImport('owner', id)
    expect(pending.item.kindLabel).toBe('Produits et tarifs')
    expect(pending.item.fields.map((f) => f.label)).toContain('Prix Restaurateur (HT)')
    expect(pending.preview).toMatchObject({ total: 7, ok: 4, errors: 3 })
    expect(pending.preview?.lines.find((l) => l.line === 2)?.note).toBe('Nouveau produit')
    // The concordance table takes a typology's price column by its field.
    const fields = Object.fromEntries(
      pending.item.mapping.map((f, i) => [`mapping.${i}`, f ?? ''] as const),
    )
    const saved = (await post('owner', id, {
      intent: 'mapping',
      columns: '12',
      source: 'default',
      ...fields,
      'mapping.11': '',
    })) as Response
    expect(saved.status).toBe(302)
    expect((await loadImport('owner', id)).item.mapping[11]).toBeNull()

    expect(((await post('owner', id, { intent: 'run' })) as Response).status).toBe(302)
    await runImportJob(id)
    const completed = await loadImport('owner', id)
    expect(completed.item).toMatchObject({ status: 'completed', created: 1, failed: 3 })
    const [galets] = await (await db())
      .select()
      .from(products)
      .where(eq(products.name, 'Cuvée Import Galets'))
    expect(galets).toMatchObject({ color: 'Rouge', appellation: 'Côtes du Rhône' })
    expect(((await post('owner', id, { intent: 'revert' })) as Response).status).toBe(302)
    expect((await loadImport('owner', id)).item).toMatchObject({ status: 'reverted' })
  })
})
