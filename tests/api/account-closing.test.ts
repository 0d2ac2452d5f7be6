/**
 * Issue 16 §1, the account tab's end of things through the API: POST /v1/users/me/deletion (a
 * buyer anonymised, their orders and invoices kept; an owner with legal records refused; the owner
 * of an empty shop deleted with it; a collaborator leaving alone), POST /v1/settings/shop/closing
 * (owner only, keyword checked, then every write of the team refused and reads kept), and the full
 * export (POST|GET /v1/settings/shop/export, the job, GET …/export/file: the ZIP unzipped here).
 */
import { and, count, eq, isNull } from 'drizzle-orm'
import JSZip from 'jszip'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runDueJobs } from '#app/platform/api/jobs'
import {
  clients,
  mailOutbox,
  orders,
  salesDocuments,
  sessions,
  shopMembers,
  shops,
  users,
} from '#app/platform/db/schema'
import { shopExportJobs } from '#app/modules/settings/api/shop-export'
import type { TestApi } from '#tests/support/api'
import { call, freshEmail } from './helpers'
import {
  demoShopsApi,
  insertClientRow,
  insertOrderRow,
  issueSmallInvoice,
  setShopLegal,
  type DemoTokens,
} from './sales-db-fixtures'

let t: TestApi
let source: number
let martin: number
let tokens: DemoTokens

const post = (path: string, token: string, json: unknown = {}) =>
  t.request(`/v1${path}`, { method: 'POST', token, json }).then(call)
const get = (path: string, token: string) => t.request(`/v1${path}`, { token }).then(call)

/** A new validated account with the demo password, member of `shopId` in its role if given. */
async function newUser(role: 'buyer' | 'owner' | 'iam', shopId?: number) {
  const { db } = t.database
  const [demo] = await db.select().from(users).where(eq(users.email, 'buyer@caveau.test'))
  const email = freshEmail(role)
  const [user] = await db
    .insert(users)
    .values({
      email,
      username: 'Jeanne Petit',
      firstname: 'Jeanne',
      lastname: 'Petit',
      phone: '0611223344',
      role,
      passwordHash: demo.passwordHash,
      validatedAt: new Date('2026-01-05T10:00:00Z'),
      billingAddress: { street: '3 rue Haute', zipcode: '75003', city: 'Paris', country: 'FR' },
    })
    .returning()
  if (shopId) await db.insert(shopMembers).values({ shopId, userId: user.id, role })
  return { ...user, token: (await t.login(email)).jwt }
}

/** A shop of its own for `ownerId`, copied from shop 1's settings, empty of any sale. */
async function newShop(ownerId: number, code: string) {
  const { db } = t.database
  const [model] = await db.select().from(shops).where(eq(shops.id, source))
  const [shop] = await db
    .insert(shops)
    .values({
      code,
      name: `Domaine ${code}`,
      urlShop: code.toLowerCase(),
      ownerId,
      settings: model.settings,
      integration: model.integration,
    })
    .returning()
  await db.insert(shopMembers).values({ shopId: shop.id, userId: ownerId, role: 'owner' })
  return shop
}

const deletion = { keyword: 'supprimer', currentPassword: 'Demo1234' }

beforeAll(async () => {
  ;({ t, source, martin, tokens } = await demoShopsApi())
  await setShopLegal(t, source)
})
afterAll(() => t.close())

