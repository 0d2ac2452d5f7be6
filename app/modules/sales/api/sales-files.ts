/**
 * Sales PDFs in the background: 'sales.pdf' renders a document, an order confirmation or a
 * delivery note into `document_files` and hands it to the user who asked (spec 7: documents to
 * download); 'sales.send' mails a sales document with its PDF attached, then marks it sent.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { assertTransition, documentMachines } from '#app/modules/sales/domain/machines'
import { euros } from '#app/platform/domain/money'
import type { Db } from '#app/platform/db/client'
import { documentFiles, documents, salesDocuments, shops } from '#app/platform/db/schema'
import type { JobHandler, JobHandlers } from '#app/platform/api/jobs'
import { formatDate } from '#app/platform/domain/format'
import { PdfTargetMissing, renderTarget, type PdfTarget, type RenderedPdf } from './pdf/render'
import { documentTitles } from './pdf/sales-document'
import { shopSender } from '#app/modules/crm/api/shop-sender'

export const documentFileUrl = (id: number) => `/resources/document-files/${id}`

type StoredFile = { id: number; filename: string; bytes: Uint8Array }

/** Where a target's file is: one row per document, confirmation or delivery note. */
function sameTarget(pdf: Pick<RenderedPdf, 'kind' | 'salesDocumentId' | 'orderId' | 'shipmentId'>) {
  if (pdf.salesDocumentId !== null) return eq(documentFiles.salesDocumentId, pdf.salesDocumentId)
  if (pdf.shipmentId !== null) return eq(documentFiles.shipmentId, pdf.shipmentId)
  return and(
    eq(documentFiles.orderId, pdf.orderId ?? 0),
    eq(documentFiles.kind, pdf.kind),
    isNull(documentFiles.salesDocumentId),
    isNull(documentFiles.shipmentId),
  )
}

/**
 * Keeps a rendered PDF, replacing the older file of the same target in place: its id, and so
 * every link already handed out, stays valid.
 */
export async function storeRendered(db: Db, pdf: RenderedPdf): Promise<StoredFile> {
  return db.transaction(async (tx) => {
    const values = {
      shopId: pdf.shopId,
      kind: pdf.kind,
      salesDocumentId: pdf.salesDocumentId,
      orderId: pdf.orderId,
      shipmentId: pdf.shipmentId,
      filename: pdf.filename,
      bytes: pdf.bytes,
    }
    const [old] = await tx
      .select({ id: documentFiles.id })
      .from(documentFiles)
      .where(and(eq(documentFiles.shopId, pdf.shopId), sameTarget(pdf)))
      .limit(1)
    const [row] = old
      ? await tx
          .update(documentFiles)
          .set({ ...values, createdAt: new Date() })
          .where(eq(documentFiles.id, old.id))
          .returning({ id: documentFiles.id })
      : await tx.insert(documentFiles).values(values).returning({ id: documentFiles.id })
    if (pdf.salesDocumentId !== null) {
      // pdfKey is one of the columns an issued document may still change.
      await tx
        .update(salesDocuments)
        .set({ pdfKey: `document-files/${row.id}` })
        .where(eq(salesDocuments.id, pdf.salesDocumentId))
    }
    return { id: row.id, filename: pdf.filename, bytes: pdf.bytes }
  })
}

export async function renderAndStore(db: Db, target: PdfTarget): Promise<StoredFile> {
  return storeRendered(db, await renderTarget(db, target))
}

/** The job payload's target, checked (a job row is data like any other). */
export function targetOf(payload: Record<string, unknown>): PdfTarget | null {
  const id = (v: unknown) => (Number.isInteger(v) && (v as number) > 0 ? (v as number) : null)
  const documentId = id(payload.documentId)
  if (documentId) return { documentId }
  const shipmentId = id(payload.shipmentId)
  if (shipmentId) return { shipmentId }
  const orderId = id(payload.orderId)
  if (orderId && payload.kind === 'confirmation') return { orderId, kind: 'confirmation' }
  return null
}

/**
 * Renders first (reads only), then keeps the file and hands it to the user who asked in the
 * job's finishing transaction: a run cut short by a crash leaves no half of it, and the run after
 * it adds the one entry to the user's downloads.
 */
