/**
 * A shop's client imports (issue 17 §4): the file kept with its concordance table, its preview,
 * its run as a background job in batches (progress written with each batch, so a retried run goes
 * on where the last one stopped), its revert and the invitation of the clients it created.
 *
 * Duplicates: a line whose e-mail (case ignored), else SIRET, a client of the shop already has is
 * skipped, the existing client left as it is (an import never overwrites what the team typed, and
 * a revert only has to remove what the import created). So the same file run twice creates its
 * clients once.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { createClient } from '#app/modules/clients/api/clients'
import type { ClientInput } from '#app/modules/clients/domain/clients'
import type { ImportDetail, ImportSummary, PreviewLine } from '#app/modules/imports/contract'
import {
  checkLine,
  clientImportFieldKeys,
  clientImportFields,
  guessMapping,
  importKinds,
  importText,
  lineName,
  mappingProblem,
  templateExample,
  type ImportKind,
  type ImportMapping,
  type ImportSource,
  type ShopTypologies,
} from '#app/modules/imports/domain/imports'
import {
  guessProductMapping,
  productFieldChoices,
  productMappingProblem,
  productTemplate,
} from '#app/modules/imports/domain/product-imports'
import { importRules, ruleAdmits } from '#app/platform/domain/api-access'
import { viewerOf } from '#app/platform/auth/permissions'
import type { Db } from '#app/platform/db/client'
import {
  clients,
  imports,
  orders,
  payments,
  salesDocuments,
  shops,
  users,
} from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import { enqueueJob, type JobHandlers } from '#app/platform/api/jobs'
import type { Member } from '#app/platform/api/types'
import {
  announceCatalogue,
  previewProducts,
  revertProducts,
  runProductLines,
  shopTypologies,
} from './product-imports'
import { readImportFile } from './read-file'

export type ImportRow = typeof imports.$inferSelect

/** May this member import files of this kind (api-access.ts `importRules`)? */
export const kindAllowed = (actor: Member, kind: ImportKind) =>
  ruleAdmits(importRules[kind], viewerOf(actor.shop))

/** 403 in French unless the member may import this kind of file. */
export function assertKind(actor: Member, kind: ImportKind) {
  if (!kindAllowed(actor, kind)) throw new ApiError(403, importText.kindRefused)
}

/** The fields a column may fill for a kind, and the template's example line. */
export async function fieldsOf(db: Db, shopId: number, kind: ImportKind) {
  if (kind === 'clients')
    return {
      fields: clientImportFieldKeys.map((f) => ({
        value: f as string,
        label: clientImportFields[f],
      })),
      example: clientImportFieldKeys.map((f) => templateExample[f]),
    }
  const typologies = await shopTypologies(db, shopId)
  return { fields: productFieldChoices(typologies), example: productTemplate(typologies)[1] }
}

export const summaryOf = (row: ImportRow): ImportSummary => ({
  id: row.id,
  kind: row.kind,
  source: row.source,
  fileName: row.fileName,
  status: row.status,
  queued: row.queuedAt !== null,
  total: row.total,
  done: row.done,
  created: row.createdCount,
  updated: row.updatedCount,
  skipped: row.skippedCount,
  failed: row.failedCount,
  removed: row.removedCount,
  kept: row.keptCount,
  error: row.error,
  invited: row.invitedAt !== null,
  createdAt: row.createdAt.toISOString(),
})

export const detailOf = async (db: Db, row: ImportRow): Promise<ImportDetail> => ({
  ...summaryOf(row),
  headers: row.headers,
  mapping: row.mapping,
  fields: (await fieldsOf(db, row.shopId, row.kind)).fields,
  lineErrors: row.lineErrors,
})

/** The shop's imports of the kinds the member may import, newest first (the page: the last 100). */
export async function listImports(db: Db, actor: Member, limit = 100) {
  const kinds = importKinds.filter((k) => kindAllowed(actor, k))
  const rows = await db
    .select()
    .from(imports)
    .where(and(eq(imports.shopId, actor.shop.id), inArray(imports.kind, kinds)))
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(limit)
  return rows.map(summaryOf)
}

/** One import of the shop of a kind the member may import, or 404 (another shop's too). */
export async function findImport(db: Db, actor: Member, id: number): Promise<ImportRow> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.shopId, actor.shop.id)))
  if (!row || !kindAllowed(actor, row.kind)) throw new ApiError(404, importText.notFound)
  return row
}

