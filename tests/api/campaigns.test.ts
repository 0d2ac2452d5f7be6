/**
 * Issue 17 §3's campaigns through the API: GET|POST /v1/crm/campaigns, GET /v1/crm/campaigns/{id}
 * and its recipients (and their CSV file, recipients.csv), cancel and send now, the DKIM key of PUT
 * /v1/settings/campaigns/dkim, and the public GET|POST /v1/unsubscribe/{token}. Refused to a
 * collaborator without createCampaign, to agents, without the campaigns module; another shop's
 * campaign is 404; bad input is 400 and writes nothing. A campaign is delivered by the job queue to
 * a local SMTP server speaking the real protocol: one-click unsubscribe headers, a DKIM signature,
 * a recipient refused with 550 (bounced), the creator told (mailFail); the one-click unsubscribe is
 * honoured by the next campaign; a long list goes in batches, each run queuing the next.
 */
import { generateKeyPairSync } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { campaignJobs } from '#app/modules/crm/api/campaigns'
import { resealDkimKeys, saveDkim } from '#app/modules/crm/api/dkim'
import { dkimText } from '#app/modules/crm/domain/dkim'
import { shopSender } from '#app/modules/crm/api/shop-sender'
import { createMailer } from '#app/platform/api/mail'
import { runDueJobs } from '#app/platform/api/jobs'
import type { ApiDeps } from '#app/platform/api/types'
import { createSecretBox, isSealed, newSecretKey, parseSecretKey } from '#app/platform/secret-box'
import {
  clients,
  crmCampaignRecipients,
  crmCampaigns,
  crmDkimKeys,
  crmListMembers,
  crmLists,
  jobs,
  notifications,
} from '#app/platform/db/schema'
import type { TestApi } from '#tests/support/api'
import { startFakeSmtp, type FakeSmtp } from '#tests/support/fake-smtp'
import { readCsv } from './csv-file'
import { call, mailsTo, userIdOf } from './helpers'
import { demoShopsApi, type DemoTokens } from './sales-db-fixtures'
import { withIamRights, withModuleOff } from './sales-fixtures'

let t: TestApi
let source: number
let tokens: DemoTokens
let smtp: FakeSmtp
let deps: ApiDeps
let listId: number
let modelId: number
const KEY = parseSecretKey(newSecretKey())!
const box = createSecretBox(KEY)

const send = (method: string, path: string, token: string | undefined, json?: unknown) =>
  t.request(path, { method, token, json }).then(call)
const get = (path: string, token?: string) => send('GET', path, token)
const campaignCount = async () =>
  Number((await t.database.db.select({ n: count() }).from(crmCampaigns))[0].n)
/** Runs the queue's campaign jobs until none is due (the clock is the queue's own). */
const runCampaigns = async () => {
  let runs = 0
  while ((await runDueJobs(deps, campaignJobs)) > 0) runs++
  return runs
}
const received = (address: string) => smtp.received.filter((m) => m.to.includes(address))

