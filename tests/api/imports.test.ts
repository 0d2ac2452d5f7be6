/**
 * Client imports through the API (issue 17 §4): one sample file per source (the template's CSV in
 * UTF-8 with a BOM, Isagri's in Windows-1252, Vinistoria's with commas, Baqio's as an XLSX
 * workbook built here with exceljs), each with bad lines refused in French; the concordance
 * table; the run as a job (pending → processing → completed) twice without a duplicate; the
 * revert (a client with an order since is kept); the invitations (not to those with an account);
 * and the refusals: a collaborator without createClient, an agent, another shop's import (404),
 * the crm module off (403), a bad file (400, nothing written).
 * Product imports (kind products): the sample file with bad lines and its French errors from the
 * catalogue's own schemas, a price per typology, run twice without a duplicate, the revert (what
 * it created goes, what it updated stays), and their refusals (iam-limited lacks createProduct,
 * another shop 404, a bad kind or mapping 400 with nothing written).
 */
import { readFileSync } from 'node:fs'
import { and, count, eq, inArray } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { importsJobs } from '#app/modules/imports/api/imports'
import { runDueJobs } from '#app/platform/api/jobs'
import {
  clients,
  imports,
  mailOutbox,
  orders,
  productFormats,
  products,
  productVintages,
  shops,
} from '#app/platform/db/schema'
import { call } from './helpers'
import { demoShopsForFile } from './sales-db-fixtures'
import { withIamRights } from './sales-fixtures'

const demo = demoShopsForFile()

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url)))

async function upload(
  token: string,
  bytes: Uint8Array<ArrayBuffer> | Uint8Array,
  name: string,
  from?: string,
) {
  const form = new FormData()
  form.set('file', new File([new Uint8Array(bytes)], name))
  if (from) form.set('source', from)
  return demo.t.request('/v1/imports', { method: 'POST', token, body: form }).then(call)
}
const send = (method: string, path: string, token: string, json?: unknown) =>
  demo.t.request(path, { method, token, json }).then(call)
const get = (path: string, token = demo.tokens.owner) => send('GET', path, token)
const runJobs = () =>
  runDueJobs(demo.t.deps, importsJobs, { now: new Date('2100-01-01T00:00:00Z') })
const countImports = async () =>
  Number((await demo.t.database.db.select({ n: count() }).from(imports))[0].n)
const countClients = async () =>
  Number((await demo.t.database.db.select({ n: count() }).from(clients))[0].n)

/** Uploads, runs and returns the finished import. */
async function importFile(bytes: Uint8Array, name: string, from: string) {
  const created = await upload(demo.tokens.owner, bytes, name, from)
  expect(created.status).toBe(201)
  const id = created.body.import.id
  const run = await send('POST', `/v1/imports/${id}/run`, demo.tokens.owner)
  expect(run.status).toBe(202)
  expect(run.body.import).toMatchObject({ status: 'pending', queued: true })
  await runJobs()
  return (await get(`/v1/imports/${id}`)).body.import
}