/** Reads the file (400 when unreadable: nothing written), keeps it with its source's preset. */
export async function createImport(
  db: Db,
  actor: Member,
  file: { name: string; bytes: Uint8Array; source: ImportSource; kind: ImportKind },
) {
  assertKind(actor, file.kind)
  const { headers, rows } = await readImportFile(file.bytes)
  const mapping =
    file.kind === 'products'
      ? guessProductMapping(file.source, headers, await shopTypologies(db, actor.shop.id))
      : guessMapping(file.source, headers)
  const [row] = await db
    .insert(imports)
    .values({
      shopId: actor.shop.id,
      createdById: actor.userId,
      kind: file.kind,
      source: file.source,
      fileName: file.name.slice(0, 200) || 'fichier',
      content: file.bytes,
      headers,
      mapping,
      total: rows.length,
    })
    .returning()
  return row
}

const pendingOnly = (row: ImportRow) => {
  if (row.status !== 'pending' || row.queuedAt)
    throw new ApiError(400, importText.notPending, { mapping: [importText.notPending] })
}

/** 400 unless the mapping fits the file and its kind's fields. */
async function assertMapping(db: Db, row: ImportRow, mapping: ImportMapping) {
  const problem =
    row.kind === 'products'
      ? productMappingProblem(mapping, row.headers.length, await shopTypologies(db, row.shopId))
      : mappingProblem(mapping, row.headers.length)
  if (problem) throw new ApiError(400, problem, { mapping: [problem] })
}

export async function saveMapping(
  db: Db,
  row: ImportRow,
  input: { source?: ImportSource; mapping: ImportMapping },
) {
  pendingOnly(row)
  await assertMapping(db, row, input.mapping)
  const [saved] = await db
    .update(imports)
    .set({ mapping: input.mapping, source: input.source ?? row.source, updatedAt: new Date() })
    .where(eq(imports.id, row.id))
    .returning()
  return saved
}

async function typologiesOf(db: Db, shopId: number): Promise<ShopTypologies> {
  const [shop] = await db
    .select({ typologies: shops.typologies })
    .from(shops)
    .where(eq(shops.id, shopId))
  return shop?.typologies ?? {}
}

/** The e-mails (lower case) and SIRETs the shop's clients already have. */
async function knownKeys(db: Db, shopId: number) {
  const rows = await db
    .select({ email: clients.email, siret: clients.siret })
    .from(clients)
    .where(eq(clients.shopId, shopId))
  return {
    emails: new Set(rows.flatMap((r) => (r.email ? [r.email.toLowerCase()] : []))),
    sirets: new Set(rows.flatMap((r) => (r.siret ? [r.siret] : []))),
  }
}

const isKnown = (known: Awaited<ReturnType<typeof knownKeys>>, input: ClientInput) =>
  Boolean(
    (input.email && known.emails.has(input.email.toLowerCase())) ||
      (input.siret && known.sirets.has(input.siret)),
  )

const remember = (known: Awaited<ReturnType<typeof knownKeys>>, input: ClientInput) => {
  if (input.email) known.emails.add(input.email.toLowerCase())
  if (input.siret) known.sirets.add(input.siret)
}

const MAX_PREVIEW_PROBLEMS = 1000
const PREVIEW_GOOD = 20

/** Every line through the concordance table, as the run would take it. */
export async function previewImport(db: Db, row: ImportRow) {
  const { rows } = await readImportFile(row.content)
  if (row.kind === 'products') return previewProducts(db, row, rows)
  const typologies = await typologiesOf(db, row.shopId)
  const known = await knownKeys(db, row.shopId)
  const inFile = { emails: new Set<string>(), sirets: new Set<string>() }
  const lines: PreviewLine[] = []
  const counts = { ok: 0, errors: 0, duplicates: 0 }
  let good = 0
  rows.forEach((cells, i) => {
    const checked = checkLine(cells, row.mapping, typologies)
    const base = {
      line: i + 2,
      name: lineName(checked.values),
      email: checked.values.email ?? null,
    }
    if (!checked.ok) {
      counts.errors += 1
      if (lines.length < MAX_PREVIEW_PROBLEMS + PREVIEW_GOOD)
        lines.push({ ...base, status: 'error', errors: checked.errors, note: null })
      return
    }
    const duplicate = isKnown(known, checked.input)
      ? importText.duplicate
      : isKnown(inFile, checked.input)
        ? importText.duplicateInFile
        : null
    remember(inFile, checked.input)
    if (duplicate) {
      counts.duplicates += 1
      if (lines.length < MAX_PREVIEW_PROBLEMS + PREVIEW_GOOD)
        lines.push({ ...base, status: 'duplicate', errors: [duplicate], note: null })
      return
    }
    counts.ok += 1
    if (good < PREVIEW_GOOD) {
      good += 1
      lines.push({ ...base, status: 'ok', errors: [], note: null })
    }
  })
  return { total: rows.length, ...counts, lines }
}