beforeAll(async () => {
  ;({ t, source, tokens } = await demoShopsApi({ secretBox: box }))
  smtp = await startFakeSmtp({ refuse: (address) => address.startsWith('refuse') })
  deps = { ...t.deps, mailer: createMailer(t.database.db, { smtpUrl: smtp.url, from: 'x@y.test' }) }
  const { db } = t.database
  const people = [
    { firstname: 'Alice', lastname: 'Campagne-Un', email: 'alice@example.test' },
    { firstname: 'Bruno', lastname: 'Campagne-Deux', email: 'bruno@example.test' },
    { firstname: 'Rémi', lastname: 'Campagne-Refus', email: 'refuse@example.test' },
    { firstname: 'Sans', lastname: 'Campagne-Sans-Mail', email: null },
    // The same address twice (another case): one mail.
    { firstname: 'Alice', lastname: 'Campagne-Double', email: 'ALICE@example.test' },
  ]
  const rows = await db
    .insert(clients)
    .values(people.map((p) => ({ ...p, shopId: source })))
    .returning({ id: clients.id })
  const [list] = await db
    .insert(crmLists)
    .values({ shopId: source, name: 'Campagne de test', type: 'static' })
    .returning({ id: crmLists.id })
  listId = list.id
  await db.insert(crmListMembers).values(rows.map((r) => ({ listId, clientId: r.id })))
  const model = await send('POST', '/v1/crm/models', tokens.owner, {
    kind: 'standard',
    name: 'Vendanges',
    subject: 'Bonjour {{prenom}}',
    title: 'Les vendanges au {{boutique}}',
    body: 'Chère {{prenom}} {{nom}}, venez goûter.',
    buttonLabel: null,
    buttonLink: null,
  })
  modelId = model.body.model.id
  const sender = await send('PUT', '/v1/settings/campaigns', tokens.owner, {
    senderName: 'Domaine de la Source',
    senderEmail: 'cave@domaine-source.test',
    replyTo: 'claire@domaine-source.test',
    signature: 'Claire',
  })
  expect(sender.status).toBe(200)
})
afterAll(async () => {
  await smtp.close()
  await t.close()
})

