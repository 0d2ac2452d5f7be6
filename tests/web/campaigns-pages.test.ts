/**
 * The campaigns' pages as a browser without JavaScript uses them (issue 17 §3): a campaign made
 * from its form for a day and a time in Paris (a refusal on its fields writes nothing), listed
 * and opened, then cancelled; a collaborator without createCampaign kept off the add page and
 * refused a replayed form without being signed out; agents kept out; the public unsubscribe page
 * confirmed by its button, and RFC 8058's one-click POST answered 200 without a session; the
 * settings tab's DKIM key refused when it is not a PEM private key; a campaign's recipients
 * downloaded as CSV through 'Exporter en CSV' (/resources/sales-export), refused to an agent.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

const database = await throwAwayRuntime()

import { and, count, eq } from 'drizzle-orm'
import { action as addAction, loader as addLoader } from '#app/routes/dashboard.crm.campaigns.add'
import {
  action as campaignAction,
  loader as campaignLoader,
} from '#app/routes/dashboard.crm.campaigns.$id'
import { loader as campaignsLoader } from '#app/routes/dashboard.crm.campaigns._index'
import { loader as exportLoader } from '#app/routes/resources.sales-export'
import { exportStatus } from './export-status'
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from '#app/routes/unsubscribe.$token'
import { action as settingsAction, loader as settingsLoader } from '#app/routes/dashboard.settings'
import { unsubscribeToken } from '#app/modules/crm/api/unsubscribe'
import { countsText } from '#app/modules/crm/web/campaigns.server'
import { getRuntime } from '#app/platform/api/runtime.server'
import { getEnv } from '#app/platform/env.server'
import {
  crmCampaignRecipients,
  crmCampaigns,
  crmUnsubscribes,
  shopMembers,
  shops,
  users,
} from '#app/platform/db/schema'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

beforeAll(() => signInDemoAccounts())
afterAll(() => closeRuntime(database))

const db = async () => (await getRuntime()).database.db
const campaignCount = async () =>
  Number((await (await db()).select({ n: count() }).from(crmCampaigns))[0].n)

type Handler = (args: LoaderFunctionArgs) => unknown
async function run(
  handler: Handler,
  as: DemoAccount | null,
  path: string,
  params: Record<string, string> = {},
  fields?: Record<string, string>,
) {
  const init = fields
    ? {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      }
    : undefined
  const request = as ? requestAs(as, path, init) : new Request(`http://localhost${path}`, init)
  try {
    return (await handler({ request, params, context: {} })) as any
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

const ADD = '/dashboard/crm/campaigns/add'

describe('campaigns (no JavaScript)', () => {
  it('refuses a bad form on its fields, then schedules a campaign in Paris time and cancels it', async () => {
    const form = await run(addLoader, 'owner', ADD)
    expect(form.title).toBe('Nouvelle campagne')
    expect(form.models.length).toBeGreaterThan(0)
    expect(form.lists.length).toBeGreaterThan(0)
    const fields = {
      name: 'Portes ouvertes 2099',
      modelId: form.models[0].value,
      listId: form.lists[0].value,
      when: 'later',
      date: '2099-06-01',
      time: '10:00',
    }
    const before = await campaignCount()
    const bad = await run(addAction, 'owner', ADD, {}, { ...fields, name: '' })
    expect(bad.init.status).toBe(400)
    expect(bad.data.result.error.name).toEqual(['Donnez un nom à la campagne.'])
    const noTime = await run(addAction, 'owner', ADD, {}, { ...fields, time: '' })
    expect(noTime.data.result.error.time).toEqual(['Indiquez l’heure d’envoi (HH:MM).'])
    const past = await run(addAction, 'owner', ADD, {}, { ...fields, date: '2001-06-01' })
    expect(past.init.status).toBe(400)
    expect(past.data.result.error.date).toEqual(['Indiquez une date et une heure d’envoi à venir.'])
    expect(await campaignCount()).toBe(before)

    const made = (await run(addAction, 'owner', ADD, {}, fields)) as Response
    expect(made.status).toBe(302)
    const path = made.headers.get('location')!
    const id = path.split('/').pop()!
    expect(path).toBe(`/dashboard/crm/campaigns/${id}`)
    const page = await run(campaignLoader, 'owner', path, { id })
    // 10:00 in Paris on 1 June is 08:00 UTC (summer time).
    const [row] = await (
      await db()
    )
      .select()
      .from(crmCampaigns)
      .where(eq(crmCampaigns.id, Number(id)))
    expect(row.scheduledAt.toISOString()).toBe('2099-06-01T08:00:00.000Z')
    expect(page.campaign).toMatchObject({
      name: 'Portes ouvertes 2099',
      status: 'Programmée',
      scheduledAt: '01/06/2099 à 10:00',
    })
    expect(page.canEdit).toBe(true)
    expect(page.recipients).toEqual([])
    const list = await run(campaignsLoader, 'owner', '/dashboard/crm/campaigns')
    expect(list.campaigns.find((c: { id: number }) => c.id === Number(id))).toMatchObject({
      date: '01/06/2099',
      status: 'Programmée',
    })

    const cancelled = (await run(
      campaignAction,
      'owner',
      path,
      { id },
      { intent: 'cancel' },
    )) as Response
    expect(cancelled.headers.get('location')).toBe(path)
    const after = await run(campaignLoader, 'owner', path, { id })
    expect(after.campaign.status).toBe('Annulée')
    expect(after.canEdit).toBe(false)
    // A second cancel is refused with a toast, nothing changes.
    const again = (await run(campaignAction, 'owner', path, { id }, { intent: 'send' })) as Response
    expect(again.status).toBe(302)
    expect((await run(campaignLoader, 'owner', path, { id })).campaign.status).toBe('Annulée')
  })

  it('keeps agents out, and a collaborator without createCampaign off the add page and its forms', async () => {
    const out = (await run(campaignsLoader, 'agent', '/dashboard/crm/campaigns')) as Response
    expect(out.headers.get('location')).toBe('/dashboard')
    const d = await db()
    const [iam] = await d
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'iam@caveau.test'))
    const where = eq(shopMembers.userId, iam.id)
    const [member] = await d.select().from(shopMembers).where(where)
    const [shop] = await d.select({ id: shops.id }).from(shops).where(eq(shops.code, 'SOURCE'))
    const [campaign] = await d
      .select()
      .from(crmCampaigns)
      .where(eq(crmCampaigns.shopId, shop.id))
      .limit(1)
    await d
      .update(shopMembers)
      .set({ authorizations: { ...member.authorizations, createCampaign: false } })
      .where(where)
    try {
      const page = (await run(addLoader, 'iam', ADD)) as Response
      expect(page.headers.get('location')).toBe('/dashboard')
      const path = `/dashboard/crm/campaigns/${campaign.id}`
      const read = await run(campaignLoader, 'iam', path, { id: String(campaign.id) })
      expect(read.canEdit).toBe(false)
      // Reading the recipients is enough to export them.
      expect(read.exportTo).toBe(
        `/resources/sales-export?list=campaign-recipients&id=${campaign.id}`,
      )
      const replay = (await run(
        campaignAction,
        'iam',
        path,
        { id: String(campaign.id) },
        {
          intent: 'cancel',
        },
      )) as Response
      expect(replay.status).toBe(302)
      expect(replay.headers.get('location')).toBe(path)
    } finally {
      await d.update(shopMembers).set({ authorizations: member.authorizations }).where(where)
    }
  })
})

describe('the recipients counted', () => {
  it('names each status with its count, agreeing in number', () => {
    const none = { queued: 0, sent: 0, failed: 0, bounced: 0, unsubscribed: 0 }
    expect(countsText({ ...none, sent: 1 })).toBe('1 envoyé')
    expect(countsText({ ...none, sent: 11, failed: 1, bounced: 2, queued: 3 })).toBe(
      '3 en attente · 11 envoyés · 1 échec · 2 refusés par le serveur',
    )
    expect(countsText({ ...none, unsubscribed: 2 })).toBe('2 désabonnés')
  })
})

describe('a campaign’s recipients as CSV (no JavaScript)', () => {
  it('offers the file on the page with the status shown, and downloads a row per recipient', async () => {
    const d = await db()
    const [shop] = await d.select({ id: shops.id }).from(shops).where(eq(shops.code, 'SOURCE'))
    // One of the seed's past campaigns, two recipients added.
    const [campaign] = await d
      .select()
      .from(crmCampaigns)
      .where(and(eq(crmCampaigns.shopId, shop.id), eq(crmCampaigns.status, 'sent')))
      .limit(1)
    await d.insert(crmCampaignRecipients).values([
      {
        campaignId: campaign.id,
        name: 'Export Un',
        email: 'export-un@exemple.test',
        status: 'sent',
        sentAt: new Date('2026-07-01T08:30:00Z'),
      },
      {
        campaignId: campaign.id,
        name: 'Export Deux',
        email: 'export-deux@exemple.test',
        status: 'failed',
        error: '421 Service indisponible',
      },
    ])
    const id = String(campaign.id)
    const path = `/dashboard/crm/campaigns/${id}`
    const exportTo = `/resources/sales-export?list=campaign-recipients&id=${id}`
    expect((await run(campaignLoader, 'owner', path, { id })).exportTo).toBe(exportTo)
    expect((await run(campaignLoader, 'owner', `${path}?status=sent`, { id })).exportTo).toBe(
      `${exportTo}&status=sent`,
    )

    const file = (await run(exportLoader, 'owner', exportTo)) as Response
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(file.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="destinataires-campagne-${id}-`),
    )
    const [header, ...rows] = (await file.text()).trimEnd().split('\r\n')
    expect(header).toBe('"Destinataire";"E-mail";"Statut";"Envoyé le";"Motif de l’échec"')
    // A row per recipient, the statuses in French, the sending time in Paris (summer: UTC+2).
    const recipients = await d
      .select()
      .from(crmCampaignRecipients)
      .where(eq(crmCampaignRecipients.campaignId, campaign.id))
    expect(rows).toHaveLength(recipients.length)
    expect(rows.slice(-2)).toEqual([
      '"Export Un";"export-un@exemple.test";"Envoyé";"01/07/2026 10:30";""',
      '"Export Deux";"export-deux@exemple.test";"Échec";"";"421 Service indisponible"',
    ])
  })

  it('refuses an agent (403, the API not asked), an unknown campaign (404), a buyer', async () => {
    const refused = (await run(
      exportLoader,
      'agent',
      '/resources/sales-export?list=campaign-recipients&id=1',
    )) as Response
    expect(refused.status).toBe(403)
    expect(refused.headers.get('set-cookie')).toBeNull()
    for (const query of ['id=999999', 'id=abc', ''])
      expect(await exportStatus('owner', 'campaign-recipients', query)).toBe(404)
    expect(await exportStatus('buyer', 'campaign-recipients', 'id=1')).toBe(302)
  })
})

describe('unsubscribe (no session)', () => {
  it('confirms with a button, and answers the one-click POST with 200', async () => {
    const d = await db()
    const [shop] = await d.select({ id: shops.id }).from(shops).where(eq(shops.code, 'SOURCE'))
    const token = unsubscribeToken(getEnv().JWT_SECRET, shop.id, 'lecteur@exemple.test')
    const path = `/unsubscribe/${token}`
    const page = await run(unsubscribeLoader, null, path, { token })
    expect(page.data).toEqual({
      shopName: 'Domaine de la Source',
      email: 'lecteur@exemple.test',
      unsubscribed: false,
    })
    const forged = (await run(unsubscribeLoader, null, `${path}x`, {
      token: `${token}x`,
    })) as Response
    expect(forged.status).toBe(404)
    const clicked = await run(unsubscribeAction, null, path, { token }, {})
    expect(clicked).toEqual({ done: true })
    expect((await run(unsubscribeLoader, null, path, { token })).data.unsubscribed).toBe(true)

    const other = unsubscribeToken(getEnv().JWT_SECRET, shop.id, 'second@exemple.test')
    const oneClick = (await run(
      unsubscribeAction,
      null,
      `/unsubscribe/${other}`,
      { token: other },
      {
        'List-Unsubscribe': 'One-Click',
      },
    )) as Response
    expect(oneClick.status).toBe(200)
    const rows = await d.select().from(crmUnsubscribes).where(eq(crmUnsubscribes.shopId, shop.id))
    expect(rows.map((r) => r.email).sort()).toEqual(['lecteur@exemple.test', 'second@exemple.test'])
  })
})

describe('the campaigns settings tab: DKIM (no JavaScript)', () => {
  it('shows the DNS records and refuses a key that is not a PEM private key', async () => {
    const tab = await run(settingsLoader, 'owner', '/dashboard/settings?link=campaigns')
    expect(tab.campaigns.dkim).toBeNull()
    expect(tab.campaigns.dns.map((r: { kind: string }) => r.kind)).toEqual(['SPF', 'DMARC'])
    const bad = await run(
      settingsAction,
      'owner',
      '/dashboard/settings?link=campaigns',
      {},
      { intent: 'dkim', domain: 'domaine.test', selector: 'caveau', privateKey: 'secret' },
    )
    expect(bad.init.status).toBe(400)
    expect(bad.data.result.error.privateKey[0]).toMatch(/clé privée RSA/)
  })
})