/** Queues the run (once: a second call of a queued import is refused). */
export async function runImport(db: Db, actor: Member, row: ImportRow) {
  pendingOnly(row)
  await assertMapping(db, row, row.mapping)
  const [saved] = await db
    .update(imports)
    .set({ queuedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(imports.id, row.id), eq(imports.status, 'pending')))
    .returning()
  if (!saved) throw new ApiError(400, importText.notPending)
  await enqueueJob(db, 'imports.run', { importId: row.id, actor }, { key: `imports.run:${row.id}` })
  return saved
}

/** Removes the clients the import created that no order, document or payment names since. */
export async function revertImport(db: Db, row: ImportRow) {
  if (row.status !== 'completed' && row.status !== 'error')
    throw new ApiError(400, importText.notRevertible)
  const saved = await db.transaction(async (tx) => {
    if (row.kind === 'products') {
      const { removed, kept } = await revertProducts(tx, row)
      return reverted(tx, row, removed, kept)
    }
    const ids = row.createdIds
    const used = new Set<number>()
    if (ids.length > 0)
      for (const table of [orders, salesDocuments, payments]) {
        const rows = await tx
          .selectDistinct({ id: table.clientId })
          .from(table)
          .where(inArray(table.clientId, ids))
        for (const r of rows) if (r.id !== null) used.add(r.id)
      }
    const removable = ids.filter((id) => !used.has(id))
    const removed =
      removable.length > 0
        ? await tx
            .delete(clients)
            .where(and(eq(clients.shopId, row.shopId), inArray(clients.id, removable)))
            .returning({ id: clients.id })
        : []
    return reverted(tx, row, removed.length, used.size)
  })
  if (row.kind === 'products') announceCatalogue(row.shopId)
  return saved
}

async function reverted(tx: Db, row: ImportRow, removed: number, kept: number) {
  const [saved] = await tx
    .update(imports)
    .set({ status: 'reverted', removedCount: removed, keptCount: kept, updatedAt: new Date() })
    .where(eq(imports.id, row.id))
    .returning()
  return saved
}

/** Queues an invitation to each created client with an e-mail and no account yet. */
export async function inviteImport(db: Db, row: ImportRow) {
  if (row.status !== 'completed' || row.kind !== 'clients')
    throw new ApiError(400, importText.notInvitable)
  if (row.invitedAt) throw new ApiError(400, importText.alreadyInvited)
  const created =
    row.createdIds.length > 0
      ? await db
          .select({ id: clients.id, email: clients.email, userId: clients.userId })
          .from(clients)
          .where(and(eq(clients.shopId, row.shopId), inArray(clients.id, row.createdIds)))
      : []
  const withEmail = created.filter((c) => c.email && c.userId === null)
  const emails = withEmail.map((c) => c.email!.toLowerCase())
  const accounts = new Set(
    emails.length > 0
      ? (
          await db
            .select({ email: sql<string>`lower(${users.email})` })
            .from(users)
            .where(inArray(sql`lower(${users.email})`, emails))
        ).map((u) => u.email)
      : [],
  )
  const invited = withEmail.filter((c) => !accounts.has(c.email!.toLowerCase()))
  await db.transaction(async (tx) => {
    for (const c of invited)
      await enqueueJob(
        tx,
        'imports.invite',
        { importId: row.id, clientId: c.id },
        { key: `imports.invite:${row.id}:${c.id}` },
      )
    await tx
      .update(imports)
      .set({ invitedAt: new Date(), updatedAt: new Date() })
      .where(eq(imports.id, row.id))
  })
  return { queued: invited.length, skipped: created.length - invited.length }
}

const BATCH = 100