async function baqioWorkbook() {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Clients')
  sheet.addRow([
    'first_name',
    'last_name',
    'company_name',
    'email',
    'phone',
    'address1',
    'zip_code',
    'city',
    'country',
    'customer_type',
    'vat_number',
    'siret',
  ])
  sheet.addRow([
    'Julie',
    'Blanc',
    '',
    'julie.blanc@import.test',
    '0699887766',
    '1 rue Haute',
    '13001',
    'Marseille',
    'FR',
    'particulier',
    '',
    '',
  ])
  sheet.addRow([
    'Marc',
    'Noir',
    'Bar Noir',
    'marc@bar-noir.test',
    '0491000000',
    '3 quai du Port',
    '13002',
    'Marseille',
    'FR',
    'professionnel',
    'FR17745678901',
    '74567890100018',
  ])
  sheet.addRow(['Zoé', 'Vert', '', 'zoe@', 'abc', '', '', '', '', 'pro', 'FR00', ''])
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

describe('imports: each demo.source', () => {
  it('the template (UTF-8 with BOM, ;): preset, preview with French errors, run twice, revert', async () => {
    const created = await upload(demo.tokens.owner, fixture('default.csv'), 'clients.csv')
    expect(created.status).toBe(201)
    const id = created.body.import.id
    expect(created.body.import).toMatchObject({ source: 'default', status: 'pending', total: 4 })
    expect(created.body.import.headers[0]).toBe('Civilité')
    // The template's headers all find their field.
    expect(created.body.import.mapping).toEqual([
      'civility',
      'firstname',
      'lastname',
      'businessName',
      'email',
      'phone',
      'isPro',
      'typology',
      'siret',
      'siren',
      'vatNumber',
      'exciseNumber',
      'street',
      'street2',
      'zipcode',
      'city',
      'country',
      'notes',
    ])

    const preview = await get(`/v1/imports/${id}/preview`)
    expect(preview.status).toBe(200)
    expect(preview.body).toMatchObject({ total: 4, ok: 3, errors: 1, duplicates: 0 })
    const bad = preview.body.lines.find((l: { line: number }) => l.line === 4)
    expect(bad.status).toBe('error')
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^E-mail : /),
        expect.stringMatching(/^Téléphone : /),
        '« peut-être » n’est pas reconnu pour « Professionnel » : indiquez oui ou non.'.replace(
          /^/,
          'Professionnel : ',
        ),
        'Typologie : Cette typologie n’existe pas dans votre boutique.',
        'SIRET : Le numéro SIRET doit contenir 14 chiffres valides',
      ]),
    )

    const done = await importFile(fixture('default.csv'), 'clients.csv', 'default')
    expect(done).toMatchObject({ status: 'completed', total: 4, done: 4, created: 3, failed: 1 })
    expect(done.lineErrors.map((e: { line: number }) => e.line)).toEqual([4])
    const martin = await demo.t.database.db
      .select()
      .from(clients)
      .where(eq(clients.email, 'contact@cave-martin.test'))
    expect(martin).toHaveLength(1)
    expect(martin[0]).toMatchObject({
      shopId: demo.source,
      source: 'import',
      pipe: 'client',
      isPro: true,
      typology: 'caviste',
      siret: '41234567800012',
      siren: '412345678',
      civility: 'SARL',
      businessName: 'Cave Martin',
      billingAddress: expect.objectContaining({ zipcode: '69006', country: 'FR' }),
    })
    // The e-mail is kept in lower case, as the client file keeps it.
    expect(
      await demo.t.database.db
        .select()
        .from(clients)
        .where(eq(clients.email, 'elodie.lefevre@import.test')),
    ).toHaveLength(1)

    // The same file again: every good line is already there, nothing is created.
    const before = await countClients()
    const again = await importFile(fixture('default.csv'), 'clients.csv', 'default')
    expect(again).toMatchObject({ status: 'completed', created: 0, skipped: 3, failed: 1 })
    expect(await countClients()).toBe(before)
    // The first import's preview now flags its lines as already in the file.
    const after = await get(`/v1/imports/${id}/preview`)
    expect(after.body).toMatchObject({ ok: 0, duplicates: 3 })

    // Revert: a client with an order since stays; the others go.
    const [paul] = await demo.t.database.db
      .select()
      .from(clients)
      .where(eq(clients.email, 'paul.durand@import.test'))
    await demo.t.database.db.insert(orders).values({
      shopId: demo.source,
      clientId: paul.id,
      totalHtCents: 0,
      tvaCents: 0,
      totalTtcCents: 0,
      paymentType: 'transfer',
    })
    const reverted = await send('POST', `/v1/imports/${done.id}/revert`, demo.tokens.owner)
    expect(reverted.status).toBe(200)
    expect(reverted.body.import).toMatchObject({ status: 'reverted', removed: 2, kept: 1 })
    expect(await countClients()).toBe(before - 2)
    const twice = await send('POST', `/v1/imports/${done.id}/revert`, demo.tokens.owner)
    expect(twice.status).toBe(400)
    expect(twice.body.message).toBe('Seul un import terminé (ou en erreur) peut être annulé.')
  })

  it('Isagri (Windows-1252, ;): its preset and a line without its postal code', async () => {
    const done = await importFile(fixture('isagri.csv'), 'export-isagri.csv', 'isagri')
    expect(done.headers[3]).toBe('Prénom')
    expect(done.mapping).toEqual([
      null,
      'civility',
      'lastname',
      'firstname',
      'businessName',
      'street',
      'street2',
      'zipcode',
      'city',
      'country',
      'phone',
      'email',
      'siret',
      'vatNumber',
      'typology',
      'notes',
    ])
    expect(done).toMatchObject({ status: 'completed', created: 2, failed: 1 })
    expect(done.lineErrors).toEqual([
      { line: 3, errors: [expect.stringMatching(/^Code postal : /)] },
    ])
    const [luc] = await demo.t.database.db
      .select()
      .from(clients)
      .where(eq(clients.email, 'luc.garnier@import.test'))
    expect(luc).toMatchObject({ civility: 'Monsieur', lastname: 'Garnier', isPro: false })
    const [clos] = await demo.t.database.db
      .select()
      .from(clients)
      .where(eq(clients.email, 'michel@leclos.test'))
    expect(clos).toMatchObject({ typology: 'restaurateur', notes: "Déjeuner d'affaires" })
  })

  it('Vinistoria (, and quotes): a line twice in the file is imported once', async () => {
    const created = await upload(
      demo.tokens.owner,
      fixture('vinistoria.csv'),
      'v.csv',
      'vinistoria',
    )
    const id = created.body.import.id
    const preview = await get(`/v1/imports/${id}/preview`)
    expect(preview.body).toMatchObject({ total: 4, ok: 2, duplicates: 1, errors: 1 })
    const lines = preview.body.lines as { line: number; status: string; errors: string[] }[]
    expect(lines.find((l) => l.line === 4)?.errors).toEqual([
      'Même e-mail ou même SIRET qu’une ligne précédente du fichier : la ligne sera ignorée.',
    ])
    expect(lines.find((l) => l.line === 5)?.errors).toEqual(
      expect.arrayContaining(['SIRET : Le numéro SIRET doit contenir 14 chiffres valides']),
    )
    expect((await send('POST', `/v1/imports/${id}/run`, demo.tokens.owner)).status).toBe(202)
    await runJobs()
    const done = (await get(`/v1/imports/${id}`)).body.import
    expect(done).toMatchObject({ status: 'completed', created: 2, skipped: 1, failed: 1 })
    const [moreau] = await demo.t.database.db
      .select()
      .from(clients)
      .where(eq(clients.email, 'henri@vins-moreau.test'))
    expect(moreau).toMatchObject({ notes: 'Commande en "gros"', businessName: 'Vins Moreau' })
    expect(moreau.billingAddress).toMatchObject({ street: '2 rue du Port', city: 'Nantes' })
  })

  it('Baqio (XLSX): the workbook read, its bad line refused, then the invitations', async () => {
    const done = await importFile(await baqioWorkbook(), 'baqio.xlsx', 'baqio')
    expect(done).toMatchObject({ status: 'completed', created: 2, failed: 1 })
    expect(done.lineErrors[0].line).toBe(4)
    expect(done.lineErrors[0].errors).toEqual(
      expect.arrayContaining([expect.stringMatching(/^E-mail : /)]),
    )
    const [marc] = await demo.t.database.db
      .select()
      .from(clients)
      .where(eq(clients.email, 'marc@bar-noir.test'))
    expect(marc).toMatchObject({ isPro: true, vatNumber: 'FR17745678901', siret: '74567890100018' })

    // One of them already has an account: only the other is invited, once.
    await demo.t.database.db
      .update(clients)
      .set({ email: 'buyer@caveau.test' })
      .where(eq(clients.id, marc.id))
    const invited = await send('POST', `/v1/imports/${done.id}/invitations`, demo.tokens.owner)
    expect(invited.status).toBe(200)
    expect(invited.body).toMatchObject({ queued: 1, skipped: 1 })
    await runJobs()
    const mails = await demo.t.database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, ['julie.blanc@import.test', 'buyer@caveau.test']))
    expect(mails).toHaveLength(1)
    expect(mails[0].to).toBe('julie.blanc@import.test')
    expect(mails[0].subject).toBe('Domaine de la Source vous invite à créer votre compte')
    expect(mails[0].text).toContain('/auth/register/buyer?id=SOURCE')
    const again = await send('POST', `/v1/imports/${done.id}/invitations`, demo.tokens.owner)
    expect(again.status).toBe(400)
    expect(again.body.message).toBe('Les clients de cet import ont déjà été invités.')
  })

  it('the concordance table: saved, checked, and closed once the run is asked', async () => {
    const created = await upload(demo.tokens.owner, fixture('isagri.csv'), 'i.csv', 'default')
    const id = created.body.import.id
    const mapping = created.body.import.mapping as (string | null)[]
    const twice = await send('PUT', `/v1/imports/${id}/mapping`, demo.tokens.owner, {
      mapping: mapping.map((f) => (f === 'firstname' ? 'lastname' : f)),
    })
    expect(twice.status).toBe(400)
    expect(twice.body.message).toBe('Deux colonnes remplissent « Nom » : gardez-en une seule.')
    const short = await send('PUT', `/v1/imports/${id}/mapping`, demo.tokens.owner, { mapping: [] })
    expect(short.status).toBe(400)
    const unknown = await send('PUT', `/v1/imports/${id}/mapping`, demo.tokens.owner, {
      mapping: mapping.map(() => 'password'),
    })
    expect(unknown.status).toBe(400)
    const saved = await send('PUT', `/v1/imports/${id}/mapping`, demo.tokens.owner, {
      source: 'isagri',
      mapping: mapping.map((f) => (f === 'notes' ? null : f)),
    })
    expect(saved.status).toBe(200)
    expect(saved.body.import.source).toBe('isagri')
    expect(saved.body.import.mapping.at(-1)).toBeNull()
    expect((await send('POST', `/v1/imports/${id}/run`, demo.tokens.owner)).status).toBe(202)
    const late = await send('PUT', `/v1/imports/${id}/mapping`, demo.tokens.owner, { mapping })
    expect(late.status).toBe(400)
    expect(late.body.message).toBe('Cet import a déjà été lancé.')
    await runJobs()
    const list = await get('/v1/imports')
    expect(list.status).toBe(200)
    expect(list.body.imports[0]).toMatchObject({ id, fileName: 'i.csv', status: 'completed' })
  })
})

