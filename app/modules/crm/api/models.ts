/**
 * Mail models (issue 17 §3) as the API keeps and renders them. An advanced model's HTML is
 * sanitised here with the project's one allow-list (platform/domain/rich-text.ts) before it is
 * stored, whoever sends it; rendering fills the dynamic fields for a client the caller reaches,
 * with the shop's sender and signature (settings `link=campaigns`).
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import { findClient } from '#app/modules/clients/api/clients'
import { clientOrder } from '#app/modules/clients/api/client-search'
import { clientScope } from '#app/modules/clients/api/client-scope'
import { campaignSettingsOf } from '#app/modules/crm/domain/campaign-settings'
import {
  modelText,
  renderModel,
  type DynamicValues,
  type ModelInput,
} from '#app/modules/crm/domain/models'
import type { Db } from '#app/platform/db/client'
import { clients, crmModels, salesDocuments, shops } from '#app/platform/db/schema'
import type { JobHandlers } from '#app/platform/api/jobs'
import { ApiError } from '#app/platform/api/http'
import type { Member } from '#app/platform/api/types'
import { formatCents } from '#app/platform/domain/format'
import { sanitizeRichText } from '#app/platform/domain/rich-text'

type ModelRow = typeof crmModels.$inferSelect

export const modelView = (row: ModelRow) => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  subject: row.subject,
  title: row.title,
  body: row.body,
  buttonLabel: row.buttonLabel,
  buttonLink: row.buttonLink,
  html: row.html,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

export async function findModel(db: Db, actor: Member, id: number) {
  const [row] = await db
    .select()
    .from(crmModels)
    .where(and(eq(crmModels.id, id), eq(crmModels.shopId, actor.shop.id)))
  if (!row) throw new ApiError(404, modelText.notFound)
  return row
}

export const listModels = (db: Db, actor: Member) =>
  db
    .select()
    .from(crmModels)
    .where(eq(crmModels.shopId, actor.shop.id))
    .orderBy(desc(crmModels.updatedAt), desc(crmModels.id))

/** The columns of a model: an advanced model's HTML sanitised, a standard one's parts as typed. */
export function columnsOf(input: ModelInput) {
  if (input.kind === 'advanced') {
    const html = sanitizeRichText(input.html).trim()
    // Nothing left once cleaned (only a script, say): refused rather than stored empty.
    if (!html.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(html))
      throw new ApiError(400, modelText.emptyHtml, { html: [modelText.emptyHtml] })
    const none = { title: null, body: null, buttonLabel: null, buttonLink: null }
    return { kind: input.kind, name: input.name, subject: input.subject, html, ...none }
  }
  return {
    kind: input.kind,
    name: input.name,
    subject: input.subject,
    title: input.title,
    body: input.body,
    buttonLabel: input.buttonLabel ?? null,
    buttonLink: input.buttonLink ?? null,
    html: null,
  }
}

/** The shop's sender, reply-to and signature, and what the dynamic fields say of the shop. */
export async function senderOf(db: Db, shopId: number) {
  const [shop] = await db
    .select({
      name: shops.name,
      contactEmail: shops.contactEmail,
      settings: shops.settings,
      legal: shops.legal,
    })
    .from(shops)
    .where(eq(shops.id, shopId))
  if (!shop) throw new ApiError(404, modelText.notFound)
  const settings = campaignSettingsOf(shop.settings.campaigns, shop)
  return {
    settings,
    shopName: shop.name,
    shopEmail: shop.legal.email || shop.contactEmail || settings.senderEmail,
    shopPhone: shop.legal.phone ?? '',
  }
}

/** The client a preview is made for: the one asked (within reach), else the first by name. */
async function sampleClient(db: Db, actor: Member, clientId: number | undefined) {
  if (clientId) return findClient(db, actor, clientId)
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(clientScope(actor))
    .orderBy(...clientOrder('name'))
    .limit(1)
  return row ? findClient(db, actor, row.id) : null
}

/** The client's last issued sales document: its number and amount fill those fields. */
export async function lastDocument(db: Db, shopId: number, clientId: number) {
  const [doc] = await db
    .select({ number: salesDocuments.number, totalTtcCents: salesDocuments.totalTtcCents })
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.shopId, shopId),
        eq(salesDocuments.clientId, clientId),
        isNotNull(salesDocuments.number),
      ),
    )
    .orderBy(desc(salesDocuments.createdAt), desc(salesDocuments.id))
    .limit(1)
  return doc ?? null
}

/** A model rendered for a client the actor reaches (or a sample of the shop's). */
export async function previewModel(
  db: Db,
  actor: Member,
  id: number,
  clientId: number | undefined,
) {
  const model = await findModel(db, actor, id)
  const [sender, client] = await Promise.all([
    senderOf(db, actor.shop.id),
    sampleClient(db, actor, clientId),
  ])
  const doc = client ? await lastDocument(db, actor.shop.id, client.id) : null
  const values: DynamicValues = {
    prenom: client?.firstname ?? '',
    nom: client?.lastname ?? '',
    boutique: sender.shopName,
    societe: client?.businessName ?? '',
    email_boutique: sender.shopEmail,
    telephone_boutique: sender.shopPhone,
    numero_document: doc?.number ?? '',
    montant_commande: doc ? formatCents(doc.totalTtcCents) : '',
    signature: sender.settings.signature,
  }
  const { settings } = sender
  return {
    mail: {
      ...renderModel(model, values),
      from: settings.senderEmail
        ? `"${settings.senderName.replace(/["\\]/g, '')}" <${settings.senderEmail}>`
        : settings.senderName,
      replyTo: settings.replyTo,
    },
    sample: client ? { id: client.id, name: client.name } : null,
  }
}

/**
 * 'crm.testSend': one rendered mail to the member who asked, through the mailer (outbox, then
 * SMTP), once per job even when a run is retried.
 */
export const crmJobs: JobHandlers = {
  'crm.testSend': async (deps, payload, job) => {
    const { to, subject, html, text } = payload as Record<string, string>
    if (!to || !subject) throw new Error('crm.testSend: charge invalide')
    await deps.mailer.send({ to, subject, html, text, key: job.effectKey('mail') })
    await job.finish(async () => undefined)
  },
}