describe('campaigns: who may, and bad input', () => {
  it('refuses a collaborator without createCampaign, agents, the module off; another shop 404', async () => {
    const body = { name: 'Interdite', modelId, listId, sendAt: null }
    const before = await campaignCount()
    await withIamRights(t, source, { createCampaign: false }, async () => {
      expect((await send('POST', '/v1/crm/campaigns', tokens.iam, body)).status).toBe(403)
      // Reading stays open to the collaborator.
      expect((await get('/v1/crm/campaigns', tokens.iam)).status).toBe(200)
    })
    expect((await get('/v1/crm/campaigns', tokens.agent)).status).toBe(403)
    expect((await send('POST', '/v1/crm/campaigns', tokens.agent, body)).status).toBe(403)
    expect((await get('/v1/crm/campaigns', tokens.buyer)).status).toBe(403)
    expect((await get('/v1/crm/campaigns')).status).toBe(401)
    // Another shop's model and list are not found from Maison Martin.
    expect((await send('POST', '/v1/crm/campaigns', tokens.owner2, body)).status).toBe(404)
    await withModuleOff(t, source, 'campaigns', async () => {
      expect((await send('POST', '/v1/crm/campaigns', tokens.owner, body)).status).toBe(403)
      expect((await get('/v1/crm/campaigns', tokens.owner)).status).toBe(403)
      const file = await t.request('/v1/crm/campaigns/1/recipients.csv', { token: tokens.owner })
      expect(file.status).toBe(403)
    })
    expect(await campaignCount()).toBe(before)
  })

  it('refuses bad input in French and writes nothing', async () => {
    const before = await campaignCount()
    const good = { name: 'Bonne', modelId, listId, sendAt: null }
    const bad = [
      { ...good, name: '' },
      { ...good, modelId: 'un' },
      { ...good, listId: undefined },
      { ...good, sendAt: 'demain' },
      { ...good, sendAt: '2001-01-01T09:00:00+01:00' },
      { ...good, color: 'rouge' },
    ]
    for (const body of bad) {
      const res = await send('POST', '/v1/crm/campaigns', tokens.owner, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message).toMatch(/[a-zé]/)
    }
    const past = await send('POST', '/v1/crm/campaigns', tokens.owner, bad[4])
    expect(past.body.errors.sendAt).toEqual(['Indiquez une date et une heure d’envoi à venir.'])
    expect(await campaignCount()).toBe(before)
    expect((await get('/v1/crm/campaigns/abc', tokens.owner)).status).toBe(400)
    expect((await get('/v1/crm/campaigns/999999', tokens.owner)).status).toBe(404)
  })

  it('keeps a DKIM key without ever showing it back, refusing what is not an RSA private key', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 })
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    const dkim = { domain: 'domaine-source.test', selector: 'caveau', privateKey: pem }
    expect((await send('PUT', '/v1/settings/campaigns/dkim', tokens.iam, dkim)).status).toBe(403)
    for (const privateKey of [
      'pas une clé',
      '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----',
    ])
      expect(
        (await send('PUT', '/v1/settings/campaigns/dkim', tokens.owner, { ...dkim, privateKey }))
          .status,
      ).toBe(400)
    const noKey = await send('PUT', '/v1/settings/campaigns/dkim', tokens.owner, {
      ...dkim,
      privateKey: '',
    })
    expect(noKey.body.errors.privateKey).toBeDefined()
    expect(await t.database.db.select().from(crmDkimKeys)).toHaveLength(0)
    const saved = await send('PUT', '/v1/settings/campaigns/dkim', tokens.owner, dkim)
    expect(saved.status).toBe(200)
    // Sealed at rest with the server's key, like the shop's Stripe keys.
    const [stored] = await t.database.db.select().from(crmDkimKeys)
    expect(isSealed(stored.privateKey)).toBe(true)
    expect(stored.privateKey).not.toContain('PRIVATE')
    expect(box.open(stored.privateKey)).toBe(pem)
    const read = await get('/v1/settings/campaigns', tokens.iam)
    expect(JSON.stringify(read.body)).not.toContain('PRIVATE')
    expect(read.body.campaigns.dkim).toMatchObject({ domain: 'domaine-source.test' })
    const kinds = read.body.campaigns.dns.map((r: { kind: string; name: string }) => [
      r.kind,
      r.name,
    ])
    expect(kinds).toEqual([
      ['SPF', 'domaine-source.test'],
      ['DKIM', 'caveau._domainkey.domaine-source.test'],
      ['DMARC', '_dmarc.domaine-source.test'],
    ])
    // A selector changed without pasting the key again keeps the saved key.
    const kept = await send('PUT', '/v1/settings/campaigns/dkim', tokens.owner, {
      ...dkim,
      selector: 'mai2026',
      privateKey: '',
    })
    expect(kept.body.campaigns.dkim.publicKey).toBe(read.body.campaigns.dkim.publicKey)
  })

  it('reads a key saved before keys were sealed, and secrets:reseal seals it', async () => {
    const [sealed] = await t.database.db.select().from(crmDkimKeys)
    const pem = box.open(sealed.privateKey)
    await t.database.db.update(crmDkimKeys).set({ privateKey: pem })
    const read = await get('/v1/settings/campaigns', tokens.owner)
    expect(read.body.campaigns.dkim.publicKey).toBeTruthy()
    expect(await resealDkimKeys(t.database.db, box)).toBe(1)
    const [resealed] = await t.database.db.select().from(crmDkimKeys)
    expect(isSealed(resealed.privateKey)).toBe(true)
    expect(box.open(resealed.privateKey)).toBe(pem)
    // After a rotation, the new key seals it again; a second run finds nothing to do.
    const rotated = createSecretBox(parseSecretKey(newSecretKey())!, [KEY])
    expect(await resealDkimKeys(t.database.db, rotated)).toBe(1)
    expect(await resealDkimKeys(t.database.db, rotated)).toBe(0)
    const [again] = await t.database.db.select().from(crmDkimKeys)
    expect(rotated.open(again.privateKey)).toBe(pem)
    await t.database.db.update(crmDkimKeys).set({ privateKey: box.seal(pem) })
  })

  it('refuses to keep a DKIM key on a server without the secrets key, writing nothing', async () => {
    const before = await t.database.db.select().from(crmDkimKeys)
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 })
    const input = {
      domain: 'autre-domaine.test',
      selector: 'caveau',
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    }
    const unsealed = { ...t.deps.config, secretBox: undefined }
    await expect(saveDkim(t.database.db, unsealed, source, input)).rejects.toMatchObject({
      status: 503,
      message: dkimText.noEncryption,
    })
    expect(await t.database.db.select().from(crmDkimKeys)).toEqual(before)
    // Nor can a mail be signed with the sealed key then.
    await expect(shopSender({ db: t.database.db, config: unsealed }, source)).rejects.toThrow(
      dkimText.noEncryption,
    )
  })
})

