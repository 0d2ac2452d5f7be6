/**
 * Campaigns (issue 17 §3) as the API keeps and sends them. Creating one queues a 'crm.campaign'
 * job due at its time. The job's first run freezes the recipients from the list as its creator
 * reaches it then (a dynamic list evaluated at that moment; clients without an e-mail left out,
 * one mail per address); every run then sends the next batch of 'queued' recipients and marks each
 * (sent, failed, bounced, unsubscribed), and queues the next run until none is left. A crash
 * loses nothing and sends nothing twice: a recipient's status is written after their mail, and the
 * mailer's outbox key (one per recipient) keeps a mail already handed over from leaving again.
 */
import { eachConcurrently } from '#app/platform/concurrency'
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import { clientName } from '#app/modules/clients/domain/clients'
import { notify } from '#app/modules/accounts/api/notifications'
import { userShops } from '#app/modules/accounts/api/users'
import {
  CAMPAIGN_BATCH,
  CAMPAIGN_IN_FLIGHT,
  campaignFooter,
  campaignText,
  failureStatus,
  noCounts,
  type CampaignInput,
  type RecipientStatus,
} from '#app/modules/crm/domain/campaigns'
import type { DynamicValues } from '#app/modules/crm/domain/models'
import { renderModel } from '#app/modules/crm/domain/models'
import type { Db } from '#app/platform/db/client'
import {
  clients,
  crmCampaignRecipients,
  crmCampaigns,
  crmModels,
  jobs,
} from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import { enqueueJob, MAX_ATTEMPTS, type JobHandlers } from '#app/platform/api/jobs'
import type { ApiDeps, Member } from '#app/platform/api/types'
import { formatCents } from '#app/platform/domain/format'
import { listMemberIds, findList } from './lists'
import { findModel, lastDocument, senderOf } from './models'
import { shopSender } from './shop-sender'
import { unsubscribedOf, unsubscribeUrl } from './unsubscribe'

type CampaignRow = typeof crmCampaigns.$inferSelect
const JOB = 'crm.campaign'
export const RECIPIENTS_PAGE = 20
export const campaignLink = (id: number) => `/dashboard/crm/campaigns/${id}`

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** Each campaign's recipients counted per status. */
async function countsOf(db: Db, ids: number[]) {
  const counts = new Map(ids.map((id) => [id, noCounts()]))
  if (!ids.length) return counts
  const rows = await db
    .select({
      campaignId: crmCampaignRecipients.campaignId,
      status: crmCampaignRecipients.status,
      n: count(),
    })
    .from(crmCampaignRecipients)
    .where(inArray(crmCampaignRecipients.campaignId, ids))
    .groupBy(crmCampaignRecipients.campaignId, crmCampaignRecipients.status)
  for (const r of rows) counts.get(r.campaignId)![r.status as RecipientStatus] = Number(r.n)
  return counts
}

const viewOf = (row: CampaignRow, counts = noCounts()) => ({
  id: row.id,
  name: row.name,
  modelId: row.modelId,
  modelName: row.modelName,
  listId: row.listId,
  listName: row.listName,
  status: row.status,
  scheduledAt: row.scheduledAt.toISOString(),
  startedAt: iso(row.startedAt),
  finishedAt: iso(row.finishedAt),
  error: row.error,
  counts,
  createdAt: row.createdAt.toISOString(),
})

export async function campaignView(db: Db, row: CampaignRow) {
  return viewOf(row, (await countsOf(db, [row.id])).get(row.id))
}

export async function listCampaigns(db: Db, actor: Member) {
  const rows = await db
    .select()
    .from(crmCampaigns)
    .where(eq(crmCampaigns.shopId, actor.shop.id))
    .orderBy(desc(crmCampaigns.scheduledAt), desc(crmCampaigns.id))
  const counts = await countsOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => viewOf(r, counts.get(r.id)))
}

/** One campaign of the actor's shop, or 404. */
export async function findCampaign(db: Db, actor: Member, id: number) {
  const [row] = await db
    .select()
    .from(crmCampaigns)
    .where(and(eq(crmCampaigns.id, id), eq(crmCampaigns.shopId, actor.shop.id)))
  if (!row) throw new ApiError(404, campaignText.notFound)
  return row
}