describe('POST /v1/users/me/deletion', () => {
  it('anonymises a buyer, ends their sessions and keeps their orders and invoices as issued', async () => {
    const buyer = await newUser('buyer')
    const client = await insertClientRow(t.database.db, () => ({
      shopId: source,
      userId: buyer.id,
      firstname: 'Jeanne',
      lastname: 'Petit',
      email: buyer.email,
      billingAddress: { street: '3 rue Haute', zipcode: '75003', city: 'Paris', country: 'FR' },
    }))
    const order = await insertOrderRow(
      t.database.db,
      {
        shopId: source,
        buyerId: buyer.id,
        clientId: client.id,
        status: 'validated',
        totalHtCents: 1000,
        tvaCents: 200,
        totalTtcCents: 1200,
        paymentType: 'transfer',
        validatedAt: new Date('2026-03-02T09:00:00Z'),
      },
      {
        name: 'Sancerre',
        quantity: 1,
        unitPriceCents: 1000,
        vatRate: 20,
        totalHtCents: 1000,
        vatCents: 200,
        dutiesCents: 0,
        totalTtcCents: 1200,
      },
    )
    const issued = await post('/sales-documents/invoices', tokens.owner, { orderId: order.id })
    expect(issued.status).toBe(201)
    const [before] = await t.database.db
      .select()
      .from(salesDocuments)
      .where(eq(salesDocuments.id, issued.body.document.id))
    expect(before.buyer).not.toBeNull()

    // The keyword and the password are checked first; nothing is written when either is wrong.
    const wrongWord = await post('/users/me/deletion', buyer.token, { ...deletion, keyword: 'oui' })
    expect(wrongWord.status).toBe(400)
    expect(wrongWord.body.message).toBe('Tapez SUPPRIMER pour confirmer la suppression.')
    const wrongPassword = await post('/users/me/deletion', buyer.token, {
      ...deletion,
      currentPassword: 'Faux1234',
    })
    expect(wrongPassword.status).toBe(400)
    expect((await get('/users/me', buyer.token)).body.user.email).toBe(buyer.email)

    const res = await post('/users/me/deletion', buyer.token, {
      ...deletion,
      keyword: ' Sup primer',
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(
      'Votre compte a été supprimé. Vos données personnelles ont été effacées.',
    )
    const [row] = await t.database.db.select().from(users).where(eq(users.id, buyer.id))
    expect(row).toMatchObject({
      username: 'Compte supprimé',
      email: `supprime-${buyer.id}@caveau.invalid`,
      firstname: null,
      lastname: null,
      phone: null,
      billingAddress: null,
    })
    expect(row.deletedAt).not.toBeNull()
    // Signed out everywhere, and no sign-in with the old address or password.
    expect((await get('/users/me', buyer.token)).status).toBe(401)
    const [{ live }] = await t.database.db
      .select({ live: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, buyer.id), isNull(sessions.revokedAt)))
    expect(Number(live)).toBe(0)
    const login = await t.request('/v1/auth/login', {
      method: 'POST',
      json: { username: buyer.email, password: 'Demo1234' },
    })
    expect(login.status).not.toBe(200)
    // The order keeps its buyer; the invoice its buyer as issued, untouched.
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(kept.buyerId).toBe(buyer.id)
    const [after] = await t.database.db
      .select()
      .from(salesDocuments)
      .where(eq(salesDocuments.id, before.id))
    expect(after.buyer).toEqual(before.buyer)
    expect(after.number).toBe(before.number)
    // The shop's client file stays the shop's, no longer linked to an account.
    const [file] = await t.database.db.select().from(clients).where(eq(clients.id, client.id))
    expect(file.userId).toBeNull()
  })

  it('refuses an owner whose shop issued invoices, pointing to closing it; nothing is written', async () => {
    await issueSmallInvoice(t, source, tokens.owner)
    const res = await post('/users/me/deletion', tokens.owner, deletion)
    expect(res.status).toBe(409)
    expect(res.body.message).toContain('la loi impose de les conserver 10 ans')
    expect(res.body.message).toContain('Fermez plutôt votre boutique')
    const me = await get('/users/me', tokens.owner)
    expect(me.status).toBe(200)
    expect(me.body.user.email).toBe('owner@caveau.test')
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, source))
    expect(shop.closedAt).toBeNull()
  })

  it('deletes the owner of a shop without any legal record, and the shop with its data', async () => {
    const owner = await newUser('owner')
    const shop = await newShop(owner.id, 'VIDE01')
    await insertClientRow(t.database.db, () => ({ shopId: shop.id, lastname: 'Prospect' }))
    const res = await post('/users/me/deletion', owner.token, deletion)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Votre compte et votre boutique ont été supprimés.')
    expect(await t.database.db.select().from(shops).where(eq(shops.id, shop.id))).toEqual([])
    expect(await t.database.db.select().from(clients).where(eq(clients.shopId, shop.id))).toEqual(
      [],
    )
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id))
    expect(row.deletedAt).not.toBeNull()
  })

  it('lets a collaborator delete their own account only: the owner keeps the shop', async () => {
    const iam = await newUser('iam', source)
    const res = await post('/users/me/deletion', iam.token, deletion)
    expect(res.status).toBe(200)
    expect(
      await t.database.db.select().from(shopMembers).where(eq(shopMembers.userId, iam.id)),
    ).toEqual([])
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, source))
    expect(shop.ownerId).not.toBeNull()
    expect((await get('/settings/shop/closing', tokens.owner)).status).toBe(200)
    expect((await get('/users/me', tokens.iam)).status).toBe(200)
  })
})