const pdfJob: JobHandler = async (deps, payload, job) => {
  const target = targetOf(payload)
  if (!target) throw new Error('sales.pdf: cible invalide')
  let pdf: RenderedPdf
  try {
    pdf = await renderTarget(deps.db, target)
  } catch (error) {
    // A target deleted since the request has nothing to render: retrying would not help.
    if (error instanceof PdfTargetMissing)
      return console.warn(`sales.pdf: ${error.message} introuvable`)
    throw error
  }
  const userId = Number.isInteger(payload.userId) ? (payload.userId as number) : null
  await job.finish(async (tx) => {
    const file = await storeRendered(tx, pdf)
    if (userId === null) return
    await tx.insert(documents).values({
      userId,
      shopId: pdf.shopId,
      name: file.filename,
      url: documentFileUrl(file.id),
      status: 'ready',
    })
  })
}

/** The file of a sales document, rendered now when there is none yet. */
export async function fileOfDocument(db: Db, documentId: number): Promise<StoredFile> {
  const [existing] = await db
    .select({ id: documentFiles.id, filename: documentFiles.filename, bytes: documentFiles.bytes })
    .from(documentFiles)
    .where(eq(documentFiles.salesDocumentId, documentId))
    .limit(1)
  return existing ?? renderAndStore(db, { documentId })
}

type DocumentRow = typeof salesDocuments.$inferSelect

/** The French mail that goes with a document's PDF. */
export function documentMail(doc: DocumentRow, shopName: string) {
  const title = documentTitles[doc.type]
  const label = `${title.toLowerCase()} ${doc.number ?? ''}`.trim()
  const issued = doc.issuedAt ? ` du ${formatDate(doc.issuedAt)}` : ''
  const lines: string[] = ['Bonjour,', '']
  if (doc.type === 'quote') {
    lines.push(
      `Veuillez trouver ci-joint notre ${label}${issued}, d'un montant de ${euros(doc.totalTtcCents)} TTC${doc.validUntil ? `, valable jusqu'au ${formatDate(doc.validUntil)}` : ''}.`,
    )
  } else if (doc.type === 'credit') {
    lines.push(
      `Veuillez trouver ci-joint votre ${label}${issued}, d'un montant de ${euros(doc.totalTtcCents)} TTC.`,
    )
  } else {
    lines.push(
      `Veuillez trouver ci-joint votre ${label}${issued}, d'un montant de ${euros(doc.dueCents)} TTC${doc.dueAt ? `, à régler au plus tard le ${formatDate(doc.dueAt)}` : ''}.`,
    )
  }
  lines.push('', 'Cordialement,', shopName)
  return {
    subject: `${title} ${doc.number ?? ''} – ${shopName}`.replace('  ', ' '),
    text: lines.join('\n'),
  }
}

/**
 * One mail per address, each under the job's effect key (a run after a crash does not send it
 * again), then the document marked sent in the finishing transaction.
 */
const sendJob: JobHandler = async (deps, payload, job) => {
  const documentId = Number.isInteger(payload.documentId) ? (payload.documentId as number) : null
  const emails = Array.isArray(payload.emails)
    ? payload.emails.filter((e): e is string => typeof e === 'string')
    : []
  if (!documentId || emails.length === 0) throw new Error('sales.send: charge invalide')
  const [doc] = await deps.db.select().from(salesDocuments).where(eq(salesDocuments.id, documentId))
  if (!doc) return console.warn(`sales.send: document ${documentId} introuvable`)
  const [shop] = await deps.db
    .select({ name: shops.name, legal: shops.legal })
    .from(shops)
    .where(eq(shops.id, doc.shopId))
  const file = await fileOfDocument(deps.db, documentId)
  const mail = documentMail(doc, shop?.legal.legalName || shop?.name || '')
  const sender = await shopSender(deps, doc.shopId)
  for (const to of emails) {
    await deps.mailer.send({
      ...sender,
      to,
      ...mail,
      key: job.effectKey(`mail:${to}`),
      attachments: [
        {
          filename: file.filename,
          content: Buffer.from(file.bytes),
          contentType: 'application/pdf',
        },
      ],
    })
  }
  await job.finish(async (tx) => {
    if (doc.status !== 'generated') return
    assertTransition(documentMachines[doc.type], 'generated', 'processing')
    // Conditional: a payment recorded meanwhile has already moved it further.
    await tx
      .update(salesDocuments)
      .set({ status: 'processing', updatedAt: new Date() })
      .where(and(eq(salesDocuments.id, documentId), eq(salesDocuments.status, 'generated')))
  })
}

export const salesFileJobs: JobHandlers = {
  'sales.pdf': pdfJob,
  'sales.send': sendJob,
}