describe('imports: refusals', () => {
  it('a bad file or source: 400 in French, nothing written', async () => {
    const before = await countImports()
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    const image = await upload(demo.tokens.owner, png, 'photo.png')
    expect(image.status).toBe(400)
    expect(image.body.message).toBe(
      'Le fichier n’est ni un CSV ni un classeur Excel (XLSX) lisible.',
    )
    const headersOnly = await upload(
      demo.tokens.owner,
      new TextEncoder().encode('Nom;E-mail\r\n'),
      'a.csv',
    )
    expect(headersOnly.status).toBe(400)
    expect(headersOnly.body.message).toBe(
      'Le fichier ne contient aucune ligne de données sous sa ligne d’en-têtes.',
    )
    const fakeXlsx = await upload(
      demo.tokens.owner,
      new Uint8Array([0x50, 0x4b, 3, 4, 1, 2]),
      'a.xlsx',
    )
    expect(fakeXlsx.status).toBe(400)
    const badSource = await upload(demo.tokens.owner, fixture('default.csv'), 'a.csv', 'sage')
    expect(badSource.status).toBe(400)
    expect(badSource.body.message).toBe('Source inconnue.')
    const none = await demo.t
      .request('/v1/imports', { method: 'POST', token: demo.tokens.owner, body: new FormData() })
      .then(call)
    expect(none.status).toBe(400)
    expect(none.body.message).toBe('Choisissez un fichier CSV ou Excel (XLSX).')
    expect(await countImports()).toBe(before)
  })

  it('who may import: not a collaborator without createClient, nor an agent, nor a buyer', async () => {
    const before = await countImports()
    await withIamRights(demo.t, demo.source, { createClient: false }, async () => {
      const res = await upload(demo.tokens.iam, fixture('default.csv'), 'a.csv')
      expect(res.status).toBe(403)
      // Still a product importer (createProduct): the list holds no client import for them.
      const list = await get('/v1/imports', demo.tokens.iam)
      expect(list.status).toBe(200)
      expect(list.body.imports.filter((i: { kind: string }) => i.kind === 'clients')).toEqual([])
    })
    await withIamRights(
      demo.t,
      demo.source,
      { createClient: false, createProduct: false },
      async () => {
        expect((await get('/v1/imports', demo.tokens.iam)).status).toBe(403)
      },
    )
    expect((await upload(demo.tokens.agent, fixture('default.csv'), 'a.csv')).status).toBe(403)
    expect((await upload(demo.tokens.buyer, fixture('default.csv'), 'a.csv')).status).toBe(403)
    expect((await demo.t.request('/v1/imports').then(call)).status).toBe(401)
    expect(await countImports()).toBe(before)
    // A collaborator with the right imports.
    expect((await upload(demo.tokens.iam, fixture('default.csv'), 'a.csv')).status).toBe(201)
  })

  it("another shop's import is 404 on every endpoint", async () => {
    const created = await upload(demo.tokens.owner, fixture('default.csv'), 'a.csv')
    const id = created.body.import.id
    for (const [method, path] of [
      ['GET', `/v1/imports/${id}`],
      ['GET', `/v1/imports/${id}/preview`],
      ['POST', `/v1/imports/${id}/run`],
      ['POST', `/v1/imports/${id}/revert`],
      ['POST', `/v1/imports/${id}/invitations`],
    ] as const)
      expect((await send(method, path, demo.tokens.owner2)).status, path).toBe(404)
    const put = await send('PUT', `/v1/imports/${id}/mapping`, demo.tokens.owner2, { mapping: [] })
    expect(put.status).toBe(404)
    expect((await get(`/v1/imports/${id}`)).body.import.status).toBe('pending')
  })

  it('a shop without the crm module: 403, nothing written', async () => {
    const [shop] = await demo.t.database.db
      .select({ integration: shops.integration })
      .from(shops)
      .where(eq(shops.id, demo.source))
    const setCrm = (active: boolean) =>
      demo.t.database.db
        .update(shops)
        .set({ integration: { ...shop.integration, crm: { active } } })
        .where(eq(shops.id, demo.source))
    await setCrm(false)
    try {
      const before = await countImports()
      expect((await upload(demo.tokens.owner, fixture('default.csv'), 'a.csv')).status).toBe(403)
      // The owner still imports products: the list shows no client import.
      const list = (await get('/v1/imports')).body.imports as { kind: string }[]
      expect(list.filter((i) => i.kind === 'clients')).toEqual([])
      expect(await countImports()).toBe(before)
    } finally {
      await setCrm(true)
    }
  })
})