export async function listRecipients(
  db: Db,
  actor: Member,
  id: number,
  page: number,
  status: RecipientStatus | undefined,
) {
  const row = await findCampaign(db, actor, id)
  const where = and(
    eq(crmCampaignRecipients.campaignId, row.id),
    status ? eq(crmCampaignRecipients.status, status) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(crmCampaignRecipients)
      .where(where)
      .orderBy(asc(crmCampaignRecipients.id))
      .limit(RECIPIENTS_PAGE)
      .offset((page - 1) * RECIPIENTS_PAGE),
    db.select({ n: count() }).from(crmCampaignRecipients).where(where),
  ])
  return {
    recipients: rows.map((r) => ({
      id: r.id,
      clientId: r.clientId,
      name: r.name,
      email: r.email,
      status: r.status,
      error: r.error,
      sentAt: iso(r.sentAt),
    })),
    total: Number(total.n),
    page,
    pageSize: RECIPIENTS_PAGE,
  }
}

export async function createCampaign(db: Db, actor: Member, input: CampaignInput, now: Date) {
  const [model, list, sender] = await Promise.all([
    findModel(db, actor, input.modelId),
    findList(db, actor, input.listId),
    senderOf(db, actor.shop.id),
  ])
  if (!sender.settings.senderEmail) throw new ApiError(400, campaignText.noSender)
  const sendAt = input.sendAt ? new Date(input.sendAt) : now
  if (sendAt.getTime() < now.getTime() - 60_000)
    throw new ApiError(400, campaignText.sendAt, { sendAt: [campaignText.sendAt] })
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(crmCampaigns)
      .values({
        shopId: actor.shop.id,
        name: input.name,
        modelId: model.id,
        modelName: model.name,
        listId: list.id,
        listName: list.name,
        createdById: actor.userId,
        status: 'scheduled',
        scheduledAt: sendAt,
      })
      .returning()
    const jobId = await enqueueJob(
      tx as unknown as Db,
      JOB,
      { campaignId: created.id },
      {
        runAt: sendAt,
      },
    )
    const [saved] = await tx
      .update(crmCampaigns)
      .set({ jobId })
      .where(eq(crmCampaigns.id, created.id))
      .returning()
    return saved
  })
  return viewOf(row)
}

/** A scheduled campaign cancelled (its queued job dropped), or sent now (its job brought forward). */
export async function changeSchedule(
  db: Db,
  actor: Member,
  id: number,
  change: 'cancel' | 'send',
  now: Date,
) {
  const row = await findCampaign(db, actor, id)
  const saved = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(crmCampaigns)
      .set(
        change === 'cancel'
          ? { status: 'cancelled', finishedAt: now, updatedAt: now }
          : { scheduledAt: now, updatedAt: now },
      )
      .where(and(eq(crmCampaigns.id, row.id), eq(crmCampaigns.status, 'scheduled')))
      .returning()
    if (!updated) throw new ApiError(400, campaignText.notScheduled)
    if (row.jobId !== null) {
      const job = and(eq(jobs.id, row.jobId), eq(jobs.status, 'queued'))
      if (change === 'cancel') await tx.delete(jobs).where(job)
      else await tx.update(jobs).set({ runAt: now, updatedAt: now }).where(job)
    }
    return updated
  })
  return campaignView(db, saved)
}

// ------------------------------------------------------------------ the sending job

/** The creator as a member of the campaign's shop today (their reach of the clients), or null. */
async function creatorOf(db: Db, row: CampaignRow): Promise<Member | null> {
  if (row.createdById === null) return null
  const shop = (await userShops(db, row.createdById)).find((s) => s.id === row.shopId)
  if (!shop) return null
  return { userId: row.createdById, shop, agentId: shop.role === 'agent' ? row.createdById : null }
}