/** One batch of lines from `done` on, written with the import's progress in one transaction. */
async function runBatch(db: Db, actor: Member, importId: number, lines: string[][]) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(imports).where(eq(imports.id, importId)).for('update')
    if (!row || row.status !== 'processing') return null
    if (row.kind === 'products') return runProductBatch(tx, row, lines)
    const typologies = await typologiesOf(tx, row.shopId)
    const known = await knownKeys(tx, row.shopId)
    const slice = lines.slice(row.done, row.done + BATCH)
    const createdIds: number[] = []
    const lineErrors: ImportRow['lineErrors'] = []
    let skipped = 0
    for (const [i, cells] of slice.entries()) {
      const line = row.done + i + 2
      const checked = checkLine(cells, row.mapping, typologies)
      if (!checked.ok) {
        lineErrors.push({ line, errors: checked.errors })
        continue
      }
      if (isKnown(known, checked.input)) {
        skipped += 1
        continue
      }
      try {
        const client = await createClient(tx, actor, checked.input)
        createdIds.push(client.id)
        remember(known, checked.input)
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 400) throw error
        lineErrors.push({ line, errors: [error.message] })
      }
    }
    const [saved] = await tx
      .update(imports)
      .set({
        done: row.done + slice.length,
        createdCount: row.createdCount + createdIds.length,
        skippedCount: row.skippedCount + skipped,
        failedCount: row.failedCount + lineErrors.length,
        createdIds: [...row.createdIds, ...createdIds],
        lineErrors: [...row.lineErrors, ...lineErrors],
        updatedAt: new Date(),
      })
      .where(eq(imports.id, importId))
      .returning()
    return saved
  })
}

/** One batch of a product import: its products through the catalogue's services. */
async function runProductBatch(tx: Db, row: ImportRow, lines: string[][]) {
  const slice = lines.slice(row.done, row.done + BATCH)
  const { created, updated, skipped, lineErrors } = await runProductLines(
    tx,
    row,
    slice,
    row.done + 2,
  )
  const [saved] = await tx
    .update(imports)
    .set({
      done: row.done + slice.length,
      createdCount: row.createdCount + created.products.length,
      updatedCount: row.updatedCount + updated,
      skippedCount: row.skippedCount + skipped,
      failedCount: row.failedCount + lineErrors.length,
      createdIds: [...row.createdIds, ...created.products],
      createdVintageIds: [...row.createdVintageIds, ...created.vintages],
      createdFormatIds: [...row.createdFormatIds, ...created.formats],
      lineErrors: [...row.lineErrors, ...lineErrors],
      updatedAt: new Date(),
    })
    .where(eq(imports.id, row.id))
    .returning()
  return saved
}

/**
 * 'imports.run': pending → processing, the lines in batches of 100 (each batch's clients and the
 * progress in one transaction), then completed; an unexpected failure leaves the import in error
 * with the clients already created (which a revert removes).
 * 'imports.invite': one mail to one created client, unless they have an account by now.
 */
export const importsJobs: JobHandlers = {
  'imports.run': async (deps, payload, job) => {
    const { importId, actor } = payload as { importId: number; actor: Member }
    const { db } = deps
    try {
      const [row] = await db
        .update(imports)
        .set({ status: 'processing', updatedAt: new Date() })
        .where(and(eq(imports.id, importId), inArray(imports.status, ['pending', 'processing'])))
        .returning()
      if (!row) return await job.finish(async () => undefined)
      const { rows } = await readImportFile(row.content)
      let current: ImportRow | null = row
      while (current && current.done < rows.length) {
        current = await runBatch(db, actor, importId, rows)
        if (current?.kind === 'products') announceCatalogue(current.shopId)
      }
      await job.finish(async (tx) => {
        await tx
          .update(imports)
          .set({ status: 'completed', updatedAt: new Date() })
          .where(and(eq(imports.id, importId), eq(imports.status, 'processing')))
      })
    } catch (error) {
      console.error('imports.run:', error)
      await job.finish(async (tx) => {
        await tx
          .update(imports)
          .set({ status: 'error', error: importText.failed, updatedAt: new Date() })
          .where(and(eq(imports.id, importId), eq(imports.status, 'processing')))
      })
    }
  },
  'imports.invite': async (deps, payload, job) => {
    const { clientId } = payload as { clientId: number }
    const { db } = deps
    const [client] = await db
      .select({
        email: clients.email,
        userId: clients.userId,
        firstname: clients.firstname,
        shopName: shops.name,
        shopCode: shops.code,
      })
      .from(clients)
      .innerJoin(shops, eq(shops.id, clients.shopId))
      .where(eq(clients.id, clientId))
    const email = client?.email
    const [account] = email
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      : []
    if (client && email && client.userId === null && !account) {
      const link = `${deps.config.appUrl}/auth/register/buyer?id=${encodeURIComponent(client.shopCode)}`
      const hello = client.firstname ? `Bonjour ${client.firstname},` : 'Bonjour,'
      await deps.mailer.send({
        to: email,
        subject: `${client.shopName} vous invite à créer votre compte`,
        text: `${hello}\n\n${client.shopName} vous invite à créer votre compte acheteur pour commander en ligne et retrouver vos factures :\n${link}\n\nÀ bientôt !`,
        key: job.effectKey('mail'),
      })
    }
    await job.finish(async () => undefined)
  },
}