describe('the full export', () => {
  it('builds one ZIP of every issued document as PDF and the CSV files, then mails the owner', async () => {
    expect((await get('/settings/shop/export', tokens.owner)).body.export).toBeNull()
    // Nothing to download before an export is ready.
    expect((await get('/settings/shop/export/file', tokens.owner)).status).toBe(404)
    const asked = await post('/settings/shop/export', tokens.owner)
    expect(asked.status).toBe(202)
    expect(asked.body.export.status).toBe('queued')
    // Asked twice while it is queued: the same export.
    const again = await post('/settings/shop/export', tokens.owner)
    expect(again.body.export.id).toBe(asked.body.export.id)

    await runDueJobs(t.deps, shopExportJobs)
    const status = await get('/settings/shop/export', tokens.owner)
    expect(status.body.export).toMatchObject({ id: asked.body.export.id, status: 'ready' })

    const res = await t.request('/v1/settings/shop/export/file', { token: tokens.owner })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    const zip = await JSZip.loadAsync(new Uint8Array(await res.arrayBuffer()))
    const names = Object.keys(zip.files)
    // The settings' 'Imports et exports' tab logs the archive's download.
    const log = await get('/exports', tokens.owner)
    expect(log.body.exports[0]).toMatchObject({
      list: '/settings/shop/export/file',
      label: 'Archive de toutes les données',
    })
    const { db } = t.database
    const issued = await db
      .select({ number: salesDocuments.number })
      .from(salesDocuments)
      .where(eq(salesDocuments.shopId, source))
    const numbers = issued.map((d) => d.number).filter(Boolean) as string[]
    expect(numbers.length).toBeGreaterThanOrEqual(2)
    for (const number of numbers) expect(names).toContain(`documents/${number}.pdf`)
    const pdf = await zip.file(`documents/${numbers[0]}.pdf`)!.async('uint8array')
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-')
    for (const csv of [
      'clients.csv',
      'produits.csv',
      'commandes.csv',
      'paiements.csv',
      'stock.csv',
      'documents.csv',
    ])
      expect(names).toContain(csv)
    const rows = async (name: string) =>
      (await zip.file(name)!.async('string')).trimEnd().split('\r\n').length - 1
    const [{ n: orderCount }] = await db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.shopId, source))
    const [{ n: clientCount }] = await db
      .select({ n: count() })
      .from(clients)
      .where(eq(clients.shopId, source))
    expect(await rows('commandes.csv')).toBe(Number(orderCount))
    expect(await rows('clients.csv')).toBe(Number(clientCount))
    expect(await rows('documents.csv')).toBe(issued.length)
    expect((await zip.file('clients.csv')!.async('string')).startsWith('\uFEFF')).toBe(true)

    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'owner@caveau.test'))
    expect(mails.some((m) => m.subject.startsWith('Export complet de'))).toBe(true)
  })

  it('is the owner’s: a collaborator is refused, another owner reads their own shop’s', async () => {
    const refused = await post('/settings/shop/export', tokens.iam)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Seul le propriétaire exporte la boutique.')
    expect((await get('/settings/shop/export/file', tokens.iam)).status).toBe(403)
    expect((await get('/settings/shop/export', tokens.owner2)).body.export).toBeNull()
    expect((await get('/settings/shop/export/file', tokens.owner2)).status).toBe(404)
  })
})

describe('POST /v1/settings/shop/closing', () => {
  it('refuses a collaborator, a buyer and a wrong keyword, closing nothing', async () => {
    const iam = await post('/settings/shop/closing', tokens.iam, { keyword: 'FERMER' })
    expect(iam.status).toBe(403)
    expect(iam.body.message).toBe('Seul le propriétaire peut fermer la boutique.')
    expect((await post('/settings/shop/closing', tokens.buyer, { keyword: 'FERMER' })).status).toBe(
      403,
    )
    const wrong = await post('/settings/shop/closing', tokens.owner, { keyword: 'FERME' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('Tapez FERMER pour confirmer la fermeture.')
    const state = await get('/settings/shop/closing', tokens.owner)
    expect(state.body.closing).toEqual({ closedAt: null, retentionUntil: null })
  })

  it('closes the owner’s shop: offline, reads kept, every write of its team refused, the export open', async () => {
    const res = await post('/settings/shop/closing', tokens.owner, { keyword: 'fermer' })
    expect(res.status).toBe(200)
    const closedAt = new Date(res.body.closing.closedAt)
    expect(res.body.closing.retentionUntil.slice(0, 4)).toBe(String(closedAt.getUTCFullYear() + 10))
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, source))
    expect(shop.online).toBe(false)
    // The other owner's shop is untouched.
    const [other] = await t.database.db.select().from(shops).where(eq(shops.id, martin))
    expect(other.closedAt).toBeNull()

    const readOnly =
      'Cette boutique est fermée : ses données restent consultables, mais plus aucune modification n’est possible.'
    const put = (path: string, token: string, json: unknown) =>
      t.request(`/v1${path}`, { method: 'PUT', token, json }).then(call)
    const fiscal = await put('/settings/fiscal-year', tokens.owner, { month: 7, day: 1 })
    expect(fiscal.status).toBe(403)
    expect(fiscal.body.message).toBe(readOnly)
    const client = await post('/clients', tokens.iam, { lastname: 'Nouveau', isPro: false })
    expect(client.status).toBe(403)
    expect(client.body.message).toBe(readOnly)
    const online = await put('/shops/me', tokens.owner, { online: true })
    expect(online.status).toBe(403)
    // Reading goes on: the documents, the clients, the settings.
    expect((await get('/orders', tokens.owner)).status).toBe(200)
    expect((await get('/payments', tokens.owner)).status).toBe(200)
    expect((await get('/clients', tokens.iam)).status).toBe(200)
    expect((await get('/settings/fiscal-year', tokens.owner)).status).toBe(200)
    const me = await get('/users/me', tokens.owner)
    expect(me.body.user.shops[0].closedAt).toBe(res.body.closing.closedAt)
    // The export stays open; the other shop writes as before.
    expect((await post('/settings/shop/export', tokens.owner)).status).toBe(202)
    expect((await put('/settings/fiscal-year', tokens.owner2, { month: 1, day: 1 })).status).toBe(
      200,
    )
    const twice = await post('/settings/shop/closing', tokens.owner, { keyword: 'FERMER' })
    expect(twice.status).toBe(403)
  })
})