async function failCampaign(db: Db, row: CampaignRow, error: string) {
  await db
    .update(crmCampaigns)
    .set({ status: 'failed', error, finishedAt: new Date(), updatedAt: new Date() })
    .where(eq(crmCampaigns.id, row.id))
  if (row.createdById !== null)
    await notify(db, {
      userId: row.createdById,
      shopId: row.shopId,
      type: 'mailFail',
      content: `La campagne « ${row.name} » n’a pas pu être envoyée : ${error}`,
      redirectLink: campaignLink(row.id),
    })
}

/**
 * The recipients of the list as its creator reaches it now, written once with the campaign's
 * move to 'sending' (one transaction, conditional on 'scheduled': a second run writes nothing).
 */
async function freezeRecipients(db: Db, row: CampaignRow): Promise<string | null> {
  const creator = await creatorOf(db, row)
  if (!creator) return campaignText.creatorGone
  if (row.modelId === null) return campaignText.modelGone
  if (row.listId === null) return campaignText.listGone
  const ids = await listMemberIds(db, creator, row.listId)
  const byEmail = new Map<string, { clientId: number; email: string; name: string }>()
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .select({
        id: clients.id,
        email: clients.email,
        firstname: clients.firstname,
        lastname: clients.lastname,
        businessName: clients.businessName,
      })
      .from(clients)
      .where(and(eq(clients.shopId, row.shopId), inArray(clients.id, ids.slice(i, i + 1000))))
    for (const c of rows) {
      const email = c.email?.trim().toLowerCase()
      if (email && !byEmail.has(email))
        byEmail.set(email, { clientId: c.id, email, name: clientName(c) || email })
    }
  }
  const all = [...byEmail.values()]
  await db.transaction(async (tx) => {
    const [started] = await tx
      .update(crmCampaigns)
      .set({ status: 'sending', startedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(crmCampaigns.id, row.id), eq(crmCampaigns.status, 'scheduled')))
      .returning({ id: crmCampaigns.id })
    if (!started) return
    for (let i = 0; i < all.length; i += 1000)
      await tx
        .insert(crmCampaignRecipients)
        .values(all.slice(i, i + 1000).map((r) => ({ ...r, campaignId: row.id })))
  })
  return null
}

/** What every mail of the campaign shares: the model, the shop's fields and its sender. */
async function mailParts(deps: ApiDeps, row: CampaignRow) {
  const { db } = deps
  const [[model], sender, identity] = await Promise.all([
    db
      .select()
      .from(crmModels)
      .where(eq(crmModels.id, row.modelId ?? 0)),
    senderOf(db, row.shopId),
    shopSender(deps, row.shopId),
  ])
  return { model: model ?? null, sender, identity }
}

type Parts = Awaited<ReturnType<typeof mailParts>>

