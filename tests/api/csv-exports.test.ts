/**
 * Issue 17 ("every list of the back office exports to CSV"): the CRM's indexes (GET
 * /v1/crm/campaigns/export.csv, /crm/lists/export.csv, /crm/models/export.csv) and the past
 * imports (GET /v1/imports/export.csv), each a row per item of its JSON list in the same order, in
 * the French layout; refused to whom the list is refused (an agent for the campaigns and models, a
 * buyer, the signed-out, the campaigns module off, a collaborator for the kinds of import they may
 * not run); another shop's rows never show; a query is a 400. And the log of the files served
 * (GET /v1/exports): the whole shop's for its owner, one's own for the team, never a refused one.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { exportListLabels } from '#app/modules/imports/domain/exports'
import { exportsLog, imports } from '#app/platform/db/schema'
import { call } from './helpers'
import { readCsv } from './csv-file'
import { demoShopsForFile } from './sales-db-fixtures'
import { withIamRights, withModuleOff } from './sales-fixtures'

const demo = demoShopsForFile()

const get = async (path: string, token = demo.tokens.owner) =>
  call(await demo.t.request(path, { token }))
const csv = (path: string, token?: string) => readCsv(demo.t, path, token)
const paris = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'short',
})
const instant = (iso: string | null) => (iso ? paris.format(new Date(iso)) : '')

/** The file's common form: 200, a CSV download named `{name}-YYYY-MM-DD.csv`, BOM first. */
function expectDownload(file: Awaited<ReturnType<typeof csv>>, name: string) {
  expect(file.status).toBe(200)
  expect(file.res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(file.res.headers.get('content-disposition')).toMatch(
    new RegExp(`filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
  )
  expect(file.bom).toEqual([0xef, 0xbb, 0xbf])
}

describe('the CRM indexes as CSV', () => {
  it('exports the campaigns with their recipients counted per status', async () => {
    const file = await csv('/v1/crm/campaigns/export.csv', demo.tokens.owner)
    expectDownload(file, 'campagnes')
    expect(file.header).toBe(
      '"Campagne";"Modèle";"Liste";"Statut";"Prévue le";"Commencée le";"Terminée le";"En attente";"Envoyé";"Échec";"Refusé par le serveur";"Désabonné";"Motif de l’échec"',
    )
    const listed = (await get('/v1/crm/campaigns')).body.campaigns
    expect(listed.length).toBeGreaterThanOrEqual(2)
    expect(file.rows.map((r) => r.split(';')[0])).toEqual(
      listed.map((c: { name: string }) => `"${c.name}"`),
    )
    const may = listed.find((c: { name: string }) => c.name === 'Portes ouvertes de mai')
    expect(file.cells('Portes ouvertes de mai')).toEqual([
      '"Portes ouvertes de mai"',
      `"${may.modelName}"`,
      `"${may.listName}"`,
      '"Envoyée"',
      instant(may.scheduledAt),
      instant(may.startedAt),
      instant(may.finishedAt),
      ...['queued', 'sent', 'failed', 'bounced', 'unsubscribed'].map((s) => String(may.counts[s])),
      '""',
    ])
    // Maison Martin's owner: their own (none), never Domaine de la Source's.
    const other = await csv('/v1/crm/campaigns/export.csv', demo.tokens.owner2)
    expect([other.status, other.header, other.rows]).toEqual([200, file.header, []])
  })

  it('exports the marketing lists, members counted within the caller’s reach', async () => {
    const file = await csv('/v1/crm/lists/export.csv', demo.tokens.owner)
    expectDownload(file, 'listes')
    expect(file.header).toBe('"Liste";"Type";"Membres";"Créée le";"Modifiée le"')
    const listed = (await get('/v1/crm/lists')).body.lists
    expect(file.rows.map((r) => r.split(';')[0])).toEqual(
      listed.map((l: { name: string }) => `"${l.name}"`),
    )
    const restaurants = listed.find((l: { name: string }) => l.name === 'Restaurateurs')
    expect(file.cells('Restaurateurs')).toEqual([
      '"Restaurateurs"',
      '"Dynamique (filtre de la liste des clients)"',
      String(restaurants.count),
      instant(restaurants.createdAt),
      instant(restaurants.updatedAt),
    ])
    // The agent reads the lists too, each counted over the clients they follow, as on the page.
    const agentListed = (await get('/v1/crm/lists', demo.tokens.agent)).body.lists
    const agent = await csv('/v1/crm/lists/export.csv', demo.tokens.agent)
    expect(agent.rows.map((r) => r.split(';')[2])).toEqual(
      agentListed.map((l: { count: number }) => String(l.count)),
    )
  })

  it('exports the mail models', async () => {
    const file = await csv('/v1/crm/models/export.csv', demo.tokens.owner)
    expectDownload(file, 'modeles-de-mail')
    expect(file.header).toBe('"Modèle";"Type";"Objet";"Créé le";"Modifié le"')
    const listed = (await get('/v1/crm/models')).body.models
    expect(file.rows).toHaveLength(listed.length)
    const primeurs = listed.find((m: { name: string }) => m.name === 'Primeurs')
    expect(file.cells('Primeurs')).toEqual([
      '"Primeurs"',
      `"${primeurs.kind === 'advanced' ? 'Avancé' : 'Standard'}"`,
      `"${primeurs.subject}"`,
      instant(primeurs.createdAt),
      instant(primeurs.updatedAt),
    ])
  })

  it('refuses them as their lists are refused, and any query', async () => {
    for (const path of ['/v1/crm/campaigns/export.csv', '/v1/crm/models/export.csv']) {
      expect((await csv(path, demo.tokens.agent)).status).toBe(403)
      expect((await csv(path, demo.tokens.iam)).status).toBe(200)
    }
    for (const path of [
      '/v1/crm/campaigns/export.csv',
      '/v1/crm/lists/export.csv',
      '/v1/crm/models/export.csv',
    ]) {
      expect((await csv(path, demo.tokens.buyer)).status).toBe(403)
      expect((await csv(path)).status).toBe(401)
      expect((await csv(`${path}?page=2`, demo.tokens.owner)).status).toBe(400)
    }
    await withModuleOff(demo.t, demo.source, 'campaigns', async () => {
      for (const list of ['campaigns', 'lists', 'models'])
        expect((await csv(`/v1/crm/${list}/export.csv`, demo.tokens.owner)).status).toBe(403)
    })
  })
})

describe('the past imports as CSV', () => {
  const past = (shopId: number, values: Partial<typeof imports.$inferInsert>) => ({
    shopId,
    source: 'default' as const,
    fileName: 'fichier.csv',
    content: new Uint8Array([0x41]),
    headers: ['Nom'],
    mapping: [null],
    ...values,
  })

  it('lists every import of the kinds the caller may run, newest first, with its counts', async () => {
    const { db } = demo.t.database
    await db.insert(imports).values([
      past(demo.source, {
        kind: 'clients',
        source: 'isagri',
        fileName: 'clients-isagri.csv',
        status: 'reverted',
        total: 12,
        createdCount: 9,
        skippedCount: 2,
        failedCount: 1,
        removedCount: 8,
        keptCount: 1,
        createdAt: new Date('2026-03-02T09:30:00Z'),
      }),
      past(demo.source, {
        kind: 'products',
        fileName: 'catalogue; 2026.csv',
        status: 'completed',
        total: 40,
        createdCount: 30,
        updatedCount: 10,
        createdAt: new Date('2026-03-03T16:05:00Z'),
      }),
      past(demo.martin, {
        fileName: 'chez-martin.csv',
        createdAt: new Date('2026-03-04T08:00:00Z'),
      }),
    ])
    const file = await csv('/v1/imports/export.csv', demo.tokens.owner)
    expectDownload(file, 'imports')
    expect(file.header).toBe(
      '"Date";"Contenu";"Source";"Fichier";"État";"Lignes";"Créés";"Mis à jour";"Ignorés";"Refusés";"Retirés à l’annulation";"Conservés à l’annulation";"Clients invités";"Erreur"',
    )
    // Newest first; a name holding the separator stays one quoted cell.
    expect(file.rows).toHaveLength(2)
    expect(file.rows[1].split(';')).toEqual([
      '02/03/2026 10:30',
      '"Clients"',
      '"Isagri"',
      '"clients-isagri.csv"',
      '"Annulé"',
      '12',
      '9',
      '0',
      '2',
      '1',
      '8',
      '1',
      '"Non"',
      '""',
    ])
    expect(file.rows[0]).toBe(
      '03/03/2026 17:05;"Produits et tarifs";"Modèle Caveau";"catalogue; 2026.csv";"Terminé";40;30;10;0;0;;;"Non";""',
    )
    // A collaborator who may import products but not clients: the product import only.
    await withIamRights(
      demo.t,
      demo.source,
      { createClient: false, createProduct: true },
      async () => {
        const iam = await csv('/v1/imports/export.csv', demo.tokens.iam)
        expect(iam.rows).toHaveLength(1)
        expect(iam.rows[0]).toContain('"Produits et tarifs"')
      },
    )
    const other = await csv('/v1/imports/export.csv', demo.tokens.owner2)
    expect(other.rows.map((r) => r.split(';')[3])).toEqual(['"chez-martin.csv"'])
  })

  it('refuses whoever may not import, and any query', async () => {
    for (const token of [demo.tokens.agent, demo.tokens.buyer])
      expect((await csv('/v1/imports/export.csv', token)).status).toBe(403)
    await withIamRights(
      demo.t,
      demo.source,
      { createClient: false, createProduct: false },
      async () => {
        expect((await csv('/v1/imports/export.csv', demo.tokens.iam)).status).toBe(403)
      },
    )
    expect((await csv('/v1/imports/export.csv')).status).toBe(401)
    expect((await csv('/v1/imports/export.csv?kind=clients', demo.tokens.owner)).status).toBe(400)
  })
})

describe('the exports log', () => {
  it('names every CSV file of the API', async () => {
    const paths = Object.keys((await get('/v1/openapi.json')).body.paths)
    const files = paths.filter((p) => p.endsWith('.csv'))
    expect(files.length).toBeGreaterThanOrEqual(14)
    for (const path of files) expect(exportListLabels, path).toHaveProperty([path])
  })

  it('logs each file served, the shop’s for its owner, one’s own for the team', async () => {
    const { db } = demo.t.database
    await db.delete(exportsLog)
    expect((await csv('/v1/crm/models/export.csv', demo.tokens.owner)).status).toBe(200)
    expect((await csv('/v1/tasks/export.csv?filter=late', demo.tokens.iam)).status).toBe(200)
    const list = (await get('/v1/crm/lists')).body.lists[0]
    expect((await csv(`/v1/crm/lists/${list.id}/members.csv`, demo.tokens.agent)).status).toBe(200)
    // Refused or bad: nothing logged.
    expect((await csv('/v1/crm/models/export.csv', demo.tokens.agent)).status).toBe(403)
    expect((await csv('/v1/tasks/export.csv?filter=nope', demo.tokens.owner)).status).toBe(400)
    expect((await csv('/v1/crm/lists/999999/members.csv', demo.tokens.owner)).status).toBe(404)
    // Another shop's download stays in its own log.
    expect((await csv('/v1/crm/lists/export.csv', demo.tokens.owner2)).status).toBe(200)

    const owner = await get('/v1/exports')
    expect(owner.status).toBe(200)
    expect(
      owner.body.exports.map((e: { list: string; label: string; by: string }) => [
        e.list,
        e.label,
        e.by,
      ]),
    ).toEqual([
      ['/crm/lists/{id}/members.csv', 'Membres d’une liste marketing', expect.any(String)],
      ['/tasks/export.csv', 'Tâches', expect.any(String)],
      ['/crm/models/export.csv', 'Modèles de mail', expect.any(String)],
    ])
    expect(owner.body.exports[2].fileName).toMatch(/^modeles-de-mail-\d{4}-\d{2}-\d{2}\.csv$/)
    const [row] = await db.select().from(exportsLog).where(eq(exportsLog.list, '/tasks/export.csv'))
    expect(row.query).toBe('filter=late')
    // The team reads its own downloads only.
    const iam = await get('/v1/exports', demo.tokens.iam)
    expect(iam.body.exports.map((e: { list: string }) => e.list)).toEqual(['/tasks/export.csv'])
    const agent = await get('/v1/exports', demo.tokens.agent)
    expect(agent.body.exports.map((e: { list: string }) => e.list)).toEqual([
      '/crm/lists/{id}/members.csv',
    ])
    const other = await get('/v1/exports', demo.tokens.owner2)
    expect(other.body.exports.map((e: { list: string }) => e.list)).toEqual([
      '/crm/lists/export.csv',
    ])
    expect((await get('/v1/exports', demo.tokens.buyer)).status).toBe(403)
    expect((await demo.t.request('/v1/exports')).status).toBe(401)
    expect((await get('/v1/exports?page=2')).status).toBe(400)
  })
})