describe('sending', () => {
  let campaignId: number
  let nextId: number
  let oneClick: string

  it('delivers over SMTP with one-click headers and DKIM; a 550 is bounced and the creator told', async () => {
    const created = await send('POST', '/v1/crm/campaigns', tokens.iam, {
      name: 'Vendanges 2026',
      modelId,
      listId,
      sendAt: null,
    })
    expect(created.status).toBe(201)
    campaignId = created.body.campaign.id
    expect(created.body.campaign).toMatchObject({
      status: 'scheduled',
      listName: 'Campagne de test',
    })
    // Another shop never sees it.
    expect((await get(`/v1/crm/campaigns/${campaignId}`, tokens.owner2)).status).toBe(404)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await runCampaigns()
    errors.mockRestore()

    const read = await get(`/v1/crm/campaigns/${campaignId}`, tokens.owner)
    expect(read.body.campaign.status).toBe('sent')
    expect(read.body.campaign.counts).toEqual({
      queued: 0,
      sent: 2,
      failed: 0,
      bounced: 1,
      unsubscribed: 0,
    })
    const recipients = await get(`/v1/crm/campaigns/${campaignId}/recipients`, tokens.owner)
    const byEmail = Object.fromEntries(
      recipients.body.recipients.map((r: { email: string; status: string }) => [r.email, r.status]),
    )
    // No mail for the client without an address; one for the address twice in the list.
    expect(byEmail).toEqual({
      'alice@example.test': 'sent',
      'bruno@example.test': 'sent',
      'refuse@example.test': 'bounced',
    })
    const bounced = await get(
      `/v1/crm/campaigns/${campaignId}/recipients?status=bounced`,
      tokens.owner,
    )
    expect(bounced.body.recipients[0].error).toMatch(/^550 /)

    const [mail] = received('alice@example.test')
    expect(mail.from).toBe('cave@domaine-source.test')
    const data = mail.data.replace(/\r?\n[ \t]+/g, ' ')
    expect(data).toContain('Subject: Bonjour Alice')
    expect(data).toMatch(/^From: "?Domaine de la Source"? <cave@domaine-source.test>/m)
    expect(data).toMatch(/^Reply-To: claire@domaine-source.test/m)
    expect(data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
    expect(data).toMatch(
      /^DKIM-Signature: v=1; a=rsa-sha256; c=relaxed\/relaxed; d=domaine-source.test;.*s=mai2026/m,
    )
    // The same sender for its mails to buyers (shopSender), until the key goes: then the
    // platform's address under the shop's name, answers to the shop.
    expect(await shopSender(t.deps, source)).toMatchObject({
      from: '"Domaine de la Source" <cave@domaine-source.test>',
      replyTo: 'claire@domaine-source.test',
      dkim: { domainName: 'domaine-source.test', keySelector: 'mai2026' },
    })
    const [key] = await t.database.db
      .delete(crmDkimKeys)
      .where(eq(crmDkimKeys.shopId, source))
      .returning()
    expect(await shopSender(t.deps, source)).toEqual({
      fromName: 'Domaine de la Source',
      replyTo: 'claire@domaine-source.test',
    })
    await t.database.db.insert(crmDkimKeys).values(key)
    const link =
      /^List-Unsubscribe: <http:\/\/localhost:3000\/unsubscribe\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)>/m.exec(
        data,
      )
    expect(link).not.toBeNull()
    oneClick = link![1]
    expect(mail.data).toContain('multipart/alternative')

    // The creator (the collaborator) hears of the bounced mail.
    const iamId = await userIdOf(t, 'iam@caveau.test')
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, iamId), eq(notifications.type, 'mailFail')))
    expect(told.map((n) => n.redirectLink)).toContain(`/dashboard/crm/campaigns/${campaignId}`)
  })

  it('honours the one-click unsubscribe (no session) in the next campaign', async () => {
    expect((await get(`/v1/unsubscribe/${oneClick}x`)).status).toBe(404)
    expect((await get(`/v1/unsubscribe/${oneClick}`)).body).toMatchObject({
      email: 'alice@example.test',
      shopName: 'Domaine de la Source',
      unsubscribed: false,
    })
    const res = await t.request(`/v1/unsubscribe/${oneClick}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)
    expect((await get(`/v1/unsubscribe/${oneClick}`)).body.unsubscribed).toBe(true)

    const next = await send('POST', '/v1/crm/campaigns', tokens.owner, {
      name: 'Primeurs',
      modelId,
      listId,
      sendAt: null,
    })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await runCampaigns()
    errors.mockRestore()
    nextId = next.body.campaign.id
    const recipients = await get(`/v1/crm/campaigns/${nextId}/recipients`, tokens.owner)
    const alice = recipients.body.recipients.find(
      (r: { email: string }) => r.email === 'alice@example.test',
    )
    expect(alice.status).toBe('unsubscribed')
    expect(received('alice@example.test')).toHaveLength(1)
    expect(received('bruno@example.test')).toHaveLength(2)
  })

  it('exports the recipients as a French CSV, with the status filter, to those who read them', async () => {
    const csv = (path: string, token?: string) => readCsv(t, path, token)
    const path = `/v1/crm/campaigns/${campaignId}/recipients.csv`
    const file = await csv(path, tokens.owner)
    expect(file.status).toBe(200)
    expect(file.res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(file.res.headers.get('content-disposition')).toMatch(
      new RegExp(`filename="destinataires-campagne-${campaignId}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    )
    expect(file.bom).toEqual([0xef, 0xbb, 0xbf])
    expect(file.header).toBe('"Destinataire";"E-mail";"Statut";"Envoyé le";"Motif de l’échec"')
    // A row per recipient, in the page's order, each as the page reads it.
    const listed = (await get(`/v1/crm/campaigns/${campaignId}/recipients`, tokens.owner)).body
      .recipients as { name: string; email: string; sentAt: string | null }[]
    expect(file.rows.map((r) => r.split(';')[1])).toEqual(listed.map((r) => `"${r.email}"`))
    const alice = listed.find((r) => r.email === 'alice@example.test')!
    const paris = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      dateStyle: 'short',
      timeStyle: 'short',
    })
    expect(file.cells('alice@example.test')).toEqual([
      `"${alice.name}"`,
      '"alice@example.test"',
      '"Envoyé"',
      `"${paris.format(new Date(alice.sentAt!))}"`,
      '""',
    ])
    expect(file.cells('alice@example.test')![3]).toMatch(/^"\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}"$/)
    const refused = file.cells('refuse@example.test')!
    expect(refused[2]).toBe('"Refusé par le serveur"')
    expect(refused[4]).toMatch(/^"550 /)
    // The next campaign: Alice had unsubscribed.
    expect(
      (await csv(`/v1/crm/campaigns/${nextId}/recipients.csv`, tokens.owner)).cells(
        'alice@example.test',
      )?.[2],
    ).toBe('"Désabonné"')
    // The page's status filter.
    const bounced = await csv(`${path}?status=bounced`, tokens.owner)
    expect(bounced.rows).toHaveLength(1)
    expect(bounced.rows[0]).toContain('"refuse@example.test"')
    expect((await csv(`${path}?status=opened`, tokens.owner)).status).toBe(400)
    expect((await csv(`${path}?page=2`, tokens.owner)).status).toBe(400)
    // Read as the campaign is: a collaborator without createCampaign too; not an agent, a buyer,
    // another shop, the signed-out; an unknown campaign is 404.
    await withIamRights(t, source, { createCampaign: false }, async () => {
      expect((await csv(path, tokens.iam)).rows).toHaveLength(listed.length)
    })
    expect((await csv(path, tokens.agent)).status).toBe(403)
    expect((await csv(path, tokens.buyer)).status).toBe(403)
    expect((await csv(path, tokens.owner2)).status).toBe(404)
    expect((await csv('/v1/crm/campaigns/999999/recipients.csv', tokens.owner)).status).toBe(404)
    expect((await csv(path)).status).toBe(401)
  })

  it('cancels a scheduled campaign, or sends it now', async () => {
    const later = { name: 'Noël', modelId, listId, sendAt: '2099-12-01T09:00:00+01:00' }
    const a = (await send('POST', '/v1/crm/campaigns', tokens.owner, later)).body.campaign
    const b = (await send('POST', '/v1/crm/campaigns', tokens.owner, later)).body.campaign
    expect(a.status).toBe('scheduled')
    expect((await send('POST', `/v1/crm/campaigns/${a.id}/cancel`, tokens.owner2)).status).toBe(404)
    await withIamRights(t, source, { createCampaign: false }, async () => {
      expect((await send('POST', `/v1/crm/campaigns/${a.id}/cancel`, tokens.iam)).status).toBe(403)
    })
    const cancelled = await send('POST', `/v1/crm/campaigns/${a.id}/cancel`, tokens.owner)
    expect(cancelled.body.campaign.status).toBe('cancelled')
    expect((await send('POST', `/v1/crm/campaigns/${a.id}/send`, tokens.owner)).status).toBe(400)
    // Nothing is due before 2099 but the one brought forward.
    await send('POST', `/v1/crm/campaigns/${b.id}/send`, tokens.owner)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await runCampaigns()
    errors.mockRestore()
    expect((await get(`/v1/crm/campaigns/${b.id}`, tokens.owner)).body.campaign.status).toBe('sent')
    expect((await get(`/v1/crm/campaigns/${a.id}`, tokens.owner)).body.campaign.counts.sent).toBe(0)
  })

  it('sends a long list in batches of 50, each run queuing the next, never twice', async () => {
    const { db } = t.database
    const many = await db
      .insert(clients)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          shopId: source,
          lastname: `Lot-${i}`,
          email: `lot${i}@example.test`,
        })),
      )
      .returning({ id: clients.id })
    const [list] = await db
      .insert(crmLists)
      .values({ shopId: source, name: 'Longue liste', type: 'static' })
      .returning({ id: crmLists.id })
    await db.insert(crmListMembers).values(many.map((c) => ({ listId: list.id, clientId: c.id })))
    const created = await send('POST', '/v1/crm/campaigns', tokens.owner, {
      name: 'Lots',
      modelId,
      listId: list.id,
      sendAt: null,
    })
    const id = created.body.campaign.id
    const statuses = async () =>
      (
        await db
          .select({ status: crmCampaignRecipients.status })
          .from(crmCampaignRecipients)
          .where(eq(crmCampaignRecipients.campaignId, id))
      ).map((r) => r.status)
    // Without SMTP (the outbox and the log): one run freezes the list, sends one batch and
    // queues the next run.
    const log = vi.spyOn(console, 'info').mockImplementation(() => {})
    expect(await runDueJobs(t.deps, campaignJobs, { limit: 1 })).toBe(1)
    const first = await statuses()
    expect(first.filter((s) => s === 'sent')).toHaveLength(50)
    expect(first.filter((s) => s === 'queued')).toHaveLength(10)
    const next = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'crm.campaign'), eq(jobs.status, 'queued')))
    expect(next).toHaveLength(1)
    while ((await runDueJobs(t.deps, campaignJobs)) > 0);
    log.mockRestore()
    expect((await statuses()).every((s) => s === 'sent')).toBe(true)
    for (const i of [0, 49, 50, 59])
      expect(await mailsTo(t, `lot${i}@example.test`)).toHaveLength(1)
  })
})