/** One recipient's mail: the model rendered for them, the footer and the one-click headers. */
async function mailFor(
  deps: ApiDeps,
  row: CampaignRow,
  parts: Parts,
  recipient: { id: number; clientId: number | null; email: string; name: string },
) {
  const { db, config } = deps
  const { sender, identity } = parts
  const [client] = recipient.clientId
    ? await db
        .select({
          firstname: clients.firstname,
          lastname: clients.lastname,
          businessName: clients.businessName,
        })
        .from(clients)
        .where(eq(clients.id, recipient.clientId))
    : []
  const doc = recipient.clientId ? await lastDocument(db, row.shopId, recipient.clientId) : null
  const values: DynamicValues = {
    prenom: client?.firstname ?? '',
    nom: client?.lastname ?? recipient.name,
    boutique: sender.shopName,
    societe: client?.businessName ?? '',
    email_boutique: sender.shopEmail,
    telephone_boutique: sender.shopPhone,
    numero_document: doc?.number ?? '',
    montant_commande: doc ? formatCents(doc.totalTtcCents) : '',
    signature: sender.settings.signature,
  }
  const rendered = renderModel(parts.model!, values)
  const url = unsubscribeUrl(config.appUrl, config.jwtSecret, row.shopId, recipient.email)
  const footer = campaignFooter(sender.shopName, url)
  return {
    to: recipient.email,
    subject: rendered.subject,
    html: rendered.html + footer.html,
    text: rendered.text + footer.text,
    key: `crm-campaign-${row.id}:${recipient.id}`,
    ...identity,
    list: { unsubscribe: { url, comment: campaignText.unsubscribe } },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

/** Sends the next batch; true when recipients are left for another run. */
async function sendBatch(deps: ApiDeps, row: CampaignRow): Promise<boolean> {
  const { db, mailer } = deps
  const batch = await db
    .select()
    .from(crmCampaignRecipients)
    .where(
      and(eq(crmCampaignRecipients.campaignId, row.id), eq(crmCampaignRecipients.status, 'queued')),
    )
    .orderBy(asc(crmCampaignRecipients.id))
    .limit(CAMPAIGN_BATCH + 1)
  if (!batch.length) return false
  const parts = await mailParts(deps, row)
  const left = await unsubscribedOf(
    db,
    row.shopId,
    batch.map((r) => r.email),
  )
  // A few mails in flight at once: the SMTP exchange, not our work, is most of a mail's time
  // (bench/clients-results.md), and a pooled transport holds as many connections.
  await eachConcurrently(batch.slice(0, CAMPAIGN_BATCH), CAMPAIGN_IN_FLIGHT, async (recipient) => {
    let status: RecipientStatus
    let error: string | null = null
    if (left.has(recipient.email)) status = 'unsubscribed'
    else if (!parts.model) {
      status = 'failed'
      error = campaignText.modelGone
    } else {
      const outcome = await mailer.send(await mailFor(deps, row, parts, recipient))
      if (outcome?.status === 'failed') {
        status = failureStatus(outcome.responseCode)
        error = outcome.error.slice(0, 500)
      } else status = 'sent'
    }
    await db
      .update(crmCampaignRecipients)
      .set({ status, error, sentAt: status === 'sent' ? new Date() : null })
      .where(eq(crmCampaignRecipients.id, recipient.id))
  })
  return batch.length > CAMPAIGN_BATCH
}

/** The campaign done; its creator told when a recipient's mail failed or bounced. */
async function finishCampaign(db: Db, row: CampaignRow) {
  const counts = (await countsOf(db, [row.id])).get(row.id)!
  const [done] = await db
    .update(crmCampaigns)
    .set({ status: 'sent', finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(crmCampaigns.id, row.id), eq(crmCampaigns.status, 'sending')))
    .returning({ id: crmCampaigns.id })
  const lost = counts.failed + counts.bounced
  if (done && lost > 0 && row.createdById !== null)
    await notify(db, {
      userId: row.createdById,
      shopId: row.shopId,
      type: 'mailFail',
      content: `Campagne « ${row.name} » : ${lost} mail${lost > 1 ? 's' : ''} non remis (${counts.failed} en échec, ${counts.bounced} refusé${counts.bounced > 1 ? 's' : ''} par le serveur du destinataire).`,
      redirectLink: campaignLink(row.id),
    })
}

const campaignOf = async (db: Db, id: number) =>
  (await db.select().from(crmCampaigns).where(eq(crmCampaigns.id, id)))[0]

/**
 * 'crm.campaign' { campaignId }: freezes the recipients on the first run, sends one batch per
 * run and queues the next run while recipients are left. A run that fails its last attempt marks
 * the campaign failed and tells its creator (mailFail).
 */
export const campaignJobs: JobHandlers = {
  [JOB]: async (deps, payload, job) => {
    const id = Number(payload.campaignId)
    const { db } = deps
    let row = await campaignOf(db, id)
    if (!row || !['scheduled', 'sending'].includes(row.status)) return
    try {
      if (row.status === 'scheduled') {
        const refused = await freezeRecipients(db, row)
        if (refused) return await failCampaign(db, row, refused)
        row = await campaignOf(db, id)
        if (row.status !== 'sending') return
      }
      const more = await sendBatch(deps, row)
      if (!more) return await finishCampaign(db, row)
      await job.finish((tx) => enqueueJob(tx, JOB, { campaignId: id }))
    } catch (error) {
      if (job.attempt >= MAX_ATTEMPTS)
        await failCampaign(db, row, error instanceof Error ? error.message : String(error))
      throw error
    }
  },
}