describe('product imports', () => {
  const uploadProducts = (token: string, bytes: Uint8Array, kind = 'products') => {
    const form = new FormData()
    form.set('file', new File([new Uint8Array(bytes)], 'produits.csv'))
    form.set('kind', kind)
    return demo.t.request('/v1/imports', { method: 'POST', token, body: form }).then(call)
  }
  const db = () => demo.t.database.db
  const productNamed = async (name: string) => {
    const [row] = await db()
      .select()
      .from(products)
      .where(and(eq(products.shopId, demo.source), eq(products.name, name)))
    if (!row) return null
    const vintages = await db()
      .select()
      .from(productVintages)
      .where(eq(productVintages.productId, row.id))
    const formats = await db()
      .select()
      .from(productFormats)
      .where(eq(productFormats.productId, row.id))
    return { ...row, vintages, formats }
  }
  const countProducts = async () => Number((await db().select({ n: count() }).from(products))[0].n)
  async function runProducts() {
    const created = await uploadProducts(demo.tokens.owner, fixture('products.csv'))
    expect(created.status).toBe(201)
    const id = created.body.import.id
    expect((await send('POST', `/v1/imports/${id}/run`, demo.tokens.owner)).status).toBe(202)
    await runJobs()
    return (await get(`/v1/imports/${id}`)).body.import
  }

  it('the template, the preset by typology, the preview with French errors, run twice, revert', async () => {
    const fields = await get('/v1/imports/fields/products')
    expect(fields.status).toBe(200)
    const labels = fields.body.fields.map((f: { label: string }) => f.label)
    expect(labels.slice(0, 2)).toEqual(['Produit', 'Type'])
    expect(labels).toContain('Prix Caviste (HT)')
    expect(labels).toContain('Prix Particulier (TTC)')

    const created = await uploadProducts(demo.tokens.owner, fixture('products.csv'))
    expect(created.status).toBe(201)
    const id = created.body.import.id
    expect(created.body.import).toMatchObject({ kind: 'products', status: 'pending', total: 7 })
    expect(created.body.import.mapping).toEqual([
      'name',
      'type',
      'color',
      'appellation',
      'vintage',
      'alcohol',
      'container',
      'volume',
      'publicPrice',
      'vatType',
      'price:restaurateur',
      'price:caviste',
    ])

    const preview = await get(`/v1/imports/${id}/preview`)
    expect(preview.body).toMatchObject({ total: 7, ok: 4, errors: 3, duplicates: 0 })
    const line = (n: number) => preview.body.lines.find((l: { line: number }) => l.line === n)
    expect(line(2)).toMatchObject({ status: 'ok', note: 'Nouveau produit' })
    expect(line(3)).toMatchObject({ status: 'ok', note: 'Nouveau format' })
    expect(line(4)).toMatchObject({ status: 'ok', note: 'Nouveau millésime' })
    expect(line(5)).toMatchObject({ status: 'ok', note: 'Nouveau millésime' })
    expect(line(6).errors).toEqual([
      'Prix public TTC : Le prix n’est pas valide (par exemple 12,50)',
    ])
    expect(line(7).errors).toEqual([
      'Volume : « 2 pintes » n’est pas un volume (par exemple 75 cl ou 1,5 L).',
      "Couleur : Cette valeur n'est pas proposée",
    ])
    expect(line(8).errors).toEqual(['Produit : Ce champ ne peut pas être vide'])

    const sancerreBefore = (await productNamed('Sancerre Les Caillottes'))!
    const before = await countProducts()
    const first = await runProducts()
    expect(first).toMatchObject({ status: 'completed', created: 1, updated: 3, failed: 3 })
    expect(first.lineErrors.map((l: { line: number }) => l.line)).toEqual([6, 7, 8])
    expect(await countProducts()).toBe(before + 1)
    const galets = (await productNamed('Cuvée Import Galets'))!
    expect(galets).toMatchObject({ type: 'Vin', color: 'Rouge', appellation: 'Côtes du Rhône' })
    expect(galets.vintages.map((v) => [v.name, v.alcohol]).sort()).toEqual([
      ['2022', 14],
      ['2023', 14.5],
    ])
    const bottle = galets.formats.find((f) => f.unityValue === 75)!
    expect(bottle).toMatchObject({ unity: 'Centilitre(s)', container: 'bottle', priceCents: 1250 })
    expect(bottle.typologies).toEqual({
      restaurateur: { visible: true, priceCents: 850 },
      caviste: { visible: true, priceCents: 800 },
    })
    expect(galets.formats.find((f) => f.unityValue === 150)).toMatchObject({
      container: 'magnum',
      priceCents: 2700,
    })
    const sancerre = (await productNamed('Sancerre Les Caillottes'))!
    expect(sancerre.vintages.length).toBe(sancerreBefore.vintages.length + 1)
    const sancerre75 = sancerre.formats.find(
      (f) => f.unityValue === 75 && f.unity === 'Centilitre(s)',
    )!
    expect(sancerre75.typologies.caviste).toEqual({ visible: true, priceCents: 1100 })

    // The same file again: nothing new, every good line already up to date.
    const second = await runProducts()
    expect(second).toMatchObject({ status: 'completed', created: 0, updated: 0, skipped: 4 })
    expect(await countProducts()).toBe(before + 1)
    expect((await productNamed('Cuvée Import Galets'))!.formats).toHaveLength(2)

    // The revert removes what the first run created (the product, Sancerre's new vintage), keeps
    // what it updated (Sancerre's price for cavistes).
    const reverted = await send('POST', `/v1/imports/${first.id}/revert`, demo.tokens.owner)
    expect(reverted.status).toBe(200)
    expect(reverted.body.import).toMatchObject({ status: 'reverted', removed: 2, kept: 0 })
    expect(await productNamed('Cuvée Import Galets')).toBeNull()
    const after = (await productNamed('Sancerre Les Caillottes'))!
    expect(after.vintages.map((v) => v.name).sort()).toEqual(
      sancerreBefore.vintages.map((v) => v.name).sort(),
    )
    expect(after.formats.find((f) => f.id === sancerre75.id)!.typologies.caviste).toEqual({
      visible: true,
      priceCents: 1100,
    })
    expect(
      (await send('POST', `/v1/imports/${second.id}/invitations`, demo.tokens.owner)).status,
    ).toBe(400)
  })

  it('refusals: iam-limited lacks createProduct, another shop 404, bad kind or mapping 400', async () => {
    const before = await countImports()
    const limited = await uploadProducts(demo.tokens.iamLimited, fixture('products.csv'))
    expect(limited.status).toBe(403)
    expect(limited.body.message).toBe('Vous n’avez pas le droit d’importer ce type de fichier.')
    expect((await get('/v1/imports/fields/products', demo.tokens.iamLimited)).status).toBe(403)
    const badKind = await uploadProducts(demo.tokens.owner, fixture('products.csv'), 'vins')
    expect(badKind.status).toBe(400)
    expect(badKind.body.message).toMatch(/^Choisissez ce que contient le fichier/)
    expect(await countImports()).toBe(before)

    const id = (await uploadProducts(demo.tokens.owner, fixture('products.csv'))).body.import.id
    // A client importer without createProduct does not see it; another shop neither.
    expect((await get(`/v1/imports/${id}`, demo.tokens.iamLimited)).status).toBe(404)
    const list = await get('/v1/imports', demo.tokens.iamLimited)
    expect(list.body.imports.some((i: { id: number }) => i.id === id)).toBe(false)
    for (const [method, path] of [
      ['GET', `/v1/imports/${id}`],
      ['GET', `/v1/imports/${id}/preview`],
      ['POST', `/v1/imports/${id}/run`],
    ] as const)
      expect((await send(method, path, demo.tokens.owner2)).status, path).toBe(404)

    const mapping = (await get(`/v1/imports/${id}`)).body.import.mapping as (string | null)[]
    const noName = await send('PUT', `/v1/imports/${id}/mapping`, demo.tokens.owner, {
      mapping: mapping.map((f) => (f === 'name' ? null : f)),
    })
    expect(noName.status).toBe(400)
    expect(noName.body.message).toBe('Associez une colonne au nom du produit.')
    const unknown = await send('PUT', `/v1/imports/${id}/mapping`, demo.tokens.owner, {
      mapping: mapping.map((f) => (f === 'price:caviste' ? 'price:grossiste' : f)),
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe(
      'La table de concordance ne correspond pas aux colonnes du fichier.',
    )
    expect((await get(`/v1/imports/${id}`)).body.import.mapping).toEqual(mapping)
  })

  it('exports the catalogue in the import layout: imported back as it is, it changes nothing', async () => {
    // A product with both of the demo's labels (catalogue/api/seed), Sancerre Les Caillottes one.
    const labels = (await get('/v1/product-labels')).body.labels as { id: number }[]
    const products = (await get('/v1/products')).body.products as { id: number; name: string }[]
    const terres = products.find((p) => p.name === 'Pouilly-Fumé Terres Blanches')!
    const given = await send('PUT', `/v1/products/${terres.id}`, demo.tokens.owner, {
      labelIds: labels.map((l) => l.id),
    })
    expect(given.status).toBe(200)
    const res = await demo.t.request('/v1/catalogue/export.csv', { token: demo.tokens.owner })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = new Uint8Array(await res.arrayBuffer())
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    expect(text.charCodeAt(0)).toBe(0xfeff)
    const [header, ...lines] = text.slice(1).trimEnd().split('\r\n')
    const fields = (await get('/v1/imports/fields/products')).body.fields as { label: string }[]
    // The import's columns, then the products' labels (which the import leaves aside).
    expect(header.split(';')).toEqual([...fields.map((f) => f.label), 'Étiquettes'])
    // A line per vintage and format; amounts with a comma, the typology's own convention.
    const sancerre = lines.filter((l) => l.startsWith('Sancerre Les Caillottes;'))
    expect(sancerre.length).toBeGreaterThan(0)
    expect(sancerre.some((l) => /;75 cl;\d+,\d{2};/.test(l))).toBe(true)
    // The product's labels by name, joined by ', '; nothing for a product without any.
    expect(sancerre.every((l) => l.endsWith(';Coup de cœur'))).toBe(true)
    const both = lines.filter((l) => l.startsWith('Pouilly-Fumé Terres Blanches;'))
    expect(both.length).toBeGreaterThan(0)
    expect(both.every((l) => l.endsWith(';Coup de cœur, Nouveau'))).toBe(true)
    const unlabelled = lines.find((l) => l.startsWith('Sancerre Côte des Monts;'))!
    expect(unlabelled.endsWith(';')).toBe(true)

    const before = await countProducts()
    const created = await uploadProducts(demo.tokens.owner, bytes)
    expect(created.status).toBe(201)
    // The concordance table recognises every column by its header, and sets the labels aside.
    const mapping = created.body.import.mapping as (string | null)[]
    expect(mapping.slice(0, -1)).not.toContain(null)
    expect(mapping.at(-1)).toBeNull()
    const preview = await get(`/v1/imports/${created.body.import.id}/preview`)
    expect(preview.body).toMatchObject({ total: lines.length, ok: 0, errors: 0 })
    expect(preview.body.duplicates).toBe(lines.length)
    expect(await countProducts()).toBe(before)

    // The other shop exports its own catalogue, none of this one's.
    const other = await demo.t.request('/v1/catalogue/export.csv', { token: demo.tokens.owner2 })
    expect(other.status).toBe(200)
    expect(await other.text()).not.toContain('Sancerre Les Caillottes')
  })

  it('refuses the catalogue export to a buyer, a signed-out caller and a collaborator without seeAllProduct', async () => {
    expect(
      (await demo.t.request('/v1/catalogue/export.csv', { token: demo.tokens.buyer })).status,
    ).toBe(403)
    expect((await demo.t.request('/v1/catalogue/export.csv')).status).toBe(401)
    await withIamRights(demo.t, demo.source, { seeAllProduct: false }, async () => {
      const res = await demo.t.request('/v1/catalogue/export.csv', { token: demo.tokens.iam })
      expect(res.status).toBe(403)
    })
  })
})
